import { HOLDING_FILTERS, type HoldingFilter } from '@curio/contract/client';
import { SALE_PATHS } from './route-paths';

// Where the primary sale's pages live (spec section 2) and how to link to one order or holding.
// The route table (app/routes/sale.routes.ts) takes its paths from ./route-paths.

export { SALE_PATHS };

const q = encodeURIComponent;

export const cashierPath = (orderNo: string) => `${SALE_PATHS.cashier}?orderNo=${q(orderNo)}`;
export const orderPath = (orderNo: string) => `${SALE_PATHS.order}?orderNo=${q(orderNo)}`;
export const orderReceiptPath = (orderNo: string) => `${SALE_PATHS.orderReceipt}?orderNo=${q(orderNo)}`;
/** The serial numbers I hold of one collection: the collectible page without a cardNftId (`filter`: my home's, decision 069). */
export const myCollectionItemsPath = (collectionId: number, filter?: HoldingFilter | null) =>
  `${SALE_PATHS.myCollectible}?collectionId=${collectionId}${filter ? `&filter=${filter}` : ''}`;

/** My home's filter from a page's query, or null (all). */
export const holdingFilterParam = (value: string | undefined): HoldingFilter | null =>
  (HOLDING_FILTERS as readonly string[]).includes(value ?? '') ? (value as HoldingFilter) : null;
export const myCollectiblePath = (cardNftId: number) => `${SALE_PATHS.myCollectible}?cardNftId=${cardNftId}`;

/** An order number from a page's query, or null when it cannot be one (the contract's shape). */
export function orderNoParam(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^[0-9A-Z]{8,32}$/.test(v) ? v : null;
}
