import { parseHexColor } from '@curio/contract/client';
import QRCode from 'qrcode';

// Posters drawn on a canvas in the browser (the invite poster, decision 049; the share poster, decision
// 070): the pieces they share — fonts, colours, images, rounded cards, text that fits, the QR code — and
// turning a canvas into a saved PNG. Domain-free: what a poster says is its feature's.

/** The poster font stack at a weight and a pixel size (Chinese faces before the generic one). */
export function posterFont(weight: number, size: number): string {
  return `${weight} ${size}px system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif`;
}

/** WCAG relative luminance of #RRGGBB (0 black .. 1 white); undefined when it cannot be read. */
function luminance(colour: string): number | undefined {
  const rgb = parseHexColor(colour);
  if (!rgb) return undefined;
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

/** Text on a colour: whichever of near-black and white has the higher contrast (WCAG) on it. */
export function inkOn(colour: string): string {
  const l = luminance(colour);
  if (l === undefined) return '#ffffff';
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (0.0103 + 0.05);
  return onLight >= onDark ? '#1a1a1a' : '#ffffff';
}

/** An image for the canvas (CORS-clean), or null when it fails or takes longer than 3 s. */
export function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(null), 3000);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = url;
  });
}

/** A rounded rectangle path (fill or clip it). */
export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A line of text shortened with "…" to fit `max` pixels in the context's font. */
export function fitText(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(`${s}…`).width > max) s = s.slice(0, -1);
  return `${s}…`;
}

/** An image drawn to cover the box (cropped to its aspect ratio, centred), clipped to rounded corners. */
export function drawCover(
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement,
  box: { x: number; y: number; w: number; h: number; r: number },
) {
  const scale = Math.max(box.w / img.naturalWidth, box.h / img.naturalHeight);
  const sw = box.w / scale;
  const sh = box.h / scale;
  ctx.save();
  roundRect(ctx, box.x, box.y, box.w, box.h, box.r);
  ctx.clip();
  ctx.drawImage(img, (img.naturalWidth - sw) / 2, (img.naturalHeight - sh) / 2, sw, sh, box.x, box.y, box.w, box.h);
  ctx.restore();
}

/** The QR code of `text`, black on white with its quiet zone, drawn at (x, y) `size` pixels square. */
export async function drawQrCode(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, text, { width: size, margin: 2, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, x, y, size, size);
}

/** The canvas as a PNG blob (null when the browser refuses, e.g. a tainted canvas). */
export function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((b) => resolve(b), 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/** Downloads a blob as a file (an anchor with `download`); false when it could not start. */
export function saveBlob(blob: Blob, filename: string): boolean {
  try {
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}
