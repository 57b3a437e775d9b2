import { parseHexColor } from '@curio/contract/client';
import QRCode from 'qrcode';

// The invite poster (issue 20, decision 049), drawn on a canvas in the browser: the tenant's brand (name,
// colour, logo when it loads), my nickname, my code and a QR code of my short link to the register page.

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1180;
/** Where the QR code sits on the poster (the e2e test reads it back from there). */
export const POSTER_QR = { x: 195, y: 600, size: 360 } as const;

export interface PosterInput {
  brandName: string;
  /** #RRGGBB; the poster's background. */
  brandColour: string;
  logoUrl: string | null;
  /** Mine (the title carries it). */
  nickname: string;
  code: string;
  /** What the QR code holds: the short link. */
  link: string;
  texts: { title: string; scan: string };
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

/** Text on the brand colour: whichever of near-black and white has the higher contrast (WCAG) on it. */
export function inkOn(colour: string): string {
  const l = luminance(colour);
  if (l === undefined) return '#ffffff';
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (0.0103 + 0.05);
  return onLight >= onDark ? '#1a1a1a' : '#ffffff';
}

/** The invite code spaced for reading aloud ("ABC DEFG" stays one word: letters spaced). */
export function spacedCode(code: string): string {
  return code.split('').join(' ');
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
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

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A line of text shortened with "…" to fit `max` pixels. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(`${s}…`).width > max) s = s.slice(0, -1);
  return `${s}…`;
}

/** Draws the poster on `canvas` (resized to the poster). A logo that fails to load is left out. */
export async function drawPoster(canvas: HTMLCanvasElement, p: PosterInput): Promise<void> {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const font = (weight: number, size: number) =>
    `${weight} ${size}px system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;
  const ink = inkOn(p.brandColour);

  ctx.fillStyle = p.brandColour;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  // The brand: logo and name.
  const logo = p.logoUrl ? await loadImage(p.logoUrl) : null;
  let nameX = POSTER_WIDTH / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(700, 40);
  if (logo) {
    const nameW = Math.min(ctx.measureText(p.brandName).width, 480);
    const x = (POSTER_WIDTH - (nameW + 96)) / 2;
    ctx.save();
    roundRect(ctx, x, 60, 80, 80, 20);
    ctx.clip();
    ctx.drawImage(logo, x, 60, 80, 80);
    ctx.restore();
    nameX = x + 96 + nameW / 2;
  }
  ctx.fillStyle = ink;
  ctx.fillText(fit(ctx, p.brandName, 480), nameX, 100);

  // The card.
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 60, 190, POSTER_WIDTH - 120, POSTER_HEIGHT - 250, 32);
  ctx.fill();

  ctx.fillStyle = '#1a1a1a';
  ctx.font = font(600, 32);
  ctx.fillText(fit(ctx, p.texts.title, POSTER_WIDTH - 160), POSTER_WIDTH / 2, 300);
  ctx.font = font(800, 76);
  ctx.fillText(spacedCode(p.code), POSTER_WIDTH / 2, 440);

  // The QR code of the short link, black on white with its quiet zone.
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, p.link, { width: POSTER_QR.size, margin: 2, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, POSTER_QR.x, POSTER_QR.y, POSTER_QR.size, POSTER_QR.size);

  ctx.fillStyle = '#555555';
  ctx.font = font(400, 28);
  ctx.fillText(p.texts.scan, POSTER_WIDTH / 2, POSTER_QR.y + POSTER_QR.size + 50);
}

/** The poster as a PNG blob (null when the browser refuses, e.g. a tainted canvas). */
export function posterBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
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

/** The register page with my code, as a path of this storefront (hash router) for the short link. */
export function registerLink(registerPath: string, code: string): string {
  return `/#${registerPath}?inviteCode=${encodeURIComponent(code)}`;
}
