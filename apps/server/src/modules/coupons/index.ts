// The coupons module's public face (decision 043): its plugin, its services and the steps the order and
// redeem flows run.
export { couponsModule, type CouponsModuleOptions } from './coupons.module';
export type { CouponsServices } from './coupons.types';
export { CouponService, type CouponForOrder, type CouponsPorts } from './coupon.service';
export { RedeemService, DEFAULT_REDEEM_LIMITS, type FoundCode, type RedeemLimits } from './redeem.service';
export { CouponConsoleService } from './coupon-console.service';
export { CouponRepository } from './coupon.repository';
export { discountOf, refusalOf, MIN_PAYABLE, type CouponTarget, type CouponTerms } from './discount';
export { newRedeemCode, normalizeRedeemCode, hashRedeemCode } from './codes';
