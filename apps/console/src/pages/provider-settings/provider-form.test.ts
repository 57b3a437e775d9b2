import { VENDOR_FIELDS, type ConfigurableVendor } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { formProblems, initialValues, toSaveBody, VENDOR_FORMS, type ProviderFormValues } from './provider-form';

// The schemas only look at the PEM's frame and length: a made-up block is enough here.
const PEM = (label: string) => `-----BEGIN ${label}-----\n${'A'.repeat(64)}\n${'B'.repeat(20)}==\n-----END ${label}-----`;
const PRIVATE = PEM('PRIVATE KEY');
const API_V3_KEY = '0123456789abcdef0123456789ABCDEF';
const TEMPLATES = {
  register: 'SMS_1001',
  login: 'SMS_1002',
  resetPassword: 'SMS_1003',
  resetPayPassword: 'SMS_1004',
  bankCard: 'SMS_1005',
  deleteAccount: 'SMS_1006',
};

const wechatFields = {
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  certSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  platformPublicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
  platformPublicKey: PEM('PUBLIC KEY'),
};

describe('providers form', () => {
  it('has an input for every field and secret the contract defines, and nothing else', () => {
    for (const vendor of Object.keys(VENDOR_FIELDS) as ConfigurableVendor[]) {
      expect(VENDOR_FORMS[vendor].fields.map((f) => f.name).sort()).toEqual(
        Object.keys(VENDOR_FIELDS[vendor].fields.shape).sort(),
      );
      expect(VENDOR_FORMS[vendor].secrets.map((s) => s.name).sort()).toEqual(
        Object.keys(VENDOR_FIELDS[vendor].secrets.shape).sort(),
      );
      // Optional in the form exactly when optional in the contract.
      for (const f of VENDOR_FORMS[vendor].fields) {
        const schema = (VENDOR_FIELDS[vendor].fields.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[
          f.name
        ]!;
        expect(schema.safeParse(undefined).success, `${vendor}.${f.name}`).toBe(!!f.optional);
      }
      for (const x of VENDOR_FORMS[vendor].secrets) {
        const schema = (VENDOR_FIELDS[vendor].secrets.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[
          x.name
        ]!;
        expect(schema.safeParse(undefined).success, `${vendor} secret ${x.name}`).toBe(!!x.optional);
      }
    }
  });

  it('prefills the saved public fields and never a secret, even when the saved row would carry one', () => {
    const values = initialValues('wechatpay', {
      ...wechatFields,
      endpoint: 'https://api.mch.weixin.qq.com',
      privateKey: PRIVATE,
    });
    expect(values).toMatchObject({ ...wechatFields, endpoint: 'https://api.mch.weixin.qq.com' });
    expect(values.secrets).toEqual({ privateKey: '', apiV3Key: '', appSecret: '' });
    expect(JSON.stringify(values)).not.toContain('PRIVATE KEY');
    // A first form: every field empty, the templates one empty input per purpose.
    expect(initialValues('tencent', null)).toMatchObject({
      secretId: '',
      templates: { register: '', login: '', resetPassword: '', resetPayPassword: '', bankCard: '', deleteAccount: '' },
      templateParamCount: undefined,
      secrets: { secretKey: '' },
    });
  });

  it('the first save requires every secret; a typed secret must fit the contract', () => {
    const values: ProviderFormValues = { ...initialValues('wechatpay', null), ...wechatFields };
    expect(formProblems('wechatpay', values, [])).toEqual({ 'secrets.privateKey': 'required', 'secrets.apiV3Key': 'required' });
    const typed = { ...values, secrets: { privateKey: PRIVATE, apiV3Key: 'too-short' } };
    expect(formProblems('wechatpay', typed, [])).toEqual({ 'secrets.apiV3Key': 'invalid' });
    // An optional secret (WeChat's AppSecret) is never required, but checked when typed.
    const withAppSecret = { ...values, secrets: { privateKey: PRIVATE, apiV3Key: API_V3_KEY, appSecret: 'short' } };
    expect(formProblems('wechatpay', withAppSecret, [])).toEqual({ 'secrets.appSecret': 'invalid' });
    expect(formProblems('wechatpay', { ...values, secrets: { privateKey: PRIVATE, apiV3Key: API_V3_KEY } }, [])).toEqual({});
    // Public fields: required, then checked (an id with a space, a PEM without its frame, a bad URL).
    const bad = { ...typed, mchId: '19 00', platformPublicKey: 'MIIBIjAN', endpoint: 'not a url', appId: '' };
    expect(formProblems('wechatpay', { ...bad, secrets: { privateKey: PRIVATE, apiV3Key: API_V3_KEY } }, [])).toEqual({
      mchId: 'invalid',
      appId: 'required',
      platformPublicKey: 'invalid',
      endpoint: 'invalid',
    });
  });

  it('secrets left empty are not sent once they are set, so the saved ones are kept', () => {
    const values: ProviderFormValues = { ...initialValues('wechatpay', wechatFields), secrets: { privateKey: '', apiV3Key: '' } };
    expect(formProblems('wechatpay', values, ['privateKey', 'apiV3Key'])).toEqual({});
    const body = toSaveBody('wechatpay', values);
    expect(body).toEqual({ fields: wechatFields, secrets: {} });
    // Only the one typed is sent (exactly as typed); an empty optional field is left out.
    const one = toSaveBody('wechatpay', { ...values, endpoint: '  ', secrets: { privateKey: '', apiV3Key: API_V3_KEY } });
    expect(one.secrets).toEqual({ apiV3Key: API_V3_KEY });
    expect(one.fields).not.toHaveProperty('endpoint');
    // Whitespace only counts as empty; a pasted PEM is trimmed.
    const pasted = toSaveBody('wechatpay', { ...values, secrets: { privateKey: `\n${PRIVATE}\n\n`, apiV3Key: '   ' } });
    expect(pasted.secrets).toEqual({ privateKey: PRIVATE });
  });

  it('SMS: one template id per purpose, checked one by one; optional settings sent only when given', () => {
    const values: ProviderFormValues = {
      ...initialValues('aliyun', null),
      accessKeyId: 'LTAI5tExample',
      signName: 'Curio',
      templates: { ...TEMPLATES, login: '', bankCard: 'SMS 1005' },
      secrets: { accessKeySecret: 'short' },
    };
    expect(formProblems('aliyun', values, [])).toEqual({
      'templates.login': 'required',
      'templates.bankCard': 'invalid',
      'secrets.accessKeySecret': 'invalid',
    });
    const fixed = {
      ...values,
      templates: TEMPLATES,
      codeParam: 'code',
      secrets: { accessKeySecret: 'a-secret-of-30-characters-long' },
    };
    expect(formProblems('aliyun', fixed, [])).toEqual({});
    const body = toSaveBody('aliyun', fixed);
    expect(body).toEqual({
      fields: { accessKeyId: 'LTAI5tExample', signName: 'Curio', templates: TEMPLATES, codeParam: 'code' },
      secrets: { accessKeySecret: 'a-secret-of-30-characters-long' },
    });
    // What the form sends passes the contract's schemas (the server checks the same).
    expect(VENDOR_FIELDS.aliyun.fields.safeParse(body.fields).success).toBe(true);
    expect(VENDOR_FIELDS.aliyun.secrets.safeParse(body.secrets).success).toBe(true);

    const tencent = toSaveBody('tencent', {
      ...initialValues('tencent', null),
      secretId: 'AKIDexample',
      sdkAppId: '1400000000',
      signName: 'Curio',
      templates: TEMPLATES,
      templateParamCount: 1,
      secrets: { secretKey: 'tencent-secret-key' },
    });
    expect(tencent.fields).toEqual({
      secretId: 'AKIDexample',
      sdkAppId: '1400000000',
      signName: 'Curio',
      templates: TEMPLATES,
      templateParamCount: 1,
    });
    expect(VENDOR_FIELDS.tencent.fields.safeParse(tencent.fields).success).toBe(true);
  });
});
