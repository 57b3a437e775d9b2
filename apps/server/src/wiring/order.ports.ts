import type { FastifyInstance } from 'fastify';
import type { OrderModuleOptions } from '../modules/order/index';

/** What the order module reads of its neighbours. Registered after the catalogue (its stock is an object). */
export function orderPorts(app: FastifyInstance): OrderModuleOptions {
  return {
    drops: app.catalogue.stock,
    serialsOf: (tenantId, orderId) => app.collectible.collectibles.serialsOfOrder(tenantId, orderId),
    refundOf: (tenantId, orderId) => app.payment.payments.refundOf(tenantId, orderId),
    // A resale order's listing, as the order shows it: the market module answers.
    listings: { find: (tenantId, id, lang) => app.market.listings.orderItem(tenantId, id, lang) },
    // The coupon an order used (decision 043): the coupon module answers.
    coupons: { brief: (tenantId, couponId, lang) => app.coupon.coupons.brief(tenantId, couponId, lang) },
    // An activity order's activity (decision 044): the activity module answers.
    activities: { find: (tenantId, id, lang) => app.activity.activities.orderBrief(tenantId, id, lang) },
    // The buyer's receipt (decision 071): the payment that paid the order and its refunds, from the payment module.
    receipts: {
      paidWith: (tenantId, orderId) => app.payment.payments.paidWith(tenantId, orderId),
      refundsOf: async (tenantId, orderId) =>
        (await app.payment.payments.refundsOf(tenantId, orderId)).map((r) => ({ ...r, byOperator: r.reason !== null })),
    },
  };
}
