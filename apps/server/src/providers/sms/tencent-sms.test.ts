import { SMS_PURPOSES, type SmsPurpose } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TencentCloudTestServer,
  tc3CanonicalRequest,
  tc3Signature,
  tc3SignRequest,
  tc3SigningKey,
  tc3StringToSign,
  verifyTc3,
} from '../../../test/support/protocol/tencent-cloud-server';
import { type SmsCodeMessage, SmsProviderError, type SmsTemplates } from './sms-provider';
import { TencentSms, type TencentSmsConfig } from './tencent-sms';

const TEMPLATES = Object.fromEntries(SMS_PURPOSES.map((p, i) => [p, String(2_000_000 + i)])) as SmsTemplates;
const SIGN = '珍藏馆';

function message(over: Partial<SmsCodeMessage> = {}): SmsCodeMessage {
  return { tenantId: 1, areaCode: '+86', phone: '13800138000', purpose: 'login', code: '482913', expiresInSeconds: 300, ...over };
}

/** Awaits a rejection and hands back the SmsProviderError (fails the test if anything else happens). */
async function refused(p: Promise<unknown>): Promise<SmsProviderError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SmsProviderError);
  return e as SmsProviderError;
}

/**
 * Tencent Cloud's "签名方法 v3" document, worked example: CVM DescribeInstances in ap-guangzhou,
 * SecretId AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******, SecretKey Gu5t9xGARNpq86cd98joQYCN3******* (the
 * asterisks are part of the strings the published signature was computed with), X-TC-Timestamp
 * 1551113065. Held against the server's own verification code, not the SDK's signer.
 */
describe('TC3-HMAC-SHA256 verification against Tencent Cloud’s published example', () => {
  const DOC_ID = 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******';
  const DOC_KEY = 'Gu5t9xGARNpq86cd98joQYCN3*******';
  const DOC_BODY = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
  const DOC_SIGNATURE = '2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c';
  const DOC_CANONICAL =
    'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n' +
    '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064';
  const DOC_STRING_TO_SIGN =
    'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031';

  const docRequest = (authorization: string) => ({
    method: 'POST',
    path: '/',
    query: '',
    headers: {
      authorization,
      'content-type': 'application/json; charset=utf-8',
      host: 'cvm.tencentcloudapi.com',
      'x-tc-action': 'DescribeInstances',
      'x-tc-timestamp': '1551113065',
      'x-tc-version': '2017-03-12',
      'x-tc-region': 'ap-guangzhou',
    },
    body: Buffer.from(DOC_BODY, 'utf8'),
  });
  const docAuthorization = (signature: string) =>
    `TC3-HMAC-SHA256 Credential=${DOC_ID}/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=${signature}`;
  const verifyDoc = (authorization: string, over: { nowSeconds?: number; key?: string } = {}) =>
    verifyTc3(docRequest(authorization), {
      service: 'cvm',
      nowSeconds: over.nowSeconds ?? 1551113065,
      secretFor: (id) => (id === DOC_ID ? (over.key ?? DOC_KEY) : undefined),
    });

  it('rebuilds the canonical request and string to sign byte for byte, and accepts the published signature', () => {
    const verdict = verifyDoc(docAuthorization(DOC_SIGNATURE));
    expect(verdict).toEqual({ ok: true, secretId: DOC_ID, canonicalRequest: DOC_CANONICAL, stringToSign: DOC_STRING_TO_SIGN });
    expect(tc3Signature(tc3SigningKey(DOC_KEY, '2019-02-25', 'cvm'), DOC_STRING_TO_SIGN)).toBe(DOC_SIGNATURE);
  });

  it('refuses the published request with a one-character change to the key, the signature or the body', () => {
    expect(verifyDoc(docAuthorization(DOC_SIGNATURE), { key: `${DOC_KEY.slice(0, -1)}+` })).toMatchObject({
      ok: false,
      code: 'AuthFailure.SignatureFailure',
    });
    expect(verifyDoc(docAuthorization(`${DOC_SIGNATURE.slice(0, -1)}d`))).toMatchObject({ code: 'AuthFailure.SignatureFailure' });
    const tampered = docRequest(docAuthorization(DOC_SIGNATURE));
    tampered.body = Buffer.from(DOC_BODY.replace('"Limit": 1', '"Limit": 2'), 'utf8');
    expect(verifyTc3(tampered, { service: 'cvm', nowSeconds: 1551113065, secretFor: () => DOC_KEY })).toMatchObject({
      code: 'AuthFailure.SignatureFailure',
    });
    // A request signed for another product is refused by this one.
    expect(
      verifyTc3(docRequest(docAuthorization(DOC_SIGNATURE)), {
        service: 'sms',
        nowSeconds: 1551113065,
        secretFor: () => DOC_KEY,
      }),
    ).toMatchObject({
      code: 'AuthFailure.SignatureFailure',
    });
  });

  it('answers SignatureExpire past five minutes either way, SecretIdNotFound, and InvalidAuthorization', () => {
    expect(verifyDoc(docAuthorization(DOC_SIGNATURE), { nowSeconds: 1551113065 + 300 })).toMatchObject({ ok: true });
    expect(verifyDoc(docAuthorization(DOC_SIGNATURE), { nowSeconds: 1551113065 + 301 })).toMatchObject({
      code: 'AuthFailure.SignatureExpire',
    });
    expect(verifyDoc(docAuthorization(DOC_SIGNATURE), { nowSeconds: 1551113065 - 301 })).toMatchObject({
      code: 'AuthFailure.SignatureExpire',
    });
    expect(verifyDoc(docAuthorization(DOC_SIGNATURE).replace(DOC_ID, 'AKIDunknown'))).toMatchObject({
      code: 'AuthFailure.SecretIdNotFound',
    });
    expect(verifyDoc(docAuthorization(DOC_SIGNATURE).replace('content-type;host', 'host'))).toMatchObject({
      code: 'AuthFailure.InvalidAuthorization',
    });
    expect(verifyDoc('Bearer x')).toMatchObject({ code: 'AuthFailure.InvalidAuthorization' });
  });

  it('signs extra headers with lower-cased values (the document’s x-tc-action revision)', () => {
    // The later revision of the same example also signs x-tc-action; its key is masked, but it prints the
    // derived SecretSigning key, so the canonical form and the final HMAC step are checked against it.
    const canonical = tc3CanonicalRequest({ ...docRequest(''), signedHeaders: ['content-type', 'host', 'x-tc-action'] });
    expect(canonical).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\nx-tc-action:describeinstances\n\n' +
        'content-type;host;x-tc-action\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    const toSign = tc3StringToSign(1551113065, '2019-02-25/cvm/tc3_request', canonical);
    expect(toSign.split('\n')[3]).toBe('7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84');
    const secretSigning = Buffer.from('b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af', 'hex');
    expect(tc3Signature(secretSigning, toSign)).toBe('10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f');
  });
});

describe('TencentSms against the local Tencent Cloud server', () => {
  let server: TencentCloudTestServer;
  let serverNow = Date.now;
  const config = (over: Partial<TencentSmsConfig> = {}): TencentSmsConfig => ({
    secretId: server.secretId,
    secretKey: server.secretKey,
    sdkAppId: server.sdkAppId,
    signName: SIGN,
    templates: TEMPLATES,
    endpoint: server.url,
    timeoutMs: 5_000,
    ...over,
  });

  beforeAll(async () => {
    server = new TencentCloudTestServer({ clock: () => serverNow() });
    await server.start();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends a code per purpose with that purpose’s template, the sign and [code, minutes valid]', async () => {
    const adapter = new TencentSms(config());
    for (const [i, purpose] of SMS_PURPOSES.entries()) {
      const code = String(100000 + i * 7919);
      await adapter.sendCode(message({ purpose, code, expiresInSeconds: 300 }));
      expect(server.lastTo('+8613800138000')).toMatchObject({
        phone: '+8613800138000',
        signName: SIGN,
        templateId: TEMPLATES[purpose],
        params: [code, '5'],
        sdkAppId: server.sdkAppId,
        region: 'ap-guangzhou',
      });
    }
    expect(server.calls.filter((c) => c.action === 'SendSms').every((c) => c.secretId === server.secretId)).toBe(true);
  });

  it('sends [code] alone to one-variable templates, in the configured region', async () => {
    await new TencentSms(config({ templateParamCount: 1, region: 'ap-nanjing' })).sendCode(
      message({ code: '705521', phone: '13900139000' }),
    );
    expect(server.lastTo('+8613900139000')).toMatchObject({ params: ['705521'], region: 'ap-nanjing' });
  });

  it('sends to Hong Kong numbers in E.164 with +852', async () => {
    await new TencentSms(config()).sendCode(
      message({ areaCode: '+852', phone: '91234567', code: '318842', expiresInSeconds: 600 }),
    );
    expect(server.lastTo('+85291234567')).toMatchObject({ params: ['318842', '10'], templateId: TEMPLATES.login });
  });

  const refusals: [string, string][] = [
    ['LimitExceeded.PhoneNumberDailyLimit', 'rate_limited'],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'rate_limited'],
    ['LimitExceeded.PhoneNumberOneHourLimit', 'rate_limited'],
    ['LimitExceeded.PhoneNumberSameContentDailyLimit', 'rate_limited'],
    ['LimitExceeded.DeliveryFrequencyLimit', 'rate_limited'],
    ['RequestLimitExceeded', 'rate_limited'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'invalid_phone'],
    ['FailedOperation.PhoneNumberInBlacklist', 'invalid_phone'],
    ['UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber', 'invalid_phone'],
    ['FailedOperation.TemplateIncorrectOrUnapproved', 'template_rejected'],
    ['FailedOperation.SignatureIncorrectOrUnapproved', 'template_rejected'],
    ['FailedOperation.TemplateParamSetNotMatchApprovedTemplate', 'template_rejected'],
    ['FailedOperation.MissingTemplateToModify', 'template_rejected'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'unavailable'],
    ['AuthFailure.UnauthorizedOperation', 'unavailable'],
    ['InternalError.Timeout', 'unavailable'],
  ];

  for (const asStatusSet of [false, true]) {
    it(`maps every refusal class to its reason (${asStatusSet ? 'per number, SendStatusSet' : 'request-level Response.Error'})`, async () => {
      const adapter = new TencentSms(config());
      for (const [vendorCode, reason] of refusals) {
        const before = server.sent.length;
        server.refuseNext(vendorCode, asStatusSet);
        const e = await refused(adapter.sendCode(message({ code: '990417' })));
        expect({ vendorCode, reason: e.reason, providerCode: e.providerCode }).toEqual({
          vendorCode,
          reason,
          providerCode: vendorCode,
        });
        expect(e.message).not.toContain('990417');
        expect(e.message).not.toContain(server.secretKey);
        expect(server.sent.length).toBe(before);
      }
    });
  }

  it('is refused by the server when the secret differs by one character', async () => {
    const slightly = `${server.secretKey.slice(0, -1)}${server.secretKey.endsWith('A') ? 'B' : 'A'}`;
    const before = server.sent.length;
    const e = await refused(new TencentSms(config({ secretKey: slightly })).sendCode(message({ code: '661203' })));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'AuthFailure.SignatureFailure']);
    expect(server.calls.at(-1)).toMatchObject({ action: 'SendSms', errorCode: 'AuthFailure.SignatureFailure' });
    expect(server.sent.length).toBe(before);
    expect(e.message).not.toContain(slightly);
    expect(e.message).not.toContain('661203');
  });

  it('is refused for an unknown SecretId and for a clock more than five minutes off', async () => {
    const unknown = await refused(new TencentSms(config({ secretId: 'AKIDnotAKeyTheServerKnows' })).sendCode(message()));
    expect([unknown.reason, unknown.providerCode]).toEqual(['unavailable', 'AuthFailure.SecretIdNotFound']);

    serverNow = () => Date.now() + 6 * 60_000;
    try {
      const expired = await refused(new TencentSms(config()).sendCode(message()));
      expect([expired.reason, expired.providerCode]).toEqual(['unavailable', 'AuthFailure.SignatureExpire']);
    } finally {
      serverNow = Date.now;
    }
  });

  it('a second key the server knows works; another SmsSdkAppId does not', async () => {
    server.addKey('AKIDsecondKeyForRotation0000000000000', 'second-secret-key-0123456789abcdef');
    await new TencentSms(
      config({ secretId: 'AKIDsecondKeyForRotation0000000000000', secretKey: 'second-secret-key-0123456789abcdef' }),
    ).sendCode(message({ phone: '13700137000', code: '271828' }));
    expect(server.lastTo('+8613700137000')?.params[0]).toBe('271828');
    const e = await refused(new TencentSms(config({ sdkAppId: '1400000001' })).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'InvalidParameterValue.SdkAppIdNotExist']);
  });

  it('gives up with unavailable/Timeout within timeoutMs when the server never answers', async () => {
    const timeoutMs = 400;
    server.hangNext();
    const started = performance.now();
    const e = await refused(new TencentSms(config({ timeoutMs })).sendCode(message()));
    const elapsed = performance.now() - started;
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'Timeout']);
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 50);
    // The server is fine afterwards.
    await new TencentSms(config()).sendCode(message({ phone: '13600136000', code: '141421' }));
    expect(server.lastTo('+8613600136000')?.params[0]).toBe('141421');
  });

  it('reports an unreachable endpoint as unavailable/NetworkError', async () => {
    const gone = new TencentCloudTestServer();
    await gone.start();
    const url = gone.url;
    await gone.close();
    const e = await refused(new TencentSms(config({ endpoint: url })).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'NetworkError']);
  });

  it('refuses a purpose with no template without calling Tencent Cloud', async () => {
    const calls = server.calls.length;
    const templates = { ...TEMPLATES, login: '' } as SmsTemplates;
    const e = await refused(new TencentSms(config({ templates })).sendCode(message({ purpose: 'login' as SmsPurpose })));
    expect(e.reason).toBe('template_rejected');
    expect(server.calls.length).toBe(calls);
  });

  it('health() passes with good credentials and throws when the signature is refused', async () => {
    await expect(new TencentSms(config()).health()).resolves.toBeUndefined();
    expect(server.calls.at(-1)).toEqual({ action: 'SendStatusStatistics', secretId: server.secretId, errorCode: undefined });

    const e = await refused(new TencentSms(config({ secretKey: `${server.secretKey}x` })).health());
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'AuthFailure.SignatureFailure']);
    expect(server.calls.at(-1)).toMatchObject({ action: 'SendStatusStatistics', errorCode: 'AuthFailure.SignatureFailure' });
  });

  it('the server answers protocol errors the documented way: HTTP 200, Response.Error and RequestId', async () => {
    const body = JSON.stringify({ SmsSdkAppId: server.sdkAppId, PhoneNumberSet: ['+8613800138000'], TemplateId: '1' });
    const post = async (headers: Record<string, string>, payload = body) => {
      const res = await fetch(`${server.url}/`, { method: 'POST', headers, body: payload });
      return {
        status: res.status,
        json: (await res.json()) as { Response: { Error?: { Code: string; Message: string }; RequestId: string } },
      };
    };
    const signed = (over: Partial<Parameters<typeof tc3SignRequest>[0]> = {}) =>
      tc3SignRequest({
        secretId: server.secretId,
        secretKey: server.secretKey,
        service: 'sms',
        host: new URL(server.url).host,
        action: 'SendSms',
        version: '2021-01-11',
        region: 'ap-guangzhou',
        timestampSeconds: Math.floor(Date.now() / 1000),
        body,
        ...over,
      });

    const none = await post({ 'Content-Type': 'application/json' });
    expect(none.status).toBe(200);
    expect(none.json.Response.Error?.Code).toBe('AuthFailure.InvalidAuthorization');
    expect(none.json.Response.RequestId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await post(signed(), body.replace('138', '139'))).json.Response.Error?.Code).toBe('AuthFailure.SignatureFailure');
    expect((await post(signed({ version: '2019-07-11' }))).json.Response.Error?.Code).toBe('NoSuchVersion');
    expect((await post(signed({ action: 'DeleteSmsSign' }))).json.Response.Error?.Code).toBe('InvalidAction');
    const { 'X-TC-Region': _region, ...noRegion } = signed();
    expect((await post(noRegion)).json.Response.Error?.Code).toBe('MissingParameter');
    expect((await post(signed({ region: 'us-east-1' }))).json.Response.Error?.Code).toBe('UnsupportedRegion');

    const ok = await post(signed());
    expect(ok.json.Response.Error).toBeUndefined();
    expect(ok.json.Response).toMatchObject({ SendStatusSet: [{ PhoneNumber: '+8613800138000', Code: 'Ok' }] });
  });
});
