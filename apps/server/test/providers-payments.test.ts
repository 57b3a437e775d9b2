import { createVerify } from 'node:crypto';
import { createPayment, ErrorCode, getNftTarget, getOrder, getPayment, getWechatOauthUrl, listPayMethods } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { startProviderServers, type ProviderServers } from './support/providers';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { createBuyer, createCollection, order } from './sale-helpers';

// Issue 28: purchases paid through the real payment adapters — WeChat Pay API v3 (H5) and Alipay (wap pay) —
// each against a local server that speaks the vendor's protocol and checks our signatures the vendor's way,
// and whose signed notices come back to /api/pay/notify/<provider>/<tenant>. Refunds go back the same way.

let t: TestApp;
let servers: ProviderServers;
let baseline: SaleBaseline;

beforeAll(async () => {
  servers = await startProviderServers({ clock: () => (t ? t.clock() : Date.now()) });
  // The deployment's credentials (environment) serve every tenant; the sandbox still serves the bank card (3).
  const env = servers.env({ payments: true });
  t = await createTestApp(env);
  servers.target.app = t.app;
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t?.close();
  await servers?.close();
});

const tenant = async (code = 'demo') => (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, code)))!;
const OPERATOR = { operatorId: 7, reason: 'The buyer asked for the money back' };

async function startPaying(buyer: { token: string }, orderNo: string, method: number) {
  const res = body<{ paymentNo: string; cashierUrl: string; cashierKind: string; progress: number }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo, method } }),
  );
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function orderOf(buyer: { token: string }, orderNo: string) {
  return body<{ status: string; serials: number[]; payMethod: number }>(
    await call(t.app, getOrder, { token: buyer.token, params: { orderNo } }),
  ).data;
}

/** The chain state of the buyer's item of a collection, as the storefront shows it ("info on chain"). */
async function chainStatus(buyer: { token: string }, collectionId: number) {
  const nft = await t.db.kysely
    .selectFrom('card_nfts')
    .select('id')
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return body<{ status: string; hashAddress: string | null }>(
    await call(t.app, getNftTarget, { token: buyer.token, params: { cardNftId: String(nft.id) } }),
  ).data;
}

describe(`payments through WeChat Pay and Alipay (${DB_KIND})`, () => {
  it('the cashier lists the configured providers: WeChat Pay (0), Alipay (1), and the sandbox for the rest outside production', async () => {
    const buyer = await createBuyer(t, 'demo');
    const methods = body<{ methods: { method: number }[] }>(await call(t.app, listPayMethods, { token: buyer.token }));
    expect(methods.data.methods.map((m) => m.method)).toEqual([0, 1, 3]);
    const providers = await t.app.providers.directory.payments(await tenantIdOf(t.db, 'demo'));
    expect(providers.map((p) => [p.provider.name, p.source])).toEqual([
      ['wechatpay', 'environment'],
      ['alipay', 'environment'],
      ['sandbox', 'sandbox'],
    ]);
  });

  it('WeChat Pay H5: the buyer is sent to the h5_url, pays, the signed notice settles the order and the collectible is minted; a refund goes back through WeChat Pay', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 1990, limit: 5 });
    const placed = await order(t, buyer, id);
    expect(placed.code).toBe(0);
    const payment = await startPaying(buyer, placed.data.orderNo, 0);
    expect(payment.cashierKind).toBe('redirect');
    expect(payment.cashierUrl.startsWith(servers.wechat.url)).toBe(true);
    expect(new URL(payment.cashierUrl).searchParams.get('redirect_url')).toBe(
      `http://localhost/#/pages/account/order/detail?orderNo=${placed.data.orderNo}`,
    );
    // What WeChat received: an H5 order of the right amount, with our notify address, signed by the merchant.
    const wx = servers.wechat.order(payment.paymentNo)!;
    expect(wx).toMatchObject({ tradeType: 'H5', total: 1990, state: 'NOTPAY' });
    expect(wx.notifyUrl).toBe(`http://localhost/api/pay/notify/wechatpay/${await tenantIdOf(t.db, 'demo')}`);

    expect(await servers.wechat.pay(payment.paymentNo)).toBe(204); // WeChat's documented acknowledgement
    expect(await orderOf(buyer, placed.data.orderNo)).toMatchObject({ status: 'paid', serials: [1], payMethod: 0 });
    const progress = body<{ progress: number }>(
      await call(t.app, getPayment, { token: buyer.token, params: { paymentNo: payment.paymentNo } }),
    );
    expect(progress.data.progress).toBe(7);
    while ((await t.app.chain.worker.runOnce()) > 0);
    expect(await chainStatus(buyer, id)).toMatchObject({
      status: 'minted',
      hashAddress: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });

    // The operator refunds: the money goes back through WeChat Pay, once, whoever runs the refunds job.
    const refunded = await t.app.flows.refundOrder.refund(await tenant(), placed.data.orderNo, OPERATOR);
    expect(refunded.status).toBe('refunded');
    await Promise.all([t.app.payment.payments.processRefunds(), t.app.payment.payments.processRefunds()]);
    // A refund of the refunded order is refused (once per payment), and nothing more goes to WeChat Pay.
    await expect(t.app.flows.refundOrder.refund(await tenant(), placed.data.orderNo, OPERATOR)).rejects.toMatchObject({
      code: ErrorCode.ORDER_ALREADY_REFUNDED,
    });
    await t.app.payment.payments.processRefunds();
    const refunds = [...servers.wechat.refunds.values()].filter((r) => r.outTradeNo === payment.paymentNo);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refund: 1990, total: 1990 });
    const ledger = await t.db.kysely
      .selectFrom('refunds')
      .selectAll()
      .where('payment_id', '=', (await paymentRow(payment.paymentNo)).id)
      .execute();
    expect(ledger).toEqual([expect.objectContaining({ status: 'done', provider_ref: refunds[0]!.refundId })]);
    // WeChat's refund notice is taken once and changes nothing more.
    const notice = servers.wechat.settleRefund(refunds[0]!.outRefundNo);
    expect(await servers.wechat.deliver(wx.notifyUrl, notice)).toBe(204);
    await checkSaleInvariants(t.db.kysely, baseline);
  });

  it('Alipay: the buyer opens the wap pay page, pays, the signed form notice settles the order; a refund goes back through Alipay', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 12345, limit: 5 });
    const placed = await order(t, buyer, id);
    const payment = await startPaying(buyer, placed.data.orderNo, 1);
    expect(payment.cashierKind).toBe('redirect');
    // The buyer's browser opens Alipay's page (the gateway checks our RSA2 signature before it shows it).
    const page = await fetch(payment.cashierUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('123.45');
    const paid = await servers.alipay.pay(payment.paymentNo);
    expect(paid).toEqual({ status: 200, body: 'success' }); // Alipay's documented acknowledgement
    expect(await orderOf(buyer, placed.data.orderNo)).toMatchObject({ status: 'paid', serials: [1], payMethod: 1 });
    while ((await t.app.chain.worker.runOnce()) > 0);
    expect(await chainStatus(buyer, id)).toMatchObject({
      status: 'minted',
      hashAddress: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });

    const refunded = await t.app.flows.refundOrder.refund(await tenant(), placed.data.orderNo, OPERATOR);
    expect(refunded.status).toBe('refunded');
    await t.app.payment.payments.processRefunds();
    await t.app.payment.payments.processRefunds();
    const trade = servers.alipay.trades.get(payment.paymentNo)!;
    expect(trade.refunds.size).toBe(1);
    expect(trade.refunded).toBe(12345);
    await checkSaleInvariants(t.db.kysely, baseline);
  });

  it("WeChat Pay JSAPI inside WeChat: the buyer's openid comes from WeChat's web authorization, then the bridge pays", async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 880, limit: 5 });
    const placed = await order(t, buyer, id);
    const orderNo = placed.data.orderNo;
    const jsapi = () => call(t.app, createPayment, { token: buyer.token, body: { orderNo, method: 0, channel: 2012 } });
    expect(body(await jsapi()).code).toBe(ErrorCode.WECHAT_AUTH_REQUIRED);

    const auth = body<{ url: string }>(await call(t.app, getWechatOauthUrl, { token: buyer.token, body: { orderNo } }));
    expect(auth.code).toBe(0);
    expect(auth.data.url).toContain('scope=snsapi_base');
    // WeChat (silently, for snsapi_base) sends the browser back with a one-time code.
    const wx = await fetch(auth.data.url.replace('#wechat_redirect', ''), { redirect: 'manual' });
    expect(wx.status).toBe(302);
    const back = new URL(wx.headers.get('location')!);
    expect(back.pathname).toBe('/api/pay/wechat/oauth/callback');
    const callback = (query: string) => t.app.inject({ url: `${back.pathname}${query}`, headers: { host: 'localhost' } });
    // A forged state, and another tenant's host, are refused.
    const forged = await callback(back.search.replace(/state=[^&]+/, 'state=eyJ0IjoxfQ.AAAA'));
    expect(forged.headers.location).toBe('/#/pages/iframe/index?wxauth=failed');
    const other = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { host: 'aurora.localhost' } });
    expect(other.headers.location).toBe('/#/pages/iframe/index?wxauth=failed');
    const ok = await callback(back.search);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(`/#/pages/iframe/index?orderNo=${orderNo}&wxauth=ok`);
    // The code works once.
    expect((await callback(back.search)).headers.location).toBe(`/#/pages/iframe/index?orderNo=${orderNo}&wxauth=failed`);

    const payment = body<{ paymentNo: string; cashierKind: string; jsapiParams: Record<string, string> }>(await jsapi());
    expect(payment.code, payment.msg).toBe(0);
    expect(payment.data.cashierKind).toBe('jsapi');
    expect(payment.data.jsapiParams).toMatchObject({
      appId: servers.wechat.credentials().appId,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=/),
    });
    const p = payment.data.jsapiParams;
    const verifier = createVerify('RSA-SHA256').update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`);
    expect(verifier.verify(servers.wechat.merchantPublicKey, p.paySign!, 'base64')).toBe(true);
    expect(servers.wechat.order(payment.data.paymentNo)).toMatchObject({
      tradeType: 'JSAPI',
      openid: servers.wechatOauth.openid,
    });
    expect(await servers.wechat.pay(payment.data.paymentNo)).toBe(204);
    expect((await orderOf(buyer, orderNo)).status).toBe('paid');
  });

  it('duplicate, forged, stale, tampered and wrong-amount WeChat Pay notices: refused or recorded, never a second hand-over', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 500, limit: 5 });
    const placed = await order(t, buyer, id);
    const payment = await startPaying(buyer, placed.data.orderNo, 0);
    const url = servers.wechat.order(payment.paymentNo)!.notifyUrl;
    servers.wechat.setTradeState(payment.paymentNo, 'SUCCESS');

    const { generateKeyPairSync } = await import('node:crypto');
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const refused = [
      servers.wechat.notice(payment.paymentNo, { signWith: forger }),
      servers.wechat.notice(payment.paymentNo, { timestamp: Math.floor(t.clock() / 1000) - 301 }),
      servers.wechat.notice(payment.paymentNo, { tamperCiphertext: true }),
      servers.wechat.notice(payment.paymentNo, { resource: { mchid: '1900000109' } }),
    ];
    for (const n of refused) expect(await servers.wechat.deliver(url, n)).toBe(400);
    // Another tenant's notice address does not verify with this tenant's payment.
    const aurora = await tenantIdOf(t.db, 'aurora');
    const good = servers.wechat.notice(payment.paymentNo, { id: 'notice-1' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/wechatpay/${aurora}`,
      headers: good.headers,
      payload: good.body,
    });
    expect(res.statusCode).toBe(204); // verified (the deployment's merchant), but it names no payment of aurora: ignored
    expect((await orderOf(buyer, placed.data.orderNo)).status).toBe('pending_payment');

    // The amount differs from the order's: recorded, the order is not paid.
    expect(
      await servers.wechat.deliver(
        url,
        servers.wechat.notice(payment.paymentNo, {
          resource: { amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } },
        }),
      ),
    ).toBe(204);
    expect((await orderOf(buyer, placed.data.orderNo)).status).toBe('pending_payment');
    // The right notice, then the same notice again: paid once.
    const right = servers.wechat.notice(payment.paymentNo, { id: 'notice-2' });
    expect(await servers.wechat.deliver(url, right)).toBe(204);
    expect(await servers.wechat.deliver(url, right)).toBe(204);
    expect(await orderOf(buyer, placed.data.orderNo)).toMatchObject({ status: 'paid', serials: [1] });
    const events = await t.db.kysely
      .selectFrom('payment_events')
      .selectAll()
      .where('payment_id', '=', (await paymentRow(payment.paymentNo)).id)
      .execute();
    expect(events.map((e) => e.outcome).sort()).toEqual(['amount_mismatch', 'paid']);
    await checkSaleInvariants(t.db.kysely, baseline);
  });

  it('a forged or altered Alipay notice is answered "fail" and changes nothing', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 800, limit: 5 });
    const placed = await order(t, buyer, id);
    const payment = await startPaying(buyer, placed.data.orderNo, 1);
    await fetch(payment.cashierUrl);
    const trade = servers.alipay.trades.get(payment.paymentNo)!;
    const forged = servers.alipay.notice(payment.paymentNo, {}, servers.alipay.keyPairs().merchant.privateKey);
    expect(await servers.alipay.deliver(trade.notifyUrl!, forged)).toEqual({ status: 200, body: 'fail' });
    const altered = servers.alipay.notice(payment.paymentNo);
    altered.body = altered.body.replace('total_amount=8.00', 'total_amount=0.01');
    expect((await servers.alipay.deliver(trade.notifyUrl!, altered)).body).toBe('fail');
    expect((await orderOf(buyer, placed.data.orderNo)).status).toBe('pending_payment');
  });

  it('a provider that refuses or times out when the payment is created: a clear code, nothing written', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 300, limit: 5 });
    const placed = await order(t, buyer, id);
    const before = await t.db.kysely.selectFrom('payments').select('id').execute();
    servers.wechat.failNext('SYSTEM_ERROR', 500);
    const res = body(await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 0 } }));
    expect(res.code).toBe(ErrorCode.PAYMENT_FAILED);
    expect(await t.db.kysely.selectFrom('payments').select('id').execute()).toHaveLength(before.length);
    // The buyer tries again and can pay.
    const again = await startPaying(buyer, placed.data.orderNo, 0);
    expect(again.cashierKind).toBe('redirect');
  });

  it('an order that closes unpaid is closed at WeChat Pay too', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10, price: 600, limit: 5 });
    const placed = await order(t, buyer, id);
    const payment = await startPaying(buyer, placed.data.orderNo, 0);
    t.clock.advance(301_000);
    const closer = t.app.flows.closeExpiredOrders;
    expect(await closer.run()).toBeGreaterThanOrEqual(1);
    expect(servers.wechat.order(payment.paymentNo)!.state).toBe('CLOSED');
    expect((await orderOf(buyer, placed.data.orderNo)).status).toBe('closed');
  });
});

async function paymentRow(paymentNo: string) {
  return t.db.kysely.selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
}
