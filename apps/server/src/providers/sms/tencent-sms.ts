import http from 'node:http';
import https from 'node:https';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { type SmsCodeMessage, type SmsProvider, SmsProviderError, type SmsRefusal, type SmsTemplates } from './sms-provider';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId, from the SMS console's application list. */
  sdkAppId: string;
  /** The approved sign name (domestic messages must carry it). */
  signName: string;
  /** The approved template id per purpose. */
  templates: SmsTemplates;
  /** How many variables the templates take: 1 → [code], 2 → [code, minutes valid]. Default 2. */
  templateParamCount?: 1 | 2;
  /** Default 'ap-guangzhou'. */
  region?: string;
  /** Default 'sms.tencentcloudapi.com' over https; tests give an http://127.0.0.1:port address. */
  endpoint?: string;
  /** Default 10_000. */
  timeoutMs?: number;
}

type Client = InstanceType<typeof sms.v20210111.Client>;

const SMS_HOST = 'sms.tencentcloudapi.com';

/**
 * Where the SDK should send, and how. The SDK signs for the service named by the first label of its
 * endpoint host (`sms.tencentcloudapi.com` → `sms`) and signs the host name as the `host` header, so an
 * address such as `http://127.0.0.1:8080` cannot be handed to it as is: it would sign for a service
 * called "127". Such an address is dialled by an agent instead, while the SDK keeps speaking to (and
 * signing for) sms.tencentcloudapi.com, exactly the bytes production sends.
 */
function route(endpoint: string | undefined): { host: string; protocol: 'http://' | 'https://'; agent?: http.Agent } {
  if (!endpoint) return { host: SMS_HOST, protocol: 'https://' };
  const url = new URL(endpoint.includes('://') ? endpoint : `https://${endpoint}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Tencent Cloud SMS endpoint must be http or https');
  const secure = url.protocol === 'https:';
  const protocol = secure ? 'https://' : 'http://';
  if (url.hostname.split('.')[0] === 'sms') return { host: url.host, protocol };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port ? Number(url.port) : secure ? 443 : 80;
  const agent = secure ? new https.Agent() : new http.Agent();
  const connect = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback) => connect({ ...options, host, port }, callback);
  return { host: SMS_HOST, protocol, agent };
}

/** Number-level flow control and account quotas (every LimitExceeded.*, and API request throttling). */
const RATE_LIMITED = /^(LimitExceeded(\.|$)|RequestLimitExceeded(\.|$))/;

const INVALID_PHONE = new Set([
  'InvalidParameterValue.IncorrectPhoneNumber',
  'FailedOperation.PhoneNumberInBlacklist',
  'FailedOperation.PhoneNumberParseFail',
  'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber',
  'UnsupportedOperation.UnsuportedRegion', // sic: Tencent's own spelling
  'UnsupportedOperation.UnsupportedRegion',
]);

const TEMPLATE_REJECTED = new Set([
  'FailedOperation.TemplateIncorrectOrUnapproved',
  'FailedOperation.TemplateUnapprovedOrNotExist',
  'FailedOperation.SignatureIncorrectOrUnapproved',
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
  'FailedOperation.MissingTemplateToModify',
  'FailedOperation.MissingSignature',
  'FailedOperation.MissingSignatureToModify',
  'FailedOperation.ContainSensitiveWord',
  'InvalidParameterValue.TemplateParameterFormatError',
  'InvalidParameterValue.TemplateParameterLengthLimit',
  'InvalidParameterValue.ProhibitedUseUrlInTemplateParameter',
  'InvalidParameterValue.ContentLengthLimit',
  'UnsupportedOperation.ChineseMainlandTemplateToGlobalPhone',
  'UnsupportedOperation.GlobalTemplateToChineseMainlandPhone',
]);

/** Everything else (AuthFailure.*, FailedOperation.InsufficientBalanceInSmsPackage, InternalError.*, ...) is 'unavailable'. */
export function tencentRefusal(code: string): SmsRefusal {
  if (RATE_LIMITED.test(code)) return 'rate_limited';
  if (INVALID_PHONE.has(code)) return 'invalid_phone';
  if (TEMPLATE_REJECTED.has(code)) return 'template_rejected';
  return 'unavailable';
}

const HUMAN: Record<SmsRefusal, string> = {
  rate_limited: 'the number or the account hit its sending limit',
  invalid_phone: 'the number cannot receive messages',
  template_rejected: 'the sign name or template is not approved or does not match its parameters',
  unavailable: 'the service is unavailable or refused the credentials',
};

/** The error we throw: the vendor's code and our own words, never the vendor's text (it may echo parameters). */
function refusal(code: string): SmsProviderError {
  const reason = tencentRefusal(code);
  return new SmsProviderError(reason, code, `Tencent Cloud SMS refused (${code}): ${HUMAN[reason]}`);
}

/** The SDK's failure: a vendor error carries `code`; a network failure or timeout carries none. */
function fromSdkError(e: unknown): SmsProviderError {
  const err = e as { code?: unknown; httpCode?: unknown; message?: unknown };
  if (typeof err?.code === 'string' && err.code !== '') return refusal(err.code);
  const text = typeof err?.message === 'string' ? err.message : '';
  if (/timeout/i.test(text)) return new SmsProviderError('unavailable', 'Timeout', 'Tencent Cloud SMS did not answer in time');
  if (typeof err?.httpCode === 'number') {
    return new SmsProviderError('unavailable', `HTTP${err.httpCode}`, 'Tencent Cloud SMS answered with an HTTP error');
  }
  return new SmsProviderError('unavailable', 'NetworkError', 'Tencent Cloud SMS could not be reached');
}

/** `+86` and `13800138000` → `+8613800138000` (E.164, as SendSms wants it). */
function e164(areaCode: string, phone: string): string {
  return `+${areaCode.replace(/\D/g, '')}${phone.replace(/\D/g, '')}`;
}

/** yyyymmddhh of the current hour in Beijing time, the clock SendStatusStatistics reads its window in. */
function beijingHour(nowMs: number): string {
  return new Date(nowMs + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 10);
}

/**
 * Tencent Cloud SMS (API 3.0, 2021-01-11) through the official SDK, which signs with TC3-HMAC-SHA256.
 * Refusals become `SmsProviderError`s: from the request (`Response.Error`) or for the number
 * (`SendStatusSet[0].Code`), both are mapped the same way. Nothing here logs; the code travels only in
 * TemplateParamSet.
 */
export class TencentSms implements SmsProvider {
  private readonly client: Client;
  private readonly paramCount: 1 | 2;

  constructor(private readonly config: TencentSmsConfig) {
    const { host, protocol, agent } = route(config.endpoint);
    this.paramCount = config.templateParamCount ?? 2;
    this.client = new sms.v20210111.Client({
      credential: { secretId: config.secretId, secretKey: config.secretKey },
      region: config.region ?? 'ap-guangzhou',
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: {
          endpoint: host,
          protocol,
          reqMethod: 'POST',
          // The SDK takes seconds and hands node-fetch seconds × 1000 as its timeout.
          reqTimeout: (config.timeoutMs ?? 10_000) / 1000,
          ...(agent ? { agent } : {}),
        },
      },
    });
  }

  async sendCode(m: SmsCodeMessage): Promise<void> {
    const templateId = this.config.templates[m.purpose];
    if (!templateId) {
      throw new SmsProviderError(
        'template_rejected',
        'TemplateNotConfigured',
        'Tencent Cloud SMS: no template is configured for this purpose',
      );
    }
    const minutes = String(Math.max(1, Math.ceil(m.expiresInSeconds / 60)));
    let answer: Awaited<ReturnType<Client['SendSms']>>;
    try {
      answer = await this.client.SendSms({
        PhoneNumberSet: [e164(m.areaCode, m.phone)],
        SmsSdkAppId: this.config.sdkAppId,
        SignName: this.config.signName,
        TemplateId: templateId,
        TemplateParamSet: this.paramCount === 1 ? [m.code] : [m.code, minutes],
      });
    } catch (e) {
      throw fromSdkError(e);
    }
    const code = answer.SendStatusSet?.[0]?.Code;
    if (code === undefined)
      throw new SmsProviderError('unavailable', 'MissingSendStatus', 'Tencent Cloud SMS answered without a send status');
    if (code !== 'Ok') throw refusal(code);
  }

  /**
   * Proves the credentials and the SmsSdkAppId with a signed, read-only, free call (this hour's send
   * statistics). Throws `SmsProviderError` when refused or unreachable.
   */
  async health(): Promise<void> {
    const hour = beijingHour(Date.now());
    try {
      await this.client.SendStatusStatistics({
        SmsSdkAppId: this.config.sdkAppId,
        BeginTime: hour,
        EndTime: hour,
        Limit: 0,
        Offset: 0,
      });
    } catch (e) {
      throw fromSdkError(e);
    }
  }
}
