import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS } from '@curio/contract';
import type SharpFn from 'sharp';
import type { FileStorage } from '../../providers/storage/file-storage';

/** Resizable stored raster types (GIF keeps its animation: it is served as stored). */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * A drawing: asked for at a width, it is drawn once here at that width (decision 084), so that a phone
 * decodes a picture off its main thread instead of laying out and painting a document of its own for it.
 */
const VECTOR = 'image/svg+xml';

/** sharp's largest density (dots per inch) for drawing an SVG. */
const MAX_DENSITY = 100_000;

/** A decoded image may not be larger than this many pixels (a small PNG can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/** A requested width rounded up to the next of the contract's IMAGE_WIDTHS (so a file has a few variants at most). */
export const variantWidth = (requested: number): number =>
  IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

export interface VariantRequest {
  storageKey: string;
  contentType: string;
  /** The width asked for, in device pixels. */
  width: number;
  /** The client takes WebP (its Accept header says image/webp). */
  webp: boolean;
}

export interface Variant {
  stream: Readable;
  contentType: string;
}

type Sharp = typeof SharpFn;
let sharpModule: Promise<Sharp> | undefined;
/** sharp (libvips) is loaded on the first resize, not at start-up. */
const loadSharp = (): Promise<Sharp> => (sharpModule ??= import('sharp').then((m) => m.default));

/**
 * A stored raster image at a smaller width, or a stored SVG drawn at that width, in WebP when the client
 * takes it (else PNG for a drawing): made once, on the first request for that width and format, and kept
 * in the storage next to the original (`<key>.w480.webp`).
 * Two processes that make the same variant at once write the same bytes (storage writes replace
 * atomically), so the work is safe to repeat. Null when the original is served instead (a type that is
 * not resized, or a file missing from the storage).
 */
export async function imageVariant(storage: FileStorage, req: VariantRequest): Promise<Variant | null> {
  const vector = req.contentType === VECTOR;
  if (!vector && !RESIZABLE.has(req.contentType)) return null;
  const width = variantWidth(req.width);
  const format = req.webp
    ? 'webp'
    : req.contentType === 'image/jpeg'
      ? 'jpeg'
      : req.contentType === 'image/webp'
        ? 'webp'
        : 'png';
  const contentType = `image/${format}`;
  const key = `${req.storageKey}.w${width}.${format}`;
  const cached = await storage.get(key);
  if (cached) return { stream: cached, contentType };
  const original = await storage.get(req.storageKey);
  if (!original) return null;
  const source = await buffer(original);
  const sharp = await loadSharp();
  if (vector) {
    // Drawn at a density that gives at least the width (sharp reads an SVG's own size at 72 dpi), then
    // brought to the width exactly: the same width whatever size the drawing declares.
    const declared = (await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata()).width;
    const density = declared ? Math.min(MAX_DENSITY, Math.max(1, Math.ceil((72 * width) / declared))) : 72;
    const drawn = sharp(source, { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).resize({ width });
    return keep(storage, key, await encode(drawn, format), contentType);
  }
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata();
  // Never enlarged: an image no wider than the width asked for is kept at its own size (as stored when
  // the format is the same), so that every later request for this width is a plain read too.
  const smaller = meta.width !== undefined && meta.width > width;
  let out: Buffer;
  if (!smaller && contentType === req.contentType) out = source;
  else {
    out = await encode(smaller ? image.rotate().resize({ width }) : image.rotate(), format);
  }
  return keep(storage, key, out, contentType);
}

/** A variant's bytes in its format: the one encoder of a resized raster and a drawn SVG alike. */
function encode(image: ReturnType<Sharp>, format: 'webp' | 'jpeg' | 'png'): Promise<Buffer> {
  return format === 'webp'
    ? image.webp({ quality: 78, effort: 4 }).toBuffer()
    : format === 'jpeg'
      ? image.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
      : image.png({ compressionLevel: 8 }).toBuffer();
}

/** A variant written next to its original, and read back from there. */
async function keep(storage: FileStorage, key: string, out: Buffer, contentType: string): Promise<Variant | null> {
  await storage.put(key, out);
  const stream = await storage.get(key);
  return stream ? { stream, contentType } : null;
}
