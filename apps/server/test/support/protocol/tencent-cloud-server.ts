import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Tencent Cloud API 3.0 (the SMS product, version 2021-01-11), on loopback.
 *
 * It checks every request the way Tencent Cloud documents ("签名方法 v3", TC3-HMAC-SHA256): the
 * Authorization header is parsed, the canonical request is rebuilt from the request as received (the
 * signed headers' values, lower-cased and trimmed, and the SHA-256 of the raw body), the credential scope
 * must be `<UTC date of X-TC-Timestamp>/sms/tc3_request`, and the signature is recomputed with the
 * derived key chain. Refusals are answered the documented way: HTTP 200 and
 * `{"Response":{"Error":{"Code","Message"},"RequestId"}}`. It then answers `SendSms` (recording each
 * message, so a test reads the code as a user reads their phone) and `SendStatusStatistics` (the cheap
 * read-only call our health check makes).
 */

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
/** The API version the SMS product's current interface speaks. */
export const SMS_API_VERSION = '2021-01-11';
/** Tencent Cloud refuses a request whose X-TC-Timestamp is more than five minutes off its clock. */
export const TC3_MAX_SKEW_SECONDS = 300;
/** The regions the SMS product is offered in (its documented region list). */
const SMS_REGIONS = new Set(['ap-guangzhou', 'ap-beijing', 'ap-nanjing']);

// ── TC3-HMAC-SHA256, step by step (exported so a test can hold each step to the published example) ──

const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** The UTC calendar date of a unix timestamp (seconds), as the credential scope carries it. */
export function tc3Date(timestampSeconds: number): string {
  return new Date(timestampSeconds * 1000).toISOString().slice(0, 10);
}

export interface Tc3CanonicalInput {
  method: string;
  /** CanonicalURI: always `/` for API 3.0. */
  path: string;
  /** CanonicalQueryString: empty for POST. */
  query: string;
  /** Request headers by lower-case name (as node:http gives them). */
  headers: Record<string, string | string[] | undefined>;
  /** The signed header names, in the order the Authorization header lists them. */
  signedHeaders: string[];
  /** The raw body bytes, hashed as sent. */
  body: Buffer | string;
}

/** Step 1: the canonical request. Header values are lower-cased and trimmed, as documented. */
export function tc3CanonicalRequest(input: Tc3CanonicalInput): string {
  const canonicalHeaders = input.signedHeaders
    .map((name) => {
      const raw = input.headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${value.trim().toLowerCase()}\n`;
    })
    .join('');
  return [input.method, input.path, input.query, canonicalHeaders, input.signedHeaders.join(';'), sha256Hex(input.body)].join(
    '\n',
  );
}

/** Step 2: the string to sign. */
export function tc3StringToSign(timestampSeconds: number, credentialScope: string, canonicalRequest: string): string {
  return [TC3_ALGORITHM, String(timestampSeconds), credentialScope, sha256Hex(canonicalRequest)].join('\n');
}

/** Step 3a: the derived signing key, TC3+SecretKey → date → service → "tc3_request". */
export function tc3SigningKey(secretKey: string, date: string, service: string): Buffer {
  return hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
}

/** Step 3b: the signature, hex. */
export function tc3Signature(signingKey: Buffer, stringToSign: string): string {
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

/** Signs a request the way a Tencent Cloud client does: the headers to send (Authorization and X-TC-*). */
export function tc3SignRequest(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  action: string;
  version: string;
  region?: string;
  timestampSeconds: number;
  body: string;
  contentType?: string;
}): Record<string, string> {
  const contentType = input.contentType ?? 'application/json; charset=utf-8';
  const signedHeaders = ['content-type', 'host'];
  const canonical = tc3CanonicalRequest({
    method: 'POST',
    path: '/',
    query: '',
    headers: { 'content-type': contentType, host: input.host },
    signedHeaders,
    body: input.body,
  });
  const date = tc3Date(input.timestampSeconds);
  const scope = `${date}/${input.service}/tc3_request`;
  const signature = tc3Signature(
    tc3SigningKey(input.secretKey, date, input.service),
    tc3StringToSign(input.timestampSeconds, scope, canonical),
  );
  return {
    Authorization: `${TC3_ALGORITHM} Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`,
    'Content-Type': contentType,
    Host: input.host,
    'X-TC-Action': input.action,
    'X-TC-Version': input.version,
    'X-TC-Timestamp': String(input.timestampSeconds),
    ...(input.region ? { 'X-TC-Region': input.region } : {}),
  };
}

export type Tc3Verdict =
  { ok: true; secretId: string; canonicalRequest: string; stringToSign: string } | { ok: false; code: string; message: string };

/** Tencent Cloud's documented messages for the authentication refusals. */
const AUTH_MESSAGES: Record<string, string> = {
  'AuthFailure.InvalidAuthorization': 'Authorization in the request header is invalid.',
  'AuthFailure.SignatureExpire': 'Signature expired. Timestamp and server time cannot differ by more than five minutes.',
  'AuthFailure.SecretIdNotFound': 'The SecretId is not found, please ensure that your SecretId is correct.',
  'AuthFailure.SignatureFailure': 'The provided credentials could not be validated. Please check your signature is correct.',
};
const refuse = (code: string): Tc3Verdict => ({ ok: false, code, message: AUTH_MESSAGES[code] ?? code });

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9-]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * Verifies a request's TC3-HMAC-SHA256 signature as Tencent Cloud does. `service` is the product the
 * server is (its domain's first label); `secretFor` looks a SecretId up.
 */
export function verifyTc3(
  request: {
    method: string;
    path: string;
    query: string;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer | string;
  },
  options: { service: string; nowSeconds: number; secretFor: (secretId: string) => string | undefined },
): Tc3Verdict {
  const authorization = request.headers['authorization'];
  const match = typeof authorization === 'string' ? AUTHORIZATION.exec(authorization) : null;
  if (!match) return refuse('AuthFailure.InvalidAuthorization');
  const [, secretId = '', scopeDate, scopeService, signedList = '', signature = ''] = match;
  const signedHeaders = signedList.split(';');
  if (!signedHeaders.includes('content-type') || !signedHeaders.includes('host'))
    return refuse('AuthFailure.InvalidAuthorization');
  if (signedHeaders.some((name) => request.headers[name] === undefined)) return refuse('AuthFailure.InvalidAuthorization');

  const stamp = request.headers['x-tc-timestamp'];
  if (typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp)) return refuse('AuthFailure.InvalidAuthorization');
  const timestamp = Number(stamp);
  if (Math.abs(options.nowSeconds - timestamp) > TC3_MAX_SKEW_SECONDS) return refuse('AuthFailure.SignatureExpire');

  const secretKey = options.secretFor(secretId);
  if (secretKey === undefined) return refuse('AuthFailure.SecretIdNotFound');

  // The scope must name the timestamp's UTC date and this product; anything else cannot match the
  // signature the server computes, so it is the same refusal.
  const date = tc3Date(timestamp);
  if (scopeDate !== date || scopeService !== options.service) return refuse('AuthFailure.SignatureFailure');

  const canonicalRequest = tc3CanonicalRequest({ ...request, signedHeaders });
  const stringToSign = tc3StringToSign(timestamp, `${date}/${options.service}/tc3_request`, canonicalRequest);
  const expected = Buffer.from(tc3Signature(tc3SigningKey(secretKey, date, options.service), stringToSign), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse('AuthFailure.SignatureFailure');
  return { ok: true, secretId, canonicalRequest, stringToSign };
}

// ── The server ────────────────────────────────────────────────────────────────────────────────────

/** One SMS the server "delivered". */
export interface TencentSentSms {
  phone: string;
  signName: string | undefined;
  templateId: string;
  params: string[];
  sdkAppId: string;
  region: string;
  /** Server clock, unix ms. */
  at: number;
}

/** Every request the server answered (or held), with the error code it answered, if any. */
export interface TencentCall {
  action: string | undefined;
  secretId: string | undefined;
  errorCode: string | undefined;
}

export interface TencentCloudTestServerOptions {
  /** The server's clock (unix ms), for the five-minute window; default Date.now. */
  clock?: () => number;
  /** The SmsSdkAppId the account owns; generated when absent. */
  sdkAppId?: string;
}

type Json = Record<string, unknown>;

class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const randomAlnum = (length: number): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
};

export class TencentCloudTestServer {
  /** A key pair the server knows from the start (more with `addKey`). */
  readonly secretId = `AKID${randomAlnum(32)}`;
  readonly secretKey = randomAlnum(32);
  readonly sdkAppId: string;
  /** The messages "delivered", oldest first. */
  readonly sent: TencentSentSms[] = [];
  readonly calls: TencentCall[] = [];

  private readonly keys = new Map<string, string>();
  private readonly refusals: { code: string; asStatusSet: boolean }[] = [];
  private hangs = 0;
  private readonly held = new Set<http.ServerResponse>();
  private readonly clock: () => number;
  private server: http.Server | undefined;
  private port = 0;

  constructor(options: TencentCloudTestServerOptions = {}) {
    this.clock = options.clock ?? Date.now;
    this.sdkAppId = options.sdkAppId ?? `1400${randomInt(100000, 999999)}`;
    this.keys.set(this.secretId, this.secretKey);
  }

  /** The address to give the adapter as its endpoint. */
  get url(): string {
    if (!this.server) throw new Error('TencentCloudTestServer is not started');
    return `http://127.0.0.1:${this.port}`;
  }

  addKey(secretId: string, secretKey: string): void {
    this.keys.set(secretId, secretKey);
  }

  /** The next SendSms fails with `code`: as a request-level Response.Error, or per number in SendStatusSet. */
  refuseNext(code: string, asStatusSet = false): void {
    this.refusals.push({ code, asStatusSet });
  }

  /** The next request (of any action) is read and never answered. */
  hangNext(): void {
    this.hangs += 1;
  }

  /** The latest message sent to `phone` (E.164), as its owner would read it. */
  lastTo(phone: string): TencentSentSms | undefined {
    return this.sent.filter((m) => m.phone === phone).at(-1);
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const res of this.held) res.destroy();
    this.held.clear();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const action = header('x-tc-action');
    const call: TencentCall = { action, secretId: undefined, errorCode: undefined };
    this.calls.push(call);

    if (this.hangs > 0) {
      this.hangs -= 1;
      this.held.add(res);
      res.on('close', () => this.held.delete(res));
      return;
    }

    const requestId = randomUUID();
    const answer = (response: Json) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }));
    };
    const fail = (code: string, message: string) => {
      call.errorCode = code;
      answer({ Error: { Code: code, Message: message } });
    };

    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'POST' || url.pathname !== '/')
        throw new ApiError('InvalidParameter', 'Only POST / with a JSON body is served here.');
      const verdict = verifyTc3(
        { method: 'POST', path: '/', query: url.search.slice(1), headers: req.headers, body },
        {
          service: 'sms',
          nowSeconds: Math.floor(this.clock() / 1000),
          secretFor: (id) => this.keys.get(id),
        },
      );
      if (!verdict.ok) throw new ApiError(verdict.code, verdict.message);
      call.secretId = verdict.secretId;

      if (!/^application\/json\b/i.test(header('content-type') ?? '')) {
        throw new ApiError('InvalidParameter', 'Content-Type must be application/json.');
      }
      const version = header('x-tc-version');
      if (!version) throw new ApiError('MissingParameter', 'The request is missing a required parameter `Version`.');
      if (version !== SMS_API_VERSION)
        throw new ApiError('NoSuchVersion', `The requested version \`${version}\` of API is not supported.`);
      const region = header('x-tc-region');
      if (!region) throw new ApiError('MissingParameter', 'The request is missing a required parameter `Region`.');
      if (!SMS_REGIONS.has(region)) throw new ApiError('UnsupportedRegion', `The region \`${region}\` is not supported.`);

      let params: Json;
      try {
        const parsed: unknown = JSON.parse(body.toString('utf8'));
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
        params = parsed as Json;
      } catch {
        throw new ApiError('FailedOperation.FailResolvePacket', 'The request body could not be parsed.');
      }

      if (action === 'SendSms') answer(this.sendSms(params, region, call));
      else if (action === 'SendStatusStatistics') answer(this.statistics(params));
      else throw new ApiError('InvalidAction', `The action \`${action ?? ''}\` is not found.`);
    } catch (e) {
      if (e instanceof ApiError) fail(e.code, e.message);
      else fail('InternalError', 'An internal error occurred.');
    }
  }

  private checkAppId(params: Json): string {
    const appId = params['SmsSdkAppId'];
    if (typeof appId !== 'string' || appId === '')
      throw new ApiError('MissingParameter', 'The request is missing `SmsSdkAppId`.');
    if (appId !== this.sdkAppId) throw new ApiError('InvalidParameterValue.SdkAppIdNotExist', 'The SdkAppId does not exist.');
    return appId;
  }

  private sendSms(params: Json, region: string, call: TencentCall): Json {
    const sdkAppId = this.checkAppId(params);
    const phones = params['PhoneNumberSet'];
    if (!Array.isArray(phones) || phones.length === 0 || !phones.every((p) => typeof p === 'string')) {
      throw new ApiError('MissingParameter', 'The request is missing `PhoneNumberSet`.');
    }
    if (phones.length > 200)
      throw new ApiError('LimitExceeded.PhoneNumberCountLimit', 'More than 200 phone numbers in one request.');
    const templateId = params['TemplateId'];
    if (typeof templateId !== 'string' || templateId === '')
      throw new ApiError('MissingParameter', 'The request is missing `TemplateId`.');
    const signName = params['SignName'];
    if (signName !== undefined && typeof signName !== 'string')
      throw new ApiError('InvalidParameter', '`SignName` must be a string.');
    const templateParams = params['TemplateParamSet'] ?? [];
    if (!Array.isArray(templateParams) || !templateParams.every((p) => typeof p === 'string')) {
      throw new ApiError('InvalidParameter', '`TemplateParamSet` must be an array of strings.');
    }
    const numbers = phones as string[];
    const domestic = numbers.filter((p) => p.startsWith('+86')).length;
    if (domestic !== 0 && domestic !== numbers.length) {
      throw new ApiError(
        'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber',
        'Chinese mainland numbers and international numbers cannot be sent in one request.',
      );
    }

    const refusal = this.refusals.shift();
    if (refusal && !refusal.asStatusSet) throw new ApiError(refusal.code, `Refused by the test server: ${refusal.code}`);

    const statuses = numbers.map((phone) => {
      const status = {
        SerialNo: randomUUID(),
        PhoneNumber: phone,
        Fee: 0,
        SessionContext: '',
        IsoCode: phone.startsWith('+86') ? 'CN' : 'DEF',
      };
      if (refusal) {
        call.errorCode = refusal.code;
        return { ...status, Code: refusal.code, Message: `Refused by the test server: ${refusal.code}` };
      }
      if (!/^\+\d{7,15}$/.test(phone)) {
        call.errorCode = 'InvalidParameterValue.IncorrectPhoneNumber';
        return { ...status, Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect phone number' };
      }
      this.sent.push({
        phone,
        signName: signName as string | undefined,
        templateId,
        params: [...(templateParams as string[])],
        sdkAppId,
        region,
        at: this.clock(),
      });
      return { ...status, Fee: 1, Code: 'Ok', Message: 'send success' };
    });
    return { SendStatusSet: statuses };
  }

  private statistics(params: Json): Json {
    this.checkAppId(params);
    const begin = params['BeginTime'];
    const end = params['EndTime'];
    if (typeof begin !== 'string' || typeof end !== 'string')
      throw new ApiError('MissingParameter', 'BeginTime and EndTime are required.');
    if (!/^\d{10}$/.test(begin) || !/^\d{10}$/.test(end) || end < begin) {
      throw new ApiError('InvalidParameterValue', 'BeginTime and EndTime must be yyyymmddhh, EndTime not before BeginTime.');
    }
    if (typeof params['Limit'] !== 'number' || typeof params['Offset'] !== 'number') {
      throw new ApiError('MissingParameter', 'Limit and Offset are required.');
    }
    const count = this.sent.length;
    return { SendStatusStatistics: { FeeCount: count, RequestCount: count, RequestSuccessCount: count } };
  }
}
