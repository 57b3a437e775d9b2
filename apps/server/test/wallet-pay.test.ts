import { cancelOrder, createPayment, ErrorCode, getPayment, listPayMethods, PayChannelType } from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { cashierAction, createBuyer, createCollection, order } from './sale-helpers';

// Paying from the wallet (issue 15, decision 031) and the channel type every payment records.

let t: TestApp;
let baseline: SaleBaseline;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});

afterAll(async () => {
  await t.close();
});

afterEach(async () => {
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
});

const channelOf = async (paymentNo: string) =>
  (await t.db.kysely.selectFrom('payments').select('channel_type').where('payment_no', '=', paymentNo).executeTakeFirstOrThrow())
    .channel_type;

describe(`the channel type of a payment (${DB_KIND})`, () => {
  it('a payment in the provider’s cashier page is recorded and shown as channel 2013 H5, before and after it is paid', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, price: 700 });
    const placed = await order(t, buyer, id);
    expect(placed.code).toBe(0);
    for (const method of [0, 1, 3]) {
      const created = body<{ paymentNo: string; channelType: number; method: number; cashierUrl: string }>(
        await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method } }),
      );
      expect(created.code).toBe(0);
      expect(created.data).toMatchObject({ method, channelType: PayChannelType.H5 });
      expect(await channelOf(created.data.paymentNo)).toBe(2013);
      if (method === 3) {
        expect((await cashierAction(t.app, created.data.cashierUrl, 'pay', 3)).status).toBe(303);
        const after = body<{ progress: number; channelType: number; orderStatus: string }>(
          await call(t.app, getPayment, { token: buyer.token, params: { paymentNo: created.data.paymentNo } }),
        );
        expect(after.data).toMatchObject({ progress: 7, channelType: 2013, orderStatus: 'paid' });
      }
    }
  });

  it('without an open wallet the cashier does not list the wallet, and paying with it is refused with 5000029', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, price: 700 });
    const placed = await order(t, buyer, id);
    const methods = body<{ methods: { method: number }[] }>(
      await call(t.app, listPayMethods, { token: buyer.token, lang: 'en' }),
    );
    expect(methods.data.methods.map((m) => m.method)).toEqual([0, 1, 3]);
    const refused = body(
      await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 6 } }),
    );
    expect(refused.code).toBe(ErrorCode.WALLET_NOT_OPENED);
    const rows = await t.db.kysely
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.id')
      .where('orders.order_no', '=', placed.data.orderNo)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe(`payments stranded by an ended order (${DB_KIND})`, () => {
  it('the money taken, the process dead before the transition, the buyer cancels meanwhile → the job asks the provider and gives the money back, once', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, price: 880 });
    const placed = await order(t, buyer, id);
    const payment = body<{ cashierUrl: string; paymentNo: string }>(
      await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 0 } }),
    );
    // A process takes the money in its cashier and dies before its paid notice lands.
    const dying = await startAnotherApp(t, { clock: t.clock });
    dying.app.payments.sandbox!.deliverTo(async (notice) => {
      if ((JSON.parse(notice.body) as { kind: string }).kind === 'paid') throw new Error('the process was killed');
      await dying.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: notice.headers, payload: notice.body });
    });
    const { ref } = await cashierAction(dying.app, payment.data.cashierUrl, 'pay', 0);
    await dying.close();
    // The buyer, seeing nothing paid, cancels the order: no closer will ever look at it.
    expect(body(await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } })).code).toBe(0);
    const sandboxState = async () =>
      (await t.db.kysely.selectFrom('pay_sandbox_payments').select('state').where('ref', '=', ref).executeTakeFirstOrThrow())
        .state;
    expect(await sandboxState()).toBe('paid');

    await t.app.jobs.runOnce(); // too soon: a payment's answer may still be on its way
    expect(await t.db.kysely.selectFrom('refunds').selectAll().execute()).toHaveLength(0);
    t.clock.advance(11 * 60_000);
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    expect(await sandboxState()).toBe('refunded');
    const refunds = await t.db.kysely
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.status', 'refunds.amount', 'payments.payment_no', 'payments.progress'])
      .execute();
    expect(refunds).toEqual([{ status: 'done', amount: 880, payment_no: payment.data.paymentNo, progress: 7 }]);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('order_no', '=', placed.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
  });

  it('a payment of an ended order the provider never took money for ends TIMEOUT and is asked no more', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, price: 880 });
    const placed = await order(t, buyer, id);
    const payment = body<{ paymentNo: string }>(
      await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
    );
    expect(body(await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } })).code).toBe(0);
    t.clock.advance(11 * 60_000);
    await t.app.jobs.runOnce();
    const p = await t.db.kysely
      .selectFrom('payments')
      .select(['progress', 'succeeded_at'])
      .where('payment_no', '=', payment.data.paymentNo)
      .executeTakeFirstOrThrow();
    expect(p).toEqual({ progress: 5, succeeded_at: null });
  });
});
