import { createRequire } from 'node:module';
import type * as OpenApiModule from '@alicloud/openapi-core';
import type { Clock } from '../../clock';

/**
 * What the Alibaba Cloud adapters (SMS, real name) share: the official SDKs' client configuration, the per-call
 * options (our timeouts, x-acs-date from the platform's clock), one deadline for the whole call, and a failure as
 * the provider's code — never the SDK's own text, which quotes the request (phone numbers, codes, ID numbers).
 */

// The SDKs are CommonJS modules whose class is `exports.default`. Node's ESM import hands back the whole
// `module.exports` as the default, while TypeScript types it as the class: loading them with require gives the
// same object in Node, in vitest and in the esbuild bundle.
export const loadCjs = createRequire(import.meta.url);
const openApi = loadCjs('@alicloud/openapi-core') as typeof OpenApiModule;

export interface AliyunCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  /** A host ('dysmsapi.aliyuncs.com', https) or an address ('http://127.0.0.1:8080', tests). */
  endpoint: string;
  timeoutMs: number;
}

/** 'http://127.0.0.1:8080' → http + host:port; a bare host name is https. */
export function aliyunEndpoint(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const m = /^(https?):\/\/([^/?#]+)\/?$/i.exec(endpoint.trim());
  if (m) return { protocol: m[1]!.toLowerCase() as 'http' | 'https', host: m[2]! };
  return { protocol: 'https', host: endpoint.trim() };
}

/** The SDK client's configuration. */
export function aliyunConfig(c: AliyunCredentials): OpenApiModule.$OpenApiUtil.Config {
  const { protocol, host } = aliyunEndpoint(c.endpoint);
  return new openApi.$OpenApiUtil.Config({
    accessKeyId: c.accessKeyId,
    accessKeySecret: c.accessKeySecret,
    endpoint: host,
    protocol,
    readTimeout: c.timeoutMs,
    connectTimeout: c.timeoutMs,
  });
}

/** The signed x-acs-date: ISO 8601 UTC to the second. */
export function aliyunDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Per-call options: our timeouts, and x-acs-date from our clock (the SDK would read the system's). */
export function aliyunRuntime<R>(timeoutMs: number, clock: Clock): R {
  return {
    readTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    extendsParameters: { headers: { 'x-acs-date': aliyunDate(clock()) } },
  } as unknown as R;
}

/** The whole call took longer than its deadline. */
export class AliyunDeadline extends Error {
  override readonly name = 'AliyunDeadline';
}

/**
 * Runs `call` until it settles, `ms` passes (AliyunDeadline) or `signal` aborts (its reason), whichever is first;
 * the SDK's own read timeout then ends the socket. A call that fails afterwards is not an unhandled rejection.
 */
export async function aliyunSettle<T>(call: () => Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw abortReason(signal);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const running = call();
  running.catch(() => undefined);
  const stop = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AliyunDeadline('deadline')), ms);
    if (signal) {
      onAbort = () => reject(abortReason(signal));
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([running, stop]);
  } finally {
    clearTimeout(timer);
    if (signal && onAbort) signal.removeEventListener('abort', onAbort);
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/** A failed call as a provider code: the gateway's or product's Code when it answered one, else 'Timeout' or 'NetworkError'. */
export function aliyunErrorCode(e: unknown): string {
  if (e instanceof AliyunDeadline) return 'Timeout';
  if (typeof e === 'object' && e !== null) {
    const code = (e as { code?: unknown }).code;
    const status = (e as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && typeof code === 'string' && code && code !== 'undefined') return code;
    const name = (e as { name?: unknown }).name;
    if (name === 'RequestTimeoutError' || name === 'ReadTimeoutError') return 'Timeout';
  }
  return 'NetworkError';
}
