import { collectionQueryOptions } from '../../features/catalogue/api/first-queries';
import { prefetchMarket } from '../../features/catalogue/market/market-query';
import { CATALOGUE_PATHS as P, idParam } from '../../features/catalogue/paths';
import { catalogueTexts } from '../../features/catalogue/texts';
import { listingQueryOptions } from '../../features/market/api/listing-query';
import { isListingQuery, MARKET_PATHS } from '../../features/market/paths';
import { marketTexts } from '../../features/market/texts';
import type { RouteDef } from './route-def';

// Every catalogue page shows the catalogue's texts: the route loader starts them with the page's chunk.
const texts = catalogueTexts.load;

// Catalogue and browsing (issue 6). Lists are open to visitors; opening a collectible needs login.
export const catalogueRoutes: RouteDef[] = [
  { path: P.search, page: () => import('./catalogue/search-page'), nav: 'none', title: 'nav.search', texts },
  { path: P.searchLists, page: () => import('./catalogue/search-lists-page'), nav: 'none', title: 'nav.searchResults', texts },
  { path: P.noticeList, page: () => import('./catalogue/notice-list-page'), pull: true, title: 'nav.noticeList', texts },
  { path: P.notice, page: () => import('./catalogue/notice-page'), pull: true, title: 'nav.notice', texts },
  {
    path: P.market,
    page: () => import('./catalogue/market-page'),
    pull: true,
    nav: 'none',
    title: 'nav.market',
    texts,
    data: ({ queryClient, lang }) => prefetchMarket(queryClient, lang),
  },
  { path: P.seriesList, page: () => import('./catalogue/series-list-page'), pull: true, title: 'nav.seriesList', texts },
  { path: P.series, page: () => import('./catalogue/series-page'), auth: true, pull: true, title: 'nav.series', texts },
  {
    path: P.collection,
    page: () => import('./catalogue/collection-page'),
    auth: true,
    pull: true,
    title: 'nav.collection',
    texts,
    data: ({ queryClient, lang, query }) => {
      const id = idParam(query.id);
      if (id === null) return undefined;
      // `?marketType=2`: a resale listing (decision 035), not a collection.
      if (isListingQuery(query)) return queryClient.prefetchQuery(listingQueryOptions(id, lang));
      return queryClient.prefetchQuery(collectionQueryOptions(id, lang));
    },
  },
  { path: P.blindBoxList, page: () => import('./catalogue/blind-box-list-page'), title: 'nav.blindBoxList', texts },
  { path: P.blindBox, page: () => import('./catalogue/blind-box-page'), auth: true, pull: true, title: 'nav.blindBox', texts },
  { path: P.creator, page: () => import('./catalogue/creator-page'), title: 'nav.creator', texts },
  { path: P.creatorMarket, page: () => import('./catalogue/creator-market-page'), title: 'nav.creatorMarket', texts },
  { path: P.creatorList, page: () => import('./catalogue/creator-list-page'), title: 'nav.creatorList', texts },
  // A seller's own listings: beyond the spec's route table (decision 069).
  {
    path: MARKET_PATHS.mine,
    page: () => import('./market/my-listings-page'),
    auth: true,
    title: 'nav.myListings',
    texts: marketTexts.load,
  },
];
