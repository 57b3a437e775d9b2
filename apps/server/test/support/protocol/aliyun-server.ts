import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alibaba Cloud's OpenAPI gateway, for SMS (dysmsapi 2017-05-25) and real-name
 * checks (cloudauth 2019-03-07). It authenticates every request the way the gateway documents it
 * ("V3版本请求体&签名机制", ACS3-HMAC-SHA256 in the Authorization header, which the official SDKs send by
 * default; and the older RPC `Signature` query parameter, HMAC-SHA1), refuses with the gateway's
 * documented error answers, and only then answers SendSms, QuerySmsSign, Id2MetaVerify and
 * DescribeOssUploadToken in the products' documented JSON.
 */

/** The gateway refuses a request whose x-acs-date / Timestamp is more than 15 minutes off. */
export const ALIYUN_CLOCK_SKEW_MS = 15 * 60_000;

/** RFC 3986 percent-encoding, as the gateway canonicalises: A-Z a-z 0-9 - _ . ~ stay, all else is %XX. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const byKey = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** A request as the signature sees it: the decoded path, decoded query pairs, lower-cased headers, raw body. */
export interface SignedRequest {
  method: string;
  /** The request target as sent: path and raw query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Form-style pairs ('+' is a space), in the order sent. */
function pairsOf(raw: string): Array<[string, string]> {
  return [...new URLSearchParams(raw)];
}

function header(req: SignedRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

/** The parsed `Authorization: ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…` header. */
export interface Acs3Authorization {
  algorithm: string;
  accessKeyId: string;
  signedHeaders: string[];
  signature: string;
}

export function parseAcs3Authorization(value: string): Acs3Authorization | undefined {
  const space = value.indexOf(' ');
  if (space < 0) return undefined;
  const fields = new Map<string, string>();
  for (const part of value.slice(space + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const accessKeyId = fields.get('Credential');
  const signed = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!accessKeyId || !signed || !signature) return undefined;
  return { algorithm: value.slice(0, space), accessKeyId, signedHeaders: signed.split(';'), signature };
}

/**
 * The canonical request of the V3 signature: method, canonical URI (each path segment RFC 3986
 * encoded), canonical query (pairs sorted by name, name and value encoded), the signed headers
 * (`name:trimmed value\n` each), the signed header names joined by ';', and the hex SHA-256 of the
 * body the server actually received (so a body that does not match x-acs-content-sha256 fails).
 */
export function acs3CanonicalRequest(req: SignedRequest, signedHeaders: readonly string[]): string {
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const uri = path
    .split('/')
    .map((seg) => percentEncode(decodeURIComponent(seg)))
    .join('/');
  const query = pairsOf(q < 0 ? '' : req.url.slice(q + 1))
    .sort(byKey)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');
  const headers = signedHeaders.map((h) => `${h}:${(header(req, h) ?? '').trim()}\n`).join('');
  const payload = createHash('sha256').update(req.body).digest('hex');
  return [req.method.toUpperCase(), uri || '/', query, headers, signedHeaders.join(';'), payload].join('\n');
}

/** Hex HMAC-SHA256, keyed with the AccessKey secret, of "ACS3-HMAC-SHA256\n" + hex SHA-256(canonical request). */
export function acs3Signature(secret: string, canonicalRequest: string): string {
  const stringToSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

/** The gateway's V3 check of a request whose Authorization names a key with `secret`. */
export function checkAcs3Signature(req: SignedRequest, auth: Acs3Authorization, secret: string): boolean {
  const expected = Buffer.from(acs3Signature(secret, acs3CanonicalRequest(req, auth.signedHeaders)), 'utf8');
  const given = Buffer.from(auth.signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** RPC string to sign: METHOD & %2F & encode(sorted, encoded `k=v` pairs without Signature joined by '&'). */
export function rpcStringToSign(method: string, params: ReadonlyArray<[string, string]>): string {
  const canonical = params
    .filter(([k]) => k !== 'Signature')
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as [string, string])
    .sort(byKey)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(canonical)}`;
}

/** Base64 HMAC-SHA1 of the RPC string to sign, keyed with the AccessKey secret and '&'. */
export function rpcSignature(method: string, params: ReadonlyArray<[string, string]>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(rpcStringToSign(method, params)).digest('base64');
}

export function checkRpcSignature(method: string, params: ReadonlyArray<[string, string]>, secret: string): boolean {
  const given = Buffer.from(params.find(([k]) => k === 'Signature')?.[1] ?? '', 'utf8');
  const expected = Buffer.from(rpcSignature(method, params, secret), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A message SendSms accepted: what the phone would show (tests read the code from `params`). */
export interface AliyunSentSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  accessKeyId: string;
}

/** One request the server answered (or held): its action and the Code it answered. */
export interface AliyunAnswer {
  action: string | undefined;
  status: number;
  code: string;
}

export interface AliyunTestServerOptions {
  /** The clock the timestamp window is checked against (default Date.now); pass the platform's test clock. */
  clock?: () => number;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

// The gateway's documented common errors (OpenAPI client error codes).
const notFoundKey = () => new Refusal(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
const badSignature = () => new Refusal(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
const incomplete = () => new Refusal(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
const expired = () => new Refusal(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
const badTimestamp = () =>
  new Refusal(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
const nonceUsed = () => new Refusal(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
const badMethod = () => new Refusal(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
const noApi = () => new Refusal(404, 'InvalidApi.NotFound', 'Specified api is not found, please check your url and method.');

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/**
 * Country code and number, digits only, without '+' or '00' and not 86. A number starting with 1 is
 * read as mainland (this server does not serve the North American plan's +1).
 */
const INTERNATIONAL_MOBILE = /^(?!86)[2-9]\d{7,14}$/;

const randomId = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0');

export class AliyunTestServer {
  /** The key pair generated for this server (adapter configs use these unless a test adds its own). */
  readonly accessKeyId = `LTAI${randomId(20)}`;
  readonly accessKeySecret = randomId(30);
  /** Messages SendSms accepted, oldest first. */
  readonly sent: AliyunSentSms[] = [];
  /** Every request, with the Code it was answered (or '(held)' for one `hangNext` kept open). */
  readonly answers: AliyunAnswer[] = [];

  private readonly clock: () => number;
  private readonly keys = new Map<string, string>();
  private readonly nonces = new Set<string>();
  private readonly people = new Map<string, { name: string; bizCode: string }>();
  private readonly signs = new Set<string>();
  private readonly templates = new Map<string, readonly string[]>();
  private readonly held: http.ServerResponse[] = [];
  private server: http.Server | undefined;
  private port = 0;
  private refusal: { code: string; message: string } | undefined;
  private failure: Refusal | undefined;
  private hang = false;

  constructor(options: AliyunTestServerOptions = {}) {
    this.clock = options.clock ?? Date.now;
    this.keys.set(this.accessKeyId, this.accessKeySecret);
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => void this.receive(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** 'http://127.0.0.1:<port>': give it as the adapters' `endpoint`. */
  get url(): string {
    if (!this.server) throw new Error('AliyunTestServer: not started');
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const res of this.held.splice(0)) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Another AccessKey pair the gateway knows. */
  addKey(accessKeyId: string, accessKeySecret: string): void {
    this.keys.set(accessKeyId, accessKeySecret);
  }

  /**
   * Approved sign names. While none is added any sign name is accepted; once one is, SendSms with
   * another answers isv.SMS_SIGNATURE_ILLEGAL (and QuerySmsSign does not find it).
   */
  addSign(signName: string): void {
    this.signs.add(signName);
  }

  /**
   * An approved template and its variables. While none is added any template is accepted; once one
   * is, another answers isv.SMS_TEMPLATE_ILLEGAL, and a missing variable isv.TEMPLATE_MISSING_PARAMETERS.
   */
  addTemplate(templateCode: string, variables: readonly string[]): void {
    this.templates.set(templateCode, variables);
  }

  /**
   * A person on record for Id2MetaVerify: this name with this ID answers `bizCode` ('1': consistent);
   * the ID with another name answers '2'; an ID never added answers '3' (no record).
   */
  addPerson(name: string, idCard: string, bizCode = '1'): void {
    this.people.set(idCard.toUpperCase(), { name, bizCode });
  }

  /** The next SendSms answers this Code (HTTP 200, as SendSms reports business refusals). */
  refuseNext(code: string, message = 'refused by the test server'): void {
    this.refusal = { code, message };
  }

  /** The next authenticated call, of any action, answers this HTTP error (e.g. 403 Forbidden.AccountAccessDenied). */
  failNext(status: number, code: string, message = 'failed by the test server'): void {
    this.failure = new Refusal(status, code, message);
  }

  /** The next request is read and then never answered (until `close()`). */
  hangNext(): void {
    this.hang = true;
  }

  /** The latest message sent to `phone` (as SendSms received it: '13800138000', '85291234567'). */
  lastSent(phone: string): AliyunSentSms | undefined {
    return this.sent.filter((m) => m.phone === phone).at(-1);
  }

  private async receive(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return;
    }
    const signed: SignedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    if (this.hang) {
      this.hang = false;
      this.held.push(res);
      this.answers.push({ action: header(signed, 'x-acs-action'), status: 0, code: '(held)' });
      return;
    }
    let action = header(signed, 'x-acs-action');
    try {
      const call = this.authenticate(signed);
      action = call.action;
      const failure = this.failure;
      this.failure = undefined;
      if (failure) throw failure;
      this.reply(res, action, 200, this.dispatch(call));
    } catch (caught) {
      const e =
        caught instanceof Refusal
          ? caught
          : new Refusal(500, 'InternalError', 'The request processing has failed due to some unknown error.');
      this.reply(res, action, e.status, {
        RequestId: randomUUID().toUpperCase(),
        HostId: String(req.headers.host ?? ''),
        Code: e.code,
        Message: e.message,
        Recommend: `https://api.aliyun.com/troubleshoot?q=${encodeURIComponent(e.code)}`,
      });
    }
  }

  private reply(res: http.ServerResponse, action: string | undefined, status: number, body: Record<string, unknown>): void {
    const code = typeof body.Code === 'string' ? body.Code : 'OK';
    this.answers.push({ action, status, code });
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  /** The gateway's checks, in its order: well-formed, fresh, known key, signature, unused nonce. */
  private authenticate(req: SignedRequest): Call {
    const q = req.url.indexOf('?');
    const query = pairsOf(q < 0 ? '' : req.url.slice(q + 1));
    const contentType = header(req, 'content-type') ?? '';
    const form = contentType.startsWith('application/x-www-form-urlencoded') ? pairsOf(req.body.toString('utf8')) : [];
    const params = new Map<string, string>([...query, ...form]);
    const authorization = header(req, 'authorization');

    if (authorization) {
      const auth = parseAcs3Authorization(authorization);
      if (!auth) throw incomplete();
      if (auth.algorithm !== 'ACS3-HMAC-SHA256') throw badMethod();
      const action = header(req, 'x-acs-action');
      const version = header(req, 'x-acs-version');
      const date = header(req, 'x-acs-date');
      const nonce = header(req, 'x-acs-signature-nonce');
      if (!action || !version || !date || !nonce || header(req, 'x-acs-content-sha256') === undefined) throw incomplete();
      // Every x-acs-* header, host and content-type present must be signed (the V3 rule).
      const mustSign = Object.keys(req.headers).filter((h) => h.startsWith('x-acs-') || h === 'host' || h === 'content-type');
      if (mustSign.some((h) => !auth.signedHeaders.includes(h))) throw incomplete();
      if (auth.signedHeaders.some((h) => header(req, h) === undefined)) throw incomplete();
      this.checkFresh(date);
      const secret = this.keys.get(auth.accessKeyId);
      if (secret === undefined) throw notFoundKey();
      if (!checkAcs3Signature(req, auth, secret)) throw badSignature();
      this.useNonce(auth.accessKeyId, nonce);
      return { action, version, accessKeyId: auth.accessKeyId, params };
    }

    if (params.has('Signature')) {
      const all = [...query, ...form];
      const accessKeyId = params.get('AccessKeyId');
      const action = params.get('Action');
      const version = params.get('Version');
      const timestamp = params.get('Timestamp');
      const nonce = params.get('SignatureNonce');
      if (!accessKeyId || !action || !version || !timestamp || !nonce) throw incomplete();
      if (params.get('SignatureMethod') !== 'HMAC-SHA1' || (params.get('SignatureVersion') ?? '1.0') !== '1.0') throw badMethod();
      this.checkFresh(timestamp);
      const secret = this.keys.get(accessKeyId);
      if (secret === undefined) throw notFoundKey();
      if (!checkRpcSignature(req.method, all, secret)) throw badSignature();
      this.useNonce(accessKeyId, nonce);
      return { action, version, accessKeyId, params };
    }
    throw incomplete();
  }

  private checkFresh(stamp: string): void {
    if (!TIMESTAMP.test(stamp)) throw badTimestamp();
    const at = Date.parse(stamp);
    if (Number.isNaN(at)) throw badTimestamp();
    if (Math.abs(this.clock() - at) > ALIYUN_CLOCK_SKEW_MS) throw expired();
  }

  private useNonce(accessKeyId: string, nonce: string): void {
    const key = `${accessKeyId}\n${nonce}`;
    if (this.nonces.has(key)) throw nonceUsed();
    this.nonces.add(key);
  }

  private dispatch(call: Call): Record<string, unknown> {
    const requestId = randomUUID().toUpperCase();
    const route = `${call.action}@${call.version}`;
    switch (route) {
      case 'SendSms@2017-05-25':
        return { RequestId: requestId, ...this.sendSms(call) };
      case 'QuerySmsSign@2017-05-25':
        return { RequestId: requestId, ...this.querySmsSign(call) };
      case 'Id2MetaVerify@2019-03-07':
        return { RequestId: requestId, ...this.id2MetaVerify(call) };
      case 'DescribeOssUploadToken@2019-03-07':
        return {
          RequestId: requestId,
          OssUploadToken: {
            Bucket: 'cloudauth-test',
            EndPoint: 'https://oss-cn-shanghai.aliyuncs.com',
            Expired: this.clock() + 3600_000,
            Key: `STS.${randomId(20)}`,
            Path: 'verify/',
            Secret: randomId(30),
            Token: randomId(40),
          },
        };
      default:
        throw noApi();
    }
  }

  /** SendSms (dysmsapi 2017-05-25): business refusals come back as HTTP 200 with a Code other than OK. */
  private sendSms(call: Call): Record<string, unknown> {
    const refuse = (Code: string, Message: string) => ({ Code, Message });
    const phones = (call.params.get('PhoneNumbers') ?? '').split(',').filter(Boolean);
    const signName = call.params.get('SignName') ?? '';
    const templateCode = call.params.get('TemplateCode') ?? '';
    const rawParam = call.params.get('TemplateParam');
    if (phones.length === 0 || !signName || !templateCode) return refuse('isv.INVALID_PARAMETERS', '参数异常');
    const refusal = this.refusal;
    this.refusal = undefined;
    if (refusal) return refuse(refusal.code, refusal.message);
    if (phones.length > 1000) return refuse('isv.MOBILE_COUNT_OVER_LIMIT', '手机号码数量超过限制');
    if (phones.some((p) => !MAINLAND_MOBILE.test(p) && !INTERNATIONAL_MOBILE.test(p))) {
      return refuse('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    }
    if (this.signs.size > 0 && !this.signs.has(signName)) return refuse('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    let params: Record<string, string> = {};
    if (rawParam !== undefined) {
      try {
        const parsed: unknown = JSON.parse(rawParam);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
        params = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
      } catch {
        return refuse('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
      }
    }
    if (this.templates.size > 0) {
      const variables = this.templates.get(templateCode);
      if (!variables) return refuse('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
      if (variables.some((v) => !(v in params))) return refuse('isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
    }
    for (const phone of phones) this.sent.push({ phone, signName, templateCode, params, accessKeyId: call.accessKeyId });
    return { Code: 'OK', Message: 'OK', BizId: `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}^0` };
  }

  private querySmsSign(call: Call): Record<string, unknown> {
    const signName = call.params.get('SignName') ?? '';
    if (!signName || (this.signs.size > 0 && !this.signs.has(signName))) {
      return { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' };
    }
    return { Code: 'OK', Message: 'OK', SignName: signName, SignStatus: 1, Reason: '', CreateDate: '2024-01-01 00:00:00' };
  }

  /** Id2MetaVerify (cloudauth 2019-03-07): Code '200' and ResultObject.BizCode 1 / 2 / 3. */
  private id2MetaVerify(call: Call): Record<string, unknown> {
    const paramType = call.params.get('ParamType');
    const idCard = call.params.get('IdentifyNum');
    const name = call.params.get('UserName');
    if (!paramType || !idCard || !name) throw new Refusal(400, 'MissingParameter', '参数不能为空');
    if (paramType !== 'normal' || !/^\d{17}[\dXx]$/.test(idCard)) throw new Refusal(401, 'InvalidParameter', '非法参数');
    const person = this.people.get(idCard.toUpperCase());
    const bizCode = !person ? '3' : person.name === name ? person.bizCode : '2';
    return { Code: '200', Message: 'success', ResultObject: { BizCode: bizCode } };
  }
}

interface Call {
  action: string;
  version: string;
  accessKeyId: string;
  params: Map<string, string>;
}
