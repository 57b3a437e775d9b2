import {
  endpoints,
  ErrorCode,
  REQUEST_TIMEOUT_MS,
  type CallData,
  type CallInput,
  type Calls,
  type Endpoint,
  type OperationId,
} from '@curio/contract/client';

// The console's request helper (decision 037): a contract call by operationId, typed at both ends by its
// CallDefinition like the storefront's request(), but for the console's session: the operator's session is
// an httpOnly cookie (sent with `credentials: 'same-origin'`), and every write carries the CSRF token the
// server handed out at sign-in / consoleMe, in the CSRF_HEADER header. Console calls are not signed.

/** The API's path prefix. */
export const API_PREFIX = '/api';
/** The header a write carries the CSRF token in (op-auth's console-auth note names it). */
export const CSRF_HEADER = 'x-csrf-token';

let csrfToken: string | null = null;
/** Kept in memory only: set from the sign-in and consoleMe answers, cleared at sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}
export function getCsrfToken(): string | null {
  return csrfToken;
}

/** What the console does when a call says the session is gone (set by the app: go to /login). */
let onSignedOut: () => void = () => {};
export function onSessionEnded(handler: () => void): void {
  onSignedOut = handler;
}
/** The codes that mean "sign in again" (op-auth adds its console codes here). */
export const SIGNED_OUT_CODES = new Set<number>([
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.LOGIN_REQUIRED,
  ErrorCode.CONSOLE_LOGIN_REQUIRED,
  ErrorCode.CONSOLE_SESSION_EXPIRED,
  ErrorCode.CONSOLE_2FA_REQUIRED,
]);

/** A failed call: `code` is the envelope's code (0 when the failure is HTTP or the network). */
export class ConsoleRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ConsoleRequestError';
  }
}

export interface ConsoleFlags {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A signed-out answer does not navigate to /login (the session probe itself). */
  quietSignedOut?: boolean;
}
export type ConsoleCallOptions<K extends OperationId> = CallInput<Calls[K]> & ConsoleFlags;
export type ConsoleCallArgs<K extends OperationId> =
  object extends CallInput<Calls[K]> ? [options?: ConsoleCallOptions<K>] : [options: ConsoleCallOptions<K>];

interface RawOptions extends ConsoleFlags {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string | number>;
}

/** The language the server answers messages in (the console's own choice). */
let language = 'zh-CN';
export function setRequestLanguage(lang: string): void {
  language = lang;
}

function substitutePath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}|:(\w+)/g, (_w, braced: string | undefined, colon: string | undefined) => {
    const name = braced ?? colon ?? '';
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function urlFor(path: string, options: Pick<RawOptions, 'query' | 'params'> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return API_PREFIX + substitutePath(path, options.params) + (qs ? `?${qs}` : '');
}

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Any endpoint (method + path under /api). Resolves the envelope's data; throws ConsoleRequestError. */
export async function requestEndpoint<T>(endpoint: Pick<Endpoint, 'method' | 'path'>, options: RawOptions = {}): Promise<T> {
  const method = endpoint.method.toUpperCase();
  const headers: Record<string, string> = { lang: language };
  let body: BodyInit | undefined;
  if (options.body !== undefined && isWrite(method)) {
    if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (isWrite(method) && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new Error('timeout')), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(urlFor(endpoint.path, options), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    throw new ConsoleRequestError(error instanceof Error ? error.message : String(error), 0, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
  const text = await res.text();
  let envelope: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    throw new ConsoleRequestError(`HTTP ${res.status}`, 0, res.status, text);
  }
  if (envelope.code === ErrorCode.OK) return envelope.data as T;
  if (SIGNED_OUT_CODES.has(envelope.code) && !options.quietSignedOut) {
    csrfToken = null;
    onSignedOut();
  }
  const msg = typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : `Error ${envelope.code}`;
  throw new ConsoleRequestError(msg, envelope.code, res.status, envelope.data);
}

/**
 * A contract call by operationId: `query`, `body` and `params` typed by the call's schemas, the answer by
 * its `data` schema. Example: `request('consoleDashboard', { query: { days: 7 } })`.
 */
export async function request<K extends OperationId>(operationId: K, ...args: ConsoleCallArgs<K>): Promise<CallData<Calls[K]>> {
  const endpoint = (endpoints as Record<string, Endpoint | undefined>)[operationId];
  if (endpoint === undefined) throw new Error(`Unknown operationId "${String(operationId)}"`);
  return requestEndpoint<CallData<Calls[K]>>(endpoint, (args[0] ?? {}) as RawOptions);
}
