import type { FastifyInstance } from 'fastify';
import type { CouponsModuleOptions } from '../modules/coupons/index';

/**
 * Coupons and redemption codes (decision 043): a used coupon's order number (orders); for a quote, the
 * price of what an order is for: an activity's priced reward (activities), a listing (market), a drop
 * (catalogue); collections' names (catalogue), a redeemed collectible's state (collectibles).
 */
export function couponsPorts(app: FastifyInstance): CouponsModuleOptions {
  return {
    orderNoOf: (tenantId, orderId) => app.orders.orders.orderNoOf(tenantId, orderId),
    activityPrice: (tenantId, activityId) => app.activities.activities.rewardPrice(tenantId, activityId),
    listing: (tenantId, listingId) => app.market.listings.byId(tenantId, listingId),
    drop: (tenantId, kind, id, lang) => app.catalogue.stock.forSale(tenantId, kind, id, lang),
    collectionNames: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    collectibleHeld: (tenantId, cardNftId) => app.collectibles.collectibles.isHeld(tenantId, cardNftId),
  };
}
