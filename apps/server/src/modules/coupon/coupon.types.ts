import type { CouponConsoleService } from './coupon-console.service';
import type { CouponService } from './coupon.service';
import type { RedeemService } from './redeem.service';

/** The coupon module's decoration (`app.coupon`). */
export interface CouponServices {
  /** My coupons, the campaigns, claiming; the order flows' steps (forOrder, use, release). */
  coupons: CouponService;
  /** Redemption codes: limits, lookup, the redeem flow's steps, my redemptions. */
  redeem: RedeemService;
  /** The console's coupon templates and code batches. */
  console: CouponConsoleService;
}
