import { TRANSFER_PATHS as P } from '../../features/transfer/route-paths';
import { transferTexts } from '../../features/transfer/texts';
import type { RouteDef } from './route-def';

// Ownership moves (issue 14): gift an item, circulation records, claims.
export const transferRoutes: RouteDef[] = [
  { path: P.give, page: () => import('./transfer/give-page'), auth: true, title: 'nav.give', texts: transferTexts.load },
  {
    path: P.flow,
    page: () => import('./transfer/flow-page'),
    auth: true,
    pull: true,
    title: 'nav.flow',
    texts: transferTexts.load,
  },
  {
    path: P.receive,
    page: () => import('./transfer/receive-page'),
    auth: true,
    pull: true,
    title: 'nav.receive',
    texts: transferTexts.load,
  },
];
