import { ErrorCode, PayProgress, type Payment } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { PaymentEvent, PaymentProvider } from '../../providers/pay/payment-provider';
import type { TenantContext } from '../tenant/index';
import type { OrderRepository, OrderRow } from './order.repository';
import { newOrderNo, type OrderService } from './order.service';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import type { Fulfilment } from './fulfilment';

/** Progress a provider event moves a payment to (spec §4). */
const PROGRESS_OF: Record<Exclude<PaymentEvent['kind'], 'paid' | 'refunded'>, number> = {
  route: PayProgress.ROUTE,
  connected: PayProgress.CONNECTED,
  dealing: PayProgress.DEALING,
  timeout: PayProgress.TIMEOUT,
  failed: PayProgress.FAIL,
};
const FINAL: readonly number[] = [PayProgress.TIMEOUT, PayProgress.FAIL, PayProgress.SUCCESS];

export type NoticeOutcome = 'duplicate' | 'progress' | 'paid' | 'refund' | 'amount_mismatch' | 'ignored';

/**
 * Payments (PRODUCT.md §8, decision 012): a payment per cashier visit, driven by the provider's
 * signed notices. Each notice is taken once (its event id); a `paid` notice on an unpaid order
 * within its deadline pays it and hands the goods over in the same transaction; on an order that
 * has ended (closed, cancelled, or past its deadline) it is recorded and refunded. A payment racing
 * the close ends in exactly one of the two.
 */
export class PaymentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly payments: PaymentRepository,
    private readonly orders: OrderRepository,
    private readonly orderService: OrderService,
    private readonly fulfilment: Fulfilment,
    private readonly provider: PaymentProvider | null,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly afterCommit: () => void,
  ) {}

  methods(): number[] {
    return this.provider ? [...this.provider.methods] : [];
  }

  async create(tenant: TenantContext, userId: number, orderNo: string, method: number | null, lang: string): Promise<Payment> {
    const order = await this.orderService.mine(tenant, userId, orderNo);
    const now = this.clock();
    if (order.status !== 'pending_payment' || order.expires_at <= now) throw new AppError(ErrorCode.ORDER_EXCEPTION);
    if (!this.provider || this.provider.methods.length === 0) throw new AppError(ErrorCode.NO_PLATFORM_PAY_METHOD);
    if (method !== null && !this.provider.methods.includes(method)) throw new AppError(ErrorCode.PAY_METHOD_UNAVAILABLE);
    const paymentNo = newOrderNo(now, 'P');
    const created = await this.provider.create({
      tenantId: tenant.id,
      paymentNo,
      orderNo: order.order_no,
      amount: Number(order.total_amount),
      subject: order.order_no,
      method,
      expiresAt: Number(order.expires_at),
      lang,
    });
    const row = await this.payments.insert({
      tenant_id: tenant.id,
      payment_no: paymentNo,
      order_id: order.id,
      provider: this.provider.name,
      method: method ?? -1,
      amount: Number(order.total_amount),
      progress: PayProgress.WAIT,
      provider_ref: created.providerRef,
      cashier_url: created.cashierUrl,
      succeeded_at: null,
      created_at: now,
      updated_at: now,
    });
    return this.view(row, order);
  }

  async get(tenant: TenantContext, userId: number, paymentNo: string): Promise<Payment> {
    const p = await this.payments.byNo(paymentNo);
    if (!p || p.tenant_id !== tenant.id) throw notFound();
    const order = await this.orders.byId(tenant.id, p.order_id);
    if (!order || order.user_id !== userId) throw notFound();
    return this.view(p, order);
  }

  private view(p: PaymentRow, o: OrderRow): Payment {
    return {
      paymentNo: p.payment_no,
      orderNo: o.order_no,
      method: (p.method < 0 ? 0 : p.method) as Payment['method'],
      amount: Number(p.amount),
      progress: p.progress as Payment['progress'],
      cashierUrl: p.cashier_url,
      orderStatus: o.status,
      serverTime: this.clock(),
    };
  }

  /** Takes one verified provider notice. Repeats answer `duplicate` and change nothing. */
  async notice(event: PaymentEvent): Promise<NoticeOutcome> {
    const provider = this.provider!;
    const p = await this.payments.byNo(event.paymentNo);
    if (!p || p.provider !== provider.name || p.provider_ref !== event.providerRef) {
      this.log.warn({ eventId: event.eventId, paymentNo: event.paymentNo }, 'payment notice for an unknown payment');
      return 'ignored';
    }
    const now = this.clock();
    const before = await this.orders.byId(p.tenant_id, p.order_id);
    const ready = event.kind === 'paid' && before?.status === 'pending_payment' ? await this.fulfilment.prepare(before) : null;
    const outcome = await this.db.transaction().execute(async (trx): Promise<NoticeOutcome> => {
      const first = await this.payments.firstSight(trx, {
        provider: provider.name,
        eventId: event.eventId,
        tenantId: p.tenant_id,
        paymentId: p.id,
        kind: event.kind,
        outcome: 'progress',
        now,
      });
      if (!first) return 'duplicate';
      const order = (await this.orders.byId(p.tenant_id, p.order_id, trx))!;
      const current = (await this.payments.byNo(p.payment_no, trx))!;
      if (event.kind !== 'paid') {
        if (event.kind !== 'refunded' && !FINAL.includes(current.progress)) {
          await this.payments.setProgress(trx, p.id, PROGRESS_OF[event.kind], now);
        }
        return 'progress';
      }
      if (event.amount !== Number(p.amount) || Number(p.amount) !== Number(order.total_amount)) {
        await this.payments.setOutcome(trx, provider.name, event.eventId, 'amount_mismatch');
        return 'amount_mismatch';
      }
      if (current.succeeded_at !== null) {
        // This payment has taken its money already (the provider reported it again, under another id).
        await this.payments.setOutcome(trx, provider.name, event.eventId, 'duplicate');
        return 'duplicate';
      }
      await this.payments.setProgress(trx, p.id, PayProgress.SUCCESS, now, true);
      await this.payments.ledger(trx, {
        tenantId: p.tenant_id,
        orderId: order.id,
        paymentId: p.id,
        kind: 'payment',
        amount: event.amount,
        eventId: event.eventId,
        now,
      });
      const inTime = event.occurredAt <= Number(order.expires_at);
      if (
        ready &&
        order.status === 'pending_payment' &&
        inTime &&
        (await this.orders.settle(trx, order.id, 'paid', now, event.method))
      ) {
        await this.orders.setUnpaid(trx, order, null);
        await this.fulfilment.handOver(trx, order, now, ready);
        await this.payments.setOutcome(trx, provider.name, event.eventId, 'paid');
        return 'paid';
      }
      // Too late: the order has ended (or ends now, its deadline passed) — the money goes back.
      if (order.status === 'pending_payment') await this.orderService.end(order, 'closed', trx);
      await this.payments.owe(trx, current, order.id, event.amount, now);
      await this.payments.setOutcome(trx, provider.name, event.eventId, 'refund');
      return 'refund';
    });
    if (outcome === 'amount_mismatch') {
      this.log.error(
        { eventId: event.eventId, paymentNo: p.payment_no, amount: event.amount, expected: Number(p.amount) },
        'payment notice amount mismatch',
      );
    }
    if (outcome === 'paid' || outcome === 'refund') this.afterCommit();
    return outcome;
  }

  /**
   * Asks the provider about the order's open payments before the order is closed: a payment whose
   * notice was lost (the process died between the provider taking the money and the notice landing)
   * is taken now as if its notice had come — paid when the money was taken in time, refunded if not.
   */
  async reconcile(order: OrderRow): Promise<void> {
    if (!this.provider) return;
    for (const p of await this.payments.openOfOrder(order.tenant_id, order.id)) {
      if (!p.provider_ref || p.provider !== this.provider.name) continue;
      const q = await this.provider.query(p.provider_ref);
      if (q.state !== 'paid' && q.state !== 'refunded') continue;
      const outcome = await this.notice({
        eventId: `query:${p.provider_ref}`,
        kind: 'paid',
        paymentNo: p.payment_no,
        providerRef: p.provider_ref,
        amount: q.amount,
        method: q.method,
        occurredAt: q.paidAt ?? this.clock(),
      });
      this.log.warn({ paymentNo: p.payment_no, orderNo: order.order_no, outcome }, 'payment found by asking the provider');
    }
  }

  /** Closes unpaid orders past their deadline, after asking the provider about their payments. */
  async closeExpired(limit = 200): Promise<number> {
    let closed = 0;
    for (const order of await this.orders.expired(this.clock(), limit)) {
      await this.reconcile(order);
      if (await this.orderService.end(order, 'closed')) closed += 1;
    }
    return closed;
  }

  /** Sends the refunds owed; a failure is retried with backoff. Safe to run in every process at once. */
  async processRefunds(limit = 50): Promise<number> {
    if (!this.provider) return 0;
    let done = 0;
    for (const r of await this.payments.dueRefunds(this.clock(), limit)) {
      try {
        const { refundRef } = await this.provider.refund(r.provider_ref ?? '', Number(r.amount), `R${r.id}`);
        if (await this.payments.refunded(r.id, refundRef, this.clock())) done += 1;
      } catch (err) {
        const delay = Math.min(5_000 * 2 ** r.attempts, 3_600_000);
        const message = err instanceof Error ? err.message : String(err);
        await this.payments.refundFailed(r.id, message, this.clock() + delay);
        this.log.error({ refundId: r.id, paymentNo: r.payment_no, attempts: r.attempts + 1, error: message }, 'refund failed');
      }
    }
    return done;
  }
}
