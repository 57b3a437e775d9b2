import { tokenIdOf } from '@curio/chain';
import { BusinessType, consoleRefundOrder, ErrorCode } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { OrderRow, OrderService } from '../modules/order/index';
import type { PaymentService } from '../modules/payment/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import { defineFlow } from './define-flow';
import type { TenantContext } from '../http/request-context';

/** Who refunds, and why (the console's operator; the audit row is theirs). */
export interface RefundBy {
  operatorId: number;
  reason: string;
}

/** What a refund answers: the order's new state, what was taken back, and where the money stands. */
export interface RefundResult {
  orderNo: string;
  status: 'refunded';
  amount: number;
  /** Collectibles burned (their ids), or unopened boxes taken back (their count). */
  burned: number[];
  boxesTakenBack: number;
  /** 'done' when the provider has already given the money back; 'pending' while the refunds job retries. */
  refund: 'done' | 'pending';
}

export interface RefundOrderDeps {
  db: Kysely<Database>;
  orders: OrderService;
  collectibles: Pick<CollectibleService, 'takeBack' | 'takeBackBoxes'>;
  payments: Pick<PaymentService, 'paying' | 'oweOperatorRefund' | 'processRefunds' | 'refundsOf'>;
  chain: Pick<ChainService, 'enqueueBurn' | 'notify'>;
  /** The buyer's custodial address on this server's chain channel (identity): the burn's sender. */
  addressOf(tenantId: number, userId: number, channel: string): Promise<string | null>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * An operator refunds a paid order (issue 17, decision 039), in ONE transaction:
 * 1. the order moves paid → refunded (conditional: of two refunds, even at the same moment, one wins;
 *    the other is refused 5000151 and changes nothing);
 * 2. what it handed over is taken back: each collectible still held by the buyer is burned — status
 *    consumed (kept for history and provenance) and a burn written to the chain outbox — and unopened
 *    blind boxes are removed; an item that moved on (gifted, frozen by a gift, consigned, pledged, used,
 *    a box opened) refuses the whole refund (5000152) and rolls everything back;
 * 3. the units no longer count against the buyer's per-user limit (the drop's stock is NOT given back:
 *    the serials were given and are never reused);
 * 4. the payment that paid the order owes its whole amount back (the `refunds` row, with the operator
 *    and the reason), sent after the commit by the provider it was paid with — the payment sandbox, or
 *    the wallet into the same wallet — by the refunds job, which retries until it lands, once;
 * 5. the caller's audit row (`audit`), in the same transaction.
 * A crash anywhere before the commit leaves nothing; after it, the outbox and the refunds job finish.
 */
export class RefundOrder {
  constructor(private readonly d: RefundOrderDeps) {}

  async refund(
    tenant: TenantContext,
    orderNo: string,
    by: RefundBy,
    audit?: (trx: Kysely<Database>, before: OrderRow, after: RefundResult) => Promise<void>,
  ): Promise<RefundResult> {
    const { orders, collectibles, payments, chain } = this.d;
    const order = await orders.byNo(tenant.id, orderNo);
    if (!order) throw notFound();
    refusal(order);
    // Read outside the transaction (SQLite has one connection): the buyer's address, the burn's sender.
    const from = (await this.d.addressOf(tenant.id, order.user_id, DEFAULT_CHAIN_CHANNEL)) ?? '';
    const now = this.d.clock();
    const result = await this.d.db.transaction().execute(async (trx): Promise<RefundResult> => {
      const current = (await orders.byId(tenant.id, order.id, trx))!;
      refusal(current);
      const paying = await payments.paying(trx, tenant.id, order.id);
      if (!paying) throw new AppError(ErrorCode.ORDER_PAYMENT_MISSING);
      if (!(await orders.refundPaid(trx, current, now))) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      const burned: number[] = [];
      let boxesTakenBack = 0;
      if (current.item_kind === 'collection') {
        const taken = await collectibles.takeBack(trx, tenant.id, current.id, current.user_id);
        if (taken.length !== current.quantity) throw new AppError(ErrorCode.ORDER_ITEMS_MOVED);
        for (const item of taken) {
          await chain.enqueueBurn(trx, tenant, { tokenId: tokenIdOf(item.collection_id, item.serial), from });
          burned.push(item.id);
        }
      } else {
        boxesTakenBack = await collectibles.takeBackBoxes(trx, tenant.id, current.id, current.user_id);
        if (boxesTakenBack !== current.quantity) throw new AppError(ErrorCode.ORDER_ITEMS_MOVED);
      }
      await orders.releaseTaken(trx, current);
      if (!(await payments.oweOperatorRefund(trx, paying, now, by))) throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
      const out: RefundResult = {
        orderNo: current.order_no,
        status: 'refunded',
        amount: Number(paying.amount),
        burned,
        boxesTakenBack,
        refund: 'pending',
      };
      if (audit) await audit(trx, current, out);
      return out;
    });
    chain.notify();
    // Send it now rather than at the job's next pass; a failure stays owed and the job retries it.
    try {
      await payments.processRefunds();
    } catch (err) {
      this.d.log.warn({ orderNo, error: err instanceof Error ? err.message : String(err) }, 'refund not sent yet');
    }
    const mine = (await payments.refundsOf(tenant.id, order.id)).find((r) => r.operatorId === by.operatorId && r.reason !== null);
    return { ...result, refund: mine?.status === 'done' ? 'done' : 'pending' };
  }
}

/**
 * Only a paid order of the primary sale (a collection or a blind box) can be refunded; a refunded one says
 * so. A resale order (business type 7, issue 16) paid its seller: taking it back is not this flow's.
 */
function refusal(order: OrderRow): void {
  if (order.status === 'refunded') throw new AppError(ErrorCode.ORDER_ALREADY_REFUNDED);
  if (order.status !== 'paid') throw new AppError(ErrorCode.ORDER_NOT_REFUNDABLE);
  if (!PRIMARY_SALE.includes(order.business_type)) throw new AppError(ErrorCode.ORDER_NOT_REFUNDABLE);
}

const PRIMARY_SALE: readonly number[] = [BusinessType.B2C_COLLECTION, BusinessType.B2C_BOX];

declare module './flows.types' {
  interface Flows {
    /** An operator refunds a paid order: items taken back, money back through the provider (decision 039). */
    refundOrder: RefundOrder;
  }
}

export const refundOrderFlow = defineFlow({
  key: 'refundOrder',
  build: ({ app, db, clock, log }) =>
    new RefundOrder({
      db,
      orders: app.order.orders,
      collectibles: app.collectible.collectibles,
      payments: app.payment.payments,
      chain: app.chain.outbox,
      addressOf: (tenantId, userId, channel) => app.identity.chainAccounts.addressOn(tenantId, userId, channel),
      clock,
      log,
    }),
  // The console (decision 039): an operator refunds a paid order, with the audit row in the refund's transaction.
  routes(app, flow) {
    registerCall(app, consoleRefundOrder, (req) =>
      flow.refund(
        req.tenant,
        req.params.orderNo,
        { operatorId: req.operator!.id, reason: req.body.reason },
        (trx, before, after) =>
          req.audit(trx, {
            action: 'order.refund',
            targetType: 'order',
            targetId: before.order_no,
            before: { status: before.status, totalAmount: Number(before.total_amount), userId: before.user_id },
            after: { ...after, reason: req.body.reason },
          }),
      ),
    );
  },
});
