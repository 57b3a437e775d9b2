// Where the primary sale's pages live (spec section 2) and how to link to one order or holding.

export const SALE_PATHS = {
  /** The cashier: hosts the payment provider's cashier page. */
  cashier: '/pages/iframe/index',
  orders: '/pages/account/order/index',
  order: '/pages/account/order/detail',
  /** My home (transparent navigation bar): my collections and unopened boxes. */
  myHome: '/pages/account/home/index',
  /** The serial numbers I hold of one collection (not a route of the specification). */
  myCollectionItems: '/pages/account/home/collection',
  /** One collectible I hold. */
  myCollectible: '/pages/account/detail/collection',
  openedBoxes: '/pages/account/openbox/index',
} as const;

/** Where the buyer fixes what stops a purchase (the identity pages). */
export const SAFETY_PATHS = {
  verify: '/pages/account/safety/verify',
  chainVerify: '/pages/account/safety/chain-verify',
} as const;

const q = encodeURIComponent;

export const cashierPath = (orderNo: string) => `${SALE_PATHS.cashier}?orderNo=${q(orderNo)}`;
export const orderPath = (orderNo: string) => `${SALE_PATHS.order}?orderNo=${q(orderNo)}`;
export const myCollectionItemsPath = (collectionId: number) => `${SALE_PATHS.myCollectionItems}?collectionId=${collectionId}`;
export const myCollectiblePath = (cardNftId: number) => `${SALE_PATHS.myCollectible}?cardNftId=${cardNftId}`;

/** An order number from a page's query, or null when it cannot be one (the contract's shape). */
export function orderNoParam(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^[0-9A-Z]{8,32}$/.test(v) ? v : null;
}
