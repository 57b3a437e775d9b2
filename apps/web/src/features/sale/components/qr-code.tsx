import { useEffect, useState } from 'react';

/** The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/** One path of unit squares, one per dark module, shifted by the quiet zone. */
function modulesPath(size: number, data: Uint8Array): string {
  let d = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) if (data[y * size + x]) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  }
  return d;
}

/**
 * `text` as a QR code, drawn as SVG (crisp at any size, no canvas). The encoder (the `qrcode` package the
 * invite poster uses) is loaded when a QR code is first shown: most buyers pay on a phone and never need it.
 */
export function QrCode({ text, size, label, testId }: { text: string; size: number; label: string; testId?: string }) {
  const [symbol, setSymbol] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      if (live) setSymbol({ text, size: modules.size, path: modulesPath(modules.size, modules.data) });
    });
    return () => {
      live = false;
    };
  }, [text]);
  const ready = symbol !== null && symbol.text === text;
  const side = ready ? symbol.size + QUIET * 2 : 1;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-ready={ready ? 'true' : 'false'}
    >
      <rect width={side} height={side} fill="#fff" />
      {ready ? <path d={symbol.path} fill="#000" /> : null}
    </svg>
  );
}
