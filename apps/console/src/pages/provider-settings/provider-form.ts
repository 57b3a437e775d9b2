import { SMS_PURPOSES, TENANT_VENDORS, VENDOR_FIELDS, type ConfigurableVendor, type TenantProviderKind } from '@curio/contract';
import type { CallBody, Calls } from '@curio/contract/client';

// The providers page's form (issue 28, decision 050): a tenant's own credentials of one vendor. The
// public fields come back prefilled; the secrets are write-only, so their inputs always start empty and a
// secret left empty keeps the saved one (the server merges). Values are checked with the contract's own
// schemas (VENDOR_FIELDS) before anything is sent, so the form and the server refuse the same things.

export type SaveBody = CallBody<Calls['consoleSaveProvider']>;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export { SMS_PURPOSES };

/** How an input looks: a line, a monospace PEM block, a URL, the template ids by purpose, a choice of 1 or 2. */
export type InputKind = 'text' | 'pem' | 'url' | 'templates' | 'paramCount';

export interface FieldSpec {
  name: string;
  input: InputKind;
  optional?: boolean;
}
export interface SecretSpec {
  name: string;
  /** A PEM private key (a masked monospace block) rather than a one-line secret. */
  pem?: boolean;
  /** Not needed even on the first save (e.g. WeChat's AppSecret, only for payments inside WeChat). */
  optional?: boolean;
}

/**
 * Each configurable vendor's inputs in the order the form shows them. A unit test holds them equal to the
 * keys of VENDOR_FIELDS, so a field added to the contract cannot be forgotten here.
 */
export const VENDOR_FORMS: Record<ConfigurableVendor, { kind: TenantProviderKind; fields: FieldSpec[]; secrets: SecretSpec[] }> =
  {
    wechatpay: {
      kind: 'pay',
      fields: [
        { name: 'mchId', input: 'text' },
        { name: 'appId', input: 'text' },
        { name: 'certSerial', input: 'text' },
        { name: 'platformPublicKeyId', input: 'text' },
        { name: 'platformPublicKey', input: 'pem' },
        { name: 'endpoint', input: 'url', optional: true },
        { name: 'oauthEndpoint', input: 'url', optional: true },
      ],
      secrets: [{ name: 'privateKey', pem: true }, { name: 'apiV3Key' }, { name: 'appSecret', optional: true }],
    },
    alipay: {
      kind: 'pay',
      fields: [
        { name: 'appId', input: 'text' },
        { name: 'alipayPublicKey', input: 'pem' },
        { name: 'gateway', input: 'url', optional: true },
      ],
      secrets: [{ name: 'privateKey', pem: true }],
    },
    aliyun: {
      kind: 'sms',
      fields: [
        { name: 'accessKeyId', input: 'text' },
        { name: 'signName', input: 'text' },
        { name: 'templates', input: 'templates' },
        { name: 'codeParam', input: 'text', optional: true },
        { name: 'endpoint', input: 'url', optional: true },
      ],
      secrets: [{ name: 'accessKeySecret' }],
    },
    tencent: {
      kind: 'sms',
      fields: [
        { name: 'secretId', input: 'text' },
        { name: 'sdkAppId', input: 'text' },
        { name: 'signName', input: 'text' },
        { name: 'templates', input: 'templates' },
        { name: 'templateParamCount', input: 'paramCount', optional: true },
        { name: 'region', input: 'text', optional: true },
        { name: 'endpoint', input: 'url', optional: true },
      ],
      secrets: [{ name: 'secretKey' }],
    },
  };

/** The configurable vendors of a kind (the contract's TENANT_VENDORS). */
export const vendorsOf = (kind: TenantProviderKind): readonly ConfigurableVendor[] => TENANT_VENDORS[kind];

/** What the antd form holds: public fields by name (templates as an object by purpose), secrets under `secrets`. */
export interface ProviderFormValues {
  [field: string]: unknown;
  secrets?: Record<string, string | undefined>;
}

/** A field's problem as the form words it: missing, or not what the vendor takes. */
export type Problem = 'required' | 'invalid' | null;

type Schema = { safeParse(v: unknown): { success: boolean } };
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const shapeOf = (s: unknown) => (s as { shape: Record<string, Schema> }).shape;

/** The schema of one public field (`['templates', 'login']` for a template id). */
function fieldSchema(vendor: ConfigurableVendor, path: readonly string[]): Schema {
  let schema: Schema = VENDOR_FIELDS[vendor].fields;
  for (const key of path) schema = shapeOf(schema)[key]!;
  return schema;
}

/** A public field's problem: required and empty, or refused by the contract's schema. */
export function fieldProblem(vendor: ConfigurableVendor, path: readonly string[], value: unknown, optional = false): Problem {
  if (isEmpty(value)) return optional ? null : 'required';
  return fieldSchema(vendor, path).safeParse(typeof value === 'string' ? value.trim() : value).success ? null : 'invalid';
}

/**
 * A secret's problem: empty is fine when one is saved (it is kept), required on the first save; a typed one
 * must pass the contract's schema.
 */
export function secretProblem(
  vendor: ConfigurableVendor,
  name: string,
  value: unknown,
  isSet: boolean,
  optional = false,
): Problem {
  if (isEmpty(value)) return isSet || optional ? null : 'required';
  return shapeOf(VENDOR_FIELDS[vendor].secrets)[name]!.safeParse(value).success ? null : 'invalid';
}

/** The form's starting values: the saved public fields (never a secret: the secret inputs start empty). */
export function initialValues(vendor: ConfigurableVendor, saved: Record<string, unknown> | null): ProviderFormValues {
  const values: ProviderFormValues = {};
  for (const f of VENDOR_FORMS[vendor].fields) {
    const v = saved?.[f.name];
    if (f.input === 'templates') {
      const t = (v ?? {}) as Record<string, unknown>;
      values[f.name] = Object.fromEntries(SMS_PURPOSES.map((p) => [p, typeof t[p] === 'string' ? t[p] : '']));
    } else if (f.input === 'paramCount') values[f.name] = v === 1 || v === 2 ? v : undefined;
    else values[f.name] = typeof v === 'string' ? v : '';
  }
  values.secrets = Object.fromEntries(VENDOR_FORMS[vendor].secrets.map((s) => [s.name, '']));
  return values;
}

/**
 * The body of consoleSaveProvider: trimmed public fields (empty optional ones left out), and only the
 * secrets that were typed; a secret left empty is not sent, so the saved one is kept.
 */
export function toSaveBody(vendor: ConfigurableVendor, values: ProviderFormValues): SaveBody {
  const fields: Record<string, unknown> = {};
  for (const f of VENDOR_FORMS[vendor].fields) {
    const v = values[f.name];
    if (f.input === 'templates') {
      const t = (v ?? {}) as Record<string, unknown>;
      fields[f.name] = Object.fromEntries(SMS_PURPOSES.map((p) => [p, typeof t[p] === 'string' ? t[p].trim() : '']));
    } else if (!isEmpty(v)) fields[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  const secrets: Record<string, string> = {};
  for (const s of VENDOR_FORMS[vendor].secrets) {
    const v = values.secrets?.[s.name];
    // PEM blocks are trimmed (the schema trims them too); a one-line secret is sent exactly as typed.
    if (typeof v === 'string' && v.trim() !== '') secrets[s.name] = s.pem ? v.trim() : v;
  }
  return { fields, secrets };
}

/** Every problem of the form at once, by field path (`templates.login`, `secrets.apiV3Key`): empty when it may be saved. */
export function formProblems(vendor: ConfigurableVendor, values: ProviderFormValues, secretsSet: readonly string[]) {
  const out: Record<string, Exclude<Problem, null>> = {};
  for (const f of VENDOR_FORMS[vendor].fields) {
    if (f.input === 'templates') {
      const t = (values[f.name] ?? {}) as Record<string, unknown>;
      for (const p of SMS_PURPOSES) {
        const problem = fieldProblem(vendor, [f.name, p], t[p]);
        if (problem) out[`${f.name}.${p}`] = problem;
      }
    } else {
      const problem = fieldProblem(vendor, [f.name], values[f.name], f.optional);
      if (problem) out[f.name] = problem;
    }
  }
  for (const s of VENDOR_FORMS[vendor].secrets) {
    const problem = secretProblem(vendor, s.name, values.secrets?.[s.name], secretsSet.includes(s.name), s.optional);
    if (problem) out[`secrets.${s.name}`] = problem;
  }
  return out;
}
