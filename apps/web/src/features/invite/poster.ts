import { drawQrCode, fitText as fit, inkOn, loadImage, posterFont, roundRect } from '../../lib/poster';

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

/** The invite code spaced for reading aloud ("ABC DEFG" stays one word: letters spaced). */
export function spacedCode(code: string): string {
  return code.split('').join(' ');
}

/** Draws the poster on `canvas` (resized to the poster). A logo that fails to load is left out. */
export async function drawPoster(canvas: HTMLCanvasElement, p: PosterInput): Promise<void> {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const font = posterFont;
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
  await drawQrCode(ctx, p.link, POSTER_QR.x, POSTER_QR.y, POSTER_QR.size);

  ctx.fillStyle = '#555555';
  ctx.font = font(400, 28);
  ctx.fillText(p.texts.scan, POSTER_WIDTH / 2, POSTER_QR.y + POSTER_QR.size + 50);
}

/** The register page with my code, as a path of this storefront (hash router) for the short link. */
export function registerLink(registerPath: string, code: string): string {
  return `/#${registerPath}?inviteCode=${encodeURIComponent(code)}`;
}
