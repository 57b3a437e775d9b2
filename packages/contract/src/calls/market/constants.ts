// The resale market's rules as numbers, without zod (the web app's consign form imports them from the
// client entry). PRODUCT.md §7, decision 033.

/** A listing's state: on sale; locked by a buyer's unpaid order; sold; taken off the shelf. */
export const LISTING_STATUSES = ['on-sale', 'locked', 'sold', 'cancelled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Lowest consignment price, fen (PRODUCT.md §7). */
export const CONSIGN_PRICE_MIN = 100;
/** A collection without its own ceiling: this many times its issue price. */
export const RESALE_CEILING_MULTIPLE = 20;
/**
 * A collection given away free (issue price 0: airdrops, free drops, casts, redemptions) without its own
 * ceiling takes the tenant's ceiling for free collections (the setting `freeResaleCeiling`, fen): this by
 * default (PRODUCT.md §7, decision 061). 0 makes such items unlistable.
 */
export const FREE_RESALE_CEILING_DEFAULT = 10_000;
/** The highest ceiling for free collections a tenant may set, fen (¥1,000,000.00). */
export const FREE_RESALE_CEILING_MAX = 100_000_000;

/**
 * Is a ceiling for free collections one a tenant may set: 0 (such items cannot be listed), or from the lowest
 * consignment price up to FREE_RESALE_CEILING_MAX, in whole fen. A ceiling between would make the items
 * unlistable while looking like a price.
 */
export function isFreeResaleCeiling(fen: number): boolean {
  return Number.isSafeInteger(fen) && (fen === 0 || (fen >= CONSIGN_PRICE_MIN && fen <= FREE_RESALE_CEILING_MAX));
}
/** Platform fee when the tenant sets none, in basis points (500 = 5 %). */
export const DEFAULT_PLATFORM_FEE_BP = 500;
/** Rates are basis points: 10 000 = 100 %. */
export const BASIS_POINTS = 10_000;

/**
 * The split of a sale price, in fen (decision 033): fee = floor(price × feeBp / 10 000), royalty =
 * floor(price × royaltyBp / 10 000), net = price − fee − royalty. Rounding always favours the seller, and
 * the three parts add up to the price exactly.
 */
export function splitProceeds(price: number, feeBp: number, royaltyBp: number): { fee: number; royalty: number; net: number } {
  const fee = Math.floor((price * feeBp) / BASIS_POINTS);
  const royalty = Math.floor((price * royaltyBp) / BASIS_POINTS);
  return { fee, royalty, net: price - fee - royalty };
}
