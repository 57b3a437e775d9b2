// Where the coupon pages live (spec section 2, issue 19). The route table (app/routes/coupon.routes.ts)
// takes its paths from here.

export const COUPON_PATHS = {
  /** My coupons: usable, used, expired (login). */
  mine: '/pages/coupons/index',
  /** The coupon campaigns to claim from (works logged out: claiming asks to log in). */
  campaigns: '/pages/activity/index/couponIndex',
  /** The exchange centre: redeem a one-time code, my past redemptions (login). */
  exchange: '/pages/home/swap/index',
} as const;

export const COUPON_TABS = ['usable', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** The tab from a page's query (`?tab=used`), usable when absent or unknown. */
export function couponTabParam(value: string | undefined): CouponTab {
  return (COUPON_TABS as readonly string[]).includes(value ?? '') ? (value as CouponTab) : 'usable';
}

export const couponsPath = (tab: CouponTab = 'usable') => (tab === 'usable' ? COUPON_PATHS.mine : `${COUPON_PATHS.mine}?tab=${tab}`);
