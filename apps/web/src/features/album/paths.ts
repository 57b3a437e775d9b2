import { ALBUM_PATHS } from './route-paths';

// Project albums and their posts (issue 20, spec section 2 "Album", decision 047). The route table
// (app/routes/album.routes.ts) takes its paths from ./route-paths.

export { ALBUM_PATHS };

/** The message the console posts to the preview frame after each save (same origin only). */
export const ALBUM_PREVIEW_REFRESH = 'curio-album-preview:refresh';

export const albumPath = (id: number) => `${ALBUM_PATHS.index}?id=${id}`;
export const trendPath = (id: number) => `${ALBUM_PATHS.trend}?id=${id}`;

/** A positive integer id of `?id=`, or null (the page shows "not found" without asking the server). */
export function albumIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}
