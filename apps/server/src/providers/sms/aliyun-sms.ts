import type * as DysmsModule from '@alicloud/dysmsapi20170525';
import type DysmsClient from '@alicloud/dysmsapi20170525';
import { systemClock, type Clock } from '../../clock';
import { aliyunConfig, aliyunErrorCode, aliyunRuntime, aliyunSettle, loadCjs } from '../aliyun/openapi';
import { SmsProviderError, type SmsCodeMessage, type SmsProvider, type SmsRefusal, type SmsTemplates } from './sms-provider';

const dysms = loadCjs('@alicloud/dysmsapi20170525') as typeof DysmsModule;

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

/** PhoneNumbers as SendSms wants them: mainland the 11 digits, elsewhere country code and number without '+'. */
export function aliyunPhoneNumber(areaCode: string, phone: string): string {
  const country = areaCode.trim().replace(/^\+/, '');
  const number = phone.trim();
  return country === '86' ? number : `${country}${number}`;
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
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.clock = config.clock ?? systemClock;
    this.client = new dysms.default(
      aliyunConfig({ ...config, endpoint: config.endpoint ?? 'dysmsapi.aliyuncs.com', timeoutMs: this.timeoutMs }),
    );
  }

  private async call<T extends { body?: { code?: string } }>(run: (runtime: RuntimeOptions) => Promise<T>): Promise<T> {
    try {
      return await aliyunSettle(() => run(aliyunRuntime<RuntimeOptions>(this.timeoutMs, this.clock)), this.timeoutMs);
    } catch (e) {
      // The SDK's own text is never kept: it quotes the request URL, whose query holds the phone and the code.
      throw refusal(aliyunErrorCode(e));
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
