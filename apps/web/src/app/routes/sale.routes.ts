import type { Language } from '@curio/contract/client';
import type { InfiniteData } from '@tanstack/react-query';
import type { CursorPage } from '../../lib/query/cursor-list-options';
import { idParam } from '../../features/catalogue/paths';
import { inboxTexts } from '../../features/inbox/texts';
import { marketTexts } from '../../features/market/texts';
import { myCollectibleQueryOptions } from '../../features/sale/api/get-my-collectible';
import { myBoxesQueryOptions } from '../../features/sale/api/list-my-boxes';
import {
  holdingScopeOf,
  MY_HOME_FIRST_ROW,
  myCollectionsQueryOptions,
  mySeriesQueryOptions,
  type CollectionGroup,
} from '../../features/sale/api/list-my-collectibles';
import { preloadImage } from '../../features/sale/api/preload-image';
import { SALE_PATHS as P } from '../../features/sale/route-paths';
import { saleTexts } from '../../features/sale/texts';
import { shareTexts } from '../../features/share/texts';
import { socialTexts } from '../../features/social/texts';
import { transferTexts } from '../../features/transfer/texts';
import type { RouteDef } from './route-def';

// Every sale page shows the sale's texts: the route loader starts them with the page's chunk (and the
// server's route map preloads them).
const texts = saleTexts.load;
// The texts of a collectible's parts: its gift, consignment, display, share and provenance.
const partTexts = [transferTexts.load, marketTexts.load, socialTexts.load, shareTexts.load, inboxTexts.load];
const collectibleTexts = Object.assign(
  (lang: Language) => Promise.all([texts, ...partTexts].map((l) => l(lang))).then(() => undefined),
  // The server's route map preloads the sale's texts from these (decision 029), and the parts' from `also`.
  {
    loaders: texts.loaders,
    also: partTexts.map((l) => l.loaders),
  },
);

// Primary sale (issue 7): the cashier, orders, my home, my collectibles, opened boxes.
export const saleRoutes: RouteDef[] = [
  { path: P.cashier, page: () => import('./sale/cashier-page'), auth: true, title: 'nav.cashier', texts },
  { path: P.orders, page: () => import('./sale/order-list-page'), auth: true, pull: true, title: 'nav.orders', texts },
  { path: P.order, page: () => import('./sale/order-detail-page'), auth: true, title: 'nav.orderDetail', texts },
  // A paid order's payment receipt: beyond the spec's route table (decision 071).
  {
    path: P.orderReceipt,
    page: () => import('./sale/order-receipt-page'),
    auth: true,
    pull: true,
    title: 'nav.orderReceipt',
    texts,
  },
  {
    path: P.myHome,
    page: () => import('./sale/my-home-page'),
    auth: true,
    nav: 'transparent',
    title: 'nav.myHome',
    texts,
    // What my home shows first: the collections I hold (all of them, and the address's filter), their series
    // and my unopened boxes, asked for beside the page's chunk.
    data: ({ queryClient, lang, query }) => {
      const scope = holdingScopeOf(query);
      const filtered = scope.filter !== null || scope.seriesId !== null;
      const all = myCollectionsQueryOptions(lang);
      return Promise.all([
        // The grid's first row of covers (the page's largest images) starts as soon as the list is in.
        queryClient.prefetchInfiniteQuery(all).then(() => {
          if (filtered) return;
          const first = queryClient.getQueryData<InfiniteData<CursorPage<CollectionGroup>>>(all.queryKey)?.pages[0]?.items ?? [];
          for (const g of first.slice(0, MY_HOME_FIRST_ROW)) preloadImage(g.collection.coverUrl);
        }),
        filtered ? queryClient.prefetchInfiniteQuery(myCollectionsQueryOptions(lang, scope)) : null,
        queryClient.prefetchQuery(mySeriesQueryOptions(lang)),
        queryClient.prefetchInfiniteQuery(myBoxesQueryOptions(false, lang)),
      ]);
    },
  },
  {
    path: P.myCollectible,
    page: () => import('./sale/my-collectible-page'),
    auth: true,
    title: 'nav.collection',
    // The texts of every part of the page (its gift, consignment, display, share and provenance), so that
    // the page shows them all at once, with nothing moving in later.
    texts: collectibleTexts,
    // One collectible I hold (`?cardNftId=`): its item, asked for beside the page's chunk, not after it.
    data: ({ queryClient, lang, query }) => {
      const id = idParam(query.cardNftId);
      if (id === null) return undefined;
      // Its image (the page's largest) starts as soon as the item is in, before the page renders it.
      const options = myCollectibleQueryOptions(id, lang);
      return queryClient.prefetchQuery(options).then(() => {
        const media = queryClient.getQueryData(options.queryKey)?.media;
        if (media?.kind === 'image') preloadImage(media.url);
      });
    },
  },
  { path: P.openedBoxes, page: () => import('./sale/opened-boxes-page'), auth: true, title: 'nav.openedBoxes', texts },
];
