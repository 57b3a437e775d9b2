import { SALE_PATHS as P } from '../../features/sale/paths';
import type { RouteDef } from './route-def';

// Primary sale (issue 7): the cashier, orders, my home, my collectibles, opened boxes.
export const saleRoutes: RouteDef[] = [
  { path: P.cashier, page: () => import('./sale/cashier-page'), auth: true, title: 'nav.cashier' },
  { path: P.orders, page: () => import('./sale/order-list-page'), auth: true, pull: true, title: 'nav.orders' },
  { path: P.order, page: () => import('./sale/order-detail-page'), auth: true, title: 'nav.orderDetail' },
  // A paid order's payment receipt: beyond the spec's route table (decision 071).
  { path: P.orderReceipt, page: () => import('./sale/order-receipt-page'), auth: true, pull: true, title: 'nav.orderReceipt' },
  { path: P.myHome, page: () => import('./sale/my-home-page'), auth: true, nav: 'transparent', title: 'nav.myHome' },
  { path: P.myCollectible, page: () => import('./sale/my-collectible-page'), auth: true, title: 'nav.collection' },
  { path: P.openedBoxes, page: () => import('./sale/opened-boxes-page'), auth: true, title: 'nav.openedBoxes' },
];
