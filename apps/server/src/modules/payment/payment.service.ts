import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  PayChannelType,
  PayMethod,
  PayProgress,
  WALLET_PAY_MAX,
  type ErrorCodeValue,
  type Payment,
} from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newBusinessNo } from '../../business-no';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import type { CashierAction, PaymentEvent, PaymentProvider, ProviderPaymentState } from '../../providers/pay/payment-provider';
import type { ProviderDirectory } from '../../providers/provider-directory';
import {
  WalletError,
  type WalletErrorReason,
  type WalletMovement,
  type WalletProvider,
} from '../../providers/wallet/wallet-provider';
import type { DueRefund, PaymentClaimRow, PaymentRepository, PaymentRow } from './payment.repository';
import type { Payable, PayableKind, PayableRef, PaymentPorts } from './payable';
import type { TenantContext } from '../../http/request-context';

/** Progress a provider event moves a payment to (spec §4). */
const PROGRESS_OF: Record<Exclude<PaymentEvent['kind'], 'paid' | 'refunded'>, number> = {
  route: PayProgress.ROUTE,
  connected: PayProgress.CONNECTED,
  dealing: PayProgress.DEALING,
  timeout: PayProgress.TIMEOUT,
  failed: PayProgress.FAIL,
};
const FINAL: readonly number[] = [PayProgress.TIMEOUT, PayProgress.FAIL, PayProgress.SUCCESS];

/**
 * How long a payment attempt holds its order's payment slot while nothing is known of it (decision 060): its
 * wallet debit under way, its cashier payment being created at the provider. After that it no longer blocks:
 * the next attempt asks its provider about it first (money found taken is taken, never taken twice).
 */
export const PAYMENT_ATTEMPT_LEASE_MS = 30_000;
/** Slots older than this are forgotten: an order's deadline is at most a day (orderPayTimeoutSeconds). */
const CLAIM_KEPT_MS = 2 * 86_400_000;

/** The attempt holding an order's slot, as a new attempt finds it: still able to take money, ended, or it took it. */
type Holder = 'running' | 'ended' | 'took';

export type NoticeOutcome = 'duplicate' | 'progress' | 'paid' | 'refund' | 'amount_mismatch' | 'ignored';

/** A refund as the console shows it (decision 039). */
export interface RefundView {
  id: number;
  paymentId: number;
  amount: number;
  status: 'pending' | 'done';
  /** The operator's reason; null for the system's refund of a late payment. */
  reason: string | null;
  operatorId: number | null;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  doneAt: number | null;
}

/** A wallet payment before its debit: the payment, the wallet it is paid from, and what it pays. */
export interface WalletPaymentStart {
  payment: PaymentRow;
  accountRef: string;
  payable: Payable;
}

/** The wallet provider's refusals of a payment, as the storefront's codes (decision 031). */
function walletRefusal(err: WalletError, now: number): AppError {
  if (err.reason === 'password_wrong')
    return new AppError(ErrorCode.WALLET_PASSWORD_WRONG, { remaining: err.params.remaining ?? 0 });
  if (err.reason === 'password_locked') {
    return new AppError(ErrorCode.WALLET_PASSWORD_LOCKED, {
      minutes: Math.max(1, Math.ceil(((err.params.lockedUntil ?? now) - now) / 60_000)),
    });
  }
  const codes: Partial<Record<WalletErrorReason, ErrorCodeValue>> = {
    insufficient_balance: ErrorCode.WALLET_BALANCE_INSUFFICIENT,
    password_not_set: ErrorCode.WALLET_PASSWORD_NOT_SET,
    not_found: ErrorCode.WALLET_NOT_OPENED,
    request_reused: ErrorCode.WALLET_REQUEST_REUSED,
  };
  return new AppError(codes[err.reason] ?? ErrorCode.PAYMENT_FAILED);
}

/** Where the buyer pays from: the storefront's origin (notice and return addresses), their IP, the channel. */
export interface PaymentContext {
  /** `https://<tenant host>`: the provider posts notices there and sends the buyer back there. */
  origin: string;
  clientIp: string;
  /** Spec §4 channel: 2013 H5 (default), 2012 JSAPI inside WeChat, 2011 Native QR on a wide screen. */
  channel?: number;
}

/** What WeChat's web authorization carries to WeChat and back: who asked, for which order, until when. */
interface OauthState {
  t: number;
  u: number;
  o: string;
  e: number;
}

/** What the payment row keeps of the cashier (`payments.cashier_url`): the address, QR text or JSAPI parameters. */
const cashierText = (c: CashierAction) => (c.kind === 'jsapi' ? JSON.stringify(c.params) : c.kind === 'qr' ? c.content : c.url);

/** A payment from the user's wallet (channel 2022), paid and refunded by the wallet provider. */
const isWallet = (p: Pick<PaymentRow, 'channel_type'>) => p.channel_type === PayChannelType.WALLET;

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
    private readonly ports: PaymentPorts,
    /** Each tenant's payment providers (its own merchant credentials, the deployment's, the sandbox). */
    private readonly directory: ProviderDirectory,
    /** The wallet provider: pays from the user's wallet (method 6, channel 2022); null: no wallet. */
    private readonly wallet: WalletProvider | null,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** HMAC key of the state WeChat's web authorization carries back. */
    private readonly oauthStateKey: Buffer,
  ) {}

  /** When this process last forgot old payment slots. */
  private sweptAt = 0;

  /**
   * The methods the cashier lists to a user: the provider's cashier methods, and the wallet (6 LIANLIAN,
   * channel 2022 WALLET) only when the user's wallet is open (decision 031).
   */
  async methods(tenantId: number, userId: number): Promise<number[]> {
    const providers = await this.directory.payments(tenantId);
    const cashier = [...new Set(providers.flatMap((p) => p.provider.methods))]
      .filter((m) => m !== PayMethod.LIANLIAN)
      .sort((a, b) => a - b);
    return (await this.walletOf(tenantId, userId)) ? [...cashier, PayMethod.LIANLIAN] : cashier;
  }

  /** The user's open wallet (its provider account), or null (also when there is no wallet provider). */
  private async walletOf(tenantId: number, userId: number): Promise<{ accountRef: string } | null> {
    const accountRef = this.wallet && this.ports.wallets ? await this.ports.wallets.accountOf(tenantId, userId) : null;
    return accountRef ? { accountRef } : null;
  }

  /**
   * The provider a notice to `/api/pay/notify/<name>/<tenantId>` is from: the tenant's (its credentials verify
   * the notice); null when the tenant has no such provider. The sandbox serves every tenant.
   */
  async noticeProvider(name: string, tenantId: number | null): Promise<PaymentProvider | null> {
    if (tenantId === null) return name === 'sandbox' ? this.directory.sandboxPay : null;
    return this.directory.paymentNamed(tenantId, name);
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
    where: PaymentContext,
  ): Promise<Payment> {
    const payable = await this.ports.payables[kind].byNo(tenant.id, no);
    if (!payable || payable.userId !== userId) throw notFound();
    const now = this.clock();
    if (!payable.open || payable.expiresAt <= now) throw new AppError(ErrorCode.ORDER_EXCEPTION);
    if (method === PayMethod.LIANLIAN) {
      // The wallet is paid with its password (payWithWallet), never in a cashier page.
      throw new AppError(
        (await this.walletOf(tenant.id, userId)) ? ErrorCode.PAY_METHOD_UNAVAILABLE : ErrorCode.WALLET_NOT_OPENED,
      );
    }
    if ((await this.directory.payments(tenant.id)).length === 0) throw new AppError(ErrorCode.NO_PLATFORM_PAY_METHOD);
    const provider = await this.directory.paymentFor(tenant.id, method);
    if (!provider) throw new AppError(ErrorCode.PAY_METHOD_UNAVAILABLE);
    // H5 in a mobile browser unless the storefront asked for JSAPI (inside WeChat) or Native (a wide screen).
    const channel = where.channel ?? PayChannelType.H5;
    if (!provider.channels.includes(channel)) throw new AppError(ErrorCode.PAY_METHOD_UNAVAILABLE);
    // JSAPI pays as the buyer's openid, which only WeChat's web authorization tells us (never the client).
    let openid: string | null = null;
    if (channel === PayChannelType.MP) {
      const oauth = await this.directory.wechatOauth(tenant.id);
      if (!oauth) throw new AppError(ErrorCode.PAY_METHOD_UNAVAILABLE);
      openid = await this.payments.openidOf(tenant.id, userId, oauth.appId);
      if (!openid) throw new AppError(ErrorCode.WECHAT_AUTH_REQUIRED);
    }
    // The order's one payment in flight (decision 060): taken before the provider hears of this payment.
    const paymentNo = await this.acquireNew(tenant.id, payable, now);
    let created;
    try {
      created = await provider.create({
        tenantId: tenant.id,
        paymentNo,
        orderNo: payable.no,
        amount: payable.amount,
        subject: payable.no,
        method,
        channel,
        clientIp: where.clientIp,
        openid,
        expiresAt: payable.expiresAt,
        lang,
        notifyUrl: `${where.origin}/api/pay/notify/${provider.name}/${tenant.id}`,
        returnUrl: `${where.origin}/#/pages/account/order/detail?orderNo=${encodeURIComponent(payable.no)}`,
      });
    } catch (err) {
      // The provider refused or could not be reached: nothing was written, the buyer may try again.
      this.log.error(
        { provider: provider.name, paymentNo, error: (err as Error).message },
        'payment not created at the provider',
      );
      await this.payments.release(payable.ref.id, paymentNo);
      throw new AppError(ErrorCode.PAYMENT_FAILED);
    }
    const row = await this.payments.insert(this.db, {
      tenant_id: tenant.id,
      payment_no: paymentNo,
      order_id: payable.ref.id,
      provider: provider.name,
      method: method ?? -1,
      channel_type: channel,
      amount: payable.amount,
      progress: PayProgress.WAIT,
      provider_ref: created.providerRef,
      cashier_url: cashierText(created.cashier),
      cashier_kind: created.cashier.kind,
      succeeded_at: null,
      created_at: now,
      updated_at: now,
    });
    return this.view(row, payable);
  }

  // ── WeChat's web authorization (JSAPI inside WeChat needs the buyer's openid) ──────────────────────────

  private signState(state: OauthState): string {
    const body = Buffer.from(JSON.stringify(state)).toString('base64url');
    return `${body}.${createHmac('sha256', this.oauthStateKey).update(body).digest('base64url')}`;
  }

  private openState(raw: string): OauthState | null {
    const [body, mac] = raw.split('.');
    if (!body || !mac) return null;
    const want = createHmac('sha256', this.oauthStateKey).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OauthState;
    } catch {
      return null;
    }
  }

  /** Where the buyer's browser goes to let WeChat tell us their openid, then back to the order's cashier. */
  async wechatOauthUrl(tenant: TenantContext, userId: number, orderNo: string, origin: string): Promise<{ url: string }> {
    const payable = await this.ports.payables.order.byNo(tenant.id, orderNo);
    if (!payable || payable.userId !== userId) throw notFound();
    const oauth = await this.directory.wechatOauth(tenant.id);
    if (!oauth) throw new AppError(ErrorCode.SERVICE_NOT_CONFIGURED);
    const state = this.signState({ t: tenant.id, u: userId, o: orderNo, e: this.clock() + 600_000 });
    return { url: oauth.authorizeUrl(`${origin}/api/pay/wechat/oauth/callback`, state) };
  }

  /**
   * WeChat sent the browser back: the code is exchanged for the openid (kept for the next payments), and the
   * answer is the storefront address to go to — the order's cashier, told whether it worked.
   */
  async takeWechatOauth(tenant: TenantContext, code: string, rawState: string): Promise<string> {
    const state = this.openState(rawState);
    if (!state || state.t !== tenant.id || state.e < this.clock() || !/^[0-9A-Z]{8,32}$/.test(state.o))
      return '/#/pages/iframe/index?wxauth=failed';
    const back = `/#/pages/iframe/index?orderNo=${state.o}`;
    const oauth = await this.directory.wechatOauth(tenant.id);
    if (!oauth || !/^[0-9A-Za-z_-]{4,128}$/.test(code)) return `${back}&wxauth=failed`;
    try {
      const openid = await oauth.openidFor(code);
      await this.payments.saveOpenid(tenant.id, state.u, oauth.appId, openid, this.clock());
      return `${back}&wxauth=ok`;
    } catch (err) {
      this.log.warn(
        { tenantId: tenant.id, error: (err as Error).message, code: (err as { code?: string }).code },
        'WeChat authorization failed',
      );
      return `${back}&wxauth=failed`;
    }
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
      cashierUrl: p.cashier_kind === 'jsapi' ? '' : p.cashier_url,
      cashierKind: p.cashier_kind,
      jsapiParams: p.cashier_kind === 'jsapi' ? (JSON.parse(p.cashier_url) as Record<string, string>) : null,
      orderStatus: payable.status,
      serverTime: this.clock(),
    };
  }

  /** The refund of an ended order, once owed: its amount and when it was done (or owed). */
  async refundOf(tenantId: number, orderId: number): Promise<{ amount: number; at: number } | null> {
    const refund = await this.payments.refundOf(tenantId, orderId);
    return refund ? { amount: Number(refund.amount), at: Number(refund.done_at ?? refund.created_at) } : null;
  }

  // ── Steps of the pay-with-wallet flow (decision 031) ────────────────────────────────────────────────

  /**
   * The payment a client request opens from the user's open wallet: method 6 LIANLIAN through channel
   * 2022 WALLET, once per (order, request id) — a repeat finds the payment the first one opened.
   * Refusals: 5000029 no open wallet, 5000021 the order is not payable, 5000076 above WALLET_PAY_MAX.
   */
  async openWalletPayment(
    tenant: TenantContext,
    userId: number,
    orderNo: string,
    requestId: string,
  ): Promise<WalletPaymentStart> {
    const payable = await this.ports.payables.order.byNo(tenant.id, orderNo);
    if (!payable || payable.userId !== userId) throw notFound();
    const wallet = await this.walletOf(tenant.id, userId);
    if (!wallet || !this.wallet) throw new AppError(ErrorCode.WALLET_NOT_OPENED);
    const found = await this.payments.byRequest(tenant.id, payable.ref.id, requestId);
    if (found) {
      // A repeat of the request: what it did, or — still open — its debit again, which must hold the slot.
      if (found.succeeded_at === null && !FINAL.includes(found.progress))
        await this.acquire(tenant.id, payable, found.payment_no);
      return { payment: found, accountRef: found.payer_ref ?? wallet.accountRef, payable };
    }
    const now = this.clock();
    if (!payable.open || payable.expiresAt <= now) throw new AppError(ErrorCode.ORDER_EXCEPTION);
    // One wallet payment is at most WALLET_PAY_MAX (the provider's limit, decision 030).
    if (payable.amount > WALLET_PAY_MAX) throw new AppError(ErrorCode.WALLET_AMOUNT_INVALID);
    // The order's one payment in flight (decision 060): taken before the payment is written, so before any debit.
    const paymentNo = await this.acquireNew(tenant.id, payable, now);
    await this.payments.insertOnce(this.db, {
      tenant_id: tenant.id,
      payment_no: paymentNo,
      order_id: payable.ref.id,
      provider: this.wallet.name,
      method: PayMethod.LIANLIAN,
      channel_type: PayChannelType.WALLET,
      amount: payable.amount,
      progress: PayProgress.WAIT,
      provider_ref: null,
      cashier_url: '',
      request_id: requestId,
      payer_ref: wallet.accountRef,
      succeeded_at: null,
      created_at: now,
      updated_at: now,
    });
    const payment = (await this.payments.byRequest(tenant.id, payable.ref.id, requestId))!;
    if (payment.payment_no !== paymentNo) {
      // The same request, twice at once: the other one's payment is the request's; this attempt stops here.
      await this.payments.release(payable.ref.id, paymentNo);
      throw new AppError(ErrorCode.PAYMENT_IN_PROGRESS);
    }
    return { payment, accountRef: payment.payer_ref ?? wallet.accountRef, payable };
  }

  /**
   * The wallet provider debits the balance — the wallet password under its lock rules, the balance
   * checked and debited atomically, once per payment (the payment number is the provider's request id,
   * so a repeat answers the same debit). Answers the event the debit is, taken like a provider's paid
   * notice. A refusal ends the payment FAIL and throws its code; nothing else changed.
   */
  async debitWallet(start: WalletPaymentStart, password: string): Promise<PaymentEvent> {
    const { payment: p, accountRef, payable } = start;
    let m: WalletMovement;
    try {
      m = await this.wallet!.pay(accountRef, {
        amount: Number(p.amount),
        requestId: p.payment_no,
        password,
        orderNo: payable.no,
        paymentNo: p.payment_no,
        subject: payable.no,
      });
    } catch (err) {
      // Not a refusal (the provider unreachable, its answer lost): the slot stays held, so the next attempt asks
      // the wallet about this debit first, once the lease is over (decision 060).
      if (!(err instanceof WalletError)) throw err;
      await this.payments.refused(p.id, this.clock());
      await this.release(p);
      throw walletRefusal(err, this.clock());
    }
    if (m.state !== 'success') {
      await this.payments.refused(p.id, this.clock());
      await this.release(p);
      throw new AppError(ErrorCode.PAYMENT_FAILED);
    }
    await this.payments.setProviderRef(p.id, m.movementNo, this.clock());
    return this.walletEvent(p, m);
  }

  /** A wallet debit as the paid event the notice flow takes (its id: the debit's movement number). */
  private walletEvent(p: PaymentRow, m: WalletMovement): PaymentEvent {
    return {
      eventId: `wallet:${m.movementNo}`,
      kind: 'paid',
      paymentNo: p.payment_no,
      providerRef: m.movementNo,
      amount: Math.abs(m.amount),
      method: PayMethod.LIANLIAN,
      occurredAt: m.finishedAt ?? m.createdAt,
    };
  }

  // ── The order's one payment in flight (decision 060) ─────────────────────────────────────────────────

  /**
   * Takes the order's payment slot for an attempt (`paymentNo`), before the attempt can move money: PRODUCT.md §8,
   * one payment of an order in flight, whatever its method, across every process (the slot is a row of
   * `payment_claims`). Free: taken. Held by this attempt (a repeat of its request): kept. Held by another: taken
   * over only once that one has ended — its outcome known, or closed at its provider (a cashier payment the buyer
   * left), or, nothing known of it for PAYMENT_ATTEMPT_LEASE_MS, its provider asked: money found taken is taken
   * (the order paid: ORDER_EXCEPTION), none lets the new attempt go on. Otherwise PAYMENT_IN_PROGRESS.
   */
  private async acquire(tenantId: number, payable: Payable, paymentNo: string): Promise<void> {
    if (!(await this.takeSlot(tenantId, payable.ref.id, paymentNo))) throw new AppError(ErrorCode.PAYMENT_IN_PROGRESS);
    // The order as it stands now: an attempt that held the slot before may have paid it (it gives the slot back
    // only after its outcome is committed), or the buyer cancelled it meanwhile.
    const now = await this.payable(tenantId, payable.ref);
    if (!now?.open || now.expiresAt <= this.clock()) {
      await this.payments.release(payable.ref.id, paymentNo);
      throw new AppError(ErrorCode.ORDER_EXCEPTION);
    }
  }

  /**
   * A new attempt's payment number, with the order's slot taken for it (`acquire`). Another process may draw the
   * same number in the same millisecond for another order (business-no.ts): the claims' unique index refuses the
   * second claim before its provider hears of it, and a new number is drawn (decision 095).
   */
  private async acquireNew(tenantId: number, payable: Payable, now: number): Promise<string> {
    for (let draw = 1; ; draw += 1) {
      const paymentNo = newBusinessNo(now, 'P');
      try {
        await this.acquire(tenantId, payable, paymentNo);
        return paymentNo;
      } catch (err) {
        if (draw < 3 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  /** The slot taken for `paymentNo` (true), or held by an attempt still in flight (false). */
  private async takeSlot(tenantId: number, orderId: number, paymentNo: string): Promise<boolean> {
    for (let round = 0; round < 3; round += 1) {
      if (await this.payments.claim(this.db, { tenantId, orderId, paymentNo, now: this.clock() })) return true;
      const held = await this.payments.claimOf(orderId);
      if (!held) continue; // given back meanwhile: claim it again
      if (held.payment_no === paymentNo) return true;
      const holder = await this.holder(held);
      if (holder === 'took') throw new AppError(ErrorCode.ORDER_EXCEPTION);
      if (holder === 'running') return false;
      if (await this.payments.takeOver(orderId, held.payment_no, paymentNo, this.clock())) return true;
    }
    return false;
  }

  /** An attempt that has finished gives its order's slot back (one that took it over meanwhile keeps it). */
  async release(p: Pick<PaymentRow, 'order_id' | 'payment_no'>): Promise<void> {
    await this.payments.release(payableOf(p).id, p.payment_no);
  }

  /** Where the attempt holding a slot stands: it may still take money, it has ended, or its money was found and taken now. */
  private async holder(held: PaymentClaimRow): Promise<Holder> {
    const p = await this.payments.byNo(held.payment_no);
    const leaseOver = Number(held.claimed_at) + PAYMENT_ATTEMPT_LEASE_MS <= this.clock();
    // Not written yet: its cashier payment is being created at the provider (or its process died doing so).
    if (!p) return leaseOver ? 'ended' : 'running';
    // It paid the order: nothing more to pay.
    if (p.succeeded_at !== null) return 'took';
    if (FINAL.includes(p.progress)) return 'ended';
    if (isWallet(p)) {
      // Its debit may be under way; after the lease the wallet is asked (decision 031's question, asked earlier).
      if (!leaseOver) return 'running';
      const event = this.wallet ? await this.askWallet(p) : null;
      if (!event) return 'ended'; // left open: the stranded payments' job asks once more later
      return this.took(p, event);
    }
    return this.endAtProvider(p);
  }

  /**
   * A cashier payment open at its provider — the buyer may pay it there any moment — ends only when the provider
   * says so: it is closed there, then asked. Closed (or failed, timed out, unknown there): it ends TIMEOUT and
   * can take no money. Paid: its money is taken now. Still open, or the provider cannot be reached: in flight.
   */
  private async endAtProvider(p: PaymentRow): Promise<Holder> {
    const provider = p.provider_ref ? await this.directory.paymentNamed(p.tenant_id, p.provider) : null;
    if (!provider || !p.provider_ref) return 'running';
    let q: ProviderPaymentState;
    try {
      await provider.close(p.provider_ref, p.payment_no);
      q = await provider.query(p.provider_ref, p.payment_no);
    } catch (err) {
      this.log.warn(
        { paymentNo: p.payment_no, provider: p.provider, error: (err as Error).message },
        'payment in flight not closed at its provider',
      );
      return 'running';
    }
    if (q.state === 'paid' || q.state === 'refunded') return this.took(p, this.queriedEvent(p, q));
    if (q.state === 'open') return 'running';
    await this.payments.ended(p.id, PayProgress.TIMEOUT, this.clock());
    return 'ended';
  }

  /** Money found taken for the attempt in flight: taken as its notice would have been (the notice flow, by a port). */
  private async took(p: PaymentRow, event: PaymentEvent): Promise<Holder> {
    if (!this.ports.take) return 'running';
    await this.ports.take(p, event);
    return 'took';
  }

  /** Forgets slots whose orders' deadlines are long past (the stranded payments' job calls it; once a minute). */
  async sweepClaims(): Promise<void> {
    const now = this.clock();
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    await this.payments.sweepClaims(now - CLAIM_KEPT_MS);
  }

  // ── Steps of the payment notice flow ────────────────────────────────────────────────────────────────

  /** The payment a verified notice is about, or null when it names no payment of this provider. */
  async forNotice(event: PaymentEvent, provider: string, tenantId: number | null): Promise<PaymentRow | null> {
    const p = await this.payments.byNo(event.paymentNo);
    if (!p || isWallet(p) || p.provider !== provider || p.provider_ref !== event.providerRef) return null;
    // A notice to one tenant's address never touches another tenant's payment.
    if (tenantId !== null && p.tenant_id !== tenantId) return null;
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

  /**
   * Step of a paid resale (decisions 033, 065): the payment's money split in the ledger — the platform's
   * fee, the creator's royalty (accrued to `creatorId`, the collection's creator: the platform keeps it until
   * an operator pays the creator), the seller's proceeds, and, when a coupon lowered what the buyer paid, a
   * negative discount row (the platform bears it) — rows under the payment's event, so that
   * payment = fee + royalty + proceeds + discount.
   */
  async recordSplit(
    trx: Kysely<Database>,
    p: PaymentRow,
    event: PaymentEvent,
    split: { fee: number; royalty: number; net: number; discount: number; creatorId: number },
    now: number,
  ): Promise<void> {
    const base = { tenantId: p.tenant_id, orderId: payableOf(p).id, paymentId: p.id, eventId: event.eventId, now };
    await this.payments.ledger(trx, { ...base, kind: 'fee', amount: split.fee });
    await this.payments.ledger(trx, { ...base, kind: 'royalty', amount: split.royalty, creatorId: split.creatorId });
    await this.payments.ledger(trx, { ...base, kind: 'proceeds', amount: split.net });
    if (split.discount > 0) await this.payments.ledger(trx, { ...base, kind: 'discount', amount: -split.discount });
  }

  /** Step (a refund, decision 066): every split row of the order (fee, royalty, proceeds, ...) reversed once; answers how many. */
  reverseSplit(trx: Kysely<Database>, tenantId: number, orderId: number, now: number): Promise<number> {
    return this.payments.reverseSplit(trx, tenantId, orderId, now);
  }

  /** Step: the money goes back (one refund per payment; the refunds job sends it). */
  async oweRefund(trx: Kysely<Database>, current: PaymentRow, amount: number, now: number): Promise<void> {
    await this.payments.owe(trx, current, payableOf(current).id, amount, now);
  }

  /** An order's refunds (one per payment): what is owed or done, and for an operator's, who and why. */
  async refundsOf(tenantId: number, orderId: number): Promise<RefundView[]> {
    const rows = await this.payments.refundsOfOrder(tenantId, orderId);
    return rows.map((r) => ({
      id: r.id,
      paymentId: r.payment_id,
      amount: Number(r.amount),
      status: r.status,
      reason: r.reason,
      operatorId: r.operator_id,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: Number(r.created_at),
      doneAt: r.done_at === null ? null : Number(r.done_at),
    }));
  }

  /** The payment that paid an order (its paid notice accepted), as the buyer's receipt shows it (decision 071); null: none. */
  async paidWith(
    tenantId: number,
    orderId: number,
  ): Promise<{ paymentNo: string; method: number; channelType: number; amount: number } | null> {
    const p = await this.payments.paying(this.db, tenantId, orderId);
    return p ? { paymentNo: p.payment_no, method: p.method, channelType: p.channel_type, amount: Number(p.amount) } : null;
  }

  // ── Steps of the console's refund flow (decision 039) ───────────────────────────────────────────────

  /** Step: the payment that paid the order, as it stands in the transaction; null when there is none. */
  async paying(trx: Kysely<Database>, tenantId: number, orderId: number): Promise<PaymentRow | null> {
    return (await this.payments.paying(trx, tenantId, orderId)) ?? null;
  }

  /**
   * Step: an operator gives the whole payment back, with their reason; the refunds job sends it through
   * the provider the payment was made with (the wallet's into the wallet). False when the payment owes a
   * refund already (one per payment).
   */
  oweOperatorRefund(
    trx: Kysely<Database>,
    p: PaymentRow,
    now: number,
    by: { reason: string; operatorId: number },
  ): Promise<boolean> {
    return this.payments.owe(trx, p, payableOf(p).id, Number(p.amount), now, by);
  }

  // ── Asking the provider ─────────────────────────────────────────────────────────────────────────────

  /**
   * Payments still open after `ageMs` whose payable no longer awaits them (it was paid by another
   * payment, cancelled or closed): the ones no closer will ask about (decision 031).
   */
  async strandedOpen(ageMs: number, limit = 50): Promise<PaymentRow[]> {
    const stranded: PaymentRow[] = [];
    for (const p of await this.payments.staleOpen(this.clock() - ageMs, limit)) {
      const payable = await this.payable(p.tenant_id, payableOf(p));
      if (!payable?.open) stranded.push(p);
    }
    return stranded;
  }

  /** A stranded payment the provider never took money for: it ends TIMEOUT (asked no more). */
  async giveUp(p: PaymentRow): Promise<void> {
    await this.payments.setProgress(this.db, p.id, PayProgress.TIMEOUT, this.clock());
  }

  /** The payable's payments the provider has not finished. */
  openOf(tenantId: number, ref: PayableRef): Promise<PaymentRow[]> {
    return this.payments.openOfOrder(tenantId, ref.id);
  }

  /**
   * Asks the provider about a payment: when it took the money (a notice may have been lost), answers the
   * notice it would have sent — to be taken like any other — else null.
   */
  async askProvider(p: PaymentRow): Promise<PaymentEvent | null> {
    if (isWallet(p)) return this.wallet ? this.askWallet(p) : null;
    const provider = p.provider_ref ? await this.directory.paymentNamed(p.tenant_id, p.provider) : null;
    if (!provider || !p.provider_ref) return null;
    const q = await provider.query(p.provider_ref, p.payment_no);
    if (q.state !== 'paid' && q.state !== 'refunded') return null;
    return this.queriedEvent(p, q);
  }

  /** The paid notice a provider's answer "paid" (or "refunded": it was paid) stands for. */
  private queriedEvent(p: PaymentRow, q: ProviderPaymentState): PaymentEvent {
    return {
      eventId: `query:${p.provider_ref}`,
      kind: 'paid',
      paymentNo: p.payment_no,
      providerRef: p.provider_ref ?? '',
      amount: q.amount,
      method: q.method,
      occurredAt: q.paidAt ?? this.clock(),
    };
  }

  /**
   * A wallet payment whose debit's answer was lost (the process died between the debit and the order's
   * transition): the wallet provider is asked by the payment's request id (its payment number).
   */
  private async askWallet(p: PaymentRow): Promise<PaymentEvent | null> {
    if (!p.payer_ref) return null;
    const m = await this.wallet!.movementByRequest(p.payer_ref, p.payment_no);
    if (!m || m.kind !== 'pay' || m.state !== 'success') return null;
    await this.payments.setProviderRef(p.id, m.movementNo, this.clock());
    return this.walletEvent(p, m);
  }

  /**
   * Closes an unpaid payment at its provider (its order ended), so that it can take no money any more.
   * Best effort: a failure is logged; a payment that takes money anyway is refunded by the notice flow.
   */
  async closeAtProvider(p: PaymentRow): Promise<void> {
    if (isWallet(p) || !p.provider_ref) return;
    try {
      const provider = await this.directory.paymentNamed(p.tenant_id, p.provider);
      await provider?.close(p.provider_ref, p.payment_no);
    } catch (err) {
      this.log.warn(
        { paymentNo: p.payment_no, provider: p.provider, error: (err as Error).message },
        'payment not closed at the provider',
      );
    }
  }

  /** Sends the refunds owed; a failure is retried with backoff. Safe to run in every process at once. */
  async processRefunds(limit = 50): Promise<number> {
    let done = 0;
    for (const r of await this.payments.dueRefunds(this.clock(), limit)) {
      try {
        const refundRef = await this.sendRefund(r);
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

  /**
   * Gives a refund's money back where it came from: a wallet payment into the wallet it was paid from
   * (decision 031), any other by the cashier's provider. The refund's number makes a repeat a no-op.
   */
  private async sendRefund(r: DueRefund): Promise<string> {
    if (isWallet(r)) {
      if (!this.wallet) throw new Error(`no wallet provider to refund ${r.payment_no} with`);
      const movementNo = r.provider_ref ?? (await this.wallet.movementByRequest(r.payer_ref ?? '', r.payment_no))?.movementNo;
      if (!r.payer_ref || !movementNo) throw new Error(`wallet payment ${r.payment_no} has no debit to refund`);
      const payable = await this.ports.payables.order.byId(r.tenant_id, r.order_id);
      const m = await this.wallet.refund(r.payer_ref, {
        amount: Number(r.amount),
        requestId: `R${r.id}`,
        paymentMovementNo: movementNo,
        orderNo: payable?.no ?? r.payment_no,
      });
      return m.movementNo;
    }
    const provider = await this.directory.paymentNamed(r.tenant_id, r.provider);
    if (!provider) throw new Error(`no provider ${r.provider} to refund with`);
    const refund = await provider.refund({
      providerRef: r.provider_ref ?? '',
      paymentNo: r.payment_no,
      amount: Number(r.amount),
      total: Number(r.payment_amount),
      refundNo: `R${r.id}`,
    });
    return refund.refundRef;
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
