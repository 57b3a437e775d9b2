// Where the resale market's pages live (spec section 2, decision 035). A listing's detail is the
// collection detail with market type 2 (spec §4 "Market type: 1 B2C, 2 C2C"): the route decides by it.

export const MARKET_PATHS = {
  /** The market page; `?tab=c2c` opens the resale tab. */
  market: '/pages/market/index',
  /** The collection detail: `?marketType=2&id=<listing id>` is a listing. */
  detail: '/pages/detail/collection',
  /** My listings (beyond the spec's route table, decision 069): `?status=` one state. */
  mine: '/pages/market/mine',
} as const;

/** Spec §4 market type of a resale listing. */
export const C2C_MARKET_TYPE = 2;

export const listingPath = (listingId: number) => `${MARKET_PATHS.detail}?marketType=${C2C_MARKET_TYPE}&id=${listingId}`;
export const resaleTabPath = `${MARKET_PATHS.market}?tab=c2c`;

/** Is this detail page's query a listing's (`marketType=2`)? */
export const isListingQuery = (query: Record<string, string | undefined>) => query.marketType === String(C2C_MARKET_TYPE);
