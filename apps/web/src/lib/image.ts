import { IMAGE_WIDTHS } from '@curio/contract/client';

/** Our own stored files: the server resizes these (`?w=`); any other URL is used as it is. */
const OWN_FILE = /^\/api\/file\/download\/[A-Za-z0-9_-]+$/;

export interface SizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `<img>` attributes that let the browser fetch a stored image at the size it is shown: a `srcset` of
 * the server's widths and `sizes`, the image's CSS width on the page (e.g. `'100vw'`, `'50vw'`,
 * `'72px'`). The browser multiplies by the screen's pixel ratio and picks the smallest width that covers
 * it, so a 390-px phone at 3x showing a full-width banner fetches 1,280 device pixels, and a 72-px
 * avatar 320 (the smallest width at or above 216). Other URLs (a tenant's CDN, data:) pass through.
 */
export function sizedImage(url: string | null | undefined, sizes: string): SizedImage {
  const src = url ?? '';
  if (!OWN_FILE.test(src)) return { src };
  return { src, srcSet: IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', '), sizes };
}
