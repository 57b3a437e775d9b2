// What the buy sheet works on, apart from the sheet (the sheet's body loads lazily and needs them too).

/** What the buy sheet sells: a collection (business type 4) or a blind box (3), as its detail page shows it. */
export interface BuyTarget {
  kind: 'collection' | 'blindBox';
  id: number;
  name: string;
  coverUrl: string;
  /** Unit price, integer fen. */
  price: number;
  remaining: number;
  perUserLimit: number;
  /** The buyer's standing on the drop (the detail's `mine`): units held against the limit, what may be ordered now, the unpaid order. */
  mine: { taken: number; allowance: number; unpaidOrderNo: string | null };
}

/** Where the buyer fixes what stops a purchase: the identity pages, given by the route that composes the sheet. */
export interface BuySheetLinks {
  /** The real-name page. */
  verify: string;
  /** The chain-account page. */
  chainVerify: string;
}
