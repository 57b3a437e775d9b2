import type { FastifyInstance } from 'fastify';
import type { OrdersModuleOptions } from '../modules/orders/index';

/** What the orders module reads of its neighbours. Registered after the catalogue (its stock is an object). */
export function ordersPorts(app: FastifyInstance): OrdersModuleOptions {
  return {
    drops: app.catalogue.stock,
    serialsOf: (tenantId, orderId) => app.collectibles.collectibles.serialsOfOrder(tenantId, orderId),
    refundOf: (tenantId, orderId) => app.payments.payments.refundOf(tenantId, orderId),
    // A resale order's listing, as the order shows it: the market module answers.
    listings: { find: (tenantId, id, lang) => app.market.listings.orderItem(tenantId, id, lang) },
    // The coupon an order used (decision 043): the coupons module answers.
    coupons: { brief: (tenantId, couponId, lang) => app.coupons.coupons.brief(tenantId, couponId, lang) },
    // An activity order's activity (decision 044): the activities module answers.
    activities: { find: (tenantId, id, lang) => app.activities.activities.orderBrief(tenantId, id, lang) },
  };
}
