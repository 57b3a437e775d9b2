import type { ComponentType } from 'react';

// What the buy sheet works on, apart from the sheet (the sheet's body loads lazily and needs them too).

/**
 * What the buy sheet sells: a collection (business type 4) or a blind box (3), as its detail page shows
 * it, or a resale listing (7: one item, quantity 1; `id` is the listing's id, `serial` its serial text).
 */
export interface BuyTarget {
  kind: 'collection' | 'blindBox' | 'listing';
  id: number;
  name: string;
  coverUrl: string;
  /** Unit price, integer fen. */
  price: number;
  remaining: number;
  perUserLimit: number;
  /** The buyer's standing on the drop (the detail's `mine`): units held against the limit, what may be ordered now, the unpaid order. */
  mine: { taken: number; allowance: number; unpaidOrderNo: string | null };
  /** A listing's item: its serial as shown (`#17/1000`). */
  serial?: string;
}

/** Where the buyer fixes what stops a purchase: the identity pages, given by the route that composes the sheet. */
export interface BuySheetLinks {
  /** The real-name page. */
  verify: string;
  /** The chain-account page. */
  chainVerify: string;
}

/** What a coupon row tells the sheet: the coupon the order will use, its discount and what is left to pay (fen). */
export interface BuyCouponChoice {
  couponId: number;
  name: string;
  discount: number;
  payable: number;
}

/**
 * The sheet's coupon slot (issue 19): a component the route gives (the coupon feature's picker) that
 * quotes the buyer's coupons for the order about to be placed and reports the chosen one (null: none).
 */
export type BuyCouponSlot = ComponentType<{
  order: { businessType: 3 | 4 | 7; itemId: number; quantity: number };
  onChange: (choice: BuyCouponChoice | null) => void;
}>;
