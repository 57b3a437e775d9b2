// The coupon area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/coupon.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const COUPON_PATHS = {
  /** My coupons: usable, used, expired (login). */
  mine: '/pages/coupons/index',
  /** The coupon campaigns to claim from (works logged out: claiming asks to log in). */
  campaigns: '/pages/activity/index/couponIndex',
  /** The exchange centre: redeem a one-time code, my past redemptions (login). */
  exchange: '/pages/home/swap/index',
} as const;
