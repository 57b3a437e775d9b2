import { ErrorCode, PayChannelType, PayMethod, PayProgress, type Payment } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newBusinessNo } from '../../business-no';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { PaymentEvent, PaymentProvider } from '../../providers/pay/payment-provider';
import type { TenantContext } from '../tenant/index';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import type { Payable, PayableKind, PayableRef, PaymentsPorts } from './payable';

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

/** The payable a payment row pays (an order: its `order_id`). */
export const payableOf = (p: Pick<PaymentRow, 'order_id'>): PayableRef => ({ kind: 'order', id: p.order_id });

/**
 * Payments (PRODUCT.md §8, decisions 012 and 013): a payment per cashier visit, paying a payable (an
 * order today), driven by the provider's signed notices. This service opens payments, shows them,
 * sends owed refunds and answers the provider's questions; taking a notice is a flow
 * (src/flows/take-payment-notice.ts) that runs the steps below — each takes the flow's transaction
 * first — and settles the payable with the module that owns it, in the same transaction.
 */
export class PaymentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly payments: PaymentRepository,
    private readonly ports: PaymentsPorts,
    private readonly provider: PaymentProvider | null,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The methods the cashier lists to a user: the provider's cashier methods, and the wallet (6 LIANLIAN,
   * channel 2022 WALLET) only when the user's wallet is open (decision 031).
   */
  async methods(tenantId: number, userId: number): Promise<number[]> {
    const cashier = this.provider ? this.provider.methods.filter((m) => m !== PayMethod.LIANLIAN) : [];
    return (await this.walletOf(tenantId, userId)) ? [...cashier, PayMethod.LIANLIAN] : cashier;
  }

  /** The user's open wallet (its provider account), or null. */
  private async walletOf(tenantId: number, userId: number): Promise<{ accountRef: string } | null> {
    return this.ports.wallets ? this.ports.wallets.openedOf(tenantId, userId) : null;
  }

  /** The provider whose signed notices come to `/api/pay/notify/<name>`; null: no notices (no provider). */
  get providerName(): string | null {
    return this.provider?.name ?? null;
  }

  /** Checks a notice's signature and freshness; throws `PaymentNoticeError` when it fails. */
  verifyNotice(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    return this.provider!.verify(rawBody, headers, this.clock());
  }

  private async payable(tenantId: number, ref: PayableRef): Promise<Payable | null> {
    return this.ports.payables[ref.kind].byId(tenantId, ref.id);
  }

  async create(
    tenant: TenantContext,
    userId: number,
    kind: PayableKind,
    no: string,
    method: number | null,
    lang: string,
  ): Promise<Payment> {
    const payable = await this.ports.payables[kind].byNo(tenant.id, no);
    if (!payable || payable.userId !== userId) throw notFound();
    const now = this.clock();
    if (!payable.open || payable.expiresAt <= now) throw new AppError(ErrorCode.ORDER_EXCEPTION);
    if (method === PayMethod.LIANLIAN && !(await this.walletOf(tenant.id, userId))) throw new AppError(ErrorCode.WALLET_NOT_OPENED);
    if (!this.provider || this.provider.methods.length === 0) throw new AppError(ErrorCode.NO_PLATFORM_PAY_METHOD);
    if (method !== null && !this.provider.methods.includes(method)) throw new AppError(ErrorCode.PAY_METHOD_UNAVAILABLE);
    const paymentNo = newBusinessNo(now, 'P');
    const created = await this.provider.create({
      tenantId: tenant.id,
      paymentNo,
      orderNo: payable.no,
      amount: payable.amount,
      subject: payable.no,
      method,
      expiresAt: payable.expiresAt,
      lang,
    });
    const row = await this.payments.insert(this.db, {
      tenant_id: tenant.id,
      payment_no: paymentNo,
      order_id: payable.ref.id,
      provider: this.provider.name,
      method: method ?? -1,
      // The provider's cashier page, in the storefront's mobile browser (decision 031).
      channel_type: PayChannelType.H5,
      amount: payable.amount,
      progress: PayProgress.WAIT,
      provider_ref: created.providerRef,
      cashier_url: created.cashierUrl,
      succeeded_at: null,
      created_at: now,
      updated_at: now,
    });
    return this.view(row, payable);
  }

  async get(tenant: TenantContext, userId: number, paymentNo: string): Promise<Payment> {
    const p = await this.payments.byNo(paymentNo);
    if (!p || p.tenant_id !== tenant.id) throw notFound();
    const payable = await this.payable(tenant.id, payableOf(p));
    if (!payable || payable.userId !== userId) throw notFound();
    return this.view(p, payable);
  }

  private view(p: PaymentRow, payable: Payable): Payment {
    return {
      paymentNo: p.payment_no,
      orderNo: payable.no,
      method: (p.method < 0 ? 0 : p.method) as Payment['method'],
      channelType: p.channel_type as Payment['channelType'],
      amount: Number(p.amount),
      progress: p.progress as Payment['progress'],
      cashierUrl: p.cashier_url,
      orderStatus: payable.status,
      serverTime: this.clock(),
    };
  }

  /** The refund of an ended order, once owed: its amount and when it was done (or owed). */
  async refundOf(tenantId: number, orderId: number): Promise<{ amount: number; at: number } | null> {
    const refund = await this.payments.refundOf(tenantId, orderId);
    return refund ? { amount: Number(refund.amount), at: Number(refund.done_at ?? refund.created_at) } : null;
  }

  // ── Steps of the payment notice flow ────────────────────────────────────────────────────────────────

  /** The payment a verified notice is about, or null when it names no payment of this provider. */
  async forNotice(event: PaymentEvent): Promise<PaymentRow | null> {
    const p = await this.payments.byNo(event.paymentNo);
    if (!p || !this.provider || p.provider !== this.provider.name || p.provider_ref !== event.providerRef) return null;
    return p;
  }

  /** Step: records the provider event once; false when it was seen before (a repeat changes nothing). */
  recordEvent(trx: Kysely<Database>, p: PaymentRow, event: PaymentEvent, now: number): Promise<boolean> {
    return this.payments.firstSight(trx, {
      provider: p.provider,
      eventId: event.eventId,
      tenantId: p.tenant_id,
      paymentId: p.id,
      kind: event.kind,
      outcome: 'progress',
      now,
    });
  }

  /** Step: the payment as it stands inside the transaction. */
  async current(trx: Kysely<Database>, p: PaymentRow): Promise<PaymentRow> {
    return (await this.payments.byNo(p.payment_no, trx))!;
  }

  /** Step: a notice other than `paid` moves the payment's progress, unless it has finished. */
  async progress(trx: Kysely<Database>, current: PaymentRow, kind: Exclude<PaymentEvent['kind'], 'paid'>, now: number) {
    if (kind !== 'refunded' && !FINAL.includes(current.progress)) {
      await this.payments.setProgress(trx, current.id, PROGRESS_OF[kind], now);
    }
  }

  /** Step: what the event caused, on its record. */
  outcome(trx: Kysely<Database>, p: PaymentRow, eventId: string, outcome: NoticeOutcome): Promise<void> {
    return this.payments.setOutcome(trx, p.provider, eventId, outcome);
  }

  /** Step: the payment took its money: progress SUCCESS, and the ledger's payment row. */
  async succeed(trx: Kysely<Database>, p: PaymentRow, event: PaymentEvent, now: number): Promise<void> {
    await this.payments.setProgress(trx, p.id, PayProgress.SUCCESS, now, true);
    await this.payments.ledger(trx, {
      tenantId: p.tenant_id,
      orderId: payableOf(p).id,
      paymentId: p.id,
      kind: 'payment',
      amount: event.amount,
      eventId: event.eventId,
      now,
    });
  }

  /** Step: the money goes back (one refund per payment; the refunds job sends it). */
  oweRefund(trx: Kysely<Database>, current: PaymentRow, amount: number, now: number): Promise<void> {
    return this.payments.owe(trx, current, payableOf(current).id, amount, now);
  }

  // ── Asking the provider ─────────────────────────────────────────────────────────────────────────────

  /** The payable's payments the provider has not finished. */
  openOf(tenantId: number, ref: PayableRef): Promise<PaymentRow[]> {
    return this.payments.openOfOrder(tenantId, ref.id);
  }

  /**
   * Asks the provider about a payment: when it took the money (a notice may have been lost), answers the
   * notice it would have sent — to be taken like any other — else null.
   */
  async askProvider(p: PaymentRow): Promise<PaymentEvent | null> {
    if (!this.provider || !p.provider_ref || p.provider !== this.provider.name) return null;
    const q = await this.provider.query(p.provider_ref);
    if (q.state !== 'paid' && q.state !== 'refunded') return null;
    return {
      eventId: `query:${p.provider_ref}`,
      kind: 'paid',
      paymentNo: p.payment_no,
      providerRef: p.provider_ref,
      amount: q.amount,
      method: q.method,
      occurredAt: q.paidAt ?? this.clock(),
    };
  }

  /** Sends the refunds owed; a failure is retried with backoff. Safe to run in every process at once. */
  async processRefunds(limit = 50): Promise<number> {
    if (!this.provider) return 0;
    let done = 0;
    for (const r of await this.payments.dueRefunds(this.clock(), limit)) {
      try {
        const { refundRef } = await this.provider.refund(r.provider_ref ?? '', Number(r.amount), `R${r.id}`);
        if (await this.refunded(r.id, refundRef, this.clock())) done += 1;
      } catch (err) {
        const delay = Math.min(5_000 * 2 ** r.attempts, 3_600_000);
        const message = err instanceof Error ? err.message : String(err);
        await this.payments.refundFailed(this.db, r.id, message, this.clock() + delay);
        this.log.error({ refundId: r.id, paymentNo: r.payment_no, attempts: r.attempts + 1, error: message }, 'refund failed');
      }
    }
    return done;
  }

  /** Marks a refund done and writes its ledger row, once. */
  private refunded(refundId: number, providerRef: string, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.payments.refunded(trx, refundId, providerRef, now);
      if (!r) return false;
      await this.payments.ledger(trx, {
        tenantId: r.tenant_id,
        orderId: r.order_id,
        paymentId: r.payment_id,
        kind: 'refund',
        amount: -Number(r.amount),
        eventId: `refund:${r.id}`,
        now,
      });
      return true;
    });
  }
}
