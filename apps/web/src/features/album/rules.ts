import { ErrorCode } from '@curio/contract/client';
import { isRequestError } from '../../lib/request/index';

/**
 * Columns of a post's image grid (the usual nine-grid): one image large, two and four in two columns,
 * three and more in three.
 */
export function gridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}

/** The images a post shows: at most nine (spec §9, image pick default 9), empty addresses left out. */
export function visibleImages(images: readonly string[]): string[] {
  return images.filter((u) => u.trim() !== '').slice(0, 9);
}

/** "Not found" for an album page: the album's or the post's own code, or the generic one. */
export function isAlbumMissing(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  return (
    error.code === ErrorCode.ALBUM_NOT_FOUND ||
    error.code === ErrorCode.ALBUM_TREND_NOT_FOUND ||
    error.code === ErrorCode.NOT_FOUND
  );
}

/** The preview token was refused (unknown, expired, another tenant's). */
export function isPreviewInvalid(error: unknown): boolean {
  return isRequestError(error) && error.code === ErrorCode.ALBUM_PREVIEW_INVALID;
}
