import http from 'node:http';
import { SMS_PURPOSES } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acs3CanonicalRequest,
  AliyunTestServer,
  checkAcs3Signature,
  checkRpcSignature,
  parseAcs3Authorization,
  rpcSignature,
  rpcStringToSign,
  type SignedRequest,
} from '../../../test/support/protocol/aliyun-server';
import { AliyunSms, type AliyunSmsConfig } from './aliyun-sms';
import { SmsProviderError, type SmsCodeMessage, type SmsTemplates } from './sms-provider';

const SIGN = '收藏家';
const TEMPLATES: SmsTemplates = {
  register: 'SMS_154950901',
  login: 'SMS_154950902',
  resetPassword: 'SMS_154950903',
  resetPayPassword: 'SMS_154950904',
  bankCard: 'SMS_154950905',
  deleteAccount: 'SMS_154950906',
};
const CODE = '482913';

let server: AliyunTestServer;
let config: AliyunSmsConfig;
beforeAll(async () => {
  server = new AliyunTestServer();
  await server.start();
  server.addSign(SIGN);
  for (const template of Object.values(TEMPLATES)) server.addTemplate(template, ['code']);
  config = {
    accessKeyId: server.accessKeyId,
    accessKeySecret: server.accessKeySecret,
    signName: SIGN,
    templates: TEMPLATES,
    endpoint: server.url,
    timeoutMs: 5_000,
  };
});
afterAll(async () => {
  await server.close();
});

const message = (over: Partial<SmsCodeMessage> = {}): SmsCodeMessage => ({
  tenantId: 1,
  areaCode: '+86',
  phone: '13800138000',
  purpose: 'register',
  code: CODE,
  expiresInSeconds: 300,
  ...over,
});

/** The SmsProviderError `p` rejects with (fails the test when it resolves or throws anything else). */
async function refusalOf(p: Promise<unknown>): Promise<SmsProviderError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SmsProviderError);
  return e as SmsProviderError;
}

/** Nothing secret in what was thrown: not the code, not the secret, not the phone number. */
function expectClean(e: Error, secret = config.accessKeySecret) {
  const text = `${String(e)} ${e.stack ?? ''} ${JSON.stringify(e)}`;
  expect(text).not.toContain(CODE);
  expect(text).not.toContain(secret);
  expect(text).not.toContain('13800138000');
}

describe('AliyunSms against the local Alibaba Cloud gateway', () => {
  it('sends each purpose with its template, the sign name and the code in the template variable', async () => {
    const sms = new AliyunSms(config);
    for (const [i, purpose] of SMS_PURPOSES.entries()) {
      const phone = `1380013${String(8000 + i)}`;
      await sms.sendCode(message({ purpose, phone, code: `10000${i}` }));
      expect(server.lastSent(phone)).toEqual({
        phone,
        signName: SIGN,
        templateCode: TEMPLATES[purpose],
        params: { code: `10000${i}` },
        accessKeyId: server.accessKeyId,
      });
    }
  });

  it('sends +852 numbers as country code and number, without the plus', async () => {
    await new AliyunSms(config).sendCode(message({ areaCode: '+852', phone: '91234567', purpose: 'login' }));
    expect(server.lastSent('85291234567')).toMatchObject({ templateCode: TEMPLATES.login, params: { code: CODE } });
  });

  it('puts the code in the configured template variable', async () => {
    server.addTemplate('SMS_900000001', ['otp']);
    const sms = new AliyunSms({ ...config, templates: { ...TEMPLATES, bankCard: 'SMS_900000001' }, codeParam: 'otp' });
    await sms.sendCode(message({ purpose: 'bankCard', phone: '13900139000' }));
    expect(server.lastSent('13900139000')?.params).toEqual({ otp: CODE });
  });

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'rate_limited'],
    ['isv.DAY_LIMIT_CONTROL', 'rate_limited'],
    ['isv.MINUTE_LIMIT_CONTROL', 'rate_limited'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'invalid_phone'],
    ['isv.MOBILE_COUNT_OVER_LIMIT', 'invalid_phone'],
    ['isv.SMS_TEMPLATE_ILLEGAL', 'template_rejected'],
    ['isv.SMS_SIGNATURE_ILLEGAL', 'template_rejected'],
    ['isv.TEMPLATE_MISSING_PARAMETERS', 'template_rejected'],
    ['isv.SMS_SIGN_ILLEGAL', 'template_rejected'],
    ['isv.AMOUNT_NOT_ENOUGH', 'unavailable'],
    ['isv.OUT_OF_SERVICE', 'unavailable'],
    ['isp.SYSTEM_ERROR', 'unavailable'],
  ])('maps the answer %s to %s', async (code, reason) => {
    const before = server.sent.length;
    server.refuseNext(code);
    const e = await refusalOf(new AliyunSms(config).sendCode(message()));
    expect({ reason: e.reason, providerCode: e.providerCode }).toEqual({ reason, providerCode: code });
    expect(e.message).toContain(code);
    expectClean(e);
    expect(server.sent.length).toBe(before);
  });

  it('is refused by the gateway itself for an unapproved template, a missing variable or a malformed number', async () => {
    const unapproved = new AliyunSms({ ...config, templates: { ...TEMPLATES, register: 'SMS_000000000' } });
    let e = await refusalOf(unapproved.sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['template_rejected', 'isv.SMS_TEMPLATE_ILLEGAL']);
    e = await refusalOf(new AliyunSms({ ...config, codeParam: 'otp' }).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['template_rejected', 'isv.TEMPLATE_MISSING_PARAMETERS']);
    e = await refusalOf(new AliyunSms({ ...config, signName: '别人的签名' }).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['template_rejected', 'isv.SMS_SIGNATURE_ILLEGAL']);
    e = await refusalOf(new AliyunSms(config).sendCode(message({ phone: '1380013800' })));
    expect([e.reason, e.providerCode]).toEqual(['invalid_phone', 'isv.MOBILE_NUMBER_ILLEGAL']);
  });

  it('is refused when only the secret differs: the gateway really checks the signature', async () => {
    const before = server.sent.length;
    const wrongSecret = `${config.accessKeySecret.slice(0, -1)}${config.accessKeySecret.endsWith('x') ? 'y' : 'x'}`;
    const e = await refusalOf(new AliyunSms({ ...config, accessKeySecret: wrongSecret }).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'SignatureDoesNotMatch']);
    expect(server.answers.at(-1)).toEqual({ action: 'SendSms', status: 400, code: 'SignatureDoesNotMatch' });
    expectClean(e, wrongSecret);
    expect(server.sent.length).toBe(before);
    // The same call with the right secret goes through.
    await new AliyunSms(config).sendCode(message());
    expect(server.sent.length).toBe(before + 1);
  });

  it('is refused for an AccessKey the gateway does not know', async () => {
    const e = await refusalOf(new AliyunSms({ ...config, accessKeyId: 'LTAInobodyknowsthis00' }).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'InvalidAccessKeyId.NotFound']);
    expect(server.answers.at(-1)).toMatchObject({ status: 404, code: 'InvalidAccessKeyId.NotFound' });
  });

  it('signs x-acs-date with its clock: 14 minutes off passes, 16 minutes off is expired', async () => {
    await new AliyunSms({ ...config, clock: () => Date.now() - 14 * 60_000 }).sendCode(message());
    const e = await refusalOf(new AliyunSms({ ...config, clock: () => Date.now() - 16 * 60_000 }).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'InvalidTimeStamp.Expired']);
  });

  it('reports a gateway that never answers as unavailable within timeoutMs', async () => {
    server.hangNext();
    const started = performance.now();
    const e = await refusalOf(new AliyunSms({ ...config, timeoutMs: 300 }).sendCode(message()));
    const elapsed = performance.now() - started;
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'Timeout']);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(server.answers.at(-1)).toMatchObject({ action: 'SendSms', code: '(held)' });
  });

  it('reports an unreachable endpoint as unavailable', async () => {
    const gone = new AliyunTestServer();
    await gone.start();
    const url = gone.url;
    await gone.close();
    const e = await refusalOf(new AliyunSms({ ...config, endpoint: url }).sendCode(message()));
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'NetworkError']);
    expectClean(e);
  });

  it('health: passes with good credentials, throws on a refused signature or an unknown sign name', async () => {
    await new AliyunSms(config).health();
    expect(server.answers.at(-1)).toMatchObject({ action: 'QuerySmsSign', status: 200, code: 'OK' });
    let e = await refusalOf(new AliyunSms({ ...config, accessKeySecret: 'not-the-secret' }).health());
    expect([e.reason, e.providerCode]).toEqual(['unavailable', 'SignatureDoesNotMatch']);
    e = await refusalOf(new AliyunSms({ ...config, signName: '别人的签名' }).health());
    expect(e.reason).toBe('template_rejected');
  });
});

describe("AliyunTestServer's signature check against Alibaba Cloud's published examples", () => {
  // "V3版本请求体&签名机制", fixed-parameter example: POST RunInstances on ecs.cn-shanghai.
  const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  const V3_HEADERS = {
    host: 'ecs.cn-shanghai.aliyuncs.com',
    'x-acs-action': 'RunInstances',
    'x-acs-content-sha256': EMPTY,
    'x-acs-date': '2023-10-26T10:22:32Z',
    'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
    'x-acs-version': '2014-05-26',
  };
  const V3_AUTHORIZATION =
    'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0';
  const V3_URL = '/?ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai';
  const v3Request: SignedRequest = {
    method: 'POST',
    url: V3_URL,
    headers: { ...V3_HEADERS, authorization: V3_AUTHORIZATION },
    body: Buffer.alloc(0),
  };

  it('ACS3-HMAC-SHA256: reproduces the documented canonical request hash and accepts the documented signature', async () => {
    const auth = parseAcs3Authorization(V3_AUTHORIZATION)!;
    const canonical = acs3CanonicalRequest(v3Request, auth.signedHeaders);
    expect(canonical).toBe(
      [
        'POST',
        '/',
        'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
        'host:ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action:RunInstances',
        `x-acs-content-sha256:${EMPTY}`,
        'x-acs-date:2023-10-26T10:22:32Z',
        'x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d',
        'x-acs-version:2014-05-26',
        '',
        'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
        EMPTY,
      ].join('\n'),
    );
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(canonical).digest('hex')).toBe(
      '7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259',
    );
    expect(checkAcs3Signature(v3Request, auth, 'YourAccessKeySecret')).toBe(true);
    expect(checkAcs3Signature(v3Request, auth, 'YourAccessKeySecreT')).toBe(false);
    expect(checkAcs3Signature({ ...v3Request, body: Buffer.from('x') }, auth, 'YourAccessKeySecret')).toBe(false);
  });

  it('RPC HMAC-SHA1: reproduces the documented string to sign and signature (DescribeRegions, testsecret)', () => {
    const params: Array<[string, string]> = [
      ['Timestamp', '2016-02-23T12:46:24Z'],
      ['Format', 'XML'],
      ['AccessKeyId', 'testid'],
      ['Action', 'DescribeRegions'],
      ['SignatureMethod', 'HMAC-SHA1'],
      ['SignatureNonce', '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf'],
      ['Version', '2014-05-26'],
      ['SignatureVersion', '1.0'],
    ];
    expect(rpcStringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    const signed: Array<[string, string]> = [...params, ['Signature', 'OLeaidS1JvxuMvnyHOwuJ+uX5qY=']];
    expect(checkRpcSignature('GET', signed, 'testsecret')).toBe(true);
    expect(checkRpcSignature('GET', signed, 'testsecreT')).toBe(false);
  });

  it('over HTTP: accepts the documented requests at their date, then refuses a replay, a changed header and a late one', async () => {
    let now = Date.parse('2023-10-26T10:22:32Z');
    const gateway = new AliyunTestServer({ clock: () => now });
    gateway.addKey('YourAccessKeyId', 'YourAccessKeySecret');
    gateway.addKey('testid', 'testsecret');
    await gateway.start();
    try {
      const port = Number(new URL(gateway.url).port);
      const send = (path: string, method: string, headers: Record<string, string>) =>
        new Promise<{ status: number; body: { Code?: string; RequestId?: string; Message?: string } }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { Code?: string } }));
          });
          req.on('error', reject);
          req.end();
        });
      // The signature is right, so the gateway gets as far as the action (which it does not serve).
      const accepted = await send(V3_URL, 'POST', { ...V3_HEADERS, authorization: V3_AUTHORIZATION });
      expect(accepted.status).toBe(404);
      expect(accepted.body).toMatchObject({ Code: 'InvalidApi.NotFound' });
      expect(accepted.body.RequestId).toMatch(/^[0-9A-F-]{36}$/);
      const replay = await send(V3_URL, 'POST', { ...V3_HEADERS, authorization: V3_AUTHORIZATION });
      expect([replay.status, replay.body.Code]).toEqual([400, 'SignatureNonceUsed']);
      const changed = await send(V3_URL.replace('cn-shanghai', 'cn-hangzhou'), 'POST', {
        ...V3_HEADERS,
        'x-acs-signature-nonce': 'another-nonce',
        authorization: V3_AUTHORIZATION,
      });
      expect([changed.status, changed.body.Code]).toEqual([400, 'SignatureDoesNotMatch']);

      const rpc =
        '/?SignatureVersion=1.0&Action=DescribeRegions&Format=XML&SignatureNonce=3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf' +
        '&Version=2014-05-26&AccessKeyId=testid&Signature=OLeaidS1JvxuMvnyHOwuJ%2BuX5qY%3D&SignatureMethod=HMAC-SHA1' +
        '&Timestamp=2016-02-23T12%3A46%3A24Z';
      now = Date.parse('2016-02-23T12:50:00Z');
      const rpcAccepted = await send(rpc, 'GET', {});
      expect([rpcAccepted.status, rpcAccepted.body.Code]).toEqual([404, 'InvalidApi.NotFound']);
      now = Date.parse('2016-02-23T13:02:00Z');
      const late = await send(rpc.replace('3ee8c1b8', '4ee8c1b8'), 'GET', {});
      expect([late.status, late.body.Code]).toEqual([400, 'InvalidTimeStamp.Expired']);
    } finally {
      await gateway.close();
    }
  });
});
