import type * as CloudauthModule from '@alicloud/cloudauth20190307';
import type CloudauthClient from '@alicloud/cloudauth20190307';
import { isAdultIdCard, isValidIdCardNumber } from '@curio/contract';
import type { Clock } from '../../clock';
import { aliyunConfig, aliyunErrorCode, aliyunRuntime, aliyunSettle, loadCjs } from '../aliyun/openapi';
import type { KycProvider, KycRequest, KycResult } from './kyc-provider';

const cloudauth = loadCjs('@alicloud/cloudauth20190307') as typeof CloudauthModule;

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
 * Why a check could not be answered: the provider's code (or 'Timeout', 'NetworkError', 'Aborted', 'UnknownAnswer') and a
 * fixed text. Never the name, the ID number or the provider's own message.
 */
export class AliyunKycError extends Error {
  override readonly name = 'AliyunKycError';
  constructor(readonly providerCode: string) {
    super(`aliyun real-name check failed (${providerCode})`);
  }
}

/** Id2MetaVerify's ResultObject.BizCode: 1 consistent, 2 inconsistent, 3 no record. */
const RESULTS: Readonly<Record<string, KycResult>> = { '1': 'verified', '2': 'mismatch', '3': 'rejected' };

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
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.client = new cloudauth.default(
      aliyunConfig({ ...config, endpoint: config.endpoint ?? 'cloudauth.aliyuncs.com', timeoutMs: this.timeoutMs }),
    );
  }

  private async call<T>(run: (runtime: RuntimeOptions) => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await aliyunSettle(() => run(aliyunRuntime<RuntimeOptions>(this.timeoutMs, this.clock)), this.timeoutMs, signal);
    } catch (e) {
      if (signal?.aborted) throw e === signal.reason ? e : new AliyunKycError('Aborted');
      throw new AliyunKycError(aliyunErrorCode(e));
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
