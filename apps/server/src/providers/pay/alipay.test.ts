import { createPrivateKey, createVerify, generateKeyPair } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlipayTestServer, answerNodeText, type PemKeyPair } from '../../../test/support/protocol/alipay-server';
import { Alipay, fenToYuan, fromBeijingTime, toBeijingTime, yuanToFen } from './alipay';
import { PaymentNoticeError, PaymentProviderError, type CreatePaymentRequest, type PaymentEvent } from './payment-provider';

// 2026-11-29 03:45:12 in Beijing: the tests' clock, moved by hand.
const START = Date.UTC(2026, 10, 28, 19, 45, 12);
let now = START;
const clock = () => now;

let server: AlipayTestServer;
let alipay: Alipay;
/** A third key pair: a merchant key Alipay does not know, an "Alipay" key that is not Alipay's. */
let stranger: PemKeyPair;

/** Our notify route in miniature: verifies with the adapter and answers its reply. */
let receiver: Server;
let notifyUrl = '';
const received: PaymentEvent[] = [];
const refusedNotices: unknown[] = [];

let seq = 0;
/** A fresh payment number shaped like ours (27 chars). */
const paymentNo = () => `P20261129034512${String(++seq).padStart(12, '0')}`;

function request(no: string, amount: number): CreatePaymentRequest {
  return {
    tenantId: 1,
    paymentNo: no,
    orderNo: `O${no.slice(1)}`,
    amount,
    subject: '藏品 #7 月下独酌',
    method: 1,
    channel: 2013,
    clientIp: '203.0.113.7',
    expiresAt: now + 15 * 60_000,
    lang: 'zh-CN',
    notifyUrl,
    returnUrl: 'https://shop.example.com/orders/O1?from=alipay',
  };
}

/** Creates a payment and loads its cashier URL (the buyer reaching Alipay's page creates the trade). */
async function opened(amount: number): Promise<{ no: string; url: string }> {
  const no = paymentNo();
  const { cashier } = await alipay.create(request(no, amount));
  if (cashier.kind !== 'redirect') throw new Error('expected a redirect');
  const res = await fetch(cashier.url);
  expect(res.status).toBe(200);
  return { no, url: cashier.url };
}

async function paid(amount: number): Promise<string> {
  const { no } = await opened(amount);
  expect(await server.pay(no)).toEqual({ status: 200, body: 'success' });
  return no;
}

async function providerError(p: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

async function noticeError(body: string, headers: Record<string, string>, at = now): Promise<PaymentNoticeError> {
  const err = await alipay.verify(body, headers, at).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentNoticeError);
  return err as PaymentNoticeError;
}

/** No error text may carry key material: look for any 40-char piece of the keys' base64. */
function expectNoKeyIn(message: string): void {
  const keys = [server.credentials().privateKey, stranger.privateKey];
  for (const key of keys) {
    const body = key.replace(/-----[^-]+-----|\s/g, '');
    for (let i = 0; i + 40 <= body.length; i += 40) expect(message).not.toContain(body.slice(i, i + 40));
  }
  expect(message).not.toContain('PRIVATE KEY');
}

beforeAll(async () => {
  server = new AlipayTestServer({ appId: '2021000000000001', clock });
  const [, keys] = await Promise.all([
    server.start(),
    promisify(generateKeyPair)('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }),
  ]);
  stranger = keys;
  alipay = new Alipay({ credentials: server.credentials(), clock, gateway: server.url, timeoutMs: 5_000 });

  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = req.headers as Record<string, string | string[] | undefined>;
      alipay.verify(Buffer.concat(chunks).toString('utf8'), headers, clock()).then(
        (event) => {
          received.push(event);
          const r = alipay.reply(true, 'ok');
          res.writeHead(r.status, { 'content-type': r.contentType }).end(r.body);
        },
        (err: unknown) => {
          refusedNotices.push(err);
          const r = alipay.reply(false, 'refused');
          res.writeHead(r.status, { 'content-type': r.contentType }).end(r.body);
        },
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/pay/notify/alipay`;
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('amounts and times', () => {
  it('fen → yuan text is exact for every safe integer and reads back to the same fen', () => {
    expect(fenToYuan(1234)).toBe('12.34');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(100)).toBe('1.00');
    expect(fenToYuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const b = BigInt(n);
        expect(fenToYuan(n)).toBe(`${b / 100n}.${(b % 100n).toString().padStart(2, '0')}`);
        expect(yuanToFen(fenToYuan(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => fenToYuan(bad)).toThrow(RangeError);
  });

  it('yuan text → fen is exact (never floating point) and reads back to the same text', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(yuanToFen(text)).toBe(Number(whole * 100n + BigInt(cents)));
        expect(fenToYuan(yuanToFen(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
    for (const bad of ['', '1.234', '-1.00', '1e2', '.5', '01.00', ' 1.00', '1,00', 'NaN', '1.', '9007199254740992.00']) {
      expect(() => yuanToFen(bad), bad).toThrow(RangeError);
    }
  });

  it('Alipay times are Beijing time, both ways', () => {
    expect(toBeijingTime(START)).toBe('2026-11-29 03:45:12');
    expect(fromBeijingTime('2026-11-29 03:45:12')).toBe(START);
    expect(fromBeijingTime('2015-04-28 15:45:57.320')).toBe(Date.UTC(2015, 3, 28, 7, 45, 57, 320));
    for (const bad of ['2026-13-01 00:00:00', '2026-02-30 00:00:00', '2026-11-29T03:45:12', '2026-11-29 24:00:00']) {
      expect(fromBeijingTime(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (s) => {
        expect(fromBeijingTime(toBeijingTime(s * 1000))).toBe(s * 1000);
      }),
    );
  });
});

describe('published vectors', () => {
  it("verifies a real Alipay notice from alipay-sdk's tests (bare base64 public key) and refuses it altered", async () => {
    // test/alipay.test.ts of alipay/alipay-sdk-nodejs-all, 'with sign_type arguments verify success'.
    const publicKey =
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB';
    const form: Record<string, string> = {
      gmt_create: '2019-08-15 15:56:22',
      charset: 'utf-8',
      seller_email: 'z97-yuquerevenue@service.aliyun.com',
      subject: '语雀空间 500人规模',
      sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
      buyer_id: '2088102534368455',
      invoice_amount: '0.10',
      notify_id: '2019081500222155624068450559358070',
      // In the form it is the JSON text (the SDK's test holds it parsed).
      fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: '0.10',
      buyer_pay_amount: '0.10',
      sign_type: 'RSA2',
      app_id: '2019073166072302',
      seller_id: '2088531891668739',
      gmt_payment: '2019-08-15 15:56:24',
      notify_time: '2019-08-15 15:56:25',
      version: '1.0',
      out_trade_no: '20190815155618536-564-57',
      total_amount: '0.10',
      trade_no: '2019081522001468450512505578',
      auth_app_id: '2019073166072302',
      buyer_logon_id: 'xud***@126.com',
      point_amount: '0.00',
    };
    const yuque = new Alipay({
      credentials: { appId: '2019073166072302', privateKey: server.credentials().privateKey, alipayPublicKey: publicKey },
      clock,
      gateway: server.url,
    });
    const headers = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const body = new URLSearchParams(form).toString();
    const at = Date.UTC(2019, 7, 15, 7, 56, 25);
    expect(await yuque.verify(body, headers, at)).toEqual({
      eventId: 'alipay:2019081500222155624068450559358070',
      kind: 'paid',
      paymentNo: '20190815155618536-564-57',
      providerRef: '20190815155618536-564-57',
      amount: 10,
      method: 1,
      occurredAt: Date.UTC(2019, 7, 15, 7, 56, 24),
    });
    const altered = new URLSearchParams({ ...form, total_amount: '0.01' }).toString();
    await expect(yuque.verify(altered, headers, at)).rejects.toThrow(/signature/);
  });

  it("signs the answer node's exact text, as in a real Alipay answer from alipay-sdk's tests", () => {
    // test/alipay.test.ts 'checkResponseSign should work' with test/fixtures/alipay-public-key.pem.
    const alipayPublicKey =
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAk7LzhmMa2c4qQd4fqAqenfbuFoA7stPKvoS1LrZEsVnOOGUUjwoa1oU9xsSPjcOWhIerU/VAN4J95GIAXx59ipcleIyfLn2FhHXPgLJpvo+b2jJFyn/1/DbeJDh+0yDVAOf50Z7HhI0mdUhFMkXlT7BU0ZMtJf/TmISFEfhDU/w6qFd6D42L97byAkq0K6LroglSVF24GqJEa7hSeUIkZWj7RasykXrc2uVJ1+ejkXE0LyPxa2AHykMGbJLf5SiZvaNzUZgnKIR36mLOHpQ/2JCXxhXZYUWHzy0kMH54JcUEeksFWBYLGvLjV1phbcUIc3Q76tIuqApY6E222OoZZQIDAQAB\n-----END PUBLIC KEY-----';
    const sign =
      'F+LDzpTNiavn7xVZPGuPCSSVRSmWzJGgtuji6tVELGEaqMaNj0jRKXUEr5nloZJBBmwEnddOyCjjepMmrTKTvoOqQ0Efxpr/R1iEeHTHVbb/Q8TTh6Up5gHJDkILdaWS2q1cWeQ6VT+HQY9P3WRXS7uhILHuDODIhpAyCu5KhWGt0rMCIG+Im6NODJP2oohtSCtmTFXg58HH587Z2y2bdbjzOxLvzD9IrU1imghXQ2S/Q+wMIvRk9on6cWnBLkrNvJKapA2ReNGWOwyuASvB9zDVzhMPbR+3mfRGkVDxsq5HYLjBKGskJMXHw0HuugZij6ScRuaLPODhmHwr/pJ9yw==';
    const nodeText = answerNodeText({ code: '10000', msg: 'Success', file_id: 'CAxAToWB1JsAAAAAAAAAAAAADgSLAQBr' });
    expect(nodeText).toBe('{"code":"10000","msg":"Success","file_id":"CAxAToWB1JsAAAAAAAAAAAAADgSLAQBr"}');
    expect(createVerify('RSA-SHA256').update(nodeText, 'utf8').verify(alipayPublicKey, sign, 'base64')).toBe(true);
    // Alipay writes '/' as '\/' in its answers (the getSignStr() test's answer); the local server does the same.
    expect(
      answerNodeText({
        code: '10000',
        msg: 'Success',
        image_id: 'Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED',
        image_url: 'http://oalipay-dl-django.alicdn.com/rest/1.0/image?fileIds=Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED&zoom=original',
      }),
    ).toBe(
      '{"code":"10000","msg":"Success","image_id":"Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED","image_url":"http:\\/\\/oalipay-dl-django.alicdn.com\\/rest\\/1.0\\/image?fileIds=Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED&zoom=original"}',
    );
  });
});

describe('Alipay adapter against the local gateway', () => {
  it('names itself alipay, method 1 (ALI), channel 2013 (H5)', () => {
    expect([alipay.name, alipay.methods, alipay.channels]).toEqual(['alipay', [1], [2013]]);
  });

  it('create builds a signed wap.pay URL the gateway accepts and shows as a cashier', async () => {
    const no = paymentNo();
    const created = await alipay.create(request(no, 1234));
    expect(created.providerRef).toBe(no);
    if (created.cashier.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(created.cashier.url);
    expect(`${url.origin}${url.pathname}`).toBe(server.url);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      method: 'alipay.trade.wap.pay',
      app_id: '2021000000000001',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      timestamp: '2026-11-29 03:45:12',
      notify_url: notifyUrl,
      return_url: 'https://shop.example.com/orders/O1?from=alipay',
    });
    expect(JSON.parse(q.biz_content!)).toEqual({
      out_trade_no: no,
      total_amount: '12.34',
      subject: '藏品 #7 月下独酌',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-29 04:00:12',
      quit_url: 'https://shop.example.com/orders/O1?from=alipay',
    });

    // Not yet at Alipay: the trade exists once the buyer reaches the page.
    expect(await alipay.query(no, no)).toEqual({ state: 'unknown', amount: 0, method: null, paidAt: null });
    const page = await fetch(created.cashier.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('12.34');
    expect(html).toContain('藏品 #7 月下独酌');
    expect(server.requests.at(-1)).toMatchObject({
      method: 'alipay.trade.wap.pay',
      httpMethod: 'GET',
      signOk: true,
      subCode: null,
    });
    expect(server.trades.get(no)).toMatchObject({
      total: 1234,
      status: 'WAIT_BUYER_PAY',
      notifyUrl,
      expiresAt: START + 15 * 60_000,
    });
  });

  it('a wap.pay URL altered after signing is refused with isv.invalid-signature', async () => {
    const no = paymentNo();
    const { cashier } = await alipay.create(request(no, 1234));
    if (cashier.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(cashier.url);
    url.searchParams.set('biz_content', url.searchParams.get('biz_content')!.replace('"12.34"', '"0.01"'));
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('isv.invalid-signature');
    expect(server.requests.at(-1)).toMatchObject({ signOk: false, subCode: 'isv.invalid-signature' });
    expect(server.trades.has(no)).toBe(false);
  });

  it('create refuses other channels and methods (Alipay wap pay is H5 only)', async () => {
    await expect(alipay.create({ ...request(paymentNo(), 100), channel: 2011 })).rejects.toMatchObject({
      code: 'ALIPAY_CHANNEL',
    });
    await expect(alipay.create({ ...request(paymentNo(), 100), method: 0 })).rejects.toMatchObject({ code: 'ALIPAY_METHOD' });
  });

  it('query answers open, paid (amount and paid time), closed and refunded', async () => {
    const { no } = await opened(1234);
    expect(await alipay.query(no, no)).toEqual({ state: 'open', amount: 1234, method: null, paidAt: null });

    now += 61_000;
    const payAt = now;
    expect(await server.pay(no)).toEqual({ status: 200, body: 'success' });
    expect(await alipay.query(no, no)).toEqual({ state: 'paid', amount: 1234, method: 1, paidAt: payAt });
    expect(server.requests.at(-1)).toMatchObject({ method: 'alipay.trade.query', signOk: true, biz: { out_trade_no: no } });

    await alipay.refund({ providerRef: no, paymentNo: no, amount: 1234, total: 1234, refundNo: 'R-query-1' });
    expect(await alipay.query(no, no)).toEqual({ state: 'refunded', amount: 1234, method: 1, paidAt: payAt });

    const other = await opened(500);
    await alipay.close(other.no, other.no);
    expect(await alipay.query(other.no, other.no)).toEqual({ state: 'closed', amount: 500, method: null, paidAt: null });
  });

  it('query reports a gateway system error as retryable and other failures as not', async () => {
    server.failNext('ACQ.SYSTEM_ERROR');
    const busy = await providerError(alipay.query('P0', 'P0'));
    expect([busy.code, busy.retryable]).toEqual(['ACQ.SYSTEM_ERROR', true]);
    server.failNext('ACQ.INVALID_PARAMETER');
    const bad = await providerError(alipay.query('P0', 'P0'));
    expect([bad.code, bad.retryable]).toEqual(['ACQ.INVALID_PARAMETER', false]);
  });

  it('signs each call with the time of its clock (the gateway refuses a timestamp far from its own)', async () => {
    const late = new Alipay({ credentials: server.credentials(), clock: () => now - 3600_000, gateway: server.url });
    const err = await providerError(late.health());
    expect(err.code).toBe('isv.invalid-timestamp');
  });

  it('close: an open trade closes; closing again, or a trade never opened, is fine; a paid trade is not closed', async () => {
    const { no } = await opened(800);
    await alipay.close(no, no);
    expect(server.trades.get(no)?.status).toBe('TRADE_CLOSED');
    await expect(alipay.close(no, no)).resolves.toBeUndefined();
    const never = paymentNo();
    await alipay.create(request(never, 800));
    await expect(alipay.close(never, never)).resolves.toBeUndefined();

    const payed = await paid(800);
    const err = await providerError(alipay.close(payed, payed));
    expect([err.code, err.retryable]).toEqual(['ACQ.TRADE_STATUS_ERROR', false]);
    expect(server.trades.get(payed)?.status).toBe('TRADE_SUCCESS');
  });

  it('refund gives back once for the same refundNo, even when asked twice', async () => {
    const no = await paid(1234);
    const req = { providerRef: no, paymentNo: no, amount: 1234, total: 1234, refundNo: 'R20261129000001' };
    const first = await alipay.refund(req);
    const trade = server.trades.get(no)!;
    expect(first.refundRef).toBe(`${trade.tradeNo}:R20261129000001`);
    expect(server.requests.at(-1)?.biz).toEqual({ out_trade_no: no, refund_amount: '12.34', out_request_no: 'R20261129000001' });
    expect(await alipay.refund(req)).toEqual(first);
    expect([trade.refunds.size, trade.refunded, trade.status]).toEqual([1, 1234, 'TRADE_CLOSED']);
  });

  it('refund above what was paid is refused with ACQ.REFUND_AMT_NOT_EQUAL_TOTAL (not retryable)', async () => {
    const no = await paid(1000);
    await alipay.refund({ providerRef: no, paymentNo: no, amount: 600, total: 1000, refundNo: 'R1' });
    const err = await providerError(alipay.refund({ providerRef: no, paymentNo: no, amount: 600, total: 1000, refundNo: 'R2' }));
    expect([err.code, err.retryable, err.message]).toEqual(['ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', false, '退款金额超限']);
    expect(server.trades.get(no)?.refunded).toBe(600);
    expect(await alipay.query(no, no)).toMatchObject({ state: 'paid', amount: 1000 });
  });

  it('refund of an unpaid trade is refused with ACQ.TRADE_STATUS_ERROR; a gateway system error is retryable', async () => {
    const { no } = await opened(300);
    const err = await providerError(alipay.refund({ providerRef: no, paymentNo: no, amount: 300, total: 300, refundNo: 'R1' }));
    expect([err.code, err.retryable]).toEqual(['ACQ.TRADE_STATUS_ERROR', false]);

    const payed = await paid(300);
    server.failNext('ACQ.SYSTEM_ERROR');
    const busy = await providerError(
      alipay.refund({ providerRef: payed, paymentNo: payed, amount: 300, total: 300, refundNo: 'R1' }),
    );
    expect([busy.code, busy.retryable]).toEqual(['ACQ.SYSTEM_ERROR', true]);
    // The same refund asked again after the failure goes through, once.
    await alipay.refund({ providerRef: payed, paymentNo: payed, amount: 300, total: 300, refundNo: 'R1' });
    expect(server.trades.get(payed)?.refunded).toBe(300);
  });

  it('an answer whose sign does not verify is refused', async () => {
    const { no } = await opened(100);
    server.badSignNext();
    const err = await providerError(alipay.query(no, no));
    expect([err.code, err.retryable]).toEqual(['ALIPAY_BAD_SIGNATURE', false]);
    expect(await alipay.query(no, no)).toMatchObject({ state: 'open' });
  });

  it('an unreachable gateway is a retryable network error', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const gone = new Alipay({ credentials: server.credentials(), clock, gateway: `http://127.0.0.1:${port}/gateway.do` });
    const err = await providerError(gone.query('P0', 'P0'));
    expect([err.code, err.retryable]).toEqual(['ALIPAY_NETWORK', true]);
  });

  it('a gateway that does not answer in time is a retryable timeout', async () => {
    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const slow = new Alipay({
        credentials: server.credentials(),
        clock,
        gateway: `http://127.0.0.1:${port}/gateway.do`,
        timeoutMs: 300,
      });
      const err = await providerError(slow.query('P0', 'P0'));
      expect([err.code, err.retryable]).toEqual(['ALIPAY_TIMEOUT', true]);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('health passes with the right keys, in any of the key forms merchants paste', async () => {
    await expect(alipay.health()).resolves.toBeUndefined();
    expect(server.requests.at(-1)).toMatchObject({ method: 'alipay.trade.query', signOk: true, subCode: 'ACQ.TRADE_NOT_EXIST' });
    const pkcs1 = String(createPrivateKey(server.credentials().privateKey).export({ type: 'pkcs1', format: 'pem' }));
    const bare = server.credentials().privateKey.replace(/-----[^-]+-----|\s/g, '');
    for (const privateKey of [pkcs1, bare]) {
      const a = new Alipay({ credentials: { ...server.credentials(), privateKey }, clock, gateway: server.url });
      await expect(a.health()).resolves.toBeUndefined();
    }
  });

  it('health fails with a wrong merchant key (isv.invalid-signature) or a wrong Alipay public key (bad answer sign)', async () => {
    const wrongKey = new Alipay({
      credentials: { ...server.credentials(), privateKey: stranger.privateKey },
      clock,
      gateway: server.url,
    });
    const refused = await providerError(wrongKey.health());
    expect([refused.code, refused.retryable]).toEqual(['isv.invalid-signature', false]);
    expectNoKeyIn(refused.message);

    const wrongAlipay = new Alipay({
      credentials: { ...server.credentials(), alipayPublicKey: stranger.publicKey },
      clock,
      gateway: server.url,
    });
    const unverified = await providerError(wrongAlipay.health());
    expect(unverified.code).toBe('ALIPAY_BAD_SIGNATURE');
  });

  it('a key that is not a key is refused without repeating it', () => {
    const garbage = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC-not-really';
    let message = '';
    try {
      new Alipay({ credentials: { ...server.credentials(), privateKey: garbage }, clock, gateway: server.url });
    } catch (err) {
      expect(err).toBeInstanceOf(PaymentProviderError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/not a valid RSA private key/);
    expect(message).not.toContain('MIIEvQIBADANBgkq');
  });
});

describe('Alipay notices', () => {
  it('the buyer pays: the signed form notice reaches the notify URL and is taken (success)', async () => {
    const before = received.length;
    const no = await paid(1234);
    const trade = server.trades.get(no)!;
    expect(received.slice(before)).toEqual([
      expect.objectContaining({
        kind: 'paid',
        paymentNo: no,
        providerRef: no,
        amount: 1234,
        method: 1,
        occurredAt: trade.paidAt,
      }),
    ]);
    expect(received.at(-1)?.eventId).toMatch(/^alipay:\d{14}[0-9a-f]{20}$/);
  });

  it("the cashier page's pay button pays, posts the notice and returns the buyer with signed parameters", async () => {
    const { no } = await opened(4321);
    const before = received.length;
    const res = await fetch(new URL(`/cashier/pay?out_trade_no=${no}`, server.url), { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example.com/orders/O1');
    expect(back.searchParams.get('from')).toBe('alipay');
    expect(back.searchParams.get('out_trade_no')).toBe(no);
    expect(back.searchParams.get('total_amount')).toBe('43.21');
    expect(back.searchParams.get('sign')).toBeTruthy();
    expect(received.slice(before)).toEqual([expect.objectContaining({ kind: 'paid', paymentNo: no, amount: 4321 })]);
    expect(await alipay.query(no, no)).toMatchObject({ state: 'paid', amount: 4321 });
  });

  it('reply: success (text/plain) when taken, fail otherwise', () => {
    expect(alipay.reply(true, 'ok')).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
    expect(alipay.reply(false, 'bad sign').body).toBe('fail');
  });

  it('a good notice verifies; the same notice twice has the same eventId; another notice has another', async () => {
    const no = await paid(990);
    const notice = server.notice(no);
    const a = await alipay.verify(notice.body, notice.headers, now);
    const b = await alipay.verify(notice.body, notice.headers, now);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ kind: 'paid', amount: 990, paymentNo: no, eventId: `alipay:${notice.params.notify_id}` });
    const again = server.notice(no);
    expect((await alipay.verify(again.body, again.headers, now)).eventId).not.toBe(a.eventId);
  });

  it('a notice outside the 300 s window is stale; at the edge it is taken', async () => {
    const no = await paid(100);
    const notice = server.notice(no);
    await expect(alipay.verify(notice.body, notice.headers, now + 300_000)).resolves.toMatchObject({ kind: 'paid' });
    await expect(alipay.verify(notice.body, notice.headers, now - 300_000)).resolves.toMatchObject({ kind: 'paid' });
    expect((await noticeError(notice.body, notice.headers, now + 301_000)).message).toMatch(/stale/);
    expect((await noticeError(notice.body, notice.headers, now - 301_000)).message).toMatch(/stale/);
  });

  it('a notice signed with another key, altered after signing, or for another app id is refused', async () => {
    const no = await paid(1234);
    const forged = server.notice(no, {}, stranger.privateKey);
    const errors = [await noticeError(forged.body, forged.headers)];
    expect(errors[0]!.message).toMatch(/signature/);

    const good = server.notice(no);
    const cheaper = good.body.replace('total_amount=12.34', 'total_amount=0.01');
    expect(cheaper).not.toBe(good.body);
    errors.push(await noticeError(cheaper, good.headers));
    expect(errors[1]!.message).toMatch(/signature/);

    const otherApp = server.notice(no, { app_id: '2021009999999999', auth_app_id: '2021009999999999' });
    errors.push(await noticeError(otherApp.body, otherApp.headers));
    expect(errors[2]!.message).toMatch(/another app id/);

    // Signed correctly, but asking to be checked with RSA (SHA-1): refused.
    const downgrade = server.notice(no, { sign_type: 'RSA' });
    errors.push(await noticeError(downgrade.body, downgrade.headers));

    errors.push(await noticeError(JSON.stringify(good.params), { 'content-type': 'application/json' }));
    errors.push(await noticeError('', good.headers));
    for (const err of errors) expectNoKeyIn(err.message);
  });

  it('the receiver answers fail to a refused notice, so Alipay sends it again', async () => {
    const no = await paid(100);
    const before = refusedNotices.length;
    const forged = server.notice(no, {}, stranger.privateKey);
    expect(await server.deliver(notifyUrl, forged)).toEqual({ status: 200, body: 'fail' });
    expect(refusedNotices.length).toBe(before + 1);
  });

  it('a notice with refund_fee is refunded (that amount); TRADE_CLOSED without one is failed', async () => {
    const no = await paid(1234);
    const refund = server.notice(no, { refund_fee: '5.00', gmt_refund: '2026-11-29 03:45:13.250', out_biz_no: 'R1' });
    expect(await alipay.verify(refund.body, refund.headers, now)).toMatchObject({
      kind: 'refunded',
      amount: 500,
      paymentNo: no,
      occurredAt: START + 1250,
    });
    const full = server.notice(no, { trade_status: 'TRADE_CLOSED', refund_fee: '12.34', gmt_refund: '2026-11-29 03:45:14.000' });
    expect(await alipay.verify(full.body, full.headers, now)).toMatchObject({ kind: 'refunded', amount: 1234 });

    const { no: open } = await opened(200);
    const closed = server.notice(open, { trade_status: 'TRADE_CLOSED', gmt_close: toBeijingTime(now) });
    expect(await alipay.verify(closed.body, closed.headers, now)).toMatchObject({ kind: 'failed', amount: 0, paymentNo: open });
  });
});
