import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPair,
  randomBytes,
  randomUUID,
  type KeyObject,
  type KeyPairKeyObjectResult,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayCredentials } from '../../../src/providers/pay/wechat-pay';

/**
 * A local server that speaks WeChat Pay API v3 (direct merchant) the way api.mch.weixin.qq.com does, for
 * tests: it checks every request's `WECHATPAY2-SHA256-RSA2048` Authorization with the merchant's public
 * key, signs every answer with the platform private key (`Wechatpay-*` headers), keeps orders and refunds
 * in memory, serves the H5 cashier page, and sends AEAD_AES_256_GCM-encrypted, signed notices.
 *
 * Its crypto is written independently of the adapter (src/providers/pay/wechat-pay.ts) so that a test
 * against it checks the adapter against a second reading of the protocol, not against itself.
 */

export type TradeType = 'H5' | 'NATIVE' | 'JSAPI';
export type TradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'REFUND' | 'CLOSED' | 'REVOKED' | 'PAYERROR';

export interface WechatOrder {
  outTradeNo: string;
  tradeType: TradeType;
  appid: string;
  description: string;
  notifyUrl: string;
  total: number;
  openid: string | null;
  clientIp: string | null;
  timeExpire: string;
  prepayId: string;
  state: TradeState;
  transactionId: string | null;
  successTime: string | null;
  refunded: number;
  /** The create parameters: the same out_trade_no with the same parameters answers the same prepay. */
  fingerprint: string;
}

export interface WechatRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  refund: number;
  total: number;
  createTime: string;
  status: 'PROCESSING' | 'SUCCESS';
  notifyUrl: string | null;
}

/** A request the server received. */
export interface ReceivedRequest {
  method: string;
  /** Path with query, as signed. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether its Authorization signature verified with the merchant public key. */
  authorized: boolean;
}

/** A notice as WeChat Pay sends it: POST body and headers. */
export interface WechatNotice {
  headers: Record<string, string>;
  body: string;
}

/** Sends a notice (default: an HTTP POST) and answers the HTTP status the receiver answered. */
export type NoticeDeliverer = (delivery: { url: string; headers: Record<string, string>; body: string }) => Promise<number>;

export interface NoticeOverrides {
  /** The notice `id` (default a fresh UUID): replay a notice by giving the same id. */
  id?: string;
  eventType?: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS' | (string & {});
  /** For REFUND.SUCCESS: which refund (default the order's latest). */
  outRefundNo?: string;
  /** Merged over the decrypted resource, e.g. `{ amount: { total: 1 } }` or `{ mchid: 'other' }`. */
  resource?: Record<string, unknown>;
  /** Wechatpay-Timestamp in unix seconds (default now). */
  timestamp?: number;
  serial?: string;
  /** Replaces the computed Wechatpay-Signature. */
  signature?: string;
  /** Signs with this private key instead of the platform's (a forged notice). */
  signWith?: KeyObject;
  /** Encrypts the resource with this key instead of the API v3 key. */
  apiV3Key?: string;
  /** Flips a byte of the ciphertext after encrypting (and before signing). */
  tamperCiphertext?: boolean;
}

export interface WechatPayTestServerOptions {
  mchId?: string;
  appId?: string;
  certSerial?: string;
  platformPublicKeyId?: string;
  /** 32 bytes. */
  apiV3Key?: string;
  /** The server's time (unix ms): signs answers and notices, and bounds request timestamps (±5 min). */
  clock?: () => number;
  /** How notices reach the platform (default: HTTP POST to the notify_url). */
  deliver?: NoticeDeliverer;
}

interface Answer {
  status: number;
  body: unknown;
}

type Spoil = 'unsigned' | 'badSignature' | 'hang';

const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
const REQUEST_WINDOW_S = 300;
const ORDER_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?$/;
const REFUND_PATH = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/;
const H5_PAGE = '/cgi-bin/mmpayweb-bin/checkmweb';

function err(status: number, code: string, message: string): Answer {
  return { status, body: { code, message } };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function posInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

function digits(n: number): string {
  let s = '';
  for (const b of randomBytes(n)) s += String(b % 10);
  return s;
}

function alnum(n: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (const b of randomBytes(n)) s += chars[b % chars.length];
  return s;
}

function cstTime(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function generateRsa(): Promise<KeyPairKeyObjectResult> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (e, publicKey, privateKey) =>
      e ? reject(e) : resolve({ publicKey, privateKey }),
    ),
  );
}

async function postNotice({
  url,
  headers,
  body,
}: {
  url: string;
  headers: Record<string, string>;
  body: string;
}): Promise<number> {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return res.status;
}

export class WechatPayTestServer {
  readonly mchId: string;
  readonly appId: string;
  readonly certSerial: string;
  readonly platformPublicKeyId: string;
  readonly apiV3Key: string;
  /** Every request received, oldest first. */
  readonly requests: ReceivedRequest[] = [];
  readonly orders = new Map<string, WechatOrder>();
  readonly refunds = new Map<string, WechatRefund>();

  private readonly clock: () => number;
  private readonly deliverer: NoticeDeliverer;
  private merchant: KeyPairKeyObjectResult | null = null;
  private platform: KeyPairKeyObjectResult | null = null;
  private server: Server | null = null;
  private base = '';
  private nextFailure: Answer | null = null;
  private nextSpoil: Spoil | null = null;
  private readonly hung = new Set<ServerResponse>();

  constructor(options: WechatPayTestServerOptions = {}) {
    this.mchId = options.mchId ?? '1900009191';
    this.appId = options.appId ?? 'wxd678efh567hg6787';
    this.certSerial = options.certSerial ?? '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C';
    this.platformPublicKeyId = options.platformPublicKeyId ?? 'PUB_KEY_ID_0119000091912025000000000000';
    this.apiV3Key = options.apiV3Key ?? alnum(32);
    if (Buffer.byteLength(this.apiV3Key) !== 32) throw new Error('apiV3Key must be 32 bytes');
    this.clock = options.clock ?? Date.now;
    this.deliverer = options.deliver ?? postNotice;
  }

  /** Generates the merchant and platform key pairs (two RSA-2048 keys) and listens on 127.0.0.1, a free port. */
  async start(): Promise<this> {
    [this.merchant, this.platform] = await Promise.all([generateRsa(), generateRsa()]);
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  /** The API endpoint (give it to `new WechatPay({ endpoint })`). */
  get url(): string {
    if (!this.base) throw new Error('WechatPayTestServer not started');
    return this.base;
  }

  async close(): Promise<void> {
    for (const res of this.hung) res.destroy();
    this.hung.clear();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The merchant's credentials as WeChat issued them for this server. */
  credentials(): WechatPayCredentials {
    return {
      mchId: this.mchId,
      appId: this.appId,
      certSerial: this.certSerial,
      privateKey: this.keys().merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      apiV3Key: this.apiV3Key,
      platformPublicKey: this.keys().platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      platformPublicKeyId: this.platformPublicKeyId,
    };
  }

  /** The merchant public key (checks our signatures: Authorization, JSAPI paySign). */
  get merchantPublicKey(): KeyObject {
    return this.keys().merchant.publicKey;
  }

  /** The next signed API call (after its signature verified) answers this error. */
  failNext(code: string, status: number, message = `simulated ${code}`): void {
    this.nextFailure = err(status, code, message);
  }

  /** The next API answer is sent without Wechatpay-* headers / with a wrong signature / never (until close). */
  spoilNext(how: Spoil): void {
    this.nextSpoil = how;
  }

  order(outTradeNo: string): WechatOrder | undefined {
    return this.orders.get(outTradeNo);
  }

  /** Puts an order in a state the buyer's side would (USERPAYING, PAYERROR, REVOKED, CLOSED...). */
  setTradeState(outTradeNo: string, state: TradeState): void {
    const order = this.mustOrder(outTradeNo);
    order.state = state;
    if (state === 'SUCCESS' && !order.successTime) {
      order.transactionId = `42000${digits(23)}`;
      order.successTime = cstTime(this.clock());
    }
  }

  /**
   * The buyer pays (before time_expire): the order becomes SUCCESS and the TRANSACTION.SUCCESS notice is
   * built, not sent. `pay` sends it.
   */
  markPaid(outTradeNo: string, openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'): WechatNotice {
    const order = this.mustOrder(outTradeNo);
    if (order.state !== 'NOTPAY' && order.state !== 'USERPAYING') throw new Error(`order ${outTradeNo} is ${order.state}`);
    if (this.clock() > Date.parse(order.timeExpire)) throw new Error(`order ${outTradeNo} expired at ${order.timeExpire}`);
    order.state = 'SUCCESS';
    order.openid = order.openid ?? openid;
    order.transactionId = `42000${digits(23)}`;
    order.successTime = cstTime(this.clock());
    return this.notice(outTradeNo);
  }

  /** The buyer pays and WeChat posts the notice to the order's notify_url; answers the HTTP status it got. */
  async pay(outTradeNo: string): Promise<number> {
    const notice = this.markPaid(outTradeNo);
    return this.deliver(this.mustOrder(outTradeNo).notifyUrl, notice);
  }

  /** Marks a refund done and builds its REFUND.SUCCESS notice (not sent). */
  settleRefund(outRefundNo: string): WechatNotice {
    const refund = this.refunds.get(outRefundNo);
    if (!refund) throw new Error(`no refund ${outRefundNo}`);
    refund.status = 'SUCCESS';
    return this.notice(refund.outTradeNo, { eventType: 'REFUND.SUCCESS', outRefundNo });
  }

  async deliver(url: string, notice: WechatNotice): Promise<number> {
    return this.deliverer({ url, headers: { ...notice.headers }, body: notice.body });
  }

  /** Builds (does not send) a signed, encrypted notice of an order, which a test may then alter. */
  notice(outTradeNo: string, o: NoticeOverrides = {}): WechatNotice {
    const order = this.mustOrder(outTradeNo);
    const now = this.clock();
    const eventType = o.eventType ?? 'TRANSACTION.SUCCESS';
    let plain: Record<string, unknown>;
    let originalType: string;
    let summary: string;
    if (eventType.startsWith('REFUND.')) {
      const refund = o.outRefundNo
        ? this.refunds.get(o.outRefundNo)
        : [...this.refunds.values()].filter((r) => r.outTradeNo === outTradeNo).at(-1);
      if (!refund) throw new Error(`no refund of ${outTradeNo}`);
      originalType = 'refund';
      summary = '退款状态';
      plain = {
        mchid: this.mchId,
        out_trade_no: order.outTradeNo,
        transaction_id: order.transactionId ?? `42000${digits(23)}`,
        out_refund_no: refund.outRefundNo,
        refund_id: refund.refundId,
        refund_status: eventType === 'REFUND.SUCCESS' ? 'SUCCESS' : eventType.slice('REFUND.'.length),
        success_time: cstTime(now),
        user_received_account: '支付用户零钱',
        amount: { total: order.total, refund: refund.refund, payer_total: order.total, payer_refund: refund.refund },
      };
    } else {
      originalType = 'transaction';
      summary = '支付成功';
      plain = {
        mchid: this.mchId,
        appid: order.appid,
        out_trade_no: order.outTradeNo,
        transaction_id: order.transactionId ?? `42000${digits(23)}`,
        trade_type: order.tradeType === 'H5' ? 'MWEB' : order.tradeType,
        trade_state: 'SUCCESS',
        trade_state_desc: '支付成功',
        bank_type: 'OTHERS',
        attach: '',
        success_time: order.successTime ?? cstTime(now),
        payer: { openid: order.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
      };
    }
    Object.assign(plain, o.resource ?? {});

    const resNonce = alnum(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(o.apiV3Key ?? this.apiV3Key, 'utf8'), Buffer.from(resNonce, 'utf8'));
    cipher.setAAD(Buffer.from(originalType, 'utf8'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    if (o.tamperCiphertext) sealed[0] = (sealed[0] ?? 0) ^ 0x01;
    const body = JSON.stringify({
      id: o.id ?? randomUUID(),
      create_time: cstTime(now),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: originalType,
        nonce: resNonce,
      },
    });
    const timestamp = String(o.timestamp ?? Math.floor(now / 1000));
    const nonce = alnum(32);
    const signature =
      o.signature ??
      createSign('RSA-SHA256')
        .update(`${timestamp}\n${nonce}\n${body}\n`)
        .sign(o.signWith ?? this.keys().platform.privateKey, 'base64');
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': o.serial ?? this.platformPublicKeyId,
        'Wechatpay-Signature-Type': SCHEMA,
      },
    };
  }

  private keys(): { merchant: KeyPairKeyObjectResult; platform: KeyPairKeyObjectResult } {
    if (!this.merchant || !this.platform) throw new Error('WechatPayTestServer not started');
    return { merchant: this.merchant, platform: this.platform };
  }

  private mustOrder(outTradeNo: string): WechatOrder {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    return order;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    try {
      if (path.startsWith(H5_PAGE)) {
        await this.h5Page(method, path, body, res);
        return;
      }
      const authorized = this.checkAuthorization(req, method, path, body);
      this.requests.push({ method, path, headers: req.headers, body, authorized: authorized === null });
      const answer = authorized ?? this.takeFailure() ?? this.route(method, path, body);
      this.answer(res, answer);
    } catch (e) {
      this.answer(res, err(500, 'SYSTEM_ERROR', e instanceof Error ? e.message : 'system error'));
    }
  }

  /** null when the request's Authorization verifies; else the documented refusal. */
  private checkAuthorization(req: IncomingMessage, method: string, path: string, body: string): Answer | null {
    const header = req.headers.authorization ?? '';
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
    if (!match?.[1]) return err(401, 'SIGN_ERROR', 'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》');
    const params: Record<string, string> = {};
    for (const m of match[1].matchAll(/(\w+)="([^"]*)"/g)) params[m[1] ?? ''] = m[2] ?? '';
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = params;
    if (!mchid || !nonce || !signature || !timestamp || !serial) {
      return err(401, 'SIGN_ERROR', 'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》');
    }
    if (mchid !== this.mchId) return err(400, 'MCH_NOT_EXISTS', '商户号不存在');
    if (serial !== this.certSerial) return err(401, 'SIGN_ERROR', '商户证书序列号有误。请使用签名私钥匹配的证书序列号');
    if (!/^\d+$/.test(timestamp) || Math.abs(Math.floor(this.clock() / 1000) - Number(timestamp)) > REQUEST_WINDOW_S) {
      return err(401, 'SIGN_ERROR', '请求时间戳超出有效范围');
    }
    const message = `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
    let ok = false;
    try {
      ok = createVerify('RSA-SHA256').update(message).verify(this.keys().merchant.publicKey, signature, 'base64');
    } catch {
      ok = false;
    }
    if (!ok) return err(401, 'SIGN_ERROR', '签名错误，请检查后再试');
    return null;
  }

  private takeFailure(): Answer | null {
    const f = this.nextFailure;
    this.nextFailure = null;
    return f;
  }

  private answer(res: ServerResponse, { status, body }: Answer): void {
    const spoil = this.nextSpoil;
    this.nextSpoil = null;
    if (spoil === 'hang') {
      this.hung.add(res);
      return;
    }
    const text = status === 204 ? '' : JSON.stringify(body);
    const headers: Record<string, string> = { 'Request-ID': randomUUID() };
    if (text) headers['Content-Type'] = 'application/json; charset=utf-8';
    if (spoil !== 'unsigned') {
      const timestamp = String(Math.floor(this.clock() / 1000));
      const nonce = alnum(32);
      let signature = createSign('RSA-SHA256')
        .update(`${timestamp}\n${nonce}\n${text}\n`)
        .sign(this.keys().platform.privateKey, 'base64');
      if (spoil === 'badSignature')
        signature = createSign('RSA-SHA256').update('tampered').sign(this.keys().platform.privateKey, 'base64');
      headers['Wechatpay-Timestamp'] = timestamp;
      headers['Wechatpay-Nonce'] = nonce;
      headers['Wechatpay-Signature'] = signature;
      headers['Wechatpay-Serial'] = this.platformPublicKeyId;
    }
    res.writeHead(status, headers);
    res.end(text);
  }

  private route(method: string, path: string, body: string): Answer {
    const url = new URL(path, 'http://x');
    let json: Record<string, unknown> = {};
    if (method === 'POST') {
      try {
        const parsed: unknown = JSON.parse(body);
        if (!isRecord(parsed)) return err(400, 'PARAM_ERROR', '请求体不是JSON对象');
        json = parsed;
      } catch {
        return err(400, 'PARAM_ERROR', '请求体不是合法的JSON');
      }
    }
    const create = /^\/v3\/pay\/transactions\/(h5|native|jsapi)$/.exec(url.pathname);
    if (method === 'POST' && create?.[1]) return this.create(create[1].toUpperCase() as TradeType, json);
    const orderMatch = ORDER_PATH.exec(url.pathname);
    if (orderMatch?.[1]) {
      const no = decodeURIComponent(orderMatch[1]);
      if (method === 'GET' && !orderMatch[2]) return this.query(no, url.searchParams.get('mchid'));
      if (method === 'POST' && orderMatch[2]) return this.closeOrder(no, json);
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return this.refund(json);
    const refundMatch = REFUND_PATH.exec(url.pathname);
    if (method === 'GET' && refundMatch?.[1]) {
      const refund = this.refunds.get(decodeURIComponent(refundMatch[1]));
      return refund ? { status: 200, body: this.refundBody(refund) } : err(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    return err(404, 'NOT_FOUND', '请求的资源不存在');
  }

  private create(tradeType: TradeType, b: Record<string, unknown>): Answer {
    const amount = isRecord(b.amount) ? b.amount : {};
    const { appid, mchid, description, out_trade_no: no, notify_url: notifyUrl, time_expire: timeExpire } = b;
    if (
      typeof appid !== 'string' ||
      typeof mchid !== 'string' ||
      typeof description !== 'string' ||
      typeof notifyUrl !== 'string'
    ) {
      return err(400, 'PARAM_ERROR', '缺少必填参数');
    }
    if (typeof no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(no)) return err(400, 'PARAM_ERROR', 'out_trade_no格式错误');
    if (Buffer.byteLength(description) > 127) return err(400, 'PARAM_ERROR', 'description长度超过127字节');
    if (!posInt(amount.total) || (amount.currency !== undefined && amount.currency !== 'CNY'))
      return err(400, 'PARAM_ERROR', '订单金额错误');
    if (mchid !== this.mchId) return err(400, 'MCH_NOT_EXISTS', '商户号不存在');
    if (appid !== this.appId) return err(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (typeof timeExpire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(timeExpire)) {
      return err(400, 'PARAM_ERROR', 'time_expire格式错误');
    }
    let openid: string | null = null;
    let clientIp: string | null = null;
    if (tradeType === 'JSAPI') {
      openid = isRecord(b.payer) && typeof b.payer.openid === 'string' && b.payer.openid ? b.payer.openid : null;
      if (!openid) return err(400, 'PARAM_ERROR', '缺少参数payer.openid');
    }
    if (tradeType === 'H5') {
      const scene = isRecord(b.scene_info) ? b.scene_info : {};
      clientIp = typeof scene.payer_client_ip === 'string' ? scene.payer_client_ip : null;
      if (!clientIp || !isRecord(scene.h5_info) || typeof scene.h5_info.type !== 'string') {
        return err(400, 'PARAM_ERROR', '缺少参数scene_info.payer_client_ip或h5_info.type');
      }
    }
    const fingerprint = JSON.stringify([tradeType, appid, description, amount.total, openid]);
    const existing = this.orders.get(no);
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND') return err(400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED' || existing.state === 'REVOKED') return err(400, 'ORDERCLOSED', '订单已关闭');
      if (existing.fingerprint !== fingerprint) return err(400, 'INVALID_REQUEST', '201 商户订单号重复');
      return { status: 200, body: this.prepayBody(existing) };
    }
    const order: WechatOrder = {
      outTradeNo: no,
      tradeType,
      appid,
      description,
      notifyUrl,
      total: amount.total,
      openid,
      clientIp,
      timeExpire,
      prepayId: `wx${digits(14)}${randomBytes(9).toString('hex')}`,
      state: 'NOTPAY',
      transactionId: null,
      successTime: null,
      refunded: 0,
      fingerprint,
    };
    this.orders.set(no, order);
    return { status: 200, body: this.prepayBody(order) };
  }

  private prepayBody(order: WechatOrder): Record<string, string> {
    if (order.tradeType === 'H5') {
      return { h5_url: `${this.base}${H5_PAGE}?prepay_id=${order.prepayId}&package=${order.prepayId.slice(-10)}` };
    }
    if (order.tradeType === 'NATIVE') return { code_url: `weixin://wxpay/bizpayurl?pr=${order.prepayId.slice(-7)}` };
    return { prepay_id: order.prepayId };
  }

  private query(no: string, mchid: string | null): Answer {
    if (!mchid) return err(400, 'PARAM_ERROR', '缺少参数mchid');
    if (mchid !== this.mchId) return err(400, 'MCH_NOT_EXISTS', '商户号不存在');
    const order = this.orders.get(no);
    if (!order) return err(404, 'ORDER_NOT_EXIST', '订单不存在');
    const paid = order.successTime !== null && (order.state === 'SUCCESS' || order.state === 'REFUND');
    const desc: Record<TradeState, string> = {
      NOTPAY: '订单未支付',
      USERPAYING: '用户支付中',
      SUCCESS: '支付成功',
      REFUND: '转入退款',
      CLOSED: '订单已关闭',
      REVOKED: '订单已撤销',
      PAYERROR: '支付失败',
    };
    return {
      status: 200,
      body: {
        appid: order.appid,
        mchid: this.mchId,
        out_trade_no: order.outTradeNo,
        ...(paid ? { transaction_id: order.transactionId, trade_type: order.tradeType === 'H5' ? 'MWEB' : order.tradeType } : {}),
        trade_state: order.state,
        trade_state_desc: desc[order.state],
        ...(paid
          ? {
              bank_type: 'OTHERS',
              attach: '',
              success_time: order.successTime,
              payer: { openid: order.openid },
              amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
            }
          : { amount: { total: order.total, currency: 'CNY' } }),
      },
    };
  }

  private closeOrder(no: string, b: Record<string, unknown>): Answer {
    if (b.mchid !== this.mchId) return err(400, 'MCH_NOT_EXISTS', '商户号不存在');
    const order = this.orders.get(no);
    if (!order) return err(404, 'ORDER_NOT_EXIST', '订单不存在');
    if (order.state === 'SUCCESS' || order.state === 'REFUND') return err(400, 'ORDERPAID', '该订单已支付');
    order.state = order.state === 'REVOKED' ? 'REVOKED' : 'CLOSED';
    return { status: 204, body: null };
  }

  private refund(b: Record<string, unknown>): Answer {
    const amount = isRecord(b.amount) ? b.amount : {};
    const { out_trade_no: no, out_refund_no: refundNo } = b;
    if (typeof no !== 'string' || typeof refundNo !== 'string' || !refundNo)
      return err(400, 'PARAM_ERROR', '缺少参数out_trade_no或out_refund_no');
    if (!posInt(amount.refund) || !posInt(amount.total) || amount.currency !== 'CNY')
      return err(400, 'PARAM_ERROR', '退款金额参数错误');
    const existing = this.refunds.get(refundNo);
    if (existing) {
      // 同一退款单号多次请求只退一笔 (out_refund_no): the same refund answers again; different amounts are refused.
      if (existing.outTradeNo !== no || existing.refund !== amount.refund || existing.total !== amount.total) {
        return err(400, 'INVALID_REQUEST', '订单金额或退款金额与之前请求不一致，请核实后再试');
      }
      return { status: 200, body: this.refundBody(existing) };
    }
    const order = this.orders.get(no);
    if (!order) return err(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return err(400, 'INVALID_REQUEST', '订单未支付，不能退款');
    if (amount.total !== order.total) return err(400, 'INVALID_REQUEST', '订单金额与原订单金额不一致');
    if (amount.refund > order.total - order.refunded) return err(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    const refund: WechatRefund = {
      outRefundNo: refundNo,
      refundId: `50000${digits(24)}`,
      outTradeNo: no,
      refund: amount.refund,
      total: amount.total,
      createTime: cstTime(this.clock()),
      status: 'PROCESSING',
      notifyUrl: typeof b.notify_url === 'string' ? b.notify_url : null,
    };
    this.refunds.set(refundNo, refund);
    order.refunded += amount.refund;
    order.state = 'REFUND';
    return { status: 200, body: this.refundBody(refund) };
  }

  private refundBody(r: WechatRefund): Record<string, unknown> {
    const order = this.orders.get(r.outTradeNo);
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: order?.transactionId ?? '',
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: r.createTime,
      status: r.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: r.total,
        refund: r.refund,
        payer_total: r.total,
        payer_refund: r.refund,
        settlement_refund: r.refund,
        settlement_total: r.total,
        discount_refund: 0,
        currency: 'CNY',
        refund_fee: 0,
      },
    };
  }

  /** The H5 cashier (h5_url): a page with a pay button; paying posts the notice and returns to redirect_url. */
  private async h5Page(method: string, path: string, body: string, res: ServerResponse): Promise<void> {
    const url = new URL(path, 'http://x');
    const form = method === 'POST' ? new URLSearchParams(body) : url.searchParams;
    const prepayId = form.get('prepay_id') ?? '';
    const redirect = form.get('redirect_url') ?? '';
    const order = [...this.orders.values()].find((o) => o.prepayId === prepayId && o.tradeType === 'H5');
    const page = (status: number, html: string): void => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><meta charset="utf-8"><title>微信支付</title></head><body>${html}</body></html>`);
    };
    if (!order) return page(404, '<p>订单不存在</p>');
    if (method === 'POST' && url.pathname === `${H5_PAGE}/pay`) {
      if (order.state === 'NOTPAY' || order.state === 'USERPAYING') await this.pay(order.outTradeNo);
      if (redirect) {
        res.writeHead(302, { Location: redirect });
        res.end();
        return;
      }
      return page(200, '<p>支付成功</p>');
    }
    page(
      200,
      `<h1>${escapeHtml(order.description)}</h1><p>￥${(order.total / 100).toFixed(2)}</p><p data-state="${order.state}">${order.state}</p>` +
        `<form method="post" action="${H5_PAGE}/pay"><input type="hidden" name="prepay_id" value="${escapeHtml(prepayId)}">` +
        `<input type="hidden" name="redirect_url" value="${escapeHtml(redirect)}"><button type="submit">确认支付</button></form>`,
    );
  }
}
