import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { DropStock } from '../modules/catalogue/index';
import type { OrderRow, OrderService } from '../modules/orders/index';

export interface EndOrderDeps {
  orders: OrderService;
  stock: Pick<DropStock, 'giveBack'>;
  clock: Clock;
}

/**
 * Step: ends an unpaid order — closed by its deadline, cancelled by its buyer, or closed because its
 * money came too late — and gives its stock (catalogue) and its quota (orders) back, once: false when
 * another flow ended or paid it first. Runs in the caller's transaction (cancel-order, close-expired-
 * orders, take-payment-notice).
 */
export async function endOrder(
  trx: Kysely<Database>,
  d: EndOrderDeps,
  order: OrderRow,
  to: 'closed' | 'cancelled',
): Promise<boolean> {
  if (!(await d.orders.settle(trx, order, to, d.clock()))) return false;
  await d.stock.giveBack(trx, order.tenant_id, order.item_kind, order.item_id, order.quantity);
  await d.orders.releaseQuota(trx, order, order.quantity);
  return true;
}
