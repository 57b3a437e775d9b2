// The coupon module's public face (decision 043): its plugin, its services and the steps the order and
// redeem flows run.
export { couponModule, type CouponModuleOptions } from './coupon.module';
export type { CouponServices } from './coupon.types';
export { CouponService, type CouponForOrder, type CouponPorts } from './coupon.service';
export { RedeemService, DEFAULT_REDEEM_LIMITS, type FoundCode, type RedeemLimits } from './redeem.service';
export { CouponConsoleService } from './coupon-console.service';
export { CouponRepository } from './coupon.repository';
export { discountOf, refusalOf, MIN_PAYABLE, type CouponTarget, type CouponTerms } from './discount';
export { newRedeemCode, normalizeRedeemCode, hashRedeemCode } from './codes';
