// The primary sale's limits, without zod (the web app's buy sheet imports them from the client entry).

/** Spec §4 business types a buyer can order: 3 B2C_BOX, 4 B2C_COLLECTION (primary sale), 7 C2C (a resale listing). */
export const SALE_BUSINESS_TYPES = [3, 4, 7] as const;
/** Most units one order may hold (the per-user limit usually stops earlier). */
export const ORDER_QUANTITY_MAX = 50;
/** What an order is for: a collection or a blind box (primary sale), a resale listing, or an activity (business type 5, decision 044). */
export const ORDER_ITEM_KINDS = ['collection', 'blindBox', 'listing', 'activity'] as const;
/** Every business type an order may have: the sale's, and 5 ACTIVITY (coupon and physical-reward activity orders, decision 044). */
export const ORDER_BUSINESS_TYPES = [3, 4, 5, 7] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
/**
 * My home's filters of what I hold (decision 069): on consignment (listed on the resale market), pledged
 * (by a synthesis recipe, PRODUCT.md §6, until its hours pass), frozen (a gift's transfer pending on chain).
 */
export const HOLDING_FILTERS = ['listed', 'pledged', 'frozen'] as const;
export type HoldingFilter = (typeof HOLDING_FILTERS)[number];
