import { createPayment, ErrorCode, getPayment, listPayMethods, PayChannelType } from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
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
    const methods = body<{ methods: { method: number }[] }>(await call(t.app, listPayMethods, { token: buyer.token, lang: 'en' }));
    expect(methods.data.methods.map((m) => m.method)).toEqual([0, 1, 3]);
    const refused = body(await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 6 } }));
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
