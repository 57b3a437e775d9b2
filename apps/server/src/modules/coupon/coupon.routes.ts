import {
  claimCoupon,
  consoleListCoupons,
  consoleListRedeemBatches,
  createCoupon,
  createRedeemCodes,
  listCouponActivities,
  listMyCoupons,
  listRedemptions,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { CouponServices } from './coupon.types';

/** The coupons' calls. Redeeming a code (`redeemCode`) runs a flow and is registered by the flows. */
export function couponRoutes(app: FastifyInstance, s: CouponServices): void {
  registerCall(app, listMyCoupons, (req) => s.coupons.listMine(req.tenant, req.user!.id, req.query, req.lang));
  registerCall(app, listCouponActivities, (req) => s.coupons.activities(req.tenant, req.user?.id ?? null, req.query, req.lang));
  registerCall(app, claimCoupon, (req) => s.coupons.claim(req.tenant, req.user!.id, req.body.activityId, req.lang));
  registerCall(app, listRedemptions, (req) => s.redeem.mine(req.tenant.id, req.user!.id, req.query, req.lang));
  // The console (decision 043): owners and editors write (audited), finance reads.
  registerCall(app, consoleListCoupons, (req) => s.console.list(req.tenant.id, req.query));
  registerCall(app, createCoupon, (req) => s.console.create(req.tenant.id, req.operator?.id ?? null, req.body, req.audit));
  registerCall(app, consoleListRedeemBatches, (req) => s.console.batches(req.tenant.id, req.query, req.lang));
  registerCall(app, createRedeemCodes, (req) =>
    s.console.createCodes(req.tenant.id, req.operator?.id ?? null, req.body, req.audit, req.lang),
  );
}
