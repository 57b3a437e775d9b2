import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS } from '@curio/contract';
import type SharpFn from 'sharp';
import type { FileStorage } from '../../providers/storage/file-storage';

/** Resizable stored types (GIF keeps its animation, SVG is drawn at any size: both are served as stored). */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

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
 * A stored raster image at a smaller width, in WebP when the client takes it: made once, on the first
 * request for that width and format, and kept in the storage next to the original (`<key>.w480.webp`).
 * Two processes that make the same variant at once write the same bytes (storage writes replace
 * atomically), so the work is safe to repeat. Null when the original is served instead (a type that is
 * not resized, or a file missing from the storage).
 */
export async function imageVariant(storage: FileStorage, req: VariantRequest): Promise<Variant | null> {
  if (!RESIZABLE.has(req.contentType)) return null;
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
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata();
  // Never enlarged: an image no wider than the width asked for is kept at its own size (as stored when
  // the format is the same), so that every later request for this width is a plain read too.
  const smaller = meta.width !== undefined && meta.width > width;
  let out: Buffer;
  if (!smaller && contentType === req.contentType) out = source;
  else {
    const resized = smaller ? image.rotate().resize({ width }) : image.rotate();
    out =
      format === 'webp'
        ? await resized.webp({ quality: 78, effort: 4 }).toBuffer()
        : format === 'jpeg'
          ? await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
          : await resized.png({ compressionLevel: 8 }).toBuffer();
  }
  await storage.put(key, out);
  const stream = await storage.get(key);
  return stream ? { stream, contentType } : null;
}
