import { ErrorCode } from '@curio/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChainService } from '../modules/chain/index';
import type { OrderRow } from '../modules/order/index';
import { payableOf, type NoticeOutcome, type PayableKind, type PaymentRow, type PaymentService } from '../modules/payment/index';
import { PaymentNoticeError, type PaymentEvent, type PaymentProvider } from '../providers/pay/payment-provider';
import { endOrder, type EndOrderDeps } from './end-order';
import type { HandOver, HandOverContext } from './hand-over';
import type { ListingSale, ListingSaleContext } from './listing-sale';
import { defineFlow } from './define-flow';

/** What settling a paid order needs, read before the transaction: a drop's hand-over, or a resale's. */
type OrderReady = { drop: HandOverContext } | { sale: ListingSaleContext } | { activity: true } | null;

/**
 * How the notice flow settles one kind of payable, beside the payment's own steps: an order today; a
 * resale listing or a wallet recharge adds an entry to `settlements` below, and nothing else here.
 */
interface Settlement<Payable, Ready> {
  /** Before the transaction: what settling a `paid` notice will need (read outside the writer's lock). */
  ready(tenantId: number, id: number, event: PaymentEvent): Promise<Ready>;
  /** The payable as it stands inside the transaction. */
  load(trx: Kysely<Database>, tenantId: number, id: number): Promise<Payable>;
  amountOf(payable: Payable): number;
  /**
   * The payment took its money: settle the payable and hand over what it bought (true), or — too late,
   * it has ended or ends now — end it, and the money goes back (false).
   */
  pay(
    trx: Kysely<Database>,
    payable: Payable,
    event: PaymentEvent,
    now: number,
    ready: Ready,
    payment: PaymentRow,
  ): Promise<boolean>;
}

export interface TakePaymentNoticeDeps extends EndOrderDeps {
  db: Kysely<Database>;
  payments: PaymentService;
  handOver: HandOver;
  /** A resale order's completion (decision 033). */
  listingSale: ListingSale;
  /** After a paid resale's commit: credit the seller's proceeds now (the job retries what is owed). */
  payouts?: { kick(): void } | undefined;
  chain: Pick<ChainService, 'notify'>;
  log: FastifyBaseLogger;
}

/**
 * A provider's signed notice about a payment (PRODUCT.md §8, decisions 012, 013), in one transaction:
 * the event is taken once (its id); a progress notice moves the payment; a `paid` notice records the
 * money (payment SUCCESS, ledger), then settles the payable — an unpaid order within its deadline is
 * paid and handed over (serials, holdings, mints in the outbox); an ended one is closed and its money
 * owed back. A payment racing the close ends in exactly one of the two. After the commit: wake the
 * chain outbox.
 */
export class TakePaymentNotice {
  private readonly settlements: Record<PayableKind, Settlement<OrderRow, OrderReady>>;

  constructor(private readonly d: TakePaymentNoticeDeps) {
    this.settlements = { order: this.orderSettlement() };
  }

  /**
   * The notice as provider `name` sent it to the tenant's notice address: verified with the tenant's credentials
   * of that provider (throws `PaymentNoticeError` when it fails or there is no such provider), then taken.
   * Answers the outcome and how to acknowledge it, the provider's way.
   */
  async fromProvider(
    name: string,
    tenantId: number | null,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: number,
  ): Promise<{ outcome: NoticeOutcome; provider: PaymentProvider }> {
    const provider = await this.d.payments.noticeProvider(name, tenantId);
    if (!provider) throw new PaymentNoticeError('no such provider');
    const event = await provider.verify(rawBody, headers, now);
    return { outcome: await this.take(event, name, tenantId), provider };
  }

  /** Takes one verified notice. Repeats answer `duplicate` and change nothing. */
  async take(event: PaymentEvent, provider: string, tenantId: number | null): Promise<NoticeOutcome> {
    const p = await this.d.payments.forNotice(event, provider, tenantId);
    if (!p) {
      this.d.log.warn({ eventId: event.eventId, paymentNo: event.paymentNo }, 'payment notice for an unknown payment');
      return 'ignored';
    }
    return this.takeFor(p, event);
  }

  /**
   * Takes an event about a payment already found: a provider's notice (above), or a wallet debit the
   * wallet provider has just confirmed (the pay-with-wallet flow, decision 031) — one path for both.
   */
  async takeFor(p: PaymentRow, event: PaymentEvent): Promise<NoticeOutcome> {
    const { payments, log } = this.d;
    const now = this.d.clock();
    const ref = payableOf(p);
    const settlement = this.settlements[ref.kind];
    const ready = await settlement.ready(p.tenant_id, ref.id, event);
    const outcome = await this.d.db.transaction().execute(async (trx): Promise<NoticeOutcome> => {
      if (!(await payments.recordEvent(trx, p, event, now))) return 'duplicate';
      const payable = await settlement.load(trx, p.tenant_id, ref.id);
      const current = await payments.current(trx, p);
      if (event.kind !== 'paid') {
        await payments.progress(trx, current, event.kind, now);
        return 'progress';
      }
      if (event.amount !== Number(p.amount) || Number(p.amount) !== settlement.amountOf(payable)) {
        await payments.outcome(trx, p, event.eventId, 'amount_mismatch');
        return 'amount_mismatch';
      }
      if (current.succeeded_at !== null) {
        // This payment has taken its money already (the provider reported it again, under another id).
        await payments.outcome(trx, p, event.eventId, 'duplicate');
        return 'duplicate';
      }
      await payments.succeed(trx, p, event, now);
      if (await settlement.pay(trx, payable, event, now, ready, current)) {
        await payments.outcome(trx, p, event.eventId, 'paid');
        return 'paid';
      }
      await payments.oweRefund(trx, current, event.amount, now);
      await payments.outcome(trx, p, event.eventId, 'refund');
      return 'refund';
    });
    if (outcome === 'amount_mismatch') {
      log.error(
        { eventId: event.eventId, paymentNo: p.payment_no, amount: event.amount, expected: Number(p.amount) },
        'payment notice amount mismatch',
      );
    }
    if (outcome === 'paid' || outcome === 'refund') this.d.chain.notify();
    if (outcome === 'paid' && ready !== null && 'sale' in ready) this.d.payouts?.kick();
    return outcome;
  }

  /**
   * An order: paid within its deadline → paid and handed over (a drop), or its listing sold (a resale,
   * decision 033); else closed, refunded (a resale's item stays with its seller, the listing on sale).
   */
  private orderSettlement(): Settlement<OrderRow, OrderReady> {
    const { orders, handOver, listingSale } = this.d;
    return {
      ready: async (tenantId, id, event) => {
        if (event.kind !== 'paid') return null;
        const before = await orders.byId(tenantId, id);
        if (before?.status !== 'pending_payment') return null;
        // An activity order (decision 044) hands nothing over at payment: its items were taken when it was
        // confirmed, a physical reward awaits shipment, no serial is minted.
        if (before.item_kind === 'activity') return { activity: true as const };
        return before.item_kind === 'listing'
          ? { sale: await listingSale.prepare(before) }
          : { drop: await handOver.prepare(before) };
      },
      load: async (trx, tenantId, id) => (await orders.byId(tenantId, id, trx))!,
      amountOf: (order) => Number(order.total_amount),
      pay: async (trx, order, event, now, ready, payment) => {
        const inTime = event.occurredAt <= Number(order.expires_at);
        if (
          ready &&
          order.status === 'pending_payment' &&
          inTime &&
          (await orders.settle(trx, order, 'paid', now, event.method))
        ) {
          if ('activity' in ready) return true;
          if ('sale' in ready) {
            if (!(await listingSale.complete(trx, order, payment, event, now, ready.sale)))
              throw new Error(`order ${order.order_no}: its listing is not locked to it`);
            return true;
          }
          await orders.releaseQuota(trx, order);
          await handOver.handOver(trx, order, now, ready.drop);
          return true;
        }
        if (order.status === 'pending_payment') await endOrder(trx, this.d, order, 'closed');
        return false;
      },
    };
  }
}

declare module './flows.types' {
  interface Flows {
    /** A provider's payment notice: the payment, then what it pays (decision 013). */
    takePaymentNotice: TakePaymentNotice;
  }
}

export const takePaymentNoticeFlow = defineFlow({
  key: 'takePaymentNotice',
  build: ({ app, db, clock, stock, log, flows }) =>
    new TakePaymentNotice({
      db,
      orders: app.order.orders,
      stock,
      clock,
      inbox: app.inbox.inbox,
      market: app.market.listings,
      coupons: app.coupon.coupons,
      activityOrders: app.activity.activities,
      payments: app.payment.payments,
      handOver: flows.handOver,
      listingSale: flows.listingSale,
      payouts: flows.payProceeds,
      chain: app.chain.outbox,
      log,
    }),
  // The providers' signed notices (not a storefront call: no tenant host, no request signature), at
  // /api/pay/notify/<provider>/<tenantId>: the tenant's credentials of that provider verify it. The sandbox
  // serves every tenant (and its older address without the tenant). Registered whatever is configured.
  routes(app, flow) {
    void app.register(async (scope) => {
      const raw = (_req: unknown, body: string, done: (err: null, body: string) => void) => done(null, body);
      // The raw text: signatures are over the exact bytes (WeChat Pay's JSON, Alipay's form).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, raw);
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, raw);
      const take = async (req: FastifyRequest<{ Params: { provider: string; tenantId?: string } }>, reply: FastifyReply) => {
        const tenantId = req.params.tenantId === undefined ? null : Number(req.params.tenantId);
        if (tenantId !== null && !(Number.isSafeInteger(tenantId) && tenantId >= 0)) return reply.code(404).send();
        try {
          const { outcome, provider } = await flow.fromProvider(
            req.params.provider,
            tenantId,
            String(req.body ?? ''),
            req.headers,
            app.clock(),
          );
          const answer = provider.reply(true, outcome);
          return reply.code(answer.status).type(answer.contentType).send(answer.body);
        } catch (err) {
          if (!(err instanceof PaymentNoticeError)) throw err;
          req.log.warn({ provider: req.params.provider, tenantId, reason: err.message }, 'payment notice refused');
          const provider = await app.payment.payments.noticeProvider(req.params.provider, tenantId).catch(() => null);
          const answer = provider?.reply(false, err.message) ?? {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: ErrorCode.SIGNATURE_INVALID, msg: err.message, data: null }),
          };
          return reply.code(answer.status).type(answer.contentType).send(answer.body);
        }
      };
      const options = { schema: { hide: true }, config: { tenant: false, signed: false, auth: 'none' } } as const;
      scope.post('/api/pay/notify/:provider', options, take);
      scope.post('/api/pay/notify/:provider/:tenantId', options, take);
    });
  },
});
