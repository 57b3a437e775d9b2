import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { Clock } from '../../clock';
import {
  NOTICE_WINDOW_MS,
  PaymentNoticeError,
  PaymentProviderError,
  type CreatePaymentRequest,
  type CreatedPayment,
  type NoticeReply,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundRequest,
} from './payment-provider';

/**
 * WeChat Pay API v3 (direct merchant, 直连商户). WeChat publishes no Node.js SDK, so the protocol is written
 * here with node:crypto and fetch, following the API v3 rules pages (签名生成, 签名验证, 回调通知及解密) and
 * the behaviour of the official Go SDK (wechatpay-apiv3/wechatpay-go), whose published test vectors are
 * reproduced in wechat-pay.test.ts.
 */

export interface WechatPayCredentials {
  /** 商户号. */
  mchId: string;
  /** The app id bound to the merchant (公众号/H5 appid). */
  appId: string;
  /** Merchant API certificate serial number (`serial_no` of our Authorization header). */
  certSerial: string;
  /** Merchant API private key, PEM (apiclient_key.pem). */
  privateKey: string;
  /** 32-byte API v3 key: the AES-256-GCM key of notices' resources. */
  apiV3Key: string;
  /** WeChat Pay public key (PEM) that signs answers and notices. */
  platformPublicKey: string;
  /** Its id, e.g. 'PUB_KEY_ID_0114232134912410000000000000': the `Wechatpay-Serial` of answers and notices. */
  platformPublicKeyId: string;
}

export interface WechatPayOptions {
  credentials: WechatPayCredentials;
  clock: Clock;
  /** The API host; tests point it at the local protocol server. */
  endpoint?: string;
  timeoutMs?: number;
}

export const WECHATPAY_ENDPOINT = 'https://api.mch.weixin.qq.com';
/** The Authorization scheme of API v3 (签名生成). */
export const WECHATPAY_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** WeChat's `description` is string(127): 127 UTF-8 bytes. */
const DESCRIPTION_MAX_BYTES = 127;
/** Error codes WeChat documents as "try the same call again later". */
const RETRYABLE_CODES = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED']);
/** The merchant order number health() asks about: it never exists, so WeChat answers a signed ORDER_NOT_EXIST. */
const HEALTH_PROBE_TRADE_NO = 'CURIO0HEALTH0PROBE';
const USER_AGENT = `Curio-WechatPay/1.0 (${process.platform}) Node.js/${process.version}`;

/** The request's signature string (签名生成): `METHOD\nURL\ntimestamp\nnonce\nbody\n`, URL = path with query. */
export function requestSignMessage(method: string, canonicalUrl: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${canonicalUrl}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The signature string of an answer or a notice (签名验证): `timestamp\nnonce\nbody\n`. */
export function answerSignMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** The JSAPI paySign string (JSAPI调起支付): `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function jsapiSignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
}

/** SHA256 with RSA (PKCS#1 v1.5), base64: the only signature algorithm of API v3. */
export function signSha256WithRsa(message: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** Whether `signature` (base64) is the public key's SHA256-with-RSA signature of `message`; never throws. */
export function verifySha256WithRsa(message: string, signature: string, publicKey: KeyObject | string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * AEAD_AES_GCM decryption of a notice's `resource` (回调通知及解密): the ciphertext is base64 of the
 * encrypted bytes followed by the 16-byte tag. The AES size follows the key length (16/24/32 bytes), as the
 * official Go SDK does; API v3 keys are 32 bytes (AES-256), the SDK's published vectors use 16-byte keys.
 * Throws when the key, nonce, associated data or ciphertext do not match (the tag does not verify).
 */
export function decryptAeadAesGcm(key: string | Buffer, nonce: string, associatedData: string, ciphertext: string): string {
  const k = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  if (k.length !== 16 && k.length !== 24 && k.length !== 32) throw new Error('AES-GCM key must be 16, 24 or 32 bytes');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(ciphertext)) throw new Error('ciphertext is not base64');
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length < 16) throw new Error('ciphertext shorter than its tag');
  const algorithm = `aes-${k.length * 8}-gcm` as 'aes-256-gcm';
  const decipher = createDecipheriv(algorithm, k, Buffer.from(nonce, 'utf8'), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** `ms` as RFC 3339 in China Standard Time, e.g. '2018-06-08T10:34:56+08:00' (WeChat's time format). */
export function toWechatTime(ms: number): string {
  const local = new Date(Math.floor(ms / 1000) * 1000 + 8 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}+08:00`;
}

/** Cuts `text` to at most `max` UTF-8 bytes without splitting a character. */
function truncateUtf8(text: string, max: number): string {
  if (Buffer.byteLength(text, 'utf8') <= max) return text;
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}

/** A header of a node/Fastify header bag, by case-insensitive name (the first value of a repeated header). */
function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const v = Array.isArray(value) ? value[0] : value;
    return v === undefined ? undefined : v.trim();
  }
  return undefined;
}

function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function fen(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined;
}

/** An answer whose signature verified: only these are believed. */
interface VerifiedAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The WeChat Pay provider: H5 (2013), JSAPI (2012) and Native (2011) payments of one merchant, its
 * refunds and its signed, encrypted notices. Every request is signed with the merchant key and every
 * answer is believed only once its signature verifies with the WeChat Pay public key.
 */
export class WechatPay implements PaymentProvider {
  readonly name = 'wechatpay';
  readonly methods = [0] as const;
  readonly channels = [2013, 2012, 2011] as const;

  private readonly credentials: WechatPayCredentials;
  private readonly clock: Clock;
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;
  private readonly apiV3Key: Buffer;

  constructor({ credentials, clock, endpoint = WECHATPAY_ENDPOINT, timeoutMs = 10_000 }: WechatPayOptions) {
    this.credentials = credentials;
    this.clock = clock;
    this.endpoint = endpoint.replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
    // Key parsing errors are replaced: node's messages never carry the key, but ours name only the field.
    try {
      this.privateKey = createPrivateKey(credentials.privateKey);
    } catch {
      throw new Error('WeChat Pay merchant private key is not a valid PEM private key');
    }
    try {
      this.platformKey = createPublicKey(credentials.platformPublicKey);
    } catch {
      throw new Error('WeChat Pay public key is not a valid PEM public key');
    }
    this.apiV3Key = Buffer.from(credentials.apiV3Key, 'utf8');
    if (this.apiV3Key.length !== 32) throw new Error('WeChat Pay API v3 key must be 32 bytes');
  }

  async create(req: CreatePaymentRequest): Promise<CreatedPayment> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
      throw new PaymentProviderError('amount must be a positive number of fen', 'PARAM_ERROR', false);
    }
    const { appId, mchId } = this.credentials;
    const common = {
      appid: appId,
      mchid: mchId,
      description: truncateUtf8(req.subject, DESCRIPTION_MAX_BYTES),
      out_trade_no: req.paymentNo,
      time_expire: toWechatTime(req.expiresAt),
      notify_url: req.notifyUrl,
      amount: { total: req.amount, currency: 'CNY' },
    };
    const providerRef = req.paymentNo;
    if (req.channel === 2013) {
      const answer = await this.call('POST', '/v3/pay/transactions/h5', {
        ...common,
        scene_info: { payer_client_ip: req.clientIp, h5_info: { type: 'Wap' } },
      });
      const h5Url = this.ok(answer, 'h5_url');
      return { providerRef, cashier: { kind: 'redirect', url: `${h5Url}&redirect_url=${encodeURIComponent(req.returnUrl)}` } };
    }
    if (req.channel === 2011) {
      const answer = await this.call('POST', '/v3/pay/transactions/native', common);
      return { providerRef, cashier: { kind: 'qr', content: this.ok(answer, 'code_url') } };
    }
    if (req.channel === 2012) {
      if (!req.openid) throw new PaymentProviderError('JSAPI payment needs the payer openid', 'OPENID_REQUIRED', false);
      const answer = await this.call('POST', '/v3/pay/transactions/jsapi', { ...common, payer: { openid: req.openid } });
      const prepayId = this.ok(answer, 'prepay_id');
      const timeStamp = String(Math.floor(this.clock() / 1000));
      const nonceStr = nonce();
      const pkg = `prepay_id=${prepayId}`;
      const paySign = signSha256WithRsa(jsapiSignMessage(appId, timeStamp, nonceStr, pkg), this.privateKey);
      return {
        providerRef,
        cashier: { kind: 'jsapi', params: { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign } },
      };
    }
    throw new PaymentProviderError(`channel ${req.channel} is not a WeChat Pay channel`, 'CHANNEL_NOT_SUPPORTED', false);
  }

  async query(_providerRef: string, paymentNo: string): Promise<ProviderPaymentState> {
    const answer = await this.call('GET', this.orderPath(paymentNo));
    if (answer.status === 404 && answer.body.code === 'ORDER_NOT_EXIST') {
      return { state: 'unknown', amount: 0, method: null, paidAt: null };
    }
    this.throwIfError(answer);
    const tradeState = str(answer.body.trade_state) ?? '';
    const amount = isRecord(answer.body.amount) ? fen(answer.body.amount.total) : undefined;
    const successTime = str(answer.body.success_time);
    const paidAt = successTime === undefined ? null : Date.parse(successTime);
    switch (tradeState) {
      case 'SUCCESS':
      case 'REFUND':
        if (amount === undefined || paidAt === null || Number.isNaN(paidAt))
          throw this.unexpected('paid order without amount or time');
        return { state: tradeState === 'SUCCESS' ? 'paid' : 'refunded', amount, method: 0, paidAt };
      case 'NOTPAY':
      case 'USERPAYING':
      case 'ACCEPT':
        return { state: 'open', amount: 0, method: null, paidAt: null };
      case 'CLOSED':
      case 'REVOKED':
        return { state: 'closed', amount: 0, method: null, paidAt: null };
      case 'PAYERROR':
        return { state: 'failed', amount: 0, method: null, paidAt: null };
      default:
        throw this.unexpected('unknown trade_state');
    }
  }

  async close(_providerRef: string, paymentNo: string): Promise<void> {
    const answer = await this.call('POST', `${this.orderPath(paymentNo, false)}/close`, { mchid: this.credentials.mchId });
    if (answer.status < 300) return;
    const code = answer.body.code;
    if (code === 'ORDER_NOT_EXIST' || code === 'ORDER_CLOSED' || code === 'ORDERCLOSED') return;
    this.throwIfError(answer);
  }

  async refund(req: RefundRequest): Promise<{ refundRef: string }> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0 || !Number.isSafeInteger(req.total) || req.total <= 0) {
      throw new PaymentProviderError('refund and total must be positive numbers of fen', 'PARAM_ERROR', false);
    }
    const answer = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: req.paymentNo,
      out_refund_no: req.refundNo,
      amount: { refund: req.amount, total: req.total, currency: 'CNY' },
    });
    return { refundRef: this.ok(answer, 'refund_id') };
  }

  async verify(rawBody: string, headers: Record<string, string | string[] | undefined>, now: number): Promise<PaymentEvent> {
    const timestamp = headerOf(headers, 'Wechatpay-Timestamp');
    const nonceHeader = headerOf(headers, 'Wechatpay-Nonce');
    const signature = headerOf(headers, 'Wechatpay-Signature');
    const serial = headerOf(headers, 'Wechatpay-Serial');
    if (!timestamp || !nonceHeader || !signature || !serial)
      throw new PaymentNoticeError('notice without Wechatpay signature headers');
    if (serial !== this.credentials.platformPublicKeyId)
      throw new PaymentNoticeError('notice signed by an unknown Wechatpay-Serial');
    if (!/^\d{1,12}$/.test(timestamp)) throw new PaymentNoticeError('notice Wechatpay-Timestamp is not a number');
    if (Math.abs(now - Number(timestamp) * 1000) > NOTICE_WINDOW_MS)
      throw new PaymentNoticeError('notice timestamp outside the window');
    if (!verifySha256WithRsa(answerSignMessage(timestamp, nonceHeader, rawBody), signature, this.platformKey)) {
      throw new PaymentNoticeError('notice signature does not verify');
    }

    let notice: unknown;
    try {
      notice = JSON.parse(rawBody);
    } catch {
      throw new PaymentNoticeError('notice body is not JSON');
    }
    if (!isRecord(notice) || !isRecord(notice.resource)) throw new PaymentNoticeError('notice without resource');
    const id = str(notice.id);
    const eventType = str(notice.event_type);
    const { algorithm, nonce: resNonce, associated_data: ad, ciphertext } = notice.resource;
    if (!id) throw new PaymentNoticeError('notice without id');
    if (algorithm !== 'AEAD_AES_256_GCM' || typeof resNonce !== 'string' || typeof ciphertext !== 'string') {
      throw new PaymentNoticeError('notice resource is not AEAD_AES_256_GCM');
    }
    let resource: unknown;
    try {
      resource = JSON.parse(decryptAeadAesGcm(this.apiV3Key, resNonce, typeof ad === 'string' ? ad : '', ciphertext));
    } catch {
      throw new PaymentNoticeError('notice resource does not decrypt');
    }
    if (!isRecord(resource)) throw new PaymentNoticeError('notice resource is not an object');
    if (resource.mchid !== this.credentials.mchId) throw new PaymentNoticeError('notice is for another merchant');
    const outTradeNo = str(resource.out_trade_no);
    const occurredAt = Date.parse(str(resource.success_time) ?? '');
    const amount = isRecord(resource.amount) ? resource.amount : {};
    if (!outTradeNo || Number.isNaN(occurredAt)) throw new PaymentNoticeError('notice resource without order number or time');
    const base = { eventId: `wechatpay:${id}`, paymentNo: outTradeNo, providerRef: outTradeNo, method: 0, occurredAt };

    if (eventType === 'TRANSACTION.SUCCESS') {
      const total = fen(amount.total);
      if (resource.trade_state !== 'SUCCESS' || total === undefined)
        throw new PaymentNoticeError('payment notice is not a success');
      return { ...base, kind: 'paid', amount: total };
    }
    if (eventType === 'REFUND.SUCCESS') {
      const refund = fen(amount.refund);
      if (resource.refund_status !== 'SUCCESS' || refund === undefined)
        throw new PaymentNoticeError('refund notice is not a success');
      return { ...base, kind: 'refunded', amount: refund };
    }
    throw new PaymentNoticeError('notice event_type is not handled');
  }

  reply(ok: boolean, message: string): NoticeReply {
    // 回调通知: success is 200/204 without a body; failure is 4xx/5xx with {"code":"FAIL","message":...}.
    if (ok) return { status: 204, contentType: 'text/plain', body: '' };
    return { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  }

  async health(): Promise<void> {
    const answer = await this.call('GET', this.orderPath(HEALTH_PROBE_TRADE_NO));
    if (answer.status === 404 && answer.body.code === 'ORDER_NOT_EXIST') return;
    this.throwIfError(answer);
  }

  private orderPath(outTradeNo: string, withMchid = true): string {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;
    return withMchid ? `${path}?mchid=${encodeURIComponent(this.credentials.mchId)}` : path;
  }

  /** A 2xx answer's string field, or the answer's error thrown. */
  private ok(answer: VerifiedAnswer, field: string): string {
    this.throwIfError(answer);
    const value = str(answer.body[field]);
    if (!value) throw this.unexpected(`answer without ${field}`);
    return value;
  }

  private throwIfError(answer: VerifiedAnswer): void {
    if (answer.status >= 200 && answer.status < 300) return;
    const code = str(answer.body.code) ?? `HTTP_${answer.status}`;
    const message = str(answer.body.message) ?? `WeChat Pay answered HTTP ${answer.status}`;
    throw new PaymentProviderError(message, code, answer.status >= 500 || RETRYABLE_CODES.has(code));
  }

  private unexpected(what: string): PaymentProviderError {
    return new PaymentProviderError(`WeChat Pay ${what}`, 'UNEXPECTED_ANSWER', false);
  }

  /**
   * One signed call. Answers whose signature does not verify are never believed: a 5xx of that kind (a
   * gateway in front of WeChat) is retryable, anything else is refused as INVALID_SIGNATURE.
   */
  private async call(method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<VerifiedAnswer> {
    const url = new URL(`${this.endpoint}${pathWithQuery}`);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(this.clock() / 1000));
    const nonceStr = nonce();
    const signature = signSha256WithRsa(
      requestSignMessage(method, url.pathname + url.search, timestamp, nonceStr, body),
      this.privateKey,
    );
    const { mchId, certSerial, platformPublicKeyId } = this.credentials;
    const headers: Record<string, string> = {
      Authorization: `${WECHATPAY_AUTH_SCHEMA} mchid="${mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${certSerial}"`,
      Accept: 'application/json',
      'User-Agent': USER_AGENT,
      'Wechatpay-Serial': platformPublicKeyId,
    };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';

    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new PaymentProviderError(
        timedOut ? 'WeChat Pay did not answer in time' : 'WeChat Pay could not be reached',
        timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        true,
      );
    }

    const ts = res.headers.get('Wechatpay-Timestamp');
    const nonceHeader = res.headers.get('Wechatpay-Nonce');
    const sig = res.headers.get('Wechatpay-Signature');
    const serial = res.headers.get('Wechatpay-Serial');
    const signed =
      ts !== null &&
      nonceHeader !== null &&
      sig !== null &&
      serial === platformPublicKeyId &&
      verifySha256WithRsa(answerSignMessage(ts, nonceHeader, text), sig, this.platformKey);
    if (!signed) {
      if (res.status >= 500) throw new PaymentProviderError(`WeChat Pay answered HTTP ${res.status}`, `HTTP_${res.status}`, true);
      throw new PaymentProviderError('WeChat Pay answer signature does not verify', 'INVALID_SIGNATURE', false);
    }
    if (text === '') return { status: res.status, body: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PaymentProviderError('WeChat Pay answer is not JSON', 'UNEXPECTED_ANSWER', res.status >= 500);
    }
    return { status: res.status, body: isRecord(parsed) ? parsed : {} };
  }
}
