import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { ProvidersConfig, VendorCredentials } from '../config';
import { Alipay, type AlipayCredentials } from './pay/alipay';
import type { PaymentProvider } from './pay/payment-provider';
import type { SandboxPay } from './pay/sandbox-pay';
import { WechatOauth } from './pay/wechat-oauth';
import { WechatPay, type WechatPayCredentials } from './pay/wechat-pay';
import { AliyunSms, type AliyunSmsConfig } from './sms/aliyun-sms';
import { SmsProviderError, type SmsCodeMessage, type SmsProvider } from './sms/sms-provider';
import { TencentSms, type TencentSmsConfig } from './sms/tencent-sms';

/** A tenant's own credentials of one vendor, opened (secrets in clear, in memory only). */
export interface TenantCredentials extends VendorCredentials {
  kind: 'pay' | 'sms';
  vendor: string;
  updatedAt: number;
}

/** Where a tenant's own credentials are kept (the provider-settings module: encrypted at rest). */
export interface CredentialSource {
  forTenant(tenantId: number): Promise<TenantCredentials[]>;
}

/** Where a provider of a tenant comes from: its own credentials, the deployment's, or a sandbox. */
export type ProviderSource = 'tenant' | 'environment' | 'sandbox';

export interface ResolvedPayment {
  provider: PaymentProvider;
  source: ProviderSource;
  /** WeChat Pay with its official account's AppSecret: the web authorization that gives JSAPI the openid. */
  oauth?: WechatOauth;
}
export interface ResolvedSms {
  vendor: string;
  provider: SmsProvider & { health?(): Promise<void> };
  source: ProviderSource;
}

interface TenantProviders {
  at: number;
  stamp: string;
  payments: ResolvedPayment[];
  sms: ResolvedSms | null;
}

/** How long a process keeps a tenant's providers before reading its credentials again (others' saves). */
const TTL_MS = 15_000;

/**
 * The payment and SMS providers of each tenant (PRODUCT.md §13: each operator is its own merchant): the
 * tenant's own credentials (saved in the console) first, else the deployment's (environment), and outside
 * production the sandboxes for whatever is left. Adapters are built once per credentials version and kept
 * for TTL_MS; a save in this process drops them at once (`forget`).
 */
export class ProviderDirectory {
  private readonly cache = new Map<number, TenantProviders>();
  private readonly envPayments: ResolvedPayment[];
  private readonly envSms: ResolvedSms | null;

  constructor(
    private readonly config: ProvidersConfig,
    private readonly source: CredentialSource,
    private readonly sandbox: { pay: SandboxPay | null; sms: SmsProvider | null },
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.envPayments = [];
    if (config.wechatpay) this.envPayments.push(this.resolved('wechatpay', config.wechatpay, 'environment'));
    if (config.alipay) this.envPayments.push(this.resolved('alipay', config.alipay, 'environment'));
    this.envSms = config.sms
      ? { vendor: config.sms.vendor, provider: this.smsOf(config.sms.vendor, config.sms), source: 'environment' }
      : null;
  }

  /** Builds a payment adapter from a vendor's credentials. */
  payment(vendor: string, c: VendorCredentials): PaymentProvider {
    const f = c.fields as Record<string, string | undefined>;
    if (vendor === 'wechatpay') {
      const credentials = { ...c.fields, ...c.secrets } as unknown as WechatPayCredentials;
      return new WechatPay({ credentials, clock: this.clock, ...(f.endpoint ? { endpoint: f.endpoint } : {}) });
    }
    if (vendor === 'alipay') {
      const credentials = { ...c.fields, ...c.secrets } as unknown as AlipayCredentials;
      return new Alipay({ credentials, clock: this.clock, ...(f.gateway ? { gateway: f.gateway } : {}) });
    }
    throw new Error(`unknown payment vendor ${vendor}`);
  }

  private resolved(vendor: string, c: VendorCredentials, source: ProviderSource): ResolvedPayment {
    const provider = this.payment(vendor, c);
    const f = c.fields as Record<string, string | undefined>;
    const appSecret = c.secrets.appSecret;
    if (vendor !== 'wechatpay' || !appSecret || !f.appId) return { provider, source };
    return {
      provider,
      source,
      oauth: new WechatOauth({ appId: f.appId, appSecret, ...(f.oauthEndpoint ? { endpoint: f.oauthEndpoint } : {}) }),
    };
  }

  /** Builds an SMS adapter from a vendor's credentials. */
  smsOf(vendor: string, c: VendorCredentials): SmsProvider & { health(): Promise<void> } {
    if (vendor === 'aliyun') return new AliyunSms({ ...c.fields, ...c.secrets } as unknown as AliyunSmsConfig);
    if (vendor === 'tencent') return new TencentSms({ ...c.fields, ...c.secrets } as unknown as TencentSmsConfig);
    throw new Error(`unknown SMS vendor ${vendor}`);
  }

  private async load(tenantId: number): Promise<TenantProviders> {
    const now = this.clock();
    const cached = this.cache.get(tenantId);
    if (cached && now - cached.at < TTL_MS) return cached;
    const own = await this.source.forTenant(tenantId);
    const stamp = own.map((c) => `${c.kind}:${c.vendor}:${c.updatedAt}`).join('|');
    if (cached && cached.stamp === stamp) {
      cached.at = now;
      return cached;
    }
    const payments: ResolvedPayment[] = [];
    for (const c of own.filter((o) => o.kind === 'pay')) {
      try {
        payments.push(this.resolved(c.vendor, c, 'tenant'));
      } catch (err) {
        this.log.error({ tenantId, vendor: c.vendor, error: (err as Error).message }, 'payment provider not built');
      }
    }
    // The deployment's vendors serve the methods the tenant has no own vendor for.
    for (const e of this.envPayments) {
      if (!payments.some((p) => p.provider.name === e.provider.name)) payments.push(e);
    }
    if (this.sandbox.pay && this.config.sandboxes) {
      const served = new Set(payments.flatMap((p) => p.provider.methods));
      if (this.sandbox.pay.methods.some((m) => !served.has(m))) payments.push({ provider: this.sandbox.pay, source: 'sandbox' });
    }
    const ownSms = own.find((o) => o.kind === 'sms');
    let sms: ResolvedSms | null = this.envSms;
    if (ownSms) sms = { vendor: ownSms.vendor, provider: this.smsOf(ownSms.vendor, ownSms), source: 'tenant' };
    else if (!sms && this.sandbox.sms && this.config.sandboxes)
      sms = { vendor: 'sandbox', provider: this.sandbox.sms, source: 'sandbox' };
    const entry = { at: now, stamp, payments, sms };
    this.cache.set(tenantId, entry);
    return entry;
  }

  /** The tenant's payment providers, its own first. */
  async payments(tenantId: number): Promise<ResolvedPayment[]> {
    return (await this.load(tenantId)).payments;
  }

  /** The tenant's payment provider of that name (a payment's `provider`), or null. */
  async paymentNamed(tenantId: number, name: string): Promise<PaymentProvider | null> {
    return (await this.payments(tenantId)).find((p) => p.provider.name === name)?.provider ?? null;
  }

  /** The provider that takes `method` for the tenant (its own vendor before the deployment's and the sandbox). */
  async paymentFor(tenantId: number, method: number | null): Promise<PaymentProvider | null> {
    const all = await this.payments(tenantId);
    if (method === null) return all.find((p) => p.source === 'sandbox')?.provider ?? null;
    return all.find((p) => p.provider.methods.includes(method))?.provider ?? null;
  }

  /** The tenant's WeChat web authorization (its WeChat Pay merchant's official account), or null. */
  async wechatOauth(tenantId: number): Promise<WechatOauth | null> {
    return (await this.payments(tenantId)).find((p) => p.provider.name === 'wechatpay')?.oauth ?? null;
  }

  async sms(tenantId: number): Promise<ResolvedSms | null> {
    return (await this.load(tenantId)).sms;
  }

  /** The payment sandbox, which serves every tenant (outside production); null in production. */
  get sandboxPay(): PaymentProvider | null {
    return this.config.sandboxes ? this.sandbox.pay : null;
  }

  /** Drops a tenant's providers (its credentials changed in this process). */
  forget(tenantId: number): void {
    this.cache.delete(tenantId);
  }
}

/** Sends each tenant's codes through its SMS provider; none configured: refused as unavailable. */
export class TenantSms implements SmsProvider {
  constructor(private readonly directory: ProviderDirectory) {}

  async sendCode(message: SmsCodeMessage): Promise<void> {
    const sms = await this.directory.sms(message.tenantId);
    if (!sms) throw new SmsProviderError('unavailable', 'NOT_CONFIGURED', 'no SMS provider is configured for this tenant');
    await sms.provider.sendCode(message);
  }
}
