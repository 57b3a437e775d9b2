import { COUPON_PATHS } from './route-paths';

// Where the coupon pages live (spec section 2, issue 19). The route table (app/routes/coupon.routes.ts)
// takes its paths from ./route-paths.

export { COUPON_PATHS };

export const COUPON_TABS = ['usable', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** The tab from a page's query (`?tab=used`), usable when absent or unknown. */
export function couponTabParam(value: string | undefined): CouponTab {
  return (COUPON_TABS as readonly string[]).includes(value ?? '') ? (value as CouponTab) : 'usable';
}

export const couponsPath = (tab: CouponTab = 'usable') =>
  tab === 'usable' ? COUPON_PATHS.mine : `${COUPON_PATHS.mine}?tab=${tab}`;
