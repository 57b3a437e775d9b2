// The operator console's providers (issue 28, PRODUCT.md §13, decision 050): per tenant, the payment and
// SMS providers it is the merchant of, and the deployment's real-name, wallet and DID providers, each with
// where its credentials come from and its last health check. Credentials: the public fields are shown,
// the secret fields never (write-only: `secretsSet` says which are set).
import { z } from 'zod';
import { SMS_PURPOSES } from '../identity/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const tags = ['operator'] as const;

/** What a provider does. `pay` and `sms` are per tenant; `kyc`, `wallet` and `did` per deployment. */
export const PROVIDER_KINDS = ['pay', 'sms', 'kyc', 'wallet', 'did'] as const;
export const providerKindSchema = z.enum(PROVIDER_KINDS);
export type ProviderKind = z.infer<typeof providerKindSchema>;

/** The vendors an operator can configure for their tenant (the console's form). */
export const TENANT_VENDORS = { pay: ['wechatpay', 'alipay'], sms: ['aliyun', 'tencent'] } as const;
export type TenantProviderKind = keyof typeof TENANT_VENDORS;
export const tenantProviderKindSchema = z.enum(['pay', 'sms']);
export const providerVendorSchema = z.enum(['wechatpay', 'alipay', 'aliyun', 'tencent', 'sandbox', 'none']);
export type ProviderVendor = z.infer<typeof providerVendorSchema>;

const pem = z
  .string()
  .trim()
  .min(64)
  .max(8_000)
  .regex(/^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/);
const id = (max = 64) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[0-9A-Za-z_.:-]+$/);
const endpoint = z.string().trim().url().max(300).optional();
/** A template id per purpose of a verification code. */
const templates = z.object(
  Object.fromEntries(SMS_PURPOSES.map((p) => [p, id(40)])) as Record<(typeof SMS_PURPOSES)[number], ReturnType<typeof id>>,
);

/**
 * Each vendor's fields: `fields` are shown back to the operator, `secrets` never. The server keeps secrets
 * encrypted at rest (the keyring) and builds the vendor's adapter from both.
 */
export const VENDOR_FIELDS = {
  wechatpay: {
    fields: z.object({
      mchId: id(32),
      appId: id(32),
      certSerial: id(64),
      platformPublicKeyId: id(80),
      platformPublicKey: pem,
      endpoint,
      /** Where WeChat's web authorization goes instead of open/api.weixin.qq.com (a proxy; tests). */
      oauthEndpoint: endpoint,
    }),
    /** appSecret: the official account's AppSecret, for the openid a JSAPI payment inside WeChat needs (optional). */
    secrets: z.object({ privateKey: pem, apiV3Key: z.string().length(32), appSecret: z.string().min(16).max(64).optional() }),
  },
  alipay: {
    fields: z.object({ appId: id(32), alipayPublicKey: pem, gateway: endpoint }),
    secrets: z.object({ privateKey: pem }),
  },
  aliyun: {
    fields: z.object({
      accessKeyId: id(64),
      signName: z.string().trim().min(2).max(20),
      templates,
      codeParam: id(20).optional(),
      endpoint,
    }),
    secrets: z.object({ accessKeySecret: z.string().min(8).max(128) }),
  },
  tencent: {
    fields: z.object({
      secretId: id(64),
      sdkAppId: id(20),
      signName: z.string().trim().min(2).max(20),
      templates,
      templateParamCount: z.union([z.literal(1), z.literal(2)]).optional(),
      region: id(32).optional(),
      endpoint,
    }),
    secrets: z.object({ secretKey: z.string().min(8).max(128) }),
  },
} as const;
export type ConfigurableVendor = keyof typeof VENDOR_FIELDS;

/** One provider of the tenant as the console shows it. */
export const ConsoleProvider = z.object({
  kind: providerKindSchema,
  vendor: providerVendorSchema,
  /** tenant: the tenant's own credentials; environment: the deployment's; sandbox: a development sandbox; none. */
  source: z.enum(['tenant', 'environment', 'sandbox', 'none']),
  /** The public fields (never a secret). */
  fields: z.record(z.string(), z.unknown()),
  /** Which secret fields are set (their values are never answered). */
  secretsSet: z.array(z.string()),
  /** The spec §4 methods it serves (payments). */
  methods: z.array(z.number()),
  health: z.object({ at: z.number().nullable(), ok: z.boolean().nullable(), error: z.string().nullable() }),
  updatedAt: z.number().nullable(),
});
export type ConsoleProvider = z.infer<typeof ConsoleProvider>;

export const consoleListProviders = defineCall(endpoints.consoleListProviders, {
  summary:
    "The tenant's providers: payments and SMS (the tenant's own credentials or the deployment's), real name, wallet and DID " +
    '(the deployment’s), each with its source, public fields, which secrets are set and its last health check',
  tags,
  data: z.object({ providers: z.array(ConsoleProvider) }),
});

const vendorParams = z.object({ kind: tenantProviderKindSchema, vendor: z.enum(['wechatpay', 'alipay', 'aliyun', 'tencent']) });

export const consoleSaveProvider = defineCall(endpoints.consoleSaveProvider, {
  summary:
    "Saves the tenant's credentials of a payment or SMS vendor (audited, secrets never in the audit). Secrets are write-only: " +
    'a secret left out keeps the saved one (the first save needs them all). 4000001 a field is invalid (the vendor’s fields: ' +
    'VENDOR_FIELDS), 4000001 a vendor of another kind',
  tags,
  params: vendorParams,
  body: z.object({ fields: z.record(z.string(), z.unknown()), secrets: z.record(z.string(), z.string()).default({}) }),
  data: ConsoleProvider,
});

export const consoleRemoveProvider = defineCall(endpoints.consoleRemoveProvider, {
  summary: "Removes the tenant's own credentials of a vendor (audited); the deployment's, if any, serve again",
  tags,
  params: vendorParams,
  data: z.object({ removed: z.boolean() }),
});

export const consoleCheckProvider = defineCall(endpoints.consoleCheckProvider, {
  summary: "Runs the vendor's health check now (a cheap signed call) and records it: ok, or the provider's error code",
  tags,
  params: z.object({ kind: providerKindSchema, vendor: providerVendorSchema }),
  data: ConsoleProvider,
});
