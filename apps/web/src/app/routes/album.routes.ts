import { ALBUM_PATHS as P } from '../../features/album/route-paths';
import { albumTexts } from '../../features/album/texts';
import type { RouteDef } from './route-def';

// Project albums and their posts (issue 20, spec section 2 "Album", decision 047): open to visitors like
// the notices (the collections they present need a login on their own pages); the preview is the console's.
const texts = albumTexts.load;

export const albumRoutes: RouteDef[] = [
  { path: P.list, page: () => import('./album/album-list-page'), pull: true, title: 'nav.albumList', texts },
  { path: P.index, page: () => import('./album/album-page'), pull: true, title: 'nav.album', texts },
  { path: P.trend, page: () => import('./album/trend-page'), pull: true, title: 'nav.albumTrend', texts },
  { path: P.indexView, page: () => import('./album/album-preview-page'), title: 'nav.album', texts },
];
