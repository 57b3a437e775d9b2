import { drawCover, drawQrCode, fitText, inkOn, loadImage, posterFont, roundRect } from '../../lib/poster';

// The share poster (issue 32 item 12, decision 070), drawn on a canvas in the browser like the invite
// poster: the tenant's brand on its colour, the collectible's image, its name and a detail line (serial,
// price), and the QR code of the short link with "scan to view".

export const SHARE_POSTER_WIDTH = 750;
export const SHARE_POSTER_HEIGHT = 1200;
/** Where the QR code sits on the poster (the e2e test reads it back from there). */
export const SHARE_POSTER_QR = { x: 96, y: 936, size: 200 } as const;

export interface SharePosterInput {
  brandName: string;
  /** #RRGGBB; the band behind the brand. */
  brandColour: string;
  logoUrl: string | null;
  /** The collectible's image; left out (a plain panel) when it does not load. */
  imageUrl: string | null;
  title: string;
  /** The line under the title: the serial, the price. */
  detail: string;
  /** What the QR code holds: the short link. */
  link: string;
  texts: { scan: string; from: string };
}

/** Draws the poster on `canvas` (resized to the poster). An image or logo that fails to load is left out. */
export async function drawSharePoster(canvas: HTMLCanvasElement, p: SharePosterInput): Promise<void> {
  canvas.width = SHARE_POSTER_WIDTH;
  canvas.height = SHARE_POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const W = SHARE_POSTER_WIDTH;
  const ink = inkOn(p.brandColour);
  const [logo, image] = await Promise.all([
    p.logoUrl ? loadImage(p.logoUrl) : Promise.resolve(null),
    p.imageUrl ? loadImage(p.imageUrl) : Promise.resolve(null),
  ]);

  ctx.fillStyle = p.brandColour;
  ctx.fillRect(0, 0, W, SHARE_POSTER_HEIGHT);

  // The brand: logo and name, on its colour.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = posterFont(700, 34);
  let x = 60;
  if (logo) {
    ctx.save();
    roundRect(ctx, x, 40, 64, 64, 16);
    ctx.clip();
    ctx.drawImage(logo, x, 40, 64, 64);
    ctx.restore();
    x += 80;
  }
  ctx.fillStyle = ink;
  ctx.fillText(fitText(ctx, p.brandName, W - x - 60), x, 72);

  // The card: the image, the name, the detail line, the QR code.
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 40, 140, W - 80, SHARE_POSTER_HEIGHT - 180, 32);
  ctx.fill();

  const box = { x: 72, y: 172, w: W - 144, h: W - 144, r: 20 };
  if (image) drawCover(ctx, image, box);
  else {
    ctx.fillStyle = '#f2f2f2';
    roundRect(ctx, box.x, box.y, box.w, box.h, box.r);
    ctx.fill();
  }

  ctx.fillStyle = '#1a1a1a';
  ctx.font = posterFont(700, 40);
  ctx.fillText(fitText(ctx, p.title, W - 144), 72, box.y + box.h + 56);
  ctx.fillStyle = '#555555';
  ctx.font = posterFont(500, 30);
  ctx.fillText(fitText(ctx, p.detail, W - 144), 72, box.y + box.h + 106);

  ctx.strokeStyle = '#eeeeee';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(72, SHARE_POSTER_QR.y - 24);
  ctx.lineTo(W - 72, SHARE_POSTER_QR.y - 24);
  ctx.stroke();

  await drawQrCode(ctx, p.link, SHARE_POSTER_QR.x, SHARE_POSTER_QR.y, SHARE_POSTER_QR.size);
  const textX = SHARE_POSTER_QR.x + SHARE_POSTER_QR.size + 40;
  ctx.fillStyle = '#1a1a1a';
  ctx.font = posterFont(700, 34);
  ctx.fillText(fitText(ctx, p.texts.scan, W - textX - 72), textX, SHARE_POSTER_QR.y + 70);
  ctx.fillStyle = '#777777';
  ctx.font = posterFont(400, 26);
  ctx.fillText(fitText(ctx, p.texts.from, W - textX - 72), textX, SHARE_POSTER_QR.y + 124);
}

/** A file name for the saved poster: the kind and id, nothing the user typed. */
export function posterFileName(kind: string, id: number): string {
  return `share-${kind}-${id}.png`;
}
