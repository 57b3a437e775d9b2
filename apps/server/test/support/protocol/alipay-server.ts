// A local stand-in for Alipay's OpenAPI gateway (https://openapi.alipay.com/gateway.do) on loopback: it
// checks requests the way the gateway does (RSA2 over the sorted parameters with the merchant's public key,
// the app id), answers in the gateway's documented JSON signed with its own "Alipay" key over the exact
// text of the response node, keeps trades in memory, and acts as the buyer (pays, posts the signed
// form-encoded notice to the trade's notify_url). Reused by the adapter's tests, the integration test
// that drives a purchase through it and the production-boot test.
import { createSign, createVerify, generateKeyPair, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

/** An RSA key pair as PEM text: private PKCS#8, public SPKI (what Alipay's key tool hands out). */
export interface PemKeyPair {
  privateKey: string;
  publicKey: string;
}

/** A notice as it goes over the wire (and the parameters in it, for tests that look). */
export interface AlipayNotice {
  headers: Record<string, string>;
  body: string;
  params: Record<string, string>;
}

/** Posts a notice and answers what the receiver answered (tests inject into an app instead of listening). */
export type AlipayNoticeDelivery = (req: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;

export interface AlipayTestServerOptions {
  /** The merchant's app id the gateway accepts (default '2021000000000001'). */
  appId?: string;
  /** The gateway's time (timestamps it checks, times it writes); default Date.now. */
  clock?: () => number;
  /** How notices are posted (default: an HTTP POST with fetch). */
  deliver?: AlipayNoticeDelivery;
  /** Keys to use instead of generating two RSA pairs in start() (generation is slow on a busy machine). */
  keys?: { alipay: PemKeyPair; merchant: PemKeyPair };
}

export type AlipayTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface AlipayTestTrade {
  outTradeNo: string;
  tradeNo: string;
  /** In fen. */
  total: number;
  subject: string;
  status: AlipayTradeStatus;
  notifyUrl: string | null;
  returnUrl: string | null;
  /** Unix ms, or null when the request gave no time_expire. */
  expiresAt: number | null;
  createdAt: number;
  paidAt: number | null;
  /** By out_request_no: the amount in fen and when. */
  refunds: Map<string, { amount: number; at: number }>;
  refunded: number;
}

/** One request the gateway received, after its checks. */
export interface AlipayTestRequest {
  httpMethod: string;
  /** The API method (`method` parameter), '' when missing. */
  method: string;
  params: Record<string, string>;
  /** biz_content parsed, or null. */
  biz: Record<string, unknown> | null;
  /** Whether the request's RSA2 sign verified with the merchant's public key. */
  signOk: boolean;
  /** The sub_code the gateway answered with, or null for success. */
  subCode: string | null;
}

/** The answer node of one API call (Alipay's `<method>_response`). */
type Node = Record<string, string>;

const BEIJING_OFFSET_MS = 8 * 3600_000;
/** How far a request's timestamp may be from the gateway's time before it is refused. */
const TIMESTAMP_WINDOW_MS = 15 * 60_000;

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, as Alipay writes every time. */
function beijing(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function parseBeijing(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return null;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - BEIJING_OFFSET_MS;
  return beijing(ms) === s ? ms : null;
}

/** Fen as Alipay's yuan text ('0.01'), by digits: never floating point. */
function yuan(fen: number): string {
  const s = String(fen).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** Alipay's yuan text as fen, or null when it is not an amount of at most two decimals. */
function fen(s: unknown): number | null {
  if (typeof s !== 'string') return null;
  const m = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * The string Alipay signs and verifies for requests and notices: the parameters sorted by name, each
 * `name=value` (values as received, not URL-encoded), joined with '&', leaving out `sign`, the names in
 * `omit` and empty values.
 */
export function alipaySignContent(params: Record<string, string>, omit: readonly string[] = []): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !omit.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/**
 * The exact text of a response node as the gateway writes (and signs) it: compact JSON with '/' escaped
 * as '\/' (the escape Alipay's answers carry, valid JSON).
 */
export function answerNodeText(node: Record<string, string>): string {
  return JSON.stringify(node).replaceAll('/', '\\/');
}

function rsa2Sign(content: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

function rsa2Verify(content: string, sign: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64');
  } catch {
    return false;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function newKeyPair(): Promise<PemKeyPair> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey, publicKey };
}

/** Thrown inside a handler: answered as the gateway's error node. */
class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly subCode: string,
    readonly subMsg: string,
  ) {
    super(subMsg);
  }
}

const business = (subCode: string, subMsg: string) => new GatewayError('40004', 'Business Failed', subCode, subMsg);
const invalid = (subCode: string, subMsg: string) => new GatewayError('40002', 'Invalid Arguments', subCode, subMsg);

/** The node Alipay answers for a sub_code a test asked for (failNext). */
function injected(subCode: string): GatewayError {
  if (subCode.startsWith('isp.')) return new GatewayError('20000', 'Service Currently Unavailable', subCode, '系统繁忙');
  if (subCode.startsWith('isv.')) return invalid(subCode, '参数无效');
  return business(subCode, subCode === 'ACQ.SYSTEM_ERROR' ? '系统错误' : '业务处理失败');
}

const API_METHODS = ['alipay.trade.wap.pay', 'alipay.trade.query', 'alipay.trade.close', 'alipay.trade.refund'];

/**
 * Alipay's gateway on 127.0.0.1 (a free port). `start()` generates its Alipay key pair and a merchant key
 * pair (unless given), `credentials()` is what the adapter is configured with, `url` the gateway address.
 */
export class AlipayTestServer {
  readonly appId: string;
  /** Everything received, in order. */
  readonly requests: AlipayTestRequest[] = [];
  readonly trades = new Map<string, AlipayTestTrade>();
  private readonly clock: () => number;
  private readonly deliverImpl: AlipayNoticeDelivery;
  private keys: { alipay: PemKeyPair; merchant: PemKeyPair } | null;
  private server: Server | null = null;
  private origin = '';
  private failures: string[] = [];
  private badSigns = 0;
  private tradeSeq = 0;

  constructor(options: AlipayTestServerOptions = {}) {
    this.appId = options.appId ?? '2021000000000001';
    this.clock = options.clock ?? Date.now;
    this.deliverImpl = options.deliver ?? fetchDelivery;
    this.keys = options.keys ?? null;
  }

  /** Generates the keys (unless given) and listens on 127.0.0.1:0. */
  async start(): Promise<void> {
    if (!this.keys) {
      const [alipay, merchant] = await Promise.all([newKeyPair(), newKeyPair()]);
      this.keys = { alipay, merchant };
    }
    const server = createServer((req, res) => {
      void this.handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('internal error');
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The gateway address (`…/gateway.do`), as the adapter's `gateway` option. */
  get url(): string {
    if (!this.origin) throw new Error('AlipayTestServer: not started');
    return `${this.origin}/gateway.do`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** The merchant's credentials for the adapter: app id, merchant private key, the gateway's public key. */
  credentials(): { appId: string; privateKey: string; alipayPublicKey: string } {
    const keys = this.requireKeys();
    return { appId: this.appId, privateKey: keys.merchant.privateKey, alipayPublicKey: keys.alipay.publicKey };
  }

  /** Both key pairs (tests sign with the Alipay key, or check against the merchant's public key). */
  keyPairs(): { alipay: PemKeyPair; merchant: PemKeyPair } {
    return this.requireKeys();
  }

  /** The next API call (any method) is answered with this sub_code instead of being carried out. */
  failNext(subCode: string): void {
    this.failures.push(subCode);
  }

  /** The next answer carries a sign that does not verify (an answer tampered with on the way). */
  badSignNext(): void {
    this.badSigns += 1;
  }

  /**
   * Acts as the buyer: pays the trade (it must have been opened: its wap.pay page was loaded) and posts the
   * TRADE_SUCCESS notice to its notify_url. Answers the HTTP status and body the merchant answered.
   */
  async pay(outTradeNo: string): Promise<{ status: number; body: string }> {
    const trade = this.payTrade(outTradeNo);
    if (!trade.notifyUrl) throw new Error(`AlipayTestServer: trade ${outTradeNo} has no notify_url`);
    return this.deliver(trade.notifyUrl, this.notice(outTradeNo));
  }

  /**
   * A signed asynchronous notice for a trade (as Alipay sends it), not sent. `overrides` replace fields
   * before signing (null removes one); `signWith` signs with another private key (a forgery).
   */
  notice(outTradeNo: string, overrides: Record<string, string | null> = {}, signWith?: string): AlipayNotice {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`AlipayTestServer: no trade ${outTradeNo}`);
    const now = this.clock();
    const amount = yuan(trade.total);
    const params: Record<string, string> = {
      gmt_create: beijing(trade.createdAt),
      charset: 'utf-8',
      seller_email: 'curio-merchant@example.com',
      subject: trade.subject,
      buyer_id: '2088102534368455',
      invoice_amount: amount,
      notify_id: `${beijing(now).replace(/\D/g, '')}${randomBytes(10).toString('hex')}`,
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: trade.status,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      app_id: this.appId,
      sign_type: 'RSA2',
      seller_id: '2088531891668739',
      notify_time: beijing(now),
      version: '1.0',
      out_trade_no: trade.outTradeNo,
      total_amount: amount,
      trade_no: trade.tradeNo,
      auth_app_id: this.appId,
      buyer_logon_id: 'bu***@example.com',
      point_amount: '0.00',
    };
    if (trade.paidAt !== null) params.gmt_payment = beijing(trade.paidAt);
    for (const [k, v] of Object.entries(overrides)) {
      if (v === null) delete params[k];
      else params[k] = v;
    }
    // Notices are signed without sign and sign_type (Alipay's documented rule for asynchronous notices).
    params.sign = rsa2Sign(alipaySignContent(params, ['sign_type']), signWith ?? this.requireKeys().alipay.privateKey);
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      params,
    };
  }

  /** Posts a notice to `url` (as Alipay does, form-encoded), answering what the receiver answered. */
  async deliver(
    url: string,
    notice: { headers: Record<string, string>; body: string },
  ): Promise<{ status: number; body: string }> {
    return this.deliverImpl({ url, headers: notice.headers, body: notice.body });
  }

  private requireKeys(): { alipay: PemKeyPair; merchant: PemKeyPair } {
    if (!this.keys) throw new Error('AlipayTestServer: not started');
    return this.keys;
  }

  /** Marks a trade paid now (an open, unexpired trade only). */
  private payTrade(outTradeNo: string): AlipayTestTrade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`AlipayTestServer: no trade ${outTradeNo} (load its wap.pay URL first)`);
    this.expire(trade);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`AlipayTestServer: trade ${outTradeNo} is ${trade.status}`);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = this.clock();
    return trade;
  }

  /** An open trade past its time_expire is closed (Alipay closes it then). */
  private expire(trade: AlipayTestTrade): void {
    if (trade.status === 'WAIT_BUYER_PAY' && trade.expiresAt !== null && this.clock() > trade.expiresAt) {
      trade.status = 'TRADE_CLOSED';
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    if (url.pathname === '/cashier/pay' && req.method === 'POST') return this.cashierPay(url, res);
    if (url.pathname !== '/gateway.do' || (req.method !== 'GET' && req.method !== 'POST')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');

    const params: Record<string, string> = {};
    let duplicate = false;
    const take = (source: URLSearchParams) => {
      for (const [k, v] of source) {
        if (k in params) duplicate = true;
        params[k] = v;
      }
    };
    take(url.searchParams);
    if (body) take(new URLSearchParams(body));

    const method = params.method ?? '';
    const isPage = method === 'alipay.trade.wap.pay';
    const record: AlipayTestRequest = { httpMethod: req.method, method, params, biz: null, signOk: false, subCode: null };
    this.requests.push(record);

    let node: Node;
    try {
      node = this.dispatch(params, record, duplicate);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      record.subCode = err.subCode;
      node = { code: err.code, msg: err.msg, sub_code: err.subCode, sub_msg: err.subMsg };
    }

    if (isPage) {
      this.page(res, node, params);
      return;
    }
    const key = `${(method || 'error').replaceAll('.', '_')}_response`;
    const text = answerNodeText(node);
    let sign = rsa2Sign(text, this.requireKeys().alipay.privateKey);
    if (this.badSigns > 0) {
      this.badSigns -= 1;
      sign = rsa2Sign(`${text} `, this.requireKeys().alipay.privateKey);
    }
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${key}":${text},"sign":"${sign}"}`);
  }

  /** The gateway's checks, then the API method. */
  private dispatch(params: Record<string, string>, record: AlipayTestRequest, duplicate: boolean): Node {
    if (duplicate) throw invalid('isv.invalid-parameter', '参数重复');
    const required: [string, string][] = [
      ['app_id', 'isv.missing-app-id'],
      ['method', 'isv.missing-method'],
      ['sign_type', 'isv.missing-signature-type'],
      ['sign', 'isv.missing-signature'],
      ['timestamp', 'isv.missing-timestamp'],
      ['version', 'isv.missing-version'],
    ];
    for (const [name, subCode] of required) {
      if (!params[name]) throw new GatewayError('40001', 'Missing Required Arguments', subCode, `缺少${name}参数`);
    }
    if (params.app_id !== this.appId) throw invalid('isv.invalid-app-id', '无效的AppID参数');
    if (!API_METHODS.includes(params.method!)) throw invalid('isv.invalid-method', '不存在的方法名');
    if (params.sign_type !== 'RSA2') throw invalid('isv.invalid-signature-type', '无效的签名类型');
    if (params.charset && params.charset.toLowerCase() !== 'utf-8') throw invalid('isv.invalid-charset', '字符集错误');
    const content = alipaySignContent(params);
    record.signOk = rsa2Verify(content, params.sign!, this.requireKeys().merchant.publicKey);
    if (!record.signOk) {
      throw invalid(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      );
    }
    const ts = parseBeijing(params.timestamp!);
    if (ts === null || Math.abs(ts - this.clock()) > TIMESTAMP_WINDOW_MS)
      throw invalid('isv.invalid-timestamp', '非法的时间戳参数');

    let biz: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? '');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      biz = parsed as Record<string, unknown>;
    } catch {
      throw new GatewayError('40001', 'Missing Required Arguments', 'isv.missing-biz-content', '缺少业务参数');
    }
    record.biz = biz;
    const failure = this.failures.shift();
    if (failure) throw injected(failure);

    switch (params.method ?? '') {
      case 'alipay.trade.wap.pay':
        return this.wapPay(params, biz);
      case 'alipay.trade.query':
        return this.query(biz);
      case 'alipay.trade.close':
        return this.closeTrade(biz);
      default:
        return this.refund(biz);
    }
  }

  private findTrade(biz: Record<string, unknown>): AlipayTestTrade {
    const outTradeNo = biz.out_trade_no;
    const tradeNo = biz.trade_no;
    let trade: AlipayTestTrade | undefined;
    if (typeof outTradeNo === 'string' && outTradeNo) trade = this.trades.get(outTradeNo);
    else if (typeof tradeNo === 'string' && tradeNo) trade = [...this.trades.values()].find((t) => t.tradeNo === tradeNo);
    else throw invalid('isv.invalid-parameter', '订单号不能为空');
    if (!trade) throw business('ACQ.TRADE_NOT_EXIST', '交易不存在');
    this.expire(trade);
    return trade;
  }

  /** Loading the wap.pay page creates the trade (Alipay creates it when the buyer reaches its cashier). */
  private wapPay(params: Record<string, string>, biz: Record<string, unknown>): Node {
    const outTradeNo = biz.out_trade_no;
    const total = fen(biz.total_amount);
    const subject = biz.subject;
    if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) {
      throw invalid('isv.invalid-parameter', 'out_trade_no 不合法');
    }
    if (total === null || total < 1 || total > 10_000_000_000) throw invalid('isv.invalid-parameter', 'total_amount 不合法');
    if (typeof subject !== 'string' || !subject || subject.length > 256) throw invalid('isv.invalid-parameter', 'subject 不合法');
    if (biz.product_code !== 'QUICK_WAP_WAY') throw invalid('isv.invalid-parameter', 'product_code 不合法');
    let expiresAt: number | null = null;
    if (biz.time_expire !== undefined) {
      expiresAt = typeof biz.time_expire === 'string' ? parseBeijing(biz.time_expire) : null;
      if (expiresAt === null) throw invalid('isv.invalid-parameter', 'time_expire 格式不正确');
    }
    const existing = this.trades.get(outTradeNo);
    if (existing) {
      this.expire(existing);
      if (existing.status === 'TRADE_SUCCESS' || existing.status === 'TRADE_FINISHED') {
        throw business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      }
      if (existing.status === 'TRADE_CLOSED') throw business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (existing.total !== total) throw business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      return { code: '10000', msg: 'Success', out_trade_no: outTradeNo, trade_no: existing.tradeNo };
    }
    if (expiresAt !== null && expiresAt < this.clock()) throw business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    this.tradeSeq += 1;
    const now = this.clock();
    const trade: AlipayTestTrade = {
      outTradeNo,
      tradeNo: `${beijing(now).slice(0, 10).replaceAll('-', '')}2200${String(this.tradeSeq).padStart(20, '0')}`,
      total,
      subject,
      status: 'WAIT_BUYER_PAY',
      notifyUrl: params.notify_url || null,
      returnUrl: params.return_url || null,
      expiresAt,
      createdAt: now,
      paidAt: null,
      refunds: new Map(),
      refunded: 0,
    };
    this.trades.set(outTradeNo, trade);
    return { code: '10000', msg: 'Success', out_trade_no: outTradeNo, trade_no: trade.tradeNo };
  }

  private query(biz: Record<string, unknown>): Node {
    const t = this.findTrade(biz);
    const node: Node = {
      code: '10000',
      msg: 'Success',
      buyer_logon_id: 'bu***@example.com',
      buyer_pay_amount: t.paidAt !== null ? yuan(t.total) : '0.00',
      buyer_user_id: '2088102534368455',
      invoice_amount: t.paidAt !== null ? yuan(t.total) : '0.00',
      out_trade_no: t.outTradeNo,
      point_amount: '0.00',
      receipt_amount: t.paidAt !== null ? yuan(t.total) : '0.00',
      total_amount: yuan(t.total),
      trade_no: t.tradeNo,
      trade_status: t.status,
    };
    if (t.paidAt !== null) node.send_pay_date = beijing(t.paidAt);
    return node;
  }

  private closeTrade(biz: Record<string, unknown>): Node {
    const t = this.findTrade(biz);
    if (t.status !== 'WAIT_BUYER_PAY') throw business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    t.status = 'TRADE_CLOSED';
    return { code: '10000', msg: 'Success', out_trade_no: t.outTradeNo, trade_no: t.tradeNo };
  }

  /** Idempotent on out_request_no; a full refund closes the trade (TRADE_CLOSED after payment). */
  private refund(biz: Record<string, unknown>): Node {
    const amount = fen(biz.refund_amount);
    if (amount === null || amount < 1) throw invalid('isv.invalid-parameter', 'refund_amount 不合法');
    const t = this.findTrade(biz);
    const requestNo = typeof biz.out_request_no === 'string' && biz.out_request_no ? biz.out_request_no : t.outTradeNo;
    const answer = (fundChange: 'Y' | 'N'): Node => ({
      code: '10000',
      msg: 'Success',
      buyer_logon_id: 'bu***@example.com',
      buyer_user_id: '2088102534368455',
      fund_change: fundChange,
      gmt_refund_pay: beijing(t.refunds.get(requestNo)!.at),
      out_trade_no: t.outTradeNo,
      refund_fee: yuan(t.refunded),
      send_back_fee: yuan(t.refunds.get(requestNo)!.amount),
      trade_no: t.tradeNo,
    });
    const earlier = t.refunds.get(requestNo);
    if (earlier) {
      if (earlier.amount !== amount) throw business('ACQ.DISCORDANT_REPEAT_REQUEST', '请求信息不一致');
      return answer('N');
    }
    if (t.paidAt === null || (t.status !== 'TRADE_SUCCESS' && t.status !== 'TRADE_CLOSED')) {
      throw business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    }
    if (t.refunded + amount > t.total) throw business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    t.refunds.set(requestNo, { amount, at: this.clock() });
    t.refunded += amount;
    if (t.refunded === t.total) t.status = 'TRADE_CLOSED';
    return answer('Y');
  }

  /** The wap.pay answer: a small cashier page, or an error page naming the sub_code. */
  private page(res: ServerResponse, node: Node, params: Record<string, string>): void {
    if (node.code !== '10000') {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><meta charset="utf-8"><title>支付宝 - 错误</title>` +
          `<p>错误代码 <code id="sub-code">${escapeHtml(node.sub_code ?? '')}</code></p>` +
          `<p>${escapeHtml(node.code ?? '')} ${escapeHtml(node.msg ?? '')}</p>`,
      );
      return;
    }
    const trade = this.trades.get(node.out_trade_no!)!;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>支付宝 - 网上支付</title>` +
        `<h1 id="subject">${escapeHtml(trade.subject)}</h1>` +
        `<p>¥<span id="amount">${yuan(trade.total)}</span></p>` +
        `<form method="post" action="/cashier/pay?out_trade_no=${encodeURIComponent(trade.outTradeNo)}">` +
        `<button id="pay" type="submit">确认付款</button></form>` +
        (params.return_url ? `<a id="quit" href="${escapeHtml(params.return_url)}">返回商家</a>` : ''),
    );
  }

  /** The cashier page's button (for browser tests): pays, posts the notice, goes back to return_url. */
  private async cashierPay(url: URL, res: ServerResponse): Promise<void> {
    const outTradeNo = url.searchParams.get('out_trade_no') ?? '';
    let trade: AlipayTestTrade;
    try {
      trade = this.payTrade(outTradeNo);
    } catch {
      res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' }).end('交易状态不合法');
      return;
    }
    if (trade.notifyUrl) await this.deliver(trade.notifyUrl, this.notice(outTradeNo)).catch(() => undefined);
    if (!trade.returnUrl) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('支付成功');
      return;
    }
    // The synchronous return carries signed parameters too (the merchant must not trust them alone).
    const ret: Record<string, string> = {
      app_id: this.appId,
      auth_app_id: this.appId,
      charset: 'utf-8',
      method: 'alipay.trade.wap.pay.return',
      out_trade_no: trade.outTradeNo,
      seller_id: '2088531891668739',
      timestamp: beijing(this.clock()),
      total_amount: yuan(trade.total),
      trade_no: trade.tradeNo,
      version: '1.0',
      sign_type: 'RSA2',
    };
    ret.sign = rsa2Sign(alipaySignContent(ret, ['sign_type']), this.requireKeys().alipay.privateKey);
    const back = new URL(trade.returnUrl);
    for (const [k, v] of Object.entries(ret)) back.searchParams.set(k, v);
    res.writeHead(302, { location: back.toString() }).end();
  }
}

/** Posts the notice over HTTP, as Alipay does. */
const fetchDelivery: AlipayNoticeDelivery = async ({ url, headers, body }) => {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: await res.text() };
};
