import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { ActivityService } from '../modules/activity/index';
import type { DropStock } from '../modules/catalogue/index';
import type { InboxService } from '../modules/inbox/index';
import type { CouponService } from '../modules/coupon/index';
import type { ListingService } from '../modules/market/index';
import type { OrderRow, OrderService } from '../modules/order/index';

export interface EndOrderDeps {
  orders: OrderService;
  stock: Pick<DropStock, 'giveBack'>;
  clock: Clock;
  /** The buyer hears of an order the system closed (issue 14), in the same transaction. */
  inbox: Pick<InboxService, 'add'>;
  /** A resale order's listing goes back on sale (decision 033). */
  market: Pick<ListingService, 'unlock'>;
  /** The order's coupon comes back (decision 043). */
  coupons: Pick<CouponService, 'release'>;
  /** An activity order's stock, quota and held items come back (decision 044). */
  activityOrders?: Pick<ActivityService, 'releaseOrder'>;
}

/**
 * Step: ends an unpaid order — closed by its deadline, cancelled by its buyer, or closed because its
 * money came too late — and gives its stock (catalogue) and its quota (orders) back, or puts its resale
 * listing back on sale (market), once: false when
 * another flow ended or paid it first. Runs in the caller's transaction (cancel-order, close-expired-
 * orders, take-payment-notice). An order the system closed (not one its buyer cancelled) leaves an
 * 'order_closed' event in the buyer's inbox, written only by the flow that ended it.
 */
export async function endOrder(
  trx: Kysely<Database>,
  d: EndOrderDeps,
  order: OrderRow,
  to: 'closed' | 'cancelled',
): Promise<boolean> {
  const now = d.clock();
  if (!(await d.orders.settle(trx, order, to, now))) return false;
  if (order.item_kind === 'listing') {
    await d.market.unlock(trx, order.tenant_id, order.item_id, order.id, now);
  } else if (order.item_kind === 'activity') {
    if (!d.activityOrders) throw new Error('endOrder: an activity order needs the activities step');
    await d.activityOrders.releaseOrder(
      trx,
      { tenantId: order.tenant_id, activityId: order.item_id, orderId: order.id, userId: order.user_id },
      now,
    );
  } else {
    await d.stock.giveBack(trx, order.tenant_id, order.item_kind, order.item_id, order.quantity);
    await d.orders.releaseQuota(trx, order, order.quantity);
  }
  // Its coupon back to the buyer, once: only the flow that ended the order gets here (settle is conditional).
  if (order.coupon_id !== null && order.coupon_id !== undefined)
    await d.coupons.release(trx, order.tenant_id, order.coupon_id, order.id);
  if (to === 'closed') {
    await d.inbox.add(trx, order.tenant_id, order.user_id, {
      kind: 'order_closed',
      ref: order.order_no,
      params: { orderNo: order.order_no, amount: Number(order.total_amount), quantity: order.quantity },
      at: now,
    });
  }
  return true;
}
