import { cancelOrder, ErrorCode, type Language, type Order } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { registerCall } from '../plugins/register-call';
import { endOrder, type EndOrderDeps } from './end-order';
import { defineFlow, uid } from './define-flow';
import type { TenantContext } from '../http/request-context';

/** The buyer cancels their unpaid order: one transaction ends it and gives stock and quota back. */
export class CancelOrder {
  constructor(private readonly d: EndOrderDeps & { db: Kysely<Database> }) {}

  async cancel(tenant: TenantContext, userId: number, orderNo: string, lang: Language): Promise<Order> {
    const order = await this.d.orders.mine(tenant, userId, orderNo);
    if (
      order.status !== 'pending_payment' ||
      !(await this.d.db.transaction().execute((trx) => endOrder(trx, this.d, order, 'cancelled')))
    )
      throw new AppError(ErrorCode.ORDER_EXCEPTION);
    return this.d.orders.view(tenant, (await this.d.orders.byId(tenant.id, order.id))!, lang);
  }
}

declare module './flows.types' {
  interface Flows {
    /** A buyer cancels their unpaid order. */
    cancelOrder: CancelOrder;
  }
}

export const cancelOrderFlow = defineFlow({
  key: 'cancelOrder',
  build: ({ app, db, clock, stock }) =>
    new CancelOrder({
      db,
      orders: app.order.orders,
      stock,
      clock,
      inbox: app.inbox.inbox,
      market: app.market.listings,
      coupons: app.coupon.coupons,
      activityOrders: app.activity.activities,
    }),
  routes(app, flow) {
    registerCall(app, cancelOrder, (req) => flow.cancel(req.tenant, uid(req), req.body.orderNo, req.lang));
  },
});
