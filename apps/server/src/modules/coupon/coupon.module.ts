import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CouponConsoleService, type CollectionNames } from './coupon-console.service';
import { CouponRepository } from './coupon.repository';
import { CouponService, type CouponPorts } from './coupon.service';
import { couponRoutes } from './coupon.routes';
import type { CouponServices } from './coupon.types';
import { DEFAULT_REDEEM_LIMITS, RedeemService, type CollectibleHeld, type RedeemLimits } from './redeem.service';
import { couponPersonalData } from './coupon.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupons and redemption codes (decision 043). */
    coupon: CouponServices;
  }
}

export interface CouponModuleOptions extends CouponPorts {
  /** The catalogue: collections' names and covers. */
  collectionNames: CollectionNames;
  /** The collectible module: a redeemed collectible is held (minted) yet. */
  collectibleHeld: CollectibleHeld;
  /** Attempts against guessing codes; default DEFAULT_REDEEM_LIMITS. */
  redeemLimits?: RedeemLimits;
}

/** The coupon module (decision 043): tables coupon_templates, coupon_claims, user_coupons, redeem_batches, redeem_codes. */
export const couponModule = fp<CouponModuleOptions>(
  async function coupon(app: FastifyInstance, opts: CouponModuleOptions) {
    const { collectionNames, collectibleHeld, redeemLimits, ...ports } = opts;
    const repo = new CouponRepository(app.db.kysely);
    const codeKey = () => app.keyring.key('redeem-code');
    const coupons = new CouponService(repo, ports, app.clock);
    const services: CouponServices = {
      coupons,
      redeem: new RedeemService(
        repo,
        coupons,
        codeKey,
        app.sharedState,
        redeemLimits ?? DEFAULT_REDEEM_LIMITS,
        collectionNames,
        collectibleHeld,
        app.clock,
      ),
      console: new CouponConsoleService(repo, codeKey, collectionNames, app.clock),
    };
    app.decorate('coupon', services);
    app.personalData.register(couponPersonalData(app.db.kysely));
    couponRoutes(app, services);
  },
  { name: 'coupon', dependencies: ['session'] },
);
