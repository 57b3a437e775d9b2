// The album area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/album.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const ALBUM_PATHS = {
  /** Published albums, paged, pull to refresh. */
  list: '/pages/album/list',
  /** One album: `?id=`. */
  index: '/pages/album/index',
  /** One post ("trend"): `?id=`. */
  trend: '/pages/album/trendsDetail',
  /** The console's live preview of an album: `?album=<preview token>` (PRODUCT.md §12). */
  indexView: '/pages/album/indexView',
} as const;
