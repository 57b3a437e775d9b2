import {
  cancelOrder,
  createPayment,
  ErrorCode,
  getPayment,
  listBills,
  listPayMethods,
  PayChannelType,
  WALLET_PASSWORD_ATTEMPTS,
  WALLET_PAY_MAX,
} from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { checkWalletInvariants } from './support/wallet-invariants';
import { checkWalletPaymentInvariants } from './support/wallet-pay-invariants';
import { body, call, createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { cashierAction, createBuyer, createCollection, order } from './sale-helpers';
import { balanceOf, buyerWithWallet, payFromWallet, requestId, WALLET_PASSWORD } from './wallet-pay-helpers';

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
  expect(await checkWalletPaymentInvariants(t.db.kysely)).toEqual([]);
  expect(await checkWalletInvariants(t.db.kysely)).toEqual([]);
});

const orderRow = (orderNo: string) =>
  t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const ledgerOf = async (orderNo: string) =>
  t.db.kysely
    .selectFrom('ledger_entries')
    .select(['kind', 'amount'])
    .where('order_id', '=', (await orderRow(orderNo)).id)
    .orderBy('id')
    .execute();

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
    dying.app.payment.sandbox!.deliverTo(async (notice) => {
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

describe(`paying from the wallet (${DB_KIND})`, { timeout: 60_000 }, () => {
  it('the cashier lists the wallet once it is open; paying debits the balance and pays the order by the one path: one transition, one ledger row, channel 2022', async () => {
    const buyer = await buyerWithWallet(t, 10_000);
    const methods = body<{ methods: { method: number }[] }>(
      await call(t.app, listPayMethods, { token: buyer.token, lang: 'en' }),
    );
    expect(methods.data.methods.map((m) => m.method)).toEqual([0, 1, 3, 6]);
    const id = await createCollection(t, 'demo', { supply: 5, price: 1250 });
    const placed = await order(t, buyer, id, { quantity: 2 });
    // The wallet is never paid in a cashier page.
    expect(
      body(await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 6 } })).code,
    ).toBe(ErrorCode.PAY_METHOD_UNAVAILABLE);

    const request = requestId('tap');
    const paid = await payFromWallet(t, buyer, placed.data.orderNo, { requestId: request });
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data).toMatchObject({
      method: 6,
      channelType: PayChannelType.WALLET,
      amount: 2500,
      progress: 7,
      orderStatus: 'paid',
    });
    expect(await balanceOf(t, buyer)).toBe(7_500);
    const row = await orderRow(placed.data.orderNo);
    expect(row).toMatchObject({ status: 'paid', pay_method: 6 });
    expect(await ledgerOf(placed.data.orderNo)).toEqual([{ kind: 'payment', amount: 2500 }]);
    const events = await t.db.kysely
      .selectFrom('payment_events')
      .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
      .select(['payment_events.kind', 'payment_events.outcome', 'payment_events.event_id'])
      .where('payments.payment_no', '=', paid.data.paymentNo)
      .execute();
    expect(events).toEqual([{ kind: 'paid', outcome: 'paid', event_id: expect.stringMatching(/^wallet:WM/) }]);

    // A double tap (the same request id) answers the same payment and moves no money.
    const again = await payFromWallet(t, buyer, placed.data.orderNo, { requestId: request });
    expect(again.code).toBe(0);
    expect(again.data.paymentNo).toBe(paid.data.paymentNo);
    expect(await balanceOf(t, buyer)).toBe(7_500);
    expect(await ledgerOf(placed.data.orderNo)).toEqual([{ kind: 'payment', amount: 2500 }]);
    // Another tap on the paid order is refused: it is not payable any more.
    expect((await payFromWallet(t, buyer, placed.data.orderNo)).code).toBe(ErrorCode.ORDER_EXCEPTION);

    // The wallet's bills show the payment with its order.
    const month = new Date(t.clock() + 8 * 3_600_000).toISOString().slice(0, 7);
    const bills = body<{ items: { kind: string; amount: number; orderNo: string | null }[] }>(
      await call(t.app, listBills, { token: buyer.token, query: { month, kind: 'pay' } }),
    );
    expect(bills.data.items).toEqual([expect.objectContaining({ kind: 'pay', amount: -2500, orderNo: placed.data.orderNo })]);
  });

  it('a balance too low is refused with 5000075 and nothing changes: the order unpaid, the balance whole, no ledger row', async () => {
    const buyer = await buyerWithWallet(t, 1_000);
    const id = await createCollection(t, 'demo', { supply: 5, price: 1250 });
    const placed = await order(t, buyer, id);
    const refused = await payFromWallet(t, buyer, placed.data.orderNo);
    expect(refused.code).toBe(ErrorCode.WALLET_BALANCE_INSUFFICIENT);
    expect(await balanceOf(t, buyer)).toBe(1_000);
    expect((await orderRow(placed.data.orderNo)).status).toBe('pending_payment');
    expect(await ledgerOf(placed.data.orderNo)).toEqual([]);
    const payments = await t.db.kysely
      .selectFrom('payments')
      .select(['progress', 'succeeded_at', 'channel_type'])
      .where('order_id', '=', (await orderRow(placed.data.orderNo)).id)
      .execute();
    expect(payments).toEqual([{ progress: 6, succeeded_at: null, channel_type: 2022 }]); // the attempt, refused
  });

  it('a wrong wallet password follows the wallet’s lock rules: 5000071 with the attempts left, then 5000072 even for the right one', async () => {
    const buyer = await buyerWithWallet(t, 5_000);
    const id = await createCollection(t, 'demo', { supply: 5, price: 500 });
    const placed = await order(t, buyer, id);
    const codes: number[] = [];
    for (let i = 0; i < WALLET_PASSWORD_ATTEMPTS; i++)
      codes.push((await payFromWallet(t, buyer, placed.data.orderNo, { password: '000000' })).code);
    expect(codes.slice(0, WALLET_PASSWORD_ATTEMPTS - 1).every((c) => c === ErrorCode.WALLET_PASSWORD_WRONG)).toBe(true);
    expect(codes.at(-1)).toBe(ErrorCode.WALLET_PASSWORD_LOCKED);
    expect((await payFromWallet(t, buyer, placed.data.orderNo, { password: WALLET_PASSWORD })).code).toBe(
      ErrorCode.WALLET_PASSWORD_LOCKED,
    );
    expect(await balanceOf(t, buyer)).toBe(5_000);
    expect((await orderRow(placed.data.orderNo)).status).toBe('pending_payment');
  });

  it('without an open wallet paying from it is refused with 5000029', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, price: 500 });
    const placed = await order(t, buyer, id);
    expect((await payFromWallet(t, buyer, placed.data.orderNo)).code).toBe(ErrorCode.WALLET_NOT_OPENED);
  });

  it('an order above the largest wallet payment (WALLET_PAY_MAX) is refused with 5000076 before any money moves', async () => {
    const buyer = await buyerWithWallet(t, 0);
    const id = await createCollection(t, 'demo', { supply: 2, price: WALLET_PAY_MAX + 1 });
    const placed = await order(t, buyer, id);
    expect((await payFromWallet(t, buyer, placed.data.orderNo)).code).toBe(ErrorCode.WALLET_AMOUNT_INVALID);
    const rows = await t.db.kysely
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', (await orderRow(placed.data.orderNo)).id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a wallet payment that lands on an order ended meanwhile goes back into the wallet, once (the refunds job)', async () => {
    const buyer = await buyerWithWallet(t, 5_000);
    const id = await createCollection(t, 'demo', { supply: 5, price: 1_200 });
    const placed = await order(t, buyer, id);
    const tenant = (await t.app.tenant.tenants.byId((await orderRow(placed.data.orderNo)).tenant_id))!;
    // The wallet debits (steps of the flow, so that the buyer's cancel can come in between) ...
    const { payments } = t.app.payment;
    const start = await payments.openWalletPayment(tenant, buyer.userId, placed.data.orderNo, requestId('race'));
    const debit = await payments.debitWallet(start, WALLET_PASSWORD);
    expect(await balanceOf(t, buyer)).toBe(3_800);
    // ... while it is in flight no other payment of the order may start (decision 060) ...
    expect(
      body(await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } })).code,
    ).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
    // ... but the buyer cancels the order before the debit is taken ...
    expect(body(await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } })).code).toBe(0);
    // ... so the wallet's debit, taken by the one path, is owed back.
    expect(await t.app.flows.takePaymentNotice.takeFor(start.payment, debit)).toBe('refund');
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    expect(await balanceOf(t, buyer)).toBe(5_000);
    expect(await ledgerOf(placed.data.orderNo)).toEqual([
      { kind: 'payment', amount: 1_200 },
      { kind: 'refund', amount: -1_200 },
    ]);
    const month = new Date(t.clock() + 8 * 3_600_000).toISOString().slice(0, 7);
    const bills = body<{ items: { kind: string; amount: number; orderNo: string | null }[] }>(
      await call(t.app, listBills, { token: buyer.token, query: { month, kind: 'refund' } }),
    );
    expect(bills.data.items).toEqual([expect.objectContaining({ kind: 'refund', amount: 1_200, orderNo: placed.data.orderNo })]);
  });

  it(
    '50 payments at once from one wallet holding money for 10 → one debit pays the order; the 49 others are refused before any money moves (decision 060)',
    { timeout: 120_000 },
    async () => {
      // A user has one unpaid order at a time (spec §5, decision 033), so the rush is 50 payments of it,
      // each with its own request id, from a wallet that could pay 10 of them.
      const price = 700;
      const buyer = await buyerWithWallet(t, 10 * price);
      const id = await createCollection(t, 'demo', { supply: 3, price, limit: 1 });
      const placed = await order(t, buyer, id);
      expect(placed.code, placed.msg).toBe(0);
      const orderNo = placed.data.orderNo;
      const answers = await Promise.all(Array.from({ length: 50 }, () => payFromWallet(t, buyer, orderNo)));
      // One payment; every other answer a refusal: another payment in flight (5000049), or the order already
      // paid when it asked (5000021).
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      for (const a of answers.filter((x) => x.code !== 0))
        expect([ErrorCode.PAYMENT_IN_PROGRESS, ErrorCode.ORDER_EXCEPTION], a.msg).toContain(a.code);
      expect((await orderRow(orderNo)).status).toBe('paid');
      await t.app.jobs.runOnce();
      await t.app.jobs.runOnce();
      // The wallet paid the order exactly once, and nothing had to come back.
      expect(await balanceOf(t, buyer)).toBe(9 * price);
      expect(await ledgerOf(orderNo)).toEqual([{ kind: 'payment', amount: price }]);
    },
  );
});
