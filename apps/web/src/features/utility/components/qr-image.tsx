import { useEffect, useState } from 'react';

/** A QR code of `text` as a PNG image (the `qrcode` package, loaded with the page that shows it). */
export function QrImage({ text, alt, size = 220, testId }: { text: string; alt: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? (
    <img className="utility-qr" src={src} alt={alt} width={size} height={size} data-testid={testId} data-qr-text={text} />
  ) : (
    <span className="utility-qr utility-qr--pending" style={{ width: size, height: size }} aria-busy="true" />
  );
}
