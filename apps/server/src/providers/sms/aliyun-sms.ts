import { createRequire } from 'node:module';
import type * as OpenApiModule from '@alicloud/openapi-core';
import type * as DysmsModule from '@alicloud/dysmsapi20170525';
import type DysmsClient from '@alicloud/dysmsapi20170525';
import { systemClock, type Clock } from '../../clock';
import { SmsProviderError, type SmsCodeMessage, type SmsProvider, type SmsRefusal, type SmsTemplates } from './sms-provider';

// The SDKs are CommonJS modules whose class is `exports.default`. Node's ESM import hands back the whole
// `module.exports` as the default, while TypeScript types it as the class: loading them with require
// gives the same object in Node, in vitest and in the esbuild bundle.
const loadCjs = createRequire(import.meta.url);
const dysms = loadCjs('@alicloud/dysmsapi20170525') as typeof DysmsModule;
const openApi = loadCjs('@alicloud/openapi-core') as typeof OpenApiModule;

type RuntimeOptions = Parameters<DysmsClient['sendSmsWithOptions']>[1];

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name (签名). */
  signName: string;
  /** The template code per purpose, e.g. { register: 'SMS_154950909', ... }. */
  templates: SmsTemplates;
  /** The template's variable for the code, default 'code'. */
  codeParam?: string;
  /** Default 'dysmsapi.aliyuncs.com' (https); tests give 'http://127.0.0.1:port'. */
  endpoint?: string;
  /** The whole call gives up after this long (default 10 s): the code is then reported as not sent. */
  timeoutMs?: number;
  /** The clock the signed x-acs-date is read from (default the system clock); tests pass theirs. */
  clock?: Clock;
}

/** Provider codes by the reason we report (Alibaba Cloud SMS "API错误码" and the gateway's common errors). */
const REASONS: Readonly<Record<string, SmsRefusal>> = {
  'isv.BUSINESS_LIMIT_CONTROL': 'rate_limited',
  'isv.DAY_LIMIT_CONTROL': 'rate_limited',
  'isv.MONTH_LIMIT_CONTROL': 'rate_limited',
  'isv.MINUTE_LIMIT_CONTROL': 'rate_limited',
  'isv.HOUR_LIMIT_CONTROL': 'rate_limited',
  Throttling: 'rate_limited',
  'Throttling.User': 'rate_limited',
  'Throttling.Api': 'rate_limited',
  'isv.MOBILE_NUMBER_ILLEGAL': 'invalid_phone',
  'isv.MOBILE_COUNT_OVER_LIMIT': 'invalid_phone',
  'isv.SMS_TEMPLATE_ILLEGAL': 'template_rejected',
  'isv.SMS_SIGNATURE_ILLEGAL': 'template_rejected',
  'isv.SMS_SIGN_ILLEGAL': 'template_rejected',
  'isv.SIGN_STATE_ILLEGAL': 'template_rejected',
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL': 'template_rejected',
  'isv.TEMPLATE_MISSING_PARAMETERS': 'template_rejected',
  'isv.TEMPLATE_PARAMS_ILLEGAL': 'template_rejected',
  'isv.INVALID_JSON_PARAM': 'template_rejected',
  'isv.PARAM_LENGTH_LIMIT': 'template_rejected',
  'isv.PARAM_NOT_SUPPORT_URL': 'template_rejected',
  'isv.SMS_CONTENT_ILLEGAL': 'template_rejected',
  'isv.BLACK_KEY_CONTROL_LIMIT': 'template_rejected',
  'isv.DOMESTIC_NUMBER_NOT_SUPPORTED': 'template_rejected',
};

const DESCRIPTIONS: Readonly<Record<SmsRefusal, string>> = {
  rate_limited: 'the provider is limiting sends to this number or account',
  invalid_phone: 'the provider says the number cannot receive messages',
  template_rejected: 'the sign name or template is not approved or does not match its parameters',
  unavailable: 'the provider could not be used (credentials, balance or service)',
};

/** Our error for a provider code: the code and a fixed description, never the provider's own text. */
function refusal(providerCode: string): SmsProviderError {
  const reason = REASONS[providerCode] ?? 'unavailable';
  return new SmsProviderError(reason, providerCode, `aliyun sms refused (${providerCode}): ${DESCRIPTIONS[reason]}`);
}

/** 'http://127.0.0.1:8080' → http + host:port; a bare host name is https. */
export function aliyunEndpoint(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const m = /^(https?):\/\/([^/?#]+)\/?$/i.exec(endpoint.trim());
  if (m) return { protocol: m[1]!.toLowerCase() as 'http' | 'https', host: m[2]! };
  return { protocol: 'https', host: endpoint.trim() };
}

/** The signed x-acs-date: ISO 8601 UTC to the second. */
export function aliyunDate(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** PhoneNumbers as SendSms wants them: mainland the 11 digits, elsewhere country code and number without '+'. */
export function aliyunPhoneNumber(areaCode: string, phone: string): string {
  const country = areaCode.trim().replace(/^\+/, '');
  const number = phone.trim();
  return country === '86' ? number : `${country}${number}`;
}

/**
 * Any failure of a call as a provider code: the gateway's or product's Code when it answered one,
 * else 'Timeout' or 'NetworkError'. The SDK's own error text is never kept: it quotes the request URL,
 * whose query holds the phone number and the code.
 */
function codeOf(e: unknown): string {
  if (e instanceof DeadlineError) return 'Timeout';
  if (typeof e === 'object' && e !== null) {
    const code = (e as { code?: unknown }).code;
    const status = (e as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && typeof code === 'string' && code && code !== 'undefined') return code;
    const name = (e as { name?: unknown }).name;
    if (name === 'RequestTimeoutError' || name === 'ReadTimeoutError') return 'Timeout';
  }
  return 'NetworkError';
}

class DeadlineError extends Error {}

/** Runs `call` but gives up after `ms` (the SDK's own read timeout also ends the socket). */
async function withDeadline<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const running = call();
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError('deadline')), ms);
  });
  // A call that fails after the deadline must not surface as an unhandled rejection.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Alibaba Cloud SMS (dysmsapi, SendSms) through the official SDK: one verification code per message
 * with the tenant's sign name and the purpose's template. Refusals become `SmsProviderError`; neither
 * the code, the AccessKey secret nor the provider's text appears in what is thrown.
 */
export class AliyunSms implements SmsProvider {
  private readonly client: DysmsClient;
  private readonly timeoutMs: number;
  private readonly clock: Clock;

  constructor(private readonly config: AliyunSmsConfig) {
    const { protocol, host } = aliyunEndpoint(config.endpoint ?? 'dysmsapi.aliyuncs.com');
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.clock = config.clock ?? systemClock;
    this.client = new dysms.default(
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

  /** Per-call options: our timeouts, and x-acs-date from our clock (the SDK would read the system's). */
  private runtime(): RuntimeOptions {
    const options = {
      readTimeout: this.timeoutMs,
      connectTimeout: this.timeoutMs,
      extendsParameters: { headers: { 'x-acs-date': aliyunDate(this.clock()) } },
    };
    return options as unknown as RuntimeOptions;
  }

  private async call<T extends { body?: { code?: string } }>(run: (runtime: RuntimeOptions) => Promise<T>): Promise<T> {
    try {
      return await withDeadline(this.timeoutMs, () => run(this.runtime()));
    } catch (e) {
      throw refusal(codeOf(e));
    }
  }

  async sendCode(message: SmsCodeMessage): Promise<void> {
    const templateCode = this.config.templates[message.purpose];
    if (!templateCode) throw refusal('TemplateNotConfigured');
    const request = new dysms.SendSmsRequest({
      phoneNumbers: aliyunPhoneNumber(message.areaCode, message.phone),
      signName: this.config.signName,
      templateCode,
      templateParam: JSON.stringify({ [this.config.codeParam ?? 'code']: message.code }),
    });
    const response = await this.call((runtime) => this.client.sendSmsWithOptions(request, runtime));
    const code = response.body?.code;
    if (code !== 'OK') throw refusal(code || 'UnknownAnswer');
  }

  /**
   * A signed QuerySmsSign of our sign name: proves the AccessKey pair and that the sign name is there
   * and approved (SignStatus 1). Throws `SmsProviderError` when not.
   */
  async health(): Promise<void> {
    const request = new dysms.QuerySmsSignRequest({ signName: this.config.signName });
    const response = await this.call((runtime) => this.client.querySmsSignWithOptions(request, runtime));
    const code = response.body?.code;
    if (code !== 'OK') throw refusal(code || 'UnknownAnswer');
    if (response.body?.signStatus !== 1) throw refusal('isv.SIGN_STATE_ILLEGAL');
  }
}
