import { createRequire } from 'node:module';
import type * as OpenApiModule from '@alicloud/openapi-core';
import type * as CloudauthModule from '@alicloud/cloudauth20190307';
import type CloudauthClient from '@alicloud/cloudauth20190307';
import { isAdultIdCard, isValidIdCardNumber } from '@curio/contract';
import type { Clock } from '../../clock';
import type { KycProvider, KycRequest, KycResult } from './kyc-provider';

// The SDKs are CommonJS modules whose class is `exports.default`; require gives the same object in
// Node's ESM, vitest and the esbuild bundle (an ESM default import would not).
const loadCjs = createRequire(import.meta.url);
const cloudauth = loadCjs('@alicloud/cloudauth20190307') as typeof CloudauthModule;
const openApi = loadCjs('@alicloud/openapi-core') as typeof OpenApiModule;

type RuntimeOptions = Parameters<CloudauthClient['id2MetaVerifyWithOptions']>[1];

export interface AliyunKycConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** Default 'cloudauth.aliyuncs.com' (https); tests give 'http://127.0.0.1:port'. */
  endpoint?: string;
  /** A call gives up after this long (default 10 s). */
  timeoutMs?: number;
}

/**
 * Why a check could not be answered: the provider's code (or 'Timeout', 'NetworkError', 'Aborted',
 * 'UnknownAnswer') and a fixed text. Never the name, the ID number or the provider's own message.
 */
export class AliyunKycError extends Error {
  override readonly name = 'AliyunKycError';
  constructor(readonly providerCode: string) {
    super(`aliyun real-name check failed (${providerCode})`);
  }
}

/** Id2MetaVerify's ResultObject.BizCode: 1 consistent, 2 inconsistent, 3 no record. */
const RESULTS: Readonly<Record<string, KycResult>> = { '1': 'verified', '2': 'mismatch', '3': 'rejected' };

function endpointOf(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const m = /^(https?):\/\/([^/?#]+)\/?$/i.exec(endpoint.trim());
  if (m) return { protocol: m[1]!.toLowerCase() as 'http' | 'https', host: m[2]! };
  return { protocol: 'https', host: endpoint.trim() };
}

/** The provider code of a failed call; the SDK's error text is dropped (its form body holds the ID number). */
function codeOf(e: unknown): string {
  if (e instanceof AliyunKycError) return e.providerCode;
  if (typeof e === 'object' && e !== null) {
    const code = (e as { code?: unknown }).code;
    const status = (e as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && typeof code === 'string' && code && code !== 'undefined') return code;
    const name = (e as { name?: unknown }).name;
    if (name === 'RequestTimeoutError' || name === 'ReadTimeoutError') return 'Timeout';
  }
  return 'NetworkError';
}

/**
 * Runs `call` until it settles, `ms` passes or `signal` aborts, whichever is first. An abort rejects
 * with the signal's reason, as the sandbox does; the SDK's own read timeout then ends the socket.
 */
async function settle<T>(call: () => Promise<T>, ms: number, signal: AbortSignal | undefined): Promise<T> {
  if (signal?.aborted) throw abortReason(signal);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const running = call();
  running.catch(() => undefined);
  const stop = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AliyunKycError('Timeout')), ms);
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

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new AliyunKycError('Aborted');
}

/**
 * Real-name verification with Alibaba Cloud's two-element check (Id2MetaVerify: name + ID number),
 * through the official SDK. What can be decided locally (a valid GB 11643 number, 18 or older) is,
 * without a paid call; the ID number goes to the provider only.
 */
export class AliyunKyc implements KycProvider {
  private readonly client: CloudauthClient;
  private readonly timeoutMs: number;

  constructor(
    config: AliyunKycConfig,
    private readonly clock: Clock,
    private readonly timeZone = 'Asia/Shanghai',
  ) {
    const { protocol, host } = endpointOf(config.endpoint ?? 'cloudauth.aliyuncs.com');
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.client = new cloudauth.default(
      new openApi.$OpenApiUtil.Config({
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
        endpoint: host,
        protocol,
        readTimeout: this.timeoutMs,
        connectTimeout: this.timeoutMs,
      }),
    );
  }

  /** Per-call options: our timeouts, and the signed x-acs-date from the platform's clock. */
  private runtime(): RuntimeOptions {
    const options = {
      readTimeout: this.timeoutMs,
      connectTimeout: this.timeoutMs,
      extendsParameters: { headers: { 'x-acs-date': new Date(this.clock()).toISOString().replace(/\.\d{3}Z$/, 'Z') } },
    };
    return options as unknown as RuntimeOptions;
  }

  private async call<T>(run: (runtime: RuntimeOptions) => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await settle(() => run(this.runtime()), this.timeoutMs, signal);
    } catch (e) {
      if (signal?.aborted && e === signal.reason) throw e;
      throw new AliyunKycError(codeOf(e));
    }
  }

  async verify(request: KycRequest, signal: AbortSignal): Promise<KycResult> {
    const now = new Date(this.clock());
    const idCard = request.idCard.trim().toUpperCase();
    if (!isValidIdCardNumber(idCard, now, this.timeZone)) return 'invalid';
    if (!isAdultIdCard(idCard, now, this.timeZone)) return 'minor';
    const call = new cloudauth.Id2MetaVerifyRequest({ paramType: 'normal', identifyNum: idCard, userName: request.name.trim() });
    const response = await this.call((runtime) => this.client.id2MetaVerifyWithOptions(call, runtime), signal);
    const body = response.body;
    // Documented as the string '200'; some examples show a number, so compare as text.
    if (String(body?.code) !== '200') throw new AliyunKycError(body?.code ? String(body.code) : 'UnknownAnswer');
    const result = RESULTS[String(body?.resultObject?.bizCode)];
    if (!result) throw new AliyunKycError('UnknownAnswer');
    return result;
  }

  /** A signed DescribeOssUploadToken (free, no person involved): proves the AccessKey pair and the service. */
  async health(): Promise<void> {
    const response = await this.call((runtime) => this.client.describeOssUploadTokenWithOptions(runtime));
    if (!response.body?.requestId) throw new AliyunKycError('UnknownAnswer');
  }
}
