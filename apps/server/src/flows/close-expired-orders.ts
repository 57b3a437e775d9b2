import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderRow } from '../modules/order/index';
import type { PaymentService } from '../modules/payment/index';
import { endOrder, type EndOrderDeps } from './end-order';
import type { TakePaymentNotice } from './take-payment-notice';
import { defineFlow } from './define-flow';

/** A payment open this long after its order ended is asked about (a debit's answer takes seconds). */
const STRANDED_AFTER_MS = 10 * 60_000;

export interface CloseExpiredOrdersDeps extends EndOrderDeps {
  db: Kysely<Database>;
  payments: PaymentService;
  notices: TakePaymentNotice;
  log: FastifyBaseLogger;
}

/**
 * Closes unpaid orders past their deadline (decision 012): first asks the provider about each order's
 * open payments — a payment whose notice was lost (the process died between the provider taking the
 * money and the notice landing) is taken now as if its notice had come, paid when the money was
 * taken in time, refunded if not — then ends the order in a transaction of its own (stock and quota
 * back), unless that notice paid or ended it first. Safe to run twice and in several processes.
 */
export class CloseExpiredOrders {
  constructor(private readonly d: CloseExpiredOrdersDeps) {}

  /** Closes every expired order it finds (up to `limit`); answers how many it closed. */
  async run(limit = 200): Promise<number> {
    let closed = 0;
    for (const order of await this.d.orders.expired(limit)) if (await this.closeOne(order)) closed += 1;
    return closed;
  }

  /** One expired order: ask the provider, then close it; false when it was paid or ended meanwhile. */
  async closeOne(order: OrderRow): Promise<boolean> {
    await this.reconcile(order);
    return this.d.db.transaction().execute((trx) => endOrder(trx, this.d, order, 'closed'));
  }

  /**
   * Payments left open after their order ended (a process died between the provider taking the money
   * and the order's transition, and the buyer cancelled, or paid another way, meanwhile): the provider
   * is asked; money it took is taken now — the order has ended, so it goes back (a wallet payment into
   * the wallet) — and a payment it never took ends TIMEOUT. Decision 031.
   */
  async reconcileStranded(ageMs = STRANDED_AFTER_MS): Promise<number> {
    const { payments } = this.d;
    // The payment slots of orders long ended (decision 060) are forgotten on the way.
    await payments.sweepClaims();
    let taken = 0;
    for (const p of await payments.strandedOpen(ageMs)) {
      const event = await payments.askProvider(p);
      if (!event) {
        await payments.giveUp(p);
        continue;
      }
      const outcome = await this.d.notices.takeFor(p, event);
      this.d.log.warn({ paymentNo: p.payment_no, outcome }, 'stranded payment found by asking the provider');
      taken += 1;
    }
    return taken;
  }

  private async reconcile(order: OrderRow): Promise<void> {
    const { payments } = this.d;
    for (const p of await payments.openOf(order.tenant_id, { kind: 'order', id: order.id })) {
      const event = await payments.askProvider(p);
      if (!event) {
        // Unpaid: closed at the provider too, so the buyer's open cashier can take no money after the close.
        await payments.closeAtProvider(p);
        continue;
      }
      const outcome = await this.d.notices.takeFor(p, event);
      this.d.log.warn({ paymentNo: p.payment_no, orderNo: order.order_no, outcome }, 'payment found by asking the provider');
    }
  }
}

declare module './flows.types' {
  interface Flows {
    /** Unpaid orders past their deadline ended (the provider asked first), by the job and by placing. */
    closeExpiredOrders: CloseExpiredOrders;
  }
}

export const closeExpiredOrdersFlow = defineFlow({
  key: 'closeExpiredOrders',
  build: ({ app, db, clock, stock, log, flows }) =>
    new CloseExpiredOrders({
      db,
      orders: app.order.orders,
      stock,
      clock,
      inbox: app.inbox.inbox,
      market: app.market.listings,
      coupons: app.coupon.coupons,
      activityOrders: app.activity.activities,
      payments: app.payment.payments,
      notices: flows.takePaymentNotice,
      log,
    }),
});
