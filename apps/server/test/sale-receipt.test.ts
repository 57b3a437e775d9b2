import {
  cancelOrder,
  createPayment,
  ErrorCode,
  getOrderReceipt,
  listOrders,
  placeOrder,
  type Order,
  type OrderReceipt,
} from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { couponFor } from './coupon-helpers';
import { cashierAction, createBlindBox, createBuyer, createCollection, order } from './sale-helpers';

// Issue 32 item 13 (decision 071): the order list's refunded tab and kind filter, the payment receipt of a
// paid order, and the 7020072 refusal naming the caller's own blocking order.

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

const OPERATOR = { operatorId: 7, reason: 'The buyer asked' };
const demo = async () => (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;

type Buyer = { token: string; userId: number };

/** Pays an unpaid order in the sandbox cashier with a method; answers the payment number. */
async function pay(buyer: Buyer, orderNo: string, method = 1): Promise<string> {
  const payment = body<{ cashierUrl: string; paymentNo: string }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo, method } }),
  );
  expect(payment.code, payment.msg).toBe(0);
  expect((await cashierAction(t.app, payment.data.cashierUrl, 'pay', method)).status).toBe(303);
  return payment.data.paymentNo;
}

/** A paid order of a new drop (a collection, or a blind box with businessType 3). */
async function paidOrder(buyer: Buyer, businessType: 3 | 4 = 4, price = 1_000) {
  const itemId =
    businessType === 4
      ? await createCollection(t, 'demo', { supply: 20, price })
      : (await createBlindBox(t, 'demo', [2, 2], { price })).boxId;
  const placed = await order(t, buyer, itemId, { businessType });
  expect(placed.code, placed.msg).toBe(0);
  const paymentNo = await pay(buyer, placed.data.orderNo);
  return { orderNo: placed.data.orderNo, paymentNo, itemId };
}

async function list(
  buyer: Buyer,
  query: { status?: Order['status']; businessType?: 3 | 4 | 5 | 7; cursor?: string; pageSize?: number },
) {
  const res = body<{ items: Order[]; nextCursor: string | null }>(await call(t.app, listOrders, { token: buyer.token, query }));
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

/** Every order of a list, page by page. */
async function all(buyer: Buyer, query: { status?: Order['status']; businessType?: 3 | 4 | 5 | 7 }, pageSize = 1) {
  const out: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const data = await list(buyer, { ...query, pageSize, ...(cursor === undefined ? {} : { cursor }) });
    expect(data.items.length).toBeLessThanOrEqual(pageSize);
    out.push(...data.items.map((o) => o.orderNo));
    if (data.nextCursor === null) return out;
    cursor = data.nextCursor;
  }
  throw new Error('too many pages');
}

const receipt = async (buyer: Buyer, orderNo: string) =>
  body<OrderReceipt>(await call(t.app, getOrderReceipt, { token: buyer.token, params: { orderNo }, lang: 'en' }));

describe(`the order list's refunded state and kind filter (${DB_KIND})`, () => {
  it('answers exactly my refunded orders, exactly my orders of one kind, page by page', async () => {
    const me = await createBuyer(t, 'demo');
    const other = await createBuyer(t, 'demo');
    const drop1 = await paidOrder(me, 4);
    const box1 = await paidOrder(me, 3, 1_990);
    const drop2 = await paidOrder(me, 4);
    const box2 = await paidOrder(me, 3, 1_990);
    // An unpaid collection order I cancelled.
    const cancelledId = await createCollection(t, 'demo', { supply: 5 });
    const placed = await order(t, me, cancelledId);
    expect(body(await call(t.app, cancelOrder, { token: me.token, body: { orderNo: placed.data.orderNo } })).code).toBe(0);
    // Someone else's orders, of both kinds and one refunded, never show in my lists.
    const theirs = await paidOrder(other, 4);
    const theirBox = await paidOrder(other, 3, 1_990);
    await t.app.flows.refundOrder.refund(await demo(), theirs.orderNo, OPERATOR);

    const tenant = await demo();
    await t.app.flows.refundOrder.refund(tenant, drop1.orderNo, OPERATOR);
    await t.app.flows.refundOrder.refund(tenant, box2.orderNo, OPERATOR);

    // Newest first, one per page: the cursor walks exactly these.
    expect(await all(me, { status: 'refunded' })).toEqual([box2.orderNo, drop1.orderNo]);
    expect(await all(me, { businessType: 3 })).toEqual([box2.orderNo, box1.orderNo]);
    expect(await all(me, { businessType: 4 }, 2)).toEqual([placed.data.orderNo, drop2.orderNo, drop1.orderNo]);
    expect(await all(me, { status: 'paid', businessType: 4 })).toEqual([drop2.orderNo]);
    expect(await all(me, { status: 'refunded', businessType: 3 })).toEqual([box2.orderNo]);
    expect(await all(me, { businessType: 7 })).toEqual([]);
    expect(await all(me, { businessType: 5 })).toEqual([]);
    // The refunded orders read as such, with their refund.
    const refunded = await list(me, { status: 'refunded' });
    expect(refunded.items.map((o) => [o.status, o.refund?.amount])).toEqual([
      ['refunded', 1_990],
      ['refunded', 1_000],
    ]);
    // The other buyer sees only theirs.
    expect(await all(other, { status: 'refunded' })).toEqual([theirs.orderNo]);
    expect(await all(other, { businessType: 3 })).toEqual([theirBox.orderNo]);
    // Another tenant's session never sees them (a fresh buyer of Aurora has no orders).
    const aurora = await createBuyer(t, 'aurora');
    const res = body<{ items: Order[] }>(
      await call(t.app, listOrders, { host: 'aurora.localhost', token: aurora.token, query: { status: 'refunded' } }),
    );
    expect(res.data.items).toEqual([]);
  });

  it('refuses a kind that is not an order kind', async () => {
    const me = await createBuyer(t, 'demo');
    const res = await call(t.app, listOrders, { token: me.token, query: { businessType: 6 as never } });
    expect(body(res).code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe(`the payment receipt (${DB_KIND})`, () => {
  it('of a paid order with a coupon: the item, the amounts, the coupon, the payment, the paid time; then its refund', async () => {
    const me = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 20, price: 1_250 });
    const couponId = await couponFor(t, me, { kind: 'amount', amount: 300, minSpend: 0 });
    const placed = body<Order>(
      await call(t.app, placeOrder, { token: me.token, body: { businessType: 4, itemId: id, quantity: 2, couponId } }),
    );
    expect(placed.code, placed.msg).toBe(0);
    const orderNo = placed.data.orderNo;
    // Not paid yet: no receipt.
    expect((await receipt(me, orderNo)).code).toBe(ErrorCode.NOT_FOUND);

    const paymentNo = await pay(me, orderNo, 1);
    const paidAt = (
      await t.db.kysely.selectFrom('orders').select('paid_at').where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    ).paid_at;
    const r = await receipt(me, orderNo);
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({
      orderNo,
      status: 'paid',
      businessType: 4,
      item: { kind: 'collection', id },
      quantity: 2,
      unitPrice: 1_250,
      totalBefore: 2_500,
      discount: 300,
      amountPaid: 2_200,
      paidAt: Number(paidAt),
      payment: { paymentNo, method: 1, channelType: 2013, amount: 2_200 },
      refunds: [],
    });
    expect(r.data.coupon).toMatchObject({ id: couponId, kind: 'amount', value: 300, discount: 300, totalBefore: 2_500 });
    expect(r.data.item.name).toMatch(/^Test drop /);

    // Refunded by the platform: the receipt shows the refund and its state.
    const refunded = await t.app.flows.refundOrder.refund(await demo(), orderNo, OPERATOR);
    const after = await receipt(me, orderNo);
    expect(after.data.status).toBe('refunded');
    expect(after.data.payment?.paymentNo).toBe(paymentNo);
    expect(after.data.refunds).toHaveLength(1);
    expect(after.data.refunds[0]).toMatchObject({ kind: 'platform', amount: 2_200, status: refunded.refund });
    expect(after.data.refunds[0]!.requestedAt).toBeGreaterThan(0);
    if (refunded.refund === 'done') expect(after.data.refunds[0]!.doneAt).not.toBeNull();
  });

  it("another user's order, an unknown number and another tenant's host answer not found; nothing of it leaks", async () => {
    const me = await createBuyer(t, 'demo');
    const other = await createBuyer(t, 'demo');
    const { orderNo } = await paidOrder(me, 4);
    const theirs = await receipt(other, orderNo);
    expect(theirs).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    expect((await receipt(me, 'ZZZZZZZZZZZZ')).code).toBe(ErrorCode.NOT_FOUND);
    const aurora = await createBuyer(t, 'aurora');
    const cross = body(
      await call(t.app, getOrderReceipt, { host: 'aurora.localhost', token: aurora.token, params: { orderNo } }),
    );
    expect(cross.code).toBe(ErrorCode.NOT_FOUND);
    // Mine still reads.
    expect((await receipt(me, orderNo)).code).toBe(0);
  });

  it('a cancelled order has no receipt', async () => {
    const me = await createBuyer(t, 'demo');
    const placed = await order(t, me, await createCollection(t, 'demo', { supply: 5 }));
    await call(t.app, cancelOrder, { token: me.token, body: { orderNo: placed.data.orderNo } });
    expect((await receipt(me, placed.data.orderNo)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe(`7020072 names the blocking order (${DB_KIND})`, () => {
  it("carries the caller's own unpaid order, of the same drop or another, and of nobody else", async () => {
    const me = await createBuyer(t, 'demo');
    const other = await createBuyer(t, 'demo');
    const a = await createCollection(t, 'demo', { supply: 20 });
    const b = await createCollection(t, 'demo', { supply: 20 });
    const mine = await order(t, me, a);
    const theirs = await order(t, other, b);
    expect(mine.code).toBe(0);
    expect(theirs.code).toBe(0);

    // Another drop: the unpaid order of drop a blocks, and the refusal names it.
    const again = body<{ orderNo: string } | null>(
      await call(t.app, placeOrder, { token: me.token, body: { businessType: 4, itemId: b, quantity: 1 } }),
    );
    expect(again).toMatchObject({ code: ErrorCode.ORDER_EXISTS, data: { orderNo: mine.data.orderNo } });
    // The same drop (the quota's unpaid order): the same answer.
    const same = await order(t, me, a);
    expect(same).toMatchObject({ code: ErrorCode.ORDER_EXISTS, data: { orderNo: mine.data.orderNo } });
    // The other buyer is told about their own order, never mine.
    const theirsAgain = await order(t, other, a);
    expect(theirsAgain).toMatchObject({ code: ErrorCode.ORDER_EXISTS, data: { orderNo: theirs.data.orderNo } });

    // Nothing was written by the refusals: after cancelling, ordering works and the named order is cancelled.
    await call(t.app, cancelOrder, { token: me.token, body: { orderNo: mine.data.orderNo } });
    const placed = await order(t, me, b);
    expect(placed.code, placed.msg).toBe(0);
    expect((await list(me, { status: 'pending_payment' })).items.map((o) => o.orderNo)).toEqual([placed.data.orderNo]);
    await call(t.app, cancelOrder, { token: me.token, body: { orderNo: placed.data.orderNo } });
    await call(t.app, cancelOrder, { token: other.token, body: { orderNo: theirs.data.orderNo } });
  });
});
