import {
  APP_VERSION,
  createNonce,
  storefrontEndpoints,
  ERROR_TOAST_DURATION_MS,
  FALLBACK_LANGUAGE,
  normalizeLanguage,
  PLATFORM,
  REQUEST_TIMEOUT_MS,
  runtimeText,
  signRequest,
  type Endpoint,
  type Language,
  type OperationId,
  type CallData,
  type CallInput,
  type Calls,
} from '@curio/contract/client';
import { clientType } from '../chat-app';
import { deviceId, initDeviceId } from '../device';
import { runtimeConfig } from '../runtime';
import { serverNow, setServerTime } from '../server-clock';
import { requestEnvironment, type RequestEnvironment } from './environment';
import { beginLoading } from './loading';
import { CLIENT_CODES as CODE } from './codes';
import { RequestError } from './request-error';

// THE request client of spec sections 7 and 8: every call of the app goes through here.

/** Options of the generic wrapper (`requestEndpoint`): an untyped input, and how the call is made. */
export interface RequestOptions extends RequestFlags {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Values for `{name}` placeholders of the path (URI-encoded). */
  params?: Record<string, string | number>;
}

/** How a call is made, apart from what it sends. */
export interface RequestFlags {
  /** How a POST body is encoded; default 'json'. */
  contentType?: 'json' | 'urlencoded';
  /** Toast a business error's msg (default true; code 8020217 is never toasted). */
  showErrorMessage?: boolean;
  /** Do not go to login on 2062000 / 2062001. */
  tokenInvalidNotToLogin?: boolean;
  /** Do not go to the maintenance page on 9999. */
  unresponseMaintain?: boolean;
  /** Show the shared loading indicator while the call runs. */
  showLoading?: boolean;
  signal?: AbortSignal;
  /** Default 30 000 ms (REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * The options of a contract call: its input (`query`, `body`, `params`) typed by the contract's schemas,
 * and the flags. A field the schema does not know, a value of the wrong type, a missing required field
 * or a part the call does not take fails `tsc`.
 */
export type CallOptions<K extends OperationId> = CallInput<Calls[K]> & RequestFlags;

/** The options are required when the call's input has a required field, optional otherwise. */
export type CallArgs<K extends OperationId> =
  object extends CallInput<Calls[K]> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** Where a call goes: Endpoint-like; `signed` and `tokenInSignature` default to true; any method. */
export interface EndpointTarget {
  method: Endpoint['method'] | (string & {});
  path: string;
  signed?: boolean;
  tokenInSignature?: boolean;
}

/** The API's path prefix. */
export const API_PREFIX = '/api';

// ---------------------------------------------------------------------------------------------------
// URLs

function pageOrigin(): string {
  try {
    const origin = globalThis.location?.origin;
    return typeof origin === 'string' && /^https?:/.test(origin) ? origin : '';
  } catch {
    return '';
  }
}

// Absolute URLs on the page's origin: the same request as a relative one in a browser, and it also
// works where fetch has no base URL (Node's fetch under jsdom in the tests).
export function absolute(path: string): string {
  return pageOrigin() + path;
}

function isSameOrigin(url: string): boolean {
  const origin = pageOrigin();
  if (origin === '') return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

function substitutePath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}|:(\w+)/g, (_whole, braced: string | undefined, colon: string | undefined) => {
    const name = braced ?? colon ?? '';
    const value = params !== undefined && Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (query === undefined) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  if (qs === '') return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}

// ---------------------------------------------------------------------------------------------------
// Bodies

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function urlEncoded(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  const search = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    const add = (key: string, value: unknown): void => {
      if (value === undefined || value === null) return;
      if (value instanceof Date) search.append(key, value.toISOString());
      else if (typeof value === 'object') search.append(key, JSON.stringify(value));
      else search.append(key, String(value));
    };
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value)) for (const item of value) add(key, item);
      else add(key, value);
    }
  }
  return search.toString();
}

function encodeBody(
  method: string,
  body: unknown,
  contentType: RequestOptions['contentType'],
): { body?: BodyInit; contentType?: string } {
  // Spec section 7: GET sends no body.
  if (method === 'GET' || method === 'HEAD' || body === undefined) return {};
  if (isRawBody(body)) return { body };
  if (contentType === 'urlencoded') return { body: urlEncoded(body), contentType: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

// ---------------------------------------------------------------------------------------------------
// The exchange

/** One exchange with the server (internal: `transfer.ts` builds its own). */
export interface Exchange {
  method: string;
  url: string;
  signed: boolean;
  tokenInSignature: boolean;
  body?: BodyInit;
  contentType?: string;
  signal?: AbortSignal;
  timeoutMs: number;
  read: 'envelope' | 'blob';
  showErrorMessage: boolean;
  tokenInvalidNotToLogin: boolean;
  unresponseMaintain: boolean;
  /** Internal calls: no dialog, toast or navigation. */
  silent?: boolean;
  /** On REQUEST_EXPIRED (device clock off): sync the clock with /curtime/get and try once more. */
  resyncOnExpired: boolean;
}

type Envelope = { code: number; msg?: unknown; data?: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function languageOf(env: RequestEnvironment): Language {
  let tag: string | undefined;
  try {
    tag = env.getLanguage();
  } catch {
    tag = undefined;
  }
  return normalizeLanguage(tag) ?? FALLBACK_LANGUAGE;
}

function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // A failing UI hook must not change how the request ends.
  }
}

async function buildHeaders(x: Exchange, env: RequestEnvironment, lang: Language): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (x.contentType !== undefined) headers['content-type'] = x.contentType;
  // Never hand the token or the signature to another origin.
  if (!isSameOrigin(x.url)) return headers;
  const token = env.getToken() || undefined;
  if (x.signed) {
    const timestamp = String(Math.round(serverNow()));
    const nonce = createNonce();
    headers['platform'] = PLATFORM;
    headers['timestamp'] = timestamp;
    headers['nonce'] = nonce;
    const key = runtimeConfig().signKey;
    // Without a key (a page served without its runtime settings) the server answers SIGNATURE_MISSING.
    if (key !== '') {
      headers['sign'] = await signRequest(
        { platform: PLATFORM, timestamp, nonce, token: x.tokenInSignature ? token : undefined },
        key,
      );
    }
  }
  if (token !== undefined) headers['token'] = token;
  headers['client-type'] = clientType();
  const appId = env.getAppId();
  if (appId) headers['app-id'] = appId;
  const thirdSession = env.getThirdSession();
  if (thirdSession) headers['third-session'] = thirdSession;
  // Loaded or created with the first call (the boot does not read it: decision 073, amended).
  const device = deviceId() || (await initDeviceId());
  if (device) headers['device-id'] = device;
  headers['lang'] = lang;
  headers['app-version'] = APP_VERSION;
  return headers;
}

interface Received {
  status: number;
  ok: boolean;
  contentType: string;
  text?: string;
  blob?: Blob;
}

/** fetch with the time limit and the caller's signal; reads the body before the limit ends. */
async function transfer(x: Exchange, env: RequestEnvironment, lang: Language): Promise<Received> {
  if (x.signal?.aborted) throw new RequestError('abort', 'abort', { cause: x.signal.reason });
  const controller = new AbortController();
  let timedOut = false;
  let aborted = false;
  const onAbort = (): void => {
    aborted = true;
    controller.abort(x.signal?.reason);
  };
  x.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timeout'));
  }, x.timeoutMs);
  try {
    const headers = await buildHeaders(x, env, lang);
    controller.signal.throwIfAborted();
    const init: RequestInit = {
      method: x.method,
      headers,
      credentials: isSameOrigin(x.url) ? 'include' : 'omit',
      signal: controller.signal,
    };
    if (x.body !== undefined) init.body = x.body;
    const res = await fetch(x.url, init);
    const contentType = res.headers.get('content-type') ?? '';
    const received: Received = { status: res.status, ok: res.ok, contentType };
    if (!res.ok) {
      // The body of a failed status is informative only.
      received.text = await res.text().catch(() => undefined);
    } else if (x.read === 'blob' && !/json/i.test(contentType)) {
      received.blob = await res.blob();
    } else {
      received.text = await res.text();
    }
    return received;
  } catch (error) {
    if (timedOut) throw new RequestError('timeout', 'timeout', { cause: error });
    if (aborted) throw new RequestError('abort', 'abort', { cause: error });
    const detail = error instanceof Error ? error.message : String(error);
    const content = `${runtimeText('transportError', lang)} ${detail}`;
    if (!x.silent) safely(() => env.ui.dialog(runtimeText('hint', lang), content));
    throw new RequestError('transport', content, { cause: error });
  } finally {
    clearTimeout(timer);
    x.signal?.removeEventListener('abort', onAbort);
  }
}

function httpFailure(x: Exchange, env: RequestEnvironment, lang: Language, status: number, data: unknown): RequestError {
  const key = status === 404 ? 'http404' : status === 502 ? 'http502' : status === 503 ? 'http503' : 'networkError';
  const content = runtimeText(key, lang);
  if (!x.silent) safely(() => env.ui.dialog(runtimeText('hint', lang), content));
  return new RequestError('http', content, { status, data });
}

function businessFailure(x: Exchange, env: RequestEnvironment, lang: Language, envelope: Envelope): RequestError {
  const { code } = envelope;
  // The server always answers in the user's language; the catalogue stays out of the first load.
  const msg = typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : runtimeText('networkError', lang);
  if (!x.silent) {
    if (x.showErrorMessage && code !== CODE.QUIET) safely(() => env.ui.toast(msg, ERROR_TOAST_DURATION_MS));
    if ((code === CODE.SESSION_EXPIRED || code === CODE.LOGIN_REQUIRED) && !x.tokenInvalidNotToLogin) {
      safely(() => env.onSessionExpired());
    }
    if (code === CODE.MAINTENANCE && !x.unresponseMaintain) safely(() => env.onMaintenance());
    if (code === CODE.NO_TENANT) safely(() => env.onNoTenant());
    if (code === CODE.PLATFORM_CLOSED) safely(() => env.onPlatformClosed());
  }
  return new RequestError('business', msg, { code, data: envelope.data });
}

export async function perform<T>(x: Exchange): Promise<T> {
  const env = requestEnvironment();
  const lang = languageOf(env);
  const received = await transfer(x, env, lang);
  if (!received.ok) throw httpFailure(x, env, lang, received.status, parseJson(received.text) ?? received.text);
  if (received.blob !== undefined) return received.blob as T;
  const parsed = parseJson(received.text);
  if (x.read === 'blob') {
    // A JSON answer to a download: an error envelope, or a JSON file.
    if (isEnvelope(parsed) && parsed.code !== CODE.OK) return businessOrRetry<T>(x, env, lang, parsed);
    return new Blob([received.text ?? ''], { type: received.contentType }) as T;
  }
  if (!isEnvelope(parsed)) throw httpFailure(x, env, lang, received.status, received.text);
  if (parsed.code === CODE.OK) return parsed.data as T;
  return businessOrRetry<T>(x, env, lang, parsed);
}

async function businessOrRetry<T>(x: Exchange, env: RequestEnvironment, lang: Language, envelope: Envelope): Promise<T> {
  const replayable = !(typeof ReadableStream !== 'undefined' && x.body instanceof ReadableStream);
  if (envelope.code === CODE.REQUEST_EXPIRED && x.signed && x.resyncOnExpired && replayable) {
    if (await syncServerClock(x.signal)) return perform<T>({ ...x, resyncOnExpired: false });
  }
  throw businessFailure(x, env, lang, envelope);
}

let clockSync: Promise<boolean> | undefined;

/** Sets the server clock from /curtime/get (unsigned); concurrent callers share one call. */
function syncServerClock(signal?: AbortSignal): Promise<boolean> {
  if (clockSync !== undefined) return clockSync;
  const run = (async () => {
    try {
      const sentAt = Date.now();
      const data = await perform<{ timestamp?: unknown } | null>({
        ...exchangeFor(storefrontEndpoints.get, {}),
        signal,
        silent: true,
        resyncOnExpired: false,
      });
      if (typeof data?.timestamp !== 'number') return false;
      setServerTime(data.timestamp, sentAt, Date.now());
      return true;
    } catch {
      return false;
    }
  })();
  clockSync = run;
  const done = (): void => {
    if (clockSync === run) clockSync = undefined;
  };
  run.then(done, done);
  return run;
}

export function exchangeFor(endpoint: EndpointTarget, options: RequestOptions): Exchange {
  const method = endpoint.method.toUpperCase();
  const url = absolute(withQuery(API_PREFIX + substitutePath(endpoint.path, options.params), options.query));
  const encoded = encodeBody(method, options.body, options.contentType);
  const x: Exchange = {
    method,
    url,
    signed: endpoint.signed !== false,
    tokenInSignature: endpoint.tokenInSignature !== false,
    timeoutMs: options.timeoutMs !== undefined && options.timeoutMs > 0 ? options.timeoutMs : REQUEST_TIMEOUT_MS,
    read: 'envelope',
    showErrorMessage: options.showErrorMessage ?? true,
    tokenInvalidNotToLogin: options.tokenInvalidNotToLogin ?? false,
    unresponseMaintain: options.unresponseMaintain ?? false,
    resyncOnExpired: true,
  };
  if (encoded.body !== undefined) x.body = encoded.body;
  if (encoded.contentType !== undefined) x.contentType = encoded.contentType;
  if (options.signal !== undefined) x.signal = options.signal;
  return x;
}

export async function withLoading<T>(showLoading: boolean | undefined, run: () => Promise<T>): Promise<T> {
  const end = showLoading ? beginLoading() : undefined;
  try {
    return await run();
  } finally {
    end?.();
  }
}

// ---------------------------------------------------------------------------------------------------
// Public API

/**
 * The generic wrapper: any endpoint, any method. Resolves the envelope's `data` when code is 0;
 * rejects with a RequestError otherwise (after the dialog, toast or navigation of spec section 8).
 */
export function requestEndpoint<T = unknown>(endpoint: EndpointTarget, options: RequestOptions = {}): Promise<T> {
  return withLoading(options.showLoading, async () => perform<T>(exchangeFor(endpoint, options)));
}

/**
 * A call of the contract by operationId (`storefrontEndpoints[operationId]`), typed by the contract at both ends:
 * the options' `query`, `body` and `params` by the call's schemas (`CallOptions`), the answer by its
 * `data`. A successful `get` also sets the server clock.
 */
export async function request<K extends OperationId>(operationId: K, ...args: CallArgs<K>): Promise<CallData<Calls[K]>> {
  const options: RequestOptions = args[0] ?? {};
  const endpoint = (storefrontEndpoints as Record<string, Endpoint | undefined>)[operationId];
  if (endpoint === undefined) throw new Error(`Unknown operationId "${String(operationId)}"`);
  const sentAt = Date.now();
  const data = await requestEndpoint<CallData<Calls[K]>>(endpoint, options);
  if (operationId === 'get') {
    const timestamp = (data as { timestamp?: unknown } | null)?.timestamp;
    if (typeof timestamp === 'number') setServerTime(timestamp, sentAt, Date.now());
  }
  return data;
}
