// The sale area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/sale.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const SALE_PATHS = {
  /** The cashier: hosts the payment provider's cashier page. */
  cashier: '/pages/iframe/index',
  orders: '/pages/account/order/index',
  order: '/pages/account/order/detail',
  /** A paid order's payment receipt (beyond the spec's route table, decision 071): `?orderNo=`. */
  orderReceipt: '/pages/account/order/receipt',
  /** My home (transparent navigation bar): my collections and unopened boxes. */
  myHome: '/pages/account/home/index',
  /** One collectible I hold. */
  myCollectible: '/pages/account/detail/collection',
  openedBoxes: '/pages/account/openbox/index',
} as const;
