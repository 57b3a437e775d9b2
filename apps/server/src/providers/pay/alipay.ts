import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { Clock } from '../../clock';
import {
  NOTICE_WINDOW_MS,
  PaymentNoticeError,
  PaymentProviderError,
  type CreatedPayment,
  type CreatePaymentRequest,
  type NoticeReply,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundRequest,
} from './payment-provider';

export interface AlipayCredentials {
  appId: string;
  /** The merchant's application private key (PEM, PKCS#1 or PKCS#8; bare base64 as Alipay's key tool gives it also works). */
  privateKey: string;
  /** Alipay's public key (PEM or bare base64) that signs its answers and notices. */
  alipayPublicKey: string;
}

export interface AlipayOptions {
  credentials: AlipayCredentials;
  clock: Clock;
  /** Alipay's OpenAPI gateway (a local test server in tests). */
  gateway?: string;
  timeoutMs?: number;
}

/** Alipay writes every time as 'yyyy-MM-dd HH:mm:ss' in Beijing time (UTC+8, no summer time). */
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The instant `ms` as Alipay's time text (Beijing time). */
export function toBeijingTime(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError('not a time');
  return new Date(Math.floor(ms / 1000) * 1000 + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Alipay's time text (Beijing time, optionally with milliseconds as in gmt_refund) as unix ms, or null when
 * it is not a valid time.
 */
export function fromBeijingTime(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(s);
  if (!m) return null;
  const whole = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - BEIJING_OFFSET_MS;
  // Date.UTC rolls over (month 13, second 61): a time that does not print back the same is invalid.
  if (toBeijingTime(whole) !== s.slice(0, 19)) return null;
  return whole + Number((m[7] ?? '').padEnd(3, '0'));
}

/**
 * Fen as Alipay's yuan text ('12.34'), by digits: amounts never pass through floating point (0.1 + 0.2 is
 * not 0.3 in binary, and a signed amount must be exactly the amount we mean).
 */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError('an amount in fen is a non-negative integer');
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Alipay's yuan text ('12.34', '12.3', '12') as fen, exactly; throws on anything else. */
export function yuanToFen(yuan: string): number {
  const m = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) throw new RangeError('not an amount in yuan');
  const fen = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large');
  return Number(fen);
}

/**
 * A key as the PEM the SDK expects. The SDK rewraps keys by header name (PKCS#1 unless told PKCS#8) and
 * breaks on a PEM of the other kind or a trailing newline, so every key is parsed here and handed over as
 * PKCS#8 / SPKI, whatever form the merchant pasted.
 */
function parseKey(text: string, kind: 'private' | 'public'): KeyObject {
  const pem = text.trim();
  if (pem.startsWith('-----BEGIN')) return kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  const key = Buffer.from(pem.replace(/\s+/g, ''), 'base64');
  const attempts =
    kind === 'private'
      ? [
          () => createPrivateKey({ key, format: 'der', type: 'pkcs8' }),
          () => createPrivateKey({ key, format: 'der', type: 'pkcs1' }),
        ]
      : [
          () => createPublicKey({ key, format: 'der', type: 'spki' }),
          () => createPublicKey({ key, format: 'der', type: 'pkcs1' }),
        ];
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // try the next encoding
    }
  }
  throw new Error('not a key');
}

function privatePem(text: string): string {
  let key: KeyObject;
  try {
    key = parseKey(text, 'private');
  } catch {
    // Never the key itself in the message.
    throw new PaymentProviderError('alipay: the application private key is not a valid RSA private key', 'ALIPAY_BAD_KEY', false);
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new PaymentProviderError('alipay: the application private key is not an RSA key', 'ALIPAY_BAD_KEY', false);
  }
  return String(key.export({ type: 'pkcs8', format: 'pem' })).trim();
}

function publicPem(text: string): string {
  let key: KeyObject;
  try {
    key = parseKey(text, 'public');
  } catch {
    throw new PaymentProviderError('alipay: the Alipay public key is not a valid RSA public key', 'ALIPAY_BAD_KEY', false);
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new PaymentProviderError('alipay: the Alipay public key is not an RSA key', 'ALIPAY_BAD_KEY', false);
  }
  return String(key.export({ type: 'spki', format: 'pem' })).trim();
}

/** An answer node of the gateway (`<method>_response`), keys as Alipay writes them (camelcase off). */
type Answer = AlipaySdkCommonResult & Record<string, unknown>;

function text(answer: Answer, key: string): string | null {
  const v = answer[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

/** A business failure of the gateway as our error: the vendor's code and message, retryable only for its system error. */
function refused(answer: Answer): PaymentProviderError {
  const code = text(answer, 'sub_code') ?? `ALIPAY_${answer.code}`;
  const message = text(answer, 'sub_msg') ?? text(answer, 'msg') ?? 'Alipay refused the call';
  const retryable = code === 'ACQ.SYSTEM_ERROR' || code.startsWith('isp.') || answer.code === '20000';
  return new PaymentProviderError(message, code, retryable);
}

/**
 * What went wrong in the SDK's call as our error. The SDK's messages quote signs and answers, so none of
 * them is passed on: only our own words and a code.
 */
function callFailed(err: unknown): PaymentProviderError {
  if (err instanceof AlipayRequestError) {
    if (err.message.startsWith('验签失败')) {
      return new PaymentProviderError('Alipay answer signature does not verify', 'ALIPAY_BAD_SIGNATURE', false);
    }
    if (err.message.startsWith('HttpClient Request error')) {
      const cause = err.cause as { name?: unknown } | undefined;
      return String(cause?.name ?? '').includes('Timeout')
        ? new PaymentProviderError('Alipay did not answer in time', 'ALIPAY_TIMEOUT', true)
        : new PaymentProviderError('Alipay could not be reached', 'ALIPAY_NETWORK', true);
    }
    const status = /status: (\d{3})/.exec(err.message)?.[1];
    if (status) return new PaymentProviderError(`Alipay answered HTTP ${status}`, `ALIPAY_HTTP_${status}`, Number(status) >= 500);
  }
  return new PaymentProviderError('Alipay answer could not be read or verified', 'ALIPAY_BAD_ANSWER', false);
}

/**
 * Alipay (支付宝) for mobile browsers: `alipay.trade.wap.pay` (the buyer is sent to Alipay's page), queries,
 * closes and refunds through the OpenAPI gateway, and RSA2-signed asynchronous notices. Everything that
 * signs or verifies goes through the official `alipay-sdk`; each tenant has its own credentials.
 */
export class Alipay implements PaymentProvider {
  readonly name = 'alipay';
  readonly methods = [1] as const;
  /** H5 only: the wap pay page is for mobile browsers. */
  readonly channels = [2013] as const;
  private readonly sdk: AlipaySdk;
  private readonly appId: string;
  private readonly clock: Clock;

  constructor({ credentials, clock, gateway = 'https://openapi.alipay.com/gateway.do', timeoutMs = 10_000 }: AlipayOptions) {
    if (!credentials.appId) throw new PaymentProviderError('alipay: the app id is missing', 'ALIPAY_BAD_KEY', false);
    this.appId = credentials.appId;
    this.clock = clock;
    this.sdk = new AlipaySdk({
      appId: credentials.appId,
      privateKey: privatePem(credentials.privateKey),
      keyType: 'PKCS8',
      alipayPublicKey: publicPem(credentials.alipayPublicKey),
      signType: 'RSA2',
      gateway,
      timeout: timeoutMs,
      // Keep Alipay's snake_case names: the answers are read by their documented names.
      camelcase: false,
    });
  }

  async create(req: CreatePaymentRequest): Promise<CreatedPayment> {
    if (req.channel !== 2013) throw new PaymentProviderError('Alipay pays through H5 (2013) only', 'ALIPAY_CHANNEL', false);
    if (req.method !== null && req.method !== 1)
      throw new PaymentProviderError('Alipay takes method 1 only', 'ALIPAY_METHOD', false);
    const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        out_trade_no: req.paymentNo,
        total_amount: fenToYuan(req.amount),
        subject: req.subject.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        time_expire: toBeijingTime(req.expiresAt),
        quit_url: req.returnUrl,
      },
      notifyUrl: req.notifyUrl,
      returnUrl: req.returnUrl,
      // The SDK stamps the machine's local time; Alipay wants Beijing time, and ours comes from the clock.
      timestamp: toBeijingTime(this.clock()),
    });
    return { providerRef: req.paymentNo, cashier: { kind: 'redirect', url } };
  }

  async query(_providerRef: string, paymentNo: string): Promise<ProviderPaymentState> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: paymentNo });
    if (answer.code !== '10000') {
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown', amount: 0, method: null, paidAt: null };
      throw refused(answer);
    }
    const total = text(answer, 'total_amount');
    const amount = total === null ? 0 : this.amount(total);
    const paidText = text(answer, 'send_pay_date');
    const paidAt = paidText === null ? null : fromBeijingTime(paidText);
    switch (answer.trade_status) {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED':
        return { state: 'paid', amount, method: 1, paidAt };
      case 'WAIT_BUYER_PAY':
        return { state: 'open', amount, method: null, paidAt: null };
      case 'TRADE_CLOSED':
        // Alipay documents TRADE_CLOSED as "closed unpaid, or fully refunded after payment": a closed trade
        // that has a payment date was paid and then refunded in full.
        return paidAt !== null
          ? { state: 'refunded', amount, method: 1, paidAt }
          : { state: 'closed', amount, method: null, paidAt: null };
      default:
        throw new PaymentProviderError('Alipay answered an unknown trade status', 'ALIPAY_BAD_ANSWER', false);
    }
  }

  async close(providerRef: string, paymentNo: string): Promise<void> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: paymentNo });
    if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
    if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
      // Alipay answers the same for a trade already closed (fine) and one paid (not closable): ask which.
      const state = await this.query(providerRef, paymentNo);
      if (state.state === 'closed' || state.state === 'unknown') return;
    }
    throw refused(answer);
  }

  async refund(req: RefundRequest): Promise<{ refundRef: string }> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: req.paymentNo,
      refund_amount: fenToYuan(req.amount),
      // The same out_request_no is the same refund at Alipay: asking again refunds nothing more.
      out_request_no: req.refundNo,
    });
    if (answer.code !== '10000') throw refused(answer);
    const tradeNo = text(answer, 'trade_no');
    if (tradeNo === null) throw new PaymentProviderError('Alipay answered a refund without trade_no', 'ALIPAY_BAD_ANSWER', false);
    return { refundRef: `${tradeNo}:${req.refundNo}` };
  }

  async verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): Promise<PaymentEvent> {
    const contentType = String(headers['content-type'] ?? '');
    if (contentType && !contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      throw new PaymentNoticeError('alipay notice is not form-encoded');
    }
    const params: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(rawBody)) {
      if (k in params) throw new PaymentNoticeError('alipay notice repeats a field');
      params[k] = v;
    }
    if (!params.sign) throw new PaymentNoticeError('alipay notice is not signed');
    // Only RSA2: a notice must not talk us down to RSA (SHA-1), which the SDK would otherwise follow.
    if (params.sign_type !== undefined && params.sign_type !== 'RSA2')
      throw new PaymentNoticeError('alipay notice sign_type is not RSA2');
    let signed: boolean;
    try {
      signed = this.sdk.checkNotifySignV2(params);
    } catch {
      signed = false;
    }
    if (!signed) throw new PaymentNoticeError('alipay notice signature does not verify');
    if (params.app_id !== this.appId) throw new PaymentNoticeError('alipay notice is for another app id');
    const sentAt = params.notify_time ? fromBeijingTime(params.notify_time) : null;
    if (sentAt === null) throw new PaymentNoticeError('alipay notice has no valid notify_time');
    if (Math.abs(now - sentAt) > NOTICE_WINDOW_MS) throw new PaymentNoticeError('stale alipay notice');
    const notifyId = params.notify_id;
    const outTradeNo = params.out_trade_no;
    if (!notifyId || !outTradeNo) throw new PaymentNoticeError('alipay notice lacks notify_id or out_trade_no');

    const event = { eventId: `alipay:${notifyId}`, paymentNo: outTradeNo, providerRef: outTradeNo, method: 1 };
    const at = (name: string): number => {
      const v = params[name];
      const ms = v ? fromBeijingTime(v) : sentAt;
      if (ms === null) throw new PaymentNoticeError(`alipay notice has an invalid ${name}`);
      return ms;
    };
    const money = (name: string): number => {
      const v = params[name];
      if (!v) throw new PaymentNoticeError(`alipay notice lacks ${name}`);
      try {
        return yuanToFen(v);
      } catch {
        throw new PaymentNoticeError(`alipay notice has an invalid ${name}`);
      }
    };
    // A notice that carries refund_fee tells of a refund (TRADE_SUCCESS for a partial one, TRADE_CLOSED for all).
    if (params.refund_fee || params.gmt_refund) {
      return { ...event, kind: 'refunded', amount: money('refund_fee'), occurredAt: at('gmt_refund') };
    }
    switch (params.trade_status ?? '') {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED':
        return { ...event, kind: 'paid', amount: money('total_amount'), occurredAt: at('gmt_payment') };
      case 'TRADE_CLOSED':
        return { ...event, kind: 'failed', amount: 0, occurredAt: at('gmt_close') };
      case 'WAIT_BUYER_PAY':
        return { ...event, kind: 'connected', amount: 0, occurredAt: at('gmt_create') };
      default:
        throw new PaymentNoticeError('alipay notice has an unknown trade_status');
    }
  }

  /** Alipay takes the plain text `success` as "received"; anything else makes it send the notice again. */
  reply(ok: boolean, _message?: string): NoticeReply {
    return { status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' };
  }

  /**
   * Queries an order that cannot exist: a correctly signed ACQ.TRADE_NOT_EXIST proves that Alipay took our
   * signature (the app key) and that its answer verifies with the Alipay public key we hold.
   */
  async health(): Promise<void> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: `HEALTH${this.clock()}` });
    if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
    throw refused(answer);
  }

  /** One signed gateway call; the answer's sign is checked by the SDK (validateSign). */
  private async call(method: string, biz: Record<string, string>): Promise<Answer> {
    try {
      const answer = await this.sdk.exec(
        method,
        { bizContent: biz, timestamp: toBeijingTime(this.clock()) },
        { validateSign: true },
      );
      return answer as Answer;
    } catch (err) {
      throw callFailed(err);
    }
  }

  private amount(yuan: string): number {
    try {
      return yuanToFen(yuan);
    } catch {
      throw new PaymentProviderError('Alipay answered an invalid amount', 'ALIPAY_BAD_ANSWER', false);
    }
  }
}
