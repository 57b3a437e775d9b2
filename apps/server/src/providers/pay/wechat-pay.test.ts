import { createPrivateKey, createVerify, generateKeyPair, type KeyObject } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WechatPayTestServer } from '../../../test/support/protocol/wechat-pay-server';
import { NOTICE_WINDOW_MS, PaymentNoticeError, PaymentProviderError, type CreatePaymentRequest } from './payment-provider';
import {
  WechatPay,
  answerSignMessage,
  decryptAeadAesGcm,
  jsapiSignMessage,
  requestSignMessage,
  signSha256WithRsa,
  toWechatTime,
  verifySha256WithRsa,
  type WechatPayCredentials,
} from './wechat-pay';

/*
 * Published vectors of WeChat Pay's official Go SDK (github.com/wechatpay-apiv3/wechatpay-go, Apache-2.0),
 * reproduced byte for byte.
 */
/** utils/sign_test.go: the SDK's test RSA key (PKCS#8, label renamed as the SDK does, so it reads as a fixture). */
const GO_TEST_KEY = [
  '-----BEGIN TESTING KEY-----',
  'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDZUJN33V+dSfvd',
  'fL0Mu+39XrZNXFFMQSy1V15FpncHeV47SmV0TzTqZc7hHB0ddqAdDi8Z5k3TKqb7',
  '6sOwYr5TcAfuR6PIPaleyE0/0KrljBum2Isa2Nyq7Dgc3ElBQ6YN4l/a+DpvKaz1',
  'FSKmKrhLNskqokWVSlu4g8OlKlbPXQ9ibII14MZRQrrkTmHYHzfi7GXXM0thAKuR',
  '0HNvyhTHBh4/lrYM3GaMvmWwkwvsMavnOex6+eioZHBOb1/EIZ/LzC6zuHArPpyW',
  '3daGaZ1rtQB1vVzTyERAVVFsXXgBHvfFud3w3ShsJYk8JvMwK2RpJ5/gV0QSARcm',
  'LDRUAlPzAgMBAAECggEBAMc7rDeUaXiWv6bMGbZ3BTXpg1FhdddnWUnYE8HfX/km',
  'OFI7XtBHXcgYFpcjYz4D5787pcsk7ezPidAj58zqenuclmjKnUmT3pfbI5eCA2v4',
  'C9HnbYDrmUPK1ZcADtka4D6ScDccpNYNa1g2TFHzkIrEa6H+q7S3O2fqxY/DRVtN',
  '0JIXalBb8daaqL5QVzSmM2BMVnHy+YITJWIkP2a3pKs9C0W65JGDsnG0wVrHinHF',
  '+cnhFZIbaPEI//DAFMc9NkrWOKVRTEgcCUxCFaHOZVNxDWZD7A2ZfJB2rK6eg//y',
  'gEiFDR2h6mTaDowMB4YF2n2dsIO4/dCG8vPHI20jn4ECgYEA/ZGu6lEMlO0XZnam',
  'AZGtiNgLcCfM/C2ZERZE7QTRPZH1WdK92Al9ndldsswFw4baJrJLCmghjF/iG4zi',
  'hhBvLnOLksnZUfjdumxoHDWXo2QBWbI5QsWIE7AuTiWgWj1I7X4fCXSQf6i+M/y2',
  '6TogQ7d0ANpZFyOkTNMn/tiJvLECgYEA22XqlamG/yfAGWery5KNH2DGlTIyd6xJ',
  'WtJ9j3jU99lZ0bCQ5xhiBbU9ImxCi3zgTsoqLWgA/p00HhNFNoUcTl9ofc0G3zwT',
  'D1y0ZzcnVKxGJdZ6ohW52V0hJStAigtjYAsUgjm7//FH7PiQDBDP1Wa6xSRkDQU/',
  'aSbQxvEE8+MCgYEA3bb8krW7opyM0XL9RHH0oqsFlVO30Oit5lrqebS0oHl3Zsr2',
  'ZGgoBlWBsEzk3UqUhTFwm/DhJLTSJ/TQPRkxnhQ5/mewNhS9C7yua7wQkzVmWN+V',
  'YeUGTvDGDF6qDz12/vJAgSwDDRym8x4NcXD5tTw7mmNRcwIfL22SkysThIECgYAV',
  'BgccoEoXWS/HP2/u6fQr9ZIR6eV8Ij5FPbZacTG3LlS1Cz5XZra95UgebFFUHHtC',
  'EY1JHJY7z8SWvTH8r3Su7eWNaIAoFBGffzqqSVazfm6aYZsOvRY6BfqPHT3p/H1h',
  'Tq6AbBffxrcltgvXnCTORjHPglU0CjSxVs7awW3AEQKBgB5WtaC8VLROM7rkfVIq',
  '+RXqE5vtJfa3e3N7W3RqxKp4zHFAPfr82FK5CX2bppEaxY7SEZVvVInKDc5gKdG/',
  'jWNRBmvvftZhY59PILHO2X5vO4FXh7suEjy6VIh0gsnK36mmRboYIBGsNuDHjXLe',
  'BDa+8mDLkWu5nHEhOxy2JJZl',
  '-----END TESTING KEY-----',
].join('\n');
/** core/auth/verifiers/sha256withrsa_pubkey_verifier_test.go: its public key (also the key of notify_test.go's certificate). */
const GO_TEST_PUBLIC_KEY = [
  '-----BEGIN PUBLIC KEY-----',
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2VCTd91fnUn73Xy9DLvt',
  '/V62TVxRTEEstVdeRaZ3B3leO0pldE806mXO4RwdHXagHQ4vGeZN0yqm++rDsGK+',
  'U3AH7kejyD2pXshNP9Cq5YwbptiLGtjcquw4HNxJQUOmDeJf2vg6byms9RUipiq4',
  'SzbJKqJFlUpbuIPDpSpWz10PYmyCNeDGUUK65E5h2B834uxl1zNLYQCrkdBzb8oU',
  'xwYeP5a2DNxmjL5lsJML7DGr5znsevnoqGRwTm9fxCGfy8wus7hwKz6clt3Whmmd',
  'a7UAdb1c08hEQFVRbF14AR73xbnd8N0obCWJPCbzMCtkaSef4FdEEgEXJiw0VAJT',
  '8wIDAQAB',
  '-----END PUBLIC KEY-----',
].join('\n');
const GO_SIGNATURE_OF_SOURCE =
  'BKyAfU4iMCuvXMXS0Wzam3V/cnxZ+JaqigPM5OhljS2iOT95OO6Fsuml2JkFANJU9K6q9bLlDhPXuoVz+pp4hAm6pHU4ld815U4jsKu1RkyaII+1CYBUYC8TK0XtJ8FwUXXz8vZHh58rrAVN1XwNyvD1vfpxrMT4SL536GLwvpUHlCqIMzoZUguLli/K8V29QiOhuH6IEqLNJn8e9b3nwNcQ7be3CzYGpDAKBfDGPCqCv8Rw5zndhlffk2FEA70G4hvMwe51qMN/RAJbknXG23bSlObuTCN7Ndj1aJGH6/L+hdwfLpUtJm4QYVazzW7DFD27EpSQEqA8bX9+8m1rLg==';
/** core/notify/notify_test.go: a signed, encrypted notice (API v3 key 'testMchAPIv3Key0', 16 bytes). */
const GO_NOTICE = {
  timestamp: '1624523846',
  nonce: 'EcZ9Cmy4Xyx1i6RlJQzLcCyEqDa26NBz',
  serial: 'D7CE59D1F522D701',
  signature:
    'tJHIiIS9eB2hAYstmAmbbD3ZE5LiIm/Ug5tuL4fC0YOFRWIHV39UFIZXC0e9Wl6lBu6sKvkqDkzpqzBsVHyXFlbYZTOQrVdG4b6LfTnK4mikv9++ixJMd3vTf2yCqvBkh98zs3Ds5zsYQakzbcwhmw4fMJs4nPLws28H0UW9FjDR//rxELLwXvV1VEA1IBLX70xptjL8hrfUjEE8kkry6yNJTHZRU8CAc7qHli2Ng1V1qb9ARbK8A3ThmFmPQvRGrapI/jS2laKKgYUmfdEdkNO6B2Cke5e8VTxY406ArAmQ90GAihDwIcb16TQMnzCMBoutnwZKNiKRACrFmtxw2Q==',
  body: '{"id":"3119dfba-e649-5eec-ab1e-3412bc4d2e17","create_time":"2021-06-24T16:37:26+08:00","resource_type":"encrypt-resource","event_type":"PAYSCORE.USER_OPEN_SERVICE","summary":"签约成功","resource":{"original_type":"payscore","algorithm":"AEAD_AES_256_GCM","ciphertext":"YDS3lKPaC4Y52Gf3uhft5qUBlIa8b428AWTtTauHQfQrRw+X1WpiuHIDy0vo1Vd6VEq67aVyqPdDYMkRVSDaZL3iZttevRMOoPKMifozg6XPWjIZumks/GpT48lI4NizyeaqLBokNebthah3o1H76qSlO9NkDjp9bzmKLEYYH9TEklFUpsvPqOTOcgSLgh21YJXYR7dEBXFgRLiNIKRgO5JdXh1hccRUAlyVWxE54PXpnQ==","associated_data":"payscore","nonce":"Kj7QIyUiYx1q"}}',
  plaintext:
    '{"mchid":"1234567890","appid":"054aa7d7a2a54ab5898df65bd96f001c","create_time":"2020-06-30T12:12:00+08:00","out_contract_code":"21640bdbd08e473e828f3206a2741c6e"}',
};

describe('WeChat Pay API v3 primitives (official Go SDK vectors)', () => {
  const key = createPrivateKey(GO_TEST_KEY.replaceAll('TESTING KEY', 'PRIVATE KEY'));

  it('signs "source" with SHA256-with-RSA to the SDK’s expected signature (utils/sign_test.go)', () => {
    expect(signSha256WithRsa('source', key)).toBe(GO_SIGNATURE_OF_SOURCE);
    expect(verifySha256WithRsa('source', GO_SIGNATURE_OF_SOURCE, GO_TEST_PUBLIC_KEY)).toBe(true);
    expect(verifySha256WithRsa('wrong source', GO_SIGNATURE_OF_SOURCE, GO_TEST_PUBLIC_KEY)).toBe(false);
    expect(verifySha256WithRsa('source', 'not base64 at all', GO_TEST_PUBLIC_KEY)).toBe(false);
  });

  it('decrypts the SDK’s AEAD_AES_GCM vector and refuses the SDK’s bad cases (utils/aes_test.go)', () => {
    const [k, ad, nonce, ct] = [
      'testAPIv3Key0000',
      'Dl56FrqWQJF1t9LtC3vEUsniZKvbqdR8',
      'wCq51qZv4Yfg',
      'FsdXzxryWfKwvLJKf8LG/ToRPTRh8RN9wROC',
    ];
    expect(decryptAeadAesGcm(k, nonce, ad, ct)).toBe('Hello World');
    expect(() => decryptAeadAesGcm(k, nonce, ad, 'invalid cipher')).toThrow();
    expect(() => decryptAeadAesGcm(k, nonce, ad, 'SGVsbG8gV29ybGQK')).toThrow();
    expect(() => decryptAeadAesGcm('not a aes key', nonce, ad, ct)).toThrow();
    expect(() => decryptAeadAesGcm('testAPIv3Key1111', nonce, ad, ct)).toThrow();
    expect(() => decryptAeadAesGcm(k, nonce, 'other associated data', ct)).toThrow();
  });

  it('verifies the signature of the SDK’s notice and decrypts its resource (core/notify/notify_test.go)', () => {
    const { timestamp, nonce, signature, body, plaintext } = GO_NOTICE;
    expect(verifySha256WithRsa(answerSignMessage(timestamp, nonce, body), signature, GO_TEST_PUBLIC_KEY)).toBe(true);
    expect(
      verifySha256WithRsa(
        answerSignMessage(timestamp, nonce, body.replace('签约成功', '签约失败')),
        signature,
        GO_TEST_PUBLIC_KEY,
      ),
    ).toBe(false);
    const resource = (JSON.parse(body) as { resource: { nonce: string; associated_data: string; ciphertext: string } }).resource;
    expect(decryptAeadAesGcm('testMchAPIv3Key0', resource.nonce, resource.associated_data, resource.ciphertext)).toBe(plaintext);
  });

  it('builds the signature strings as documented (core/auth/credentials/wechat_pay_credential_test.go, JSAPI调起支付)', () => {
    expect(requestSignMessage('GET', '/v3/certificates', '1624523846', 'A1B2C3D4E5F6G7', '')).toBe(
      'GET\n/v3/certificates\n1624523846\nA1B2C3D4E5F6G7\n\n',
    );
    expect(requestSignMessage('POST', '/v3/certificates', '1624523846', 'A1B2C3D4E5F6G7', 'Hello World!\n')).toBe(
      'POST\n/v3/certificates\n1624523846\nA1B2C3D4E5F6G7\nHello World!\n\n',
    );
    expect(
      jsapiSignMessage(
        'wx8888888888888888',
        '1414561699',
        '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
        'prepay_id=wx201410272009395522657a690389285100',
      ),
    ).toBe('wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n');
    expect(toWechatTime(Date.parse('2018-06-08T10:34:56+08:00'))).toBe('2018-06-08T10:34:56+08:00');
    expect(toWechatTime(Date.parse('2026-11-29T23:59:59.999Z'))).toBe('2026-11-30T07:59:59+08:00');
  });
});

function rsa(): Promise<KeyObject> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (e, _pub, priv) => (e ? reject(e) : resolve(priv))),
  );
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

async function rejection(p: Promise<unknown>): Promise<PaymentProviderError> {
  const e: unknown = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!(e instanceof PaymentProviderError)) throw new Error(`expected a PaymentProviderError, got ${String(e)}`);
  return e;
}

describe('WechatPay against the local WeChat Pay protocol server', () => {
  let now = Date.parse('2026-11-29T03:45:12Z');
  const clock = () => now;
  let server: WechatPayTestServer;
  let creds: WechatPayCredentials;
  let pay: WechatPay;
  let strangerKey: KeyObject;
  let seq = 0;
  /** What the notice route answered, for notices the server delivered (no HTTP: straight into verify/reply). */
  const delivered: { status: number; error: string | null }[] = [];

  const paymentNo = () => `P20261129034512${String(++seq).padStart(12, '0')}`;
  const request = (over: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
    tenantId: 1,
    paymentNo: paymentNo(),
    orderNo: 'O1',
    amount: 1000,
    subject: '数字藏品 #1',
    method: 0,
    channel: 2013,
    clientIp: '203.0.113.7',
    openid: null,
    expiresAt: now + 15 * 60_000,
    lang: 'zh-CN',
    notifyUrl: 'https://shop.example.com/api/pay/notify/wechatpay/1',
    returnUrl: 'https://shop.example.com/orders/O1?x=1&y=2',
    ...over,
  });
  const lastRequest = () => {
    const r = server.requests.at(-1);
    if (!r) throw new Error('no request');
    return r;
  };

  beforeAll(async () => {
    server = new WechatPayTestServer({
      clock,
      deliver: async ({ headers, body }) => {
        try {
          await pay.verify(body, headers, now);
          delivered.push({ status: pay.reply(true, 'OK').status, error: null });
        } catch (e) {
          delivered.push({ status: pay.reply(false, 'refused').status, error: e instanceof Error ? e.message : String(e) });
        }
        return delivered.at(-1)?.status ?? 0;
      },
    });
    [strangerKey] = await Promise.all([rsa(), server.start()]);
    creds = server.credentials();
    pay = new WechatPay({ credentials: creds, clock, endpoint: server.url });
  });
  afterAll(async () => {
    await server.close();
  });

  it('declares itself: wechatpay, method WX, channels H5/MP/NATIVE', () => {
    expect(pay.name).toBe('wechatpay');
    expect(pay.methods).toEqual([0]);
    expect(pay.channels).toEqual([2013, 2012, 2011]);
  });

  describe('create', () => {
    it('H5: signs the request, sends the documented body and answers h5_url with the return address', async () => {
      const req = request();
      const created = await pay.create(req);
      expect(created.providerRef).toBe(req.paymentNo);
      const r = lastRequest();
      expect(r.method).toBe('POST');
      expect(r.path).toBe('/v3/pay/transactions/h5');
      expect(r.authorized).toBe(true);
      expect(r.headers.accept).toBe('application/json');
      expect(r.headers['user-agent']).toMatch(/\S/);
      expect(r.headers['wechatpay-serial']).toBe(creds.platformPublicKeyId);
      expect(r.headers.authorization).toMatch(
        new RegExp(
          `^WECHATPAY2-SHA256-RSA2048 mchid="${creds.mchId}",nonce_str="[0-9A-F]{32}",signature="[A-Za-z0-9+/=]+",timestamp="${Math.floor(now / 1000)}",serial_no="${creds.certSerial}"$`,
        ),
      );
      expect(JSON.parse(r.body)).toEqual({
        appid: creds.appId,
        mchid: creds.mchId,
        description: '数字藏品 #1',
        out_trade_no: req.paymentNo,
        time_expire: '2026-11-29T12:00:12+08:00',
        notify_url: req.notifyUrl,
        amount: { total: 1000, currency: 'CNY' },
        scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
      });
      expect(created.cashier.kind).toBe('redirect');
      const url = created.cashier.kind === 'redirect' ? created.cashier.url : '';
      const prepayId = server.order(req.paymentNo)?.prepayId ?? 'missing';
      expect(url.startsWith(`${server.url}/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=`)).toBe(true);
      expect(url.endsWith(`&redirect_url=${encodeURIComponent(req.returnUrl)}`)).toBe(true);
      // The h5_url page is the cashier: paying there notifies and returns the buyer to redirect_url.
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('数字藏品 #1');
      const paid = await fetch(`${server.url}/cgi-bin/mmpayweb-bin/checkmweb/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prepay_id: prepayId, redirect_url: req.returnUrl }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(302);
      expect(paid.headers.get('location')).toBe(req.returnUrl);
      expect(delivered.at(-1)).toEqual({ status: 204, error: null });
      expect((await pay.query(req.paymentNo, req.paymentNo)).state).toBe('paid');
    });

    it('cuts description to 127 UTF-8 bytes without splitting a character', async () => {
      const req = request({ subject: '藏'.repeat(60) });
      await pay.create(req);
      const description = (JSON.parse(lastRequest().body) as { description: string }).description;
      expect(Buffer.byteLength(description)).toBe(126);
      expect(description).toBe('藏'.repeat(42));
    });

    it('Native: answers code_url as a QR code', async () => {
      const req = request({ channel: 2011 });
      const created = await pay.create(req);
      expect(lastRequest().path).toBe('/v3/pay/transactions/native');
      expect(JSON.parse(lastRequest().body)).not.toHaveProperty('scene_info');
      expect(created).toEqual({
        providerRef: req.paymentNo,
        cashier: { kind: 'qr', content: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) },
      });
    });

    it('JSAPI: sends payer.openid and answers WeixinJSBridge params whose paySign verifies with the merchant public key', async () => {
      const req = request({ channel: 2012, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
      const created = await pay.create(req);
      const r = lastRequest();
      expect(r.path).toBe('/v3/pay/transactions/jsapi');
      expect((JSON.parse(r.body) as { payer: unknown }).payer).toEqual({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
      if (created.cashier.kind !== 'jsapi') throw new Error('expected jsapi');
      const p = created.cashier.params;
      expect(p.appId).toBe(creds.appId);
      expect(p.timeStamp).toBe(String(Math.floor(now / 1000)));
      expect(p.package).toBe(`prepay_id=${server.order(req.paymentNo)?.prepayId}`);
      expect(p.signType).toBe('RSA');
      const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
      expect(
        createVerify('RSA-SHA256')
          .update(message)
          .verify(server.merchantPublicKey, p.paySign ?? '', 'base64'),
      ).toBe(true);
    });

    it('JSAPI without openid is refused before any call (OPENID_REQUIRED, not retryable)', async () => {
      const before = server.requests.length;
      const e = await rejection(pay.create(request({ channel: 2012, openid: null })));
      expect([e.code, e.retryable]).toEqual(['OPENID_REQUIRED', false]);
      expect(server.requests.length).toBe(before);
    });

    it('a channel WeChat Pay does not have is refused', async () => {
      const e = await rejection(pay.create(request({ channel: 2999 })));
      expect(e.code).toBe('CHANNEL_NOT_SUPPORTED');
    });

    it('the same out_trade_no again: same params answer the same prepay; another amount and a paid order are refused', async () => {
      const req = request({ channel: 2011 });
      const first = await pay.create(req);
      expect(await pay.create(req)).toEqual(first);
      const other = await rejection(pay.create({ ...req, amount: 999 }));
      expect([other.code, other.retryable]).toEqual(['INVALID_REQUEST', false]);
      expect(await server.pay(req.paymentNo)).toBe(204);
      expect((await rejection(pay.create(req))).code).toBe('ORDERPAID');
    });
  });

  describe('query', () => {
    it('maps each trade_state', async () => {
      const req = request();
      await pay.create(req);
      const q = () => pay.query(req.paymentNo, req.paymentNo);
      expect(lastRequest().path).toBe('/v3/pay/transactions/h5');
      expect(await q()).toEqual({ state: 'open', amount: 0, method: null, paidAt: null });
      expect(lastRequest().path).toBe(`/v3/pay/transactions/out-trade-no/${req.paymentNo}?mchid=${creds.mchId}`);
      expect(lastRequest().method).toBe('GET');
      expect(lastRequest().authorized).toBe(true);
      server.setTradeState(req.paymentNo, 'USERPAYING');
      expect((await q()).state).toBe('open');
      server.setTradeState(req.paymentNo, 'PAYERROR');
      expect(await q()).toEqual({ state: 'failed', amount: 0, method: null, paidAt: null });
      server.setTradeState(req.paymentNo, 'REVOKED');
      expect((await q()).state).toBe('closed');
      server.setTradeState(req.paymentNo, 'CLOSED');
      expect((await q()).state).toBe('closed');
      server.setTradeState(req.paymentNo, 'NOTPAY');
      now += 1_500;
      server.markPaid(req.paymentNo);
      const paidAt = Math.floor(now / 1000) * 1000;
      now += 60_000;
      expect(await q()).toEqual({ state: 'paid', amount: 1000, method: 0, paidAt });
      await pay.refund({
        providerRef: req.paymentNo,
        paymentNo: req.paymentNo,
        amount: 100,
        total: 1000,
        refundNo: `R${req.paymentNo}`,
      });
      expect(await q()).toEqual({ state: 'refunded', amount: 1000, method: 0, paidAt });
    });

    it('an order WeChat does not know is unknown (signed 404 ORDER_NOT_EXIST)', async () => {
      expect(await pay.query('x', 'P20261129034512999999999999')).toEqual({
        state: 'unknown',
        amount: 0,
        method: null,
        paidAt: null,
      });
    });
  });

  describe('close', () => {
    it('closes an open order (204); closing again or an unknown order is fine; a paid order is refused', async () => {
      const req = request({ channel: 2011 });
      await pay.create(req);
      await pay.close(req.paymentNo, req.paymentNo);
      const r = lastRequest();
      expect([r.method, r.path, r.authorized]).toEqual([
        'POST',
        `/v3/pay/transactions/out-trade-no/${req.paymentNo}/close`,
        true,
      ]);
      expect(JSON.parse(r.body)).toEqual({ mchid: creds.mchId });
      expect((await pay.query(req.paymentNo, req.paymentNo)).state).toBe('closed');
      await pay.close(req.paymentNo, req.paymentNo);
      await pay.close('x', 'P20261129034512888888888888');
      expect(() => server.markPaid(req.paymentNo)).toThrow(/CLOSED/);

      const paid = request({ channel: 2011 });
      await pay.create(paid);
      await server.pay(paid.paymentNo);
      const e = await rejection(pay.close(paid.paymentNo, paid.paymentNo));
      expect([e.code, e.retryable]).toEqual(['ORDERPAID', false]);
    });
  });

  describe('refund', () => {
    it('refunds once per out_refund_no: the same refund again answers the same refund_id and takes nothing more', async () => {
      const req = request();
      await pay.create(req);
      await server.pay(req.paymentNo);
      const refund = {
        providerRef: req.paymentNo,
        paymentNo: req.paymentNo,
        amount: 300,
        total: 1000,
        refundNo: 'R20261129000000000001',
      };
      const first = await pay.refund(refund);
      const r = lastRequest();
      expect([r.path, r.authorized]).toEqual(['/v3/refund/domestic/refunds', true]);
      expect(JSON.parse(r.body)).toEqual({
        out_trade_no: req.paymentNo,
        out_refund_no: 'R20261129000000000001',
        amount: { refund: 300, total: 1000, currency: 'CNY' },
      });
      expect(first.refundRef).toBe(server.refunds.get('R20261129000000000001')?.refundId);
      expect(await pay.refund(refund)).toEqual(first);
      expect(server.order(req.paymentNo)?.refunded).toBe(300);
      expect([...server.refunds.values()].filter((x) => x.outTradeNo === req.paymentNo)).toHaveLength(1);

      // More than is left (700) is refused, as is more than the total.
      const tooMuch = await rejection(pay.refund({ ...refund, amount: 701, refundNo: 'R20261129000000000002' }));
      expect([tooMuch.code, tooMuch.retryable]).toEqual(['INVALID_REQUEST', false]);
      const aboveTotal = await rejection(pay.refund({ ...refund, amount: 1001, refundNo: 'R20261129000000000003' }));
      expect(aboveTotal.code).toBe('INVALID_REQUEST');
      expect(server.order(req.paymentNo)?.refunded).toBe(300);
      expect((await pay.refund({ ...refund, amount: 700, refundNo: 'R20261129000000000004' })).refundRef).toMatch(/^5/);
      expect(server.order(req.paymentNo)?.refunded).toBe(1000);
    });

    it('an unpaid order cannot be refunded', async () => {
      const req = request();
      await pay.create(req);
      const e = await rejection(
        pay.refund({
          providerRef: req.paymentNo,
          paymentNo: req.paymentNo,
          amount: 1,
          total: 1000,
          refundNo: 'R20261129000000000009',
        }),
      );
      expect([e.code, e.retryable]).toEqual(['INVALID_REQUEST', false]);
    });
  });

  describe('answers', () => {
    it('an answer with a wrong signature, without one, or signed by another key is never believed', async () => {
      server.spoilNext('badSignature');
      expect((await rejection(pay.query('x', 'P20261129034512777777777777'))).code).toBe('INVALID_SIGNATURE');
      server.spoilNext('unsigned');
      expect((await rejection(pay.query('x', 'P20261129034512777777777777'))).code).toBe('INVALID_SIGNATURE');
      const otherPlatform = new WechatPay({
        credentials: { ...creds, platformPublicKey: server.merchantPublicKey.export({ type: 'spki', format: 'pem' }).toString() },
        clock,
        endpoint: server.url,
      });
      const e = await rejection(otherPlatform.create(request({ channel: 2011 })));
      expect([e.code, e.retryable]).toEqual(['INVALID_SIGNATURE', false]);
      const wrongSerial = new WechatPay({
        credentials: { ...creds, platformPublicKeyId: 'PUB_KEY_ID_OTHER' },
        clock,
        endpoint: server.url,
      });
      expect((await rejection(wrongSerial.health())).code).toBe('INVALID_SIGNATURE');
    });

    it('SYSTEM_ERROR/5xx, FREQUENCY_LIMITED, a timeout and an unreachable host are retryable; PARAM_ERROR is not', async () => {
      const call = () => pay.create(request({ channel: 2011 }));
      server.failNext('SYSTEM_ERROR', 500, '系统错误');
      const sys = await rejection(call());
      expect([sys.code, sys.retryable, sys.message]).toEqual(['SYSTEM_ERROR', true, '系统错误']);
      server.failNext('FREQUENCY_LIMITED', 429);
      expect((await rejection(call())).retryable).toBe(true);
      server.failNext('PARAM_ERROR', 400);
      expect((await rejection(call())).retryable).toBe(false);
      server.failNext('SOMETHING', 503);
      expect((await rejection(call())).retryable).toBe(true);
      server.spoilNext('unsigned');
      server.failNext('BAD_GATEWAY', 502);
      expect(await rejection(call())).toMatchObject({ code: 'HTTP_502', retryable: true });

      const impatient = new WechatPay({ credentials: creds, clock, endpoint: server.url, timeoutMs: 200 });
      server.spoilNext('hang');
      expect(await rejection(impatient.query('x', 'P20261129034512666666666666'))).toMatchObject({
        code: 'TIMEOUT',
        retryable: true,
      });

      const nowhere = new WechatPay({ credentials: creds, clock, endpoint: `http://127.0.0.1:${await closedPort()}` });
      expect(await rejection(nowhere.health())).toMatchObject({ code: 'NETWORK_ERROR', retryable: true });
    });

    it('the server refuses a request signed by another key (401 SIGN_ERROR), another mchid and a stale timestamp', async () => {
      const before = server.requests.length;
      const stranger = new WechatPay({
        credentials: { ...creds, privateKey: strangerKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
        clock,
        endpoint: server.url,
      });
      expect(await rejection(stranger.create(request()))).toMatchObject({ code: 'SIGN_ERROR', retryable: false });
      expect(server.requests.at(-1)?.authorized).toBe(false);
      const otherMch = new WechatPay({ credentials: { ...creds, mchId: '1900000000' }, clock, endpoint: server.url });
      expect((await rejection(otherMch.query('x', 'P20261129034512555555555555'))).code).toBe('MCH_NOT_EXISTS');
      const late = new WechatPay({ credentials: creds, clock: () => now - 301_000, endpoint: server.url });
      expect((await rejection(late.health())).code).toBe('SIGN_ERROR');
      expect(server.requests.length).toBe(before + 3);
    });
  });

  describe('verify (notices)', () => {
    let paidNo: string;
    beforeAll(async () => {
      const req = request({ amount: 2590 });
      paidNo = req.paymentNo;
      await pay.create(req);
      server.markPaid(paidNo);
    });

    it('a good TRANSACTION.SUCCESS notice is the paid event', async () => {
      const n = server.notice(paidNo, { id: 'EV-1' });
      const event = await pay.verify(n.body, n.headers, now);
      expect(event).toEqual({
        eventId: 'wechatpay:EV-1',
        kind: 'paid',
        paymentNo: paidNo,
        providerRef: paidNo,
        amount: 2590,
        method: 0,
        occurredAt: Math.floor(now / 1000) * 1000,
      });
      // Header names arrive lower-cased from node: they are matched without regard to case.
      const lower = Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.toLowerCase(), v]));
      expect((await pay.verify(n.body, lower, now)).eventId).toBe('wechatpay:EV-1');
    });

    it('pay() delivers the notice and the route answers 204 (taken); a replay has the same event id', async () => {
      const req = request({ channel: 2011 });
      await pay.create(req);
      expect(await server.pay(req.paymentNo)).toBe(204);
      expect(delivered.at(-1)).toEqual({ status: 204, error: null });
      const again = server.notice(req.paymentNo, { id: 'EV-REPLAY' });
      expect((await pay.verify(again.body, again.headers, now)).eventId).toBe(
        (await pay.verify(again.body, again.headers, now + 1000)).eventId,
      );
    });

    it('a REFUND.SUCCESS notice is the refunded event with the refunded amount', async () => {
      await pay.refund({ providerRef: paidNo, paymentNo: paidNo, amount: 590, total: 2590, refundNo: 'R20261129000000000100' });
      const n = server.settleRefund('R20261129000000000100');
      expect(await pay.verify(n.body, n.headers, now)).toMatchObject({
        kind: 'refunded',
        amount: 590,
        paymentNo: paidNo,
        providerRef: paidNo,
        method: 0,
      });
    });

    it('accepts up to 300 s either way and refuses a stale or future notice', async () => {
      const n = server.notice(paidNo);
      const sent = Number(n.headers['Wechatpay-Timestamp']) * 1000;
      await expect(pay.verify(n.body, n.headers, sent + NOTICE_WINDOW_MS)).resolves.toMatchObject({ kind: 'paid' });
      await expect(pay.verify(n.body, n.headers, sent - NOTICE_WINDOW_MS)).resolves.toMatchObject({ kind: 'paid' });
      await expect(pay.verify(n.body, n.headers, sent + NOTICE_WINDOW_MS + 1_000)).rejects.toThrow(PaymentNoticeError);
      const stale = server.notice(paidNo, { timestamp: Math.floor(now / 1000) - 301 });
      await expect(pay.verify(stale.body, stale.headers, now)).rejects.toThrow(/window/);
    });

    it('refuses a forged signature, a wrong serial, an altered body, missing headers', async () => {
      const forged = server.notice(paidNo, { signWith: strangerKey });
      await expect(pay.verify(forged.body, forged.headers, now)).rejects.toThrow(/signature/);
      const serial = server.notice(paidNo, { serial: 'PUB_KEY_ID_0000000000000000000000000000' });
      await expect(pay.verify(serial.body, serial.headers, now)).rejects.toThrow(/Serial/);
      const good = server.notice(paidNo);
      const altered = good.body.replace('"TRANSACTION.SUCCESS"', '"REFUND.SUCCESS"');
      expect(altered).not.toBe(good.body);
      await expect(pay.verify(altered, good.headers, now)).rejects.toThrow(/signature/);
      const { 'Wechatpay-Signature': _dropped, ...unsigned } = good.headers;
      await expect(pay.verify(good.body, unsigned, now)).rejects.toThrow(PaymentNoticeError);
      const probe = server.notice(paidNo, { signature: `WECHATPAY/SIGNTEST/${good.headers['Wechatpay-Signature']}` });
      await expect(pay.verify(probe.body, probe.headers, now)).rejects.toThrow(/signature/);
    });

    it('refuses a tampered ciphertext, another API v3 key, another mchid, a different amount is what it says', async () => {
      const tampered = server.notice(paidNo, { tamperCiphertext: true });
      await expect(pay.verify(tampered.body, tampered.headers, now)).rejects.toThrow(/decrypt/);
      const otherKey = server.notice(paidNo, { apiV3Key: 'A'.repeat(32) });
      await expect(pay.verify(otherKey.body, otherKey.headers, now)).rejects.toThrow(/decrypt/);
      const otherMch = server.notice(paidNo, { resource: { mchid: '1900000000' } });
      await expect(pay.verify(otherMch.body, otherMch.headers, now)).rejects.toThrow(/merchant/);
      // A signed notice carrying another amount reports that amount: the platform compares it to the payment.
      const amount = server.notice(paidNo, {
        resource: { amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } },
      });
      expect((await pay.verify(amount.body, amount.headers, now)).amount).toBe(1);
      const notSuccess = server.notice(paidNo, { resource: { trade_state: 'NOTPAY' } });
      await expect(pay.verify(notSuccess.body, notSuccess.headers, now)).rejects.toThrow(PaymentNoticeError);
      const otherEvent = server.notice(paidNo, { eventType: 'TRANSACTION.CLOSED' });
      await expect(pay.verify(otherEvent.body, otherEvent.headers, now)).rejects.toThrow(/event_type/);
    });

    it('a refused notice is answered 400 {code:FAIL}, and no error text carries a secret', async () => {
      const forged = server.notice(paidNo, { signWith: strangerKey });
      expect(await server.deliver('https://shop.example.com/notify', forged)).toBe(400);
      const messages: string[] = [];
      for (const n of [
        forged,
        server.notice(paidNo, { tamperCiphertext: true }),
        server.notice(paidNo, { apiV3Key: 'B'.repeat(32) }),
      ]) {
        await pay.verify(n.body, n.headers, now).catch((e: unknown) => messages.push(String(e)));
      }
      expect(messages).toHaveLength(3);
      for (const m of messages) {
        expect(m).not.toContain(creds.apiV3Key);
        expect(m).not.toContain('PRIVATE KEY');
      }
    });
  });

  it('reply: taken is 204 without a body; refused is 400 {"code":"FAIL","message"}', () => {
    expect(pay.reply(true, 'OK')).toMatchObject({ status: 204, body: '' });
    const refused = pay.reply(false, '验签失败');
    expect(refused.status).toBe(400);
    expect(refused.contentType).toBe('application/json');
    expect(JSON.parse(refused.body)).toEqual({ code: 'FAIL', message: '验签失败' });
  });

  it('health: a signed ORDER_NOT_EXIST proves the credentials; a wrong merchant key or platform key throws', async () => {
    await expect(pay.health()).resolves.toBeUndefined();
    expect(lastRequest()).toMatchObject({ method: 'GET', authorized: true });
    const badKey = new WechatPay({
      credentials: { ...creds, privateKey: strangerKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      clock,
      endpoint: server.url,
    });
    expect(await rejection(badKey.health())).toMatchObject({ code: 'SIGN_ERROR', retryable: false });
    const badPlatform = new WechatPay({
      credentials: { ...creds, platformPublicKey: GO_TEST_PUBLIC_KEY },
      clock,
      endpoint: server.url,
    });
    expect((await rejection(badPlatform.health())).code).toBe('INVALID_SIGNATURE');
  });

  it('refuses credentials it cannot use, without echoing them', () => {
    const short = () => new WechatPay({ credentials: { ...creds, apiV3Key: 'short-key-123456' }, clock });
    expect(short).toThrow('WeChat Pay API v3 key must be 32 bytes');
    expect(() => new WechatPay({ credentials: { ...creds, privateKey: 'not a key' }, clock })).toThrow(/private key/);
    expect(() => new WechatPay({ credentials: { ...creds, platformPublicKey: 'nope' }, clock })).toThrow(/public key/);
  });
});
