// The resale market's rules as numbers, without zod (the web app's consign form imports them from the
// client entry). PRODUCT.md §7, decision 033.

/** A listing's state: on sale; locked by a buyer's unpaid order; sold; taken off the shelf. */
export const LISTING_STATUSES = ['on-sale', 'locked', 'sold', 'cancelled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Lowest consignment price, fen (PRODUCT.md §7). */
export const CONSIGN_PRICE_MIN = 100;
/** A collection without its own ceiling: this many times its issue price. */
export const RESALE_CEILING_MULTIPLE = 20;
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
