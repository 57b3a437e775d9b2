import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import {
  NOTICE_WINDOW_MS,
  PaymentNoticeError,
  type CreatedPayment,
  type CreatePaymentRequest,
  type NoticeReply,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundRequest,
} from './payment-provider';

/**
 * The spec §4 methods the sandbox cashier offers: WX, ALI, BANK_CARD. The wallet (6 LIANLIAN) is paid
 * from the user's wallet at the wallet provider, not in this cashier (decision 031).
 */
export const SANDBOX_METHODS = [0, 1, 3] as const;

/** What a tester can do in the sandbox cashier (PRODUCT.md §8). */
export type SandboxAction = 'choose' | 'pay' | 'decline' | 'timeout' | 'payLate';

export interface SignedNotice {
  /** The tenant of the payment (the notice address names it). */
  tenantId: number;
  body: string;
  headers: Record<string, string>;
}

/** Sends a notice to the platform's notify address (the server posts it to itself). */
export type NoticeDelivery = (notice: SignedNotice) => Promise<void>;

/**
 * The payment sandbox: behaves like a real provider — its own books (`pay_sandbox_payments`), a
 * cashier page, HMAC-signed notices with event ids and timestamps, refunds — so every path can be
 * tried: pay, decline, time out, and pay late (the money is taken now, the notice arrives after the
 * order's deadline).
 */
export class SandboxPay implements PaymentProvider {
  readonly name = 'sandbox';
  readonly methods = SANDBOX_METHODS;
  /** Its cashier is a page in the storefront's frame, on any screen. */
  readonly channels = [2013] as const;
  private deliver: NoticeDelivery = () => Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: Buffer,
    private readonly clock: Clock,
  ) {}

  /** Where notices go; set once the server can receive them. */
  deliverTo(delivery: NoticeDelivery): void {
    this.deliver = delivery;
  }

  async create(req: CreatePaymentRequest): Promise<CreatedPayment> {
    const ref = `SBX${randomBytes(10).toString('hex').toUpperCase()}`;
    const now = this.clock();
    await this.db
      .insertInto('pay_sandbox_payments')
      .values({
        ref,
        tenant_id: req.tenantId,
        payment_no: req.paymentNo,
        subject: req.subject,
        amount: req.amount,
        method: req.method,
        state: 'open',
        expires_at: req.expiresAt,
        deliver_after: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return {
      providerRef: ref,
      cashier: { kind: 'frame', url: `/api/pay-sandbox/cashier/${ref}?lang=${encodeURIComponent(req.lang)}` },
    };
  }

  find(ref: string) {
    return this.db.selectFrom('pay_sandbox_payments').selectAll().where('ref', '=', ref).executeTakeFirst();
  }

  /** The cashier was opened: the provider reports it connected (once). */
  async opened(ref: string): Promise<void> {
    const p = await this.find(ref);
    if (!p || p.state !== 'open' || p.notices > 0) return;
    await this.notify(p.ref, 'connected', 0, p.method);
  }

  /**
   * A tester's action in the cashier. Pay takes the money and reports it at once; pay late takes it
   * and holds the notice until after the deadline; decline and time out report failure. Anything but
   * choosing a method ends the sandbox payment: a second action changes nothing.
   */
  async act(ref: string, action: SandboxAction, method: number | null): Promise<string> {
    const p = await this.find(ref);
    if (!p) return 'unknown';
    if (p.state !== 'open') return p.state;
    const now = this.clock();
    const chosen = method ?? p.method ?? 0;
    if (action === 'choose') {
      await this.db.updateTable('pay_sandbox_payments').set({ method: chosen, updated_at: now }).where('ref', '=', ref).execute();
      await this.notify(ref, 'route', 0, chosen);
      return 'open';
    }
    const next = action === 'pay' ? 'paid' : action === 'payLate' ? 'paid_late' : action === 'decline' ? 'failed' : 'timeout';
    const claimed = await this.db
      .updateTable('pay_sandbox_payments')
      .set({
        state: next,
        method: chosen,
        deliver_after: action === 'payLate' ? Number(p.expires_at) + 1_000 : null,
        paid_at: action === 'pay' ? now : null,
        updated_at: now,
      })
      .where('ref', '=', ref)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return (await this.find(ref))?.state ?? 'unknown';
    if (action === 'pay') {
      await this.notify(ref, 'dealing', 0, chosen);
      await this.notify(ref, 'paid', Number(p.amount), chosen);
    } else if (action === 'decline') {
      await this.notify(ref, 'failed', 0, chosen);
    } else if (action === 'timeout') {
      await this.notify(ref, 'timeout', 0, chosen);
    }
    return next;
  }

  /** Sends the notices of late payments whose time has come. Safe to run anywhere, any number of times. */
  async deliverDue(): Promise<number> {
    const now = this.clock();
    const due = await this.db
      .selectFrom('pay_sandbox_payments')
      .selectAll()
      .where('state', '=', 'paid_late')
      .where('deliver_after', '<=', now)
      .limit(100)
      .execute();
    let sent = 0;
    for (const p of due) {
      const claimed = await this.db
        .updateTable('pay_sandbox_payments')
        .set({ state: 'paid', paid_at: Number(p.deliver_after), updated_at: now })
        .where('ref', '=', p.ref)
        .where('state', '=', 'paid_late')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      await this.notify(p.ref, 'paid', Number(p.amount), p.method);
      sent += 1;
    }
    return sent;
  }

  async query(providerRef: string): Promise<ProviderPaymentState> {
    const p = await this.find(providerRef);
    if (!p) return { state: 'unknown', amount: 0, method: null, paidAt: null };
    const amount = Number(p.amount);
    // A late payment lands at its delivery time: until then the provider is still processing it.
    if (p.state === 'paid_late') {
      const at = Number(p.deliver_after);
      return this.clock() >= at
        ? { state: 'paid', amount, method: p.method, paidAt: at }
        : { state: 'open', amount, method: p.method, paidAt: null };
    }
    const paidAt = p.paid_at === null ? null : Number(p.paid_at);
    if (p.state === 'paid' || p.state === 'refunded') return { state: p.state, amount, method: p.method, paidAt };
    if (p.state === 'failed' || p.state === 'timeout' || p.state === 'closed')
      return { state: p.state, amount, method: p.method, paidAt: null };
    return { state: 'open', amount, method: p.method, paidAt: null };
  }

  /**
   * Closes an open payment, as a real provider does: its cashier takes no money any more (the order ended, or a
   * new attempt of the order replaces it: decision 060). A payment paid, or already ended, stays as it is.
   */
  async close(providerRef: string): Promise<void> {
    await this.db
      .updateTable('pay_sandbox_payments')
      .set({ state: 'closed', updated_at: this.clock() })
      .where('ref', '=', providerRef)
      .where('state', '=', 'open')
      .execute();
  }

  async refund({ providerRef, amount, refundNo }: RefundRequest): Promise<{ refundRef: string }> {
    const p = await this.find(providerRef);
    if (!p || (p.state !== 'paid' && p.state !== 'refunded')) throw new Error(`sandbox: payment ${providerRef} is not paid`);
    if (p.state === 'paid') {
      if (amount > Number(p.amount)) throw new Error('sandbox: refund above the amount paid');
      await this.db
        .updateTable('pay_sandbox_payments')
        .set({ state: 'refunded', refunded: amount, updated_at: this.clock() })
        .where('ref', '=', providerRef)
        .where('state', '=', 'paid')
        .execute();
    }
    return { refundRef: `${providerRef}-${refundNo}` };
  }

  /** Signs an event as the sandbox's notices are signed (tests forge, replay and stale notices with it). */
  sign(event: PaymentEvent, timestamp = this.clock(), tenantId = 0): SignedNotice {
    const body = JSON.stringify(event);
    const signature = createHmac('sha256', this.key).update(`${timestamp}.${body}`).digest('hex');
    return {
      tenantId,
      body,
      headers: { 'content-type': 'application/json', 'x-pay-timestamp': String(timestamp), 'x-pay-signature': signature },
    };
  }

  /** The sandbox answers in the envelope: taken, with the outcome (`message`), or refused (4000003). */
  reply(ok: boolean, message: string): NoticeReply {
    return {
      status: ok ? 200 : 400,
      contentType: 'application/json',
      body: JSON.stringify(ok ? { code: 0, msg: 'ok', data: { outcome: message } } : { code: 4000003, msg: message, data: null }),
    };
  }

  async health(): Promise<void> {}

  async verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): Promise<PaymentEvent> {
    const ts = Number(headers['x-pay-timestamp']);
    const given = String(headers['x-pay-signature'] ?? '');
    if (!Number.isFinite(ts) || !/^[0-9a-f]{64}$/.test(given)) throw new PaymentNoticeError('notice not signed');
    const want = createHmac('sha256', this.key).update(`${ts}.${rawBody}`).digest();
    if (!timingSafeEqual(want, Buffer.from(given, 'hex'))) throw new PaymentNoticeError('bad notice signature');
    if (Math.abs(now - ts) > NOTICE_WINDOW_MS) throw new PaymentNoticeError('stale notice');
    const event = JSON.parse(rawBody) as PaymentEvent;
    if (typeof event.eventId !== 'string' || typeof event.paymentNo !== 'string' || !Number.isInteger(event.amount)) {
      throw new PaymentNoticeError('malformed notice');
    }
    if (Math.abs(now - event.occurredAt) > NOTICE_WINDOW_MS) throw new PaymentNoticeError('stale notice');
    return event;
  }

  private async notify(ref: string, kind: PaymentEventKind, amount: number, method: number | null): Promise<void> {
    const p = await this.find(ref);
    if (!p) return;
    const n = p.notices + 1;
    await this.db.updateTable('pay_sandbox_payments').set({ notices: n }).where('ref', '=', ref).execute();
    const now = this.clock();
    await this.deliver(
      this.sign(
        { eventId: `${ref}-${n}`, kind, paymentNo: p.payment_no, providerRef: ref, amount, method, occurredAt: now },
        now,
        p.tenant_id,
      ),
    );
  }
}
