import type { AreaEndpoints } from '../define-endpoints';

// Coupons and redemption codes (issue 19, decision 043): my coupons, the coupon campaigns to claim from,
// claiming one, redeeming a one-time code on the exchange page (/pages/home/swap/index) and my past
// redemptions. Applying a coupon is placeOrder's `couponId` (the sale area). The operator's calls are in
// the console-coupon area.
export const couponEndpoints = {
  listMyCoupons: { method: 'GET', path: '/mallapp/coupon/mine', auth: 'required' },
  listCouponActivities: { method: 'GET', path: '/mallapp/coupon/activities', auth: 'optional' },
  claimCoupon: { method: 'POST', path: '/mallapp/coupon/claim', auth: 'required' },
  redeemCode: { method: 'POST', path: '/mallapp/redeem/code', auth: 'required' },
  listRedemptions: { method: 'GET', path: '/mallapp/redeem/list', auth: 'required' },
} as const satisfies AreaEndpoints;
