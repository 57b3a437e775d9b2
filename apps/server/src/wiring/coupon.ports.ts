import type { FastifyInstance } from 'fastify';
import type { CouponModuleOptions } from '../modules/coupon/index';

/**
 * Coupons and redemption codes (decision 043): a used coupon's order number (orders); for a quote, the
 * price of what an order is for: an activity's priced reward (activities), a listing (market), a drop
 * (catalogue); collections' names (catalogue), a redeemed collectible's state (collectibles).
 */
export function couponPorts(app: FastifyInstance): CouponModuleOptions {
  return {
    orderNoOf: (tenantId, orderId) => app.order.orders.orderNoOf(tenantId, orderId),
    activityPrice: (tenantId, activityId) => app.activity.activities.rewardPrice(tenantId, activityId),
    listing: (tenantId, listingId) => app.market.listings.byId(tenantId, listingId),
    drop: (tenantId, kind, id, lang) => app.catalogue.stock.forSale(tenantId, kind, id, lang),
    collectionNames: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    collectibleHeld: (tenantId, cardNftId) => app.collectible.collectibles.isHeld(tenantId, cardNftId),
  };
}
