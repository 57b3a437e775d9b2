import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CouponConsoleService, type CollectionNames } from './coupon-console.service';
import { CouponRepository } from './coupon.repository';
import { CouponService, type CouponsPorts } from './coupon.service';
import { couponsRoutes } from './coupons.routes';
import type { CouponsServices } from './coupons.types';
import { DEFAULT_REDEEM_LIMITS, RedeemService, type CollectibleHeld, type RedeemLimits } from './redeem.service';
import { couponsPersonalData } from './coupons.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupons and redemption codes (decision 043). */
    coupons: CouponsServices;
  }
}

export interface CouponsModuleOptions extends CouponsPorts {
  /** The catalogue: collections' names and covers. */
  collectionNames: CollectionNames;
  /** The collectibles module: a redeemed collectible is held (minted) yet. */
  collectibleHeld: CollectibleHeld;
  /** Attempts against guessing codes; default DEFAULT_REDEEM_LIMITS. */
  redeemLimits?: RedeemLimits;
}

/** The coupons module (decision 043): tables coupon_templates, coupon_claims, user_coupons, redeem_batches, redeem_codes. */
export const couponsModule = fp<CouponsModuleOptions>(
  async function coupons(app: FastifyInstance, opts: CouponsModuleOptions) {
    const { collectionNames, collectibleHeld, redeemLimits, ...ports } = opts;
    const repo = new CouponRepository(app.db.kysely);
    const codeKey = () => app.keyring.key('redeem-code');
    const coupons = new CouponService(repo, ports, app.clock);
    const services: CouponsServices = {
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
    app.decorate('coupons', services);
    app.personalData.register(couponsPersonalData(app.db.kysely));
    couponsRoutes(app, services);
  },
  { name: 'coupons', dependencies: ['session'] },
);
