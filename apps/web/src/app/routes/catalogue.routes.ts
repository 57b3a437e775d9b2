import { CATALOGUE_PATHS as P } from '../../features/catalogue/paths';
import type { RouteDef } from './route-def';

// Catalogue and browsing (issue 6). Lists are open to visitors; opening a collectible needs login.
export const catalogueRoutes: RouteDef[] = [
  { path: P.search, page: () => import('./catalogue/search-page'), nav: 'none', title: 'nav.search' },
  { path: P.searchLists, page: () => import('./catalogue/search-lists-page'), nav: 'none', title: 'nav.searchResults' },
  { path: P.noticeList, page: () => import('./catalogue/notice-list-page'), pull: true, title: 'nav.noticeList' },
  { path: P.notice, page: () => import('./catalogue/notice-page'), pull: true, title: 'nav.notice' },
  { path: P.market, page: () => import('./catalogue/market-page'), pull: true, nav: 'none', title: 'nav.market' },
  { path: P.seriesList, page: () => import('./catalogue/series-list-page'), pull: true, title: 'nav.seriesList' },
  { path: P.series, page: () => import('./catalogue/series-page'), auth: true, pull: true, title: 'nav.series' },
  { path: P.collection, page: () => import('./catalogue/collection-page'), auth: true, pull: true, title: 'nav.collection' },
  { path: P.blindBoxList, page: () => import('./catalogue/blind-box-list-page'), title: 'nav.blindBoxList' },
  { path: P.blindBox, page: () => import('./catalogue/blind-box-page'), auth: true, pull: true, title: 'nav.blindBox' },
  { path: P.creator, page: () => import('./catalogue/creator-page'), title: 'nav.creator' },
  { path: P.creatorMarket, page: () => import('./catalogue/creator-market-page'), title: 'nav.creatorMarket' },
  { path: P.creatorList, page: () => import('./catalogue/creator-list-page'), title: 'nav.creatorList' },
];
