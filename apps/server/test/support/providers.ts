// The outside providers of a production deployment, as local servers that speak each vendor's documented
// protocol (issue 28): WeChat Pay API v3, Alipay's gateway, Alibaba Cloud (SMS, real name) and Tencent Cloud
// (SMS). `env()` is the environment a production server is configured with to use them; notices reach the
// app under test through `app` (inject) when it does not listen.
import type { FastifyInstance } from 'fastify';
import { AlipayTestServer } from './protocol/alipay-server';
import { AliyunTestServer } from './protocol/aliyun-server';
import { TencentCloudTestServer } from './protocol/tencent-cloud-server';
import { WechatOauthTestServer } from './protocol/wechat-oauth-server';
import { WechatPayTestServer } from './protocol/wechat-pay-server';

/** Keys a production start accepts (at least 32 characters, not a development value). */
export const PRODUCTION_KEYS = {
  MASTER_KEY: 'prod-master-key-7Qv2Lx9Rt4Wm8Zc1Nb6Hs3Jd',
  OPERATOR_TOKEN: 'prod-operator-token-4Fh8Kq2Vx7Lm1Tz9Cw5Rb',
} as const;

export const SMS_TEMPLATES = {
  register: 'SMS_100000001',
  login: 'SMS_100000002',
  resetPassword: 'SMS_100000003',
  resetPayPassword: 'SMS_100000004',
  bankCard: 'SMS_100000005',
  deleteAccount: 'SMS_100000006',
} as const;

const pemEnv = (pem: string) => pem.trim().replace(/\n/g, '\\n');

export interface ProviderServers {
  wechat: WechatPayTestServer;
  /** WeChat's web authorization of the merchant's official account (the openid of JSAPI payments). */
  wechatOauth: WechatOauthTestServer;
  alipay: AlipayTestServer;
  aliyun: AliyunTestServer;
  tencent: TencentCloudTestServer;
  /** Where notices go when the app does not listen: set to the app under test. */
  target: { app: FastifyInstance | null };
  /** WECHATPAY_*, ALIPAY_*, SMS_* (Alibaba Cloud, or Tencent Cloud with `sms: 'tencent'`) and KYC_* for these servers. */
  env(o?: { sms?: 'aliyun' | 'tencent'; payments?: boolean }): Record<string, string>;
  close(): Promise<void>;
}

/** Posts a notice into the app under test as the provider would (the path of its notify_url). */
async function inject(target: { app: FastifyInstance | null }, url: string, headers: Record<string, string>, body: string) {
  if (!target.app) throw new Error('no app to deliver the notice to');
  const u = new URL(url);
  const res = await target.app.inject({
    method: 'POST',
    url: `${u.pathname}${u.search}`,
    headers: { ...headers, host: u.host },
    payload: body,
  });
  return { status: res.statusCode, body: res.body };
}

export async function startProviderServers(o: { clock?: () => number } = {}): Promise<ProviderServers> {
  const target: { app: FastifyInstance | null } = { app: null };
  const clock = o.clock ?? Date.now;
  const wechat = new WechatPayTestServer({
    clock,
    deliver: async ({ url, headers, body }) => (await inject(target, url, headers, body)).status,
  });
  const alipay = new AlipayTestServer({ clock, deliver: ({ url, headers, body }) => inject(target, url, headers, body) });
  const aliyun = new AliyunTestServer({ clock });
  const tencent = new TencentCloudTestServer();
  await Promise.all([wechat.start(), alipay.start(), aliyun.start(), tencent.start()]);
  const wechatOauth = new WechatOauthTestServer(wechat.credentials().appId);
  await wechatOauth.start();
  return {
    wechat,
    wechatOauth,
    alipay,
    aliyun,
    tencent,
    target,
    env({ sms = 'aliyun', payments = true } = {}) {
      const w = wechat.credentials();
      const a = alipay.credentials();
      const smsEnv: Record<string, string> =
        sms === 'aliyun'
          ? {
              SMS_PROVIDER: 'aliyun',
              SMS_ACCESS_KEY_ID: aliyun.accessKeyId,
              SMS_ACCESS_KEY_SECRET: aliyun.accessKeySecret,
              SMS_ENDPOINT: aliyun.url,
            }
          : {
              SMS_PROVIDER: 'tencent',
              SMS_ACCESS_KEY_ID: tencent.secretId,
              SMS_ACCESS_KEY_SECRET: tencent.secretKey,
              SMS_SDK_APP_ID: tencent.sdkAppId,
              SMS_ENDPOINT: tencent.url,
            };
      return {
        ...smsEnv,
        SMS_SIGN_NAME: 'Curio',
        SMS_TEMPLATES: JSON.stringify(SMS_TEMPLATES),
        KYC_PROVIDER: 'aliyun',
        KYC_ACCESS_KEY_ID: aliyun.accessKeyId,
        KYC_ACCESS_KEY_SECRET: aliyun.accessKeySecret,
        KYC_ENDPOINT: aliyun.url,
        ...(payments
          ? {
              WECHATPAY_MCH_ID: w.mchId,
              WECHATPAY_APP_ID: w.appId,
              WECHATPAY_CERT_SERIAL: w.certSerial,
              WECHATPAY_PRIVATE_KEY: pemEnv(w.privateKey),
              WECHATPAY_API_V3_KEY: w.apiV3Key,
              WECHATPAY_PLATFORM_PUBLIC_KEY: pemEnv(w.platformPublicKey),
              WECHATPAY_PLATFORM_PUBLIC_KEY_ID: w.platformPublicKeyId,
              WECHATPAY_ENDPOINT: wechat.url,
              WECHATPAY_APP_SECRET: wechatOauth.appSecret,
              WECHATPAY_OAUTH_ENDPOINT: wechatOauth.url,
              ALIPAY_APP_ID: a.appId,
              ALIPAY_PRIVATE_KEY: pemEnv(a.privateKey),
              ALIPAY_PUBLIC_KEY: pemEnv(a.alipayPublicKey),
              ALIPAY_GATEWAY: alipay.url,
            }
          : {}),
      };
    },
    async close() {
      await Promise.all([wechat.close(), wechatOauth.close(), alipay.close(), aliyun.close(), tencent.close()]);
    },
  };
}

/** A production environment (keys, no sandbox) on these servers. */
export function productionEnv(servers: ProviderServers, extra: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'production', ...PRODUCTION_KEYS, ...servers.env(), SEED_DEMO: '0', ...extra };
}
