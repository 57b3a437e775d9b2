import {
  cancelOrder,
  createPayment,
  ErrorCode,
  getOrder,
  listMyCoupons,
  placeOrder,
  type Coupon,
  type Order,
} from '@curio/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, createTestClock, createTestDatabase, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { cashierAction, createBlindBox, createBuyer, createCollection } from './sale-helpers';
import { couponFor } from './coupon-helpers';
import { cashierPayment, itemsOf, listed, listingRow, trader } from './market-helpers';

// Coupons at order placement (issue 19, decision 043): used atomically by exactly one order, the discount
// in the order's total (never below 1 fen), given back once when the order closes or is cancelled.

let t: TestApp;
let baseline: SaleBaseline;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
}, 60_000);
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.app.flows.payProceeds.settled();
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
});

async function place(
  buyer: { token: string },
  itemId: number,
  couponId?: number,
  o: { quantity?: number; businessType?: 3 | 4 } = {},
) {
  return body<Order>(
    await call(t.app, placeOrder, {
      token: buyer.token,
      body: { businessType: o.businessType ?? 4, itemId, quantity: o.quantity ?? 1, ...(couponId ? { couponId } : {}) },
    }),
  );
}

async function mine(
  buyer: { token: string },
  status: 'usable' | 'used' | 'expired',
  query: Record<string, string | number> = {},
) {
  return body<{ items: Coupon[] }>(await call(t.app, listMyCoupons, { token: buyer.token, query: { status, ...query } })).data
    .items;
}

async function couponRow(id: number) {
  return t.db.kysely.selectFrom('user_coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe(`coupons at order placement (${DB_KIND})`, () => {
  it('a fixed-amount coupon: the order total after the discount, the coupon shown on the order, used by it', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 1_250, supply: 10 });
    const couponId = await couponFor(t, buyer, { amount: 500, minSpend: 2_000 });
    const placed = await place(buyer, id, couponId, { quantity: 2 });
    expect(placed.code).toBe(0);
    expect(placed.data).toMatchObject({ totalAmount: 2_000, unitPrice: 1_250, quantity: 2 });
    expect(placed.data.coupon).toMatchObject({
      id: couponId,
      kind: 'amount',
      value: 500,
      discount: 500,
      totalBefore: 2_500,
      name: '测试优惠券',
    });
    const detail = body<Order>(await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }));
    expect(detail.data.coupon?.discount).toBe(500);
    expect(await mine(buyer, 'usable')).toEqual([]);
    const used = await mine(buyer, 'used');
    expect(used.map((c) => [c.id, c.usedOrderNo, c.status])).toEqual([[couponId, placed.data.orderNo, 'used']]);
    // The cashier takes the discounted total; a paid order keeps its coupon.
    const payment = body<{ amount: number; cashierUrl: string }>(
      await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
    );
    expect(payment.data.amount).toBe(2_000);
    await cashierAction(t.app, payment.data.cashierUrl, 'pay', 1);
    expect((await couponRow(couponId)).status).toBe('used');
    // Used: another order cannot take it.
    const again = await place(buyer, id, couponId);
    expect(again.code).toBe(ErrorCode.COUPON_NOT_USABLE);
  });

  it('a percentage coupon takes floor(total × percent / 100); a blind box order too', async () => {
    const buyer = await createBuyer(t, 'demo');
    const { boxId } = await createBlindBox(t, 'demo', [3, 3], { price: 999 });
    const couponId = await couponFor(t, buyer, { kind: 'percent', percent: 15 });
    const placed = await place(buyer, boxId, couponId, { businessType: 3 });
    expect(placed.code).toBe(0);
    // 999 × 15 / 100 = 149.85 → 149 off, 850 to pay.
    expect(placed.data).toMatchObject({ totalAmount: 850 });
    expect(placed.data.coupon).toMatchObject({ kind: 'percent', value: 15, discount: 149, totalBefore: 999 });
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } });
  });

  it('never negative: a coupon worth more than the total leaves 1 fen to pay', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 300 });
    const couponId = await couponFor(t, buyer, { amount: 100_000 });
    const placed = await place(buyer, id, couponId);
    expect(placed.code).toBe(0);
    expect(placed.data.totalAmount).toBe(1);
    expect(placed.data.coupon?.discount).toBe(299);
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } });
  });

  it('refusals: under the minimum spend, another collection or business type, another user’s, expired, not yet valid', async () => {
    const buyer = await createBuyer(t, 'demo');
    const other = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 1_000 });
    const elsewhere = await createCollection(t, 'demo', { price: 1_000 });
    const minSpend = await couponFor(t, buyer, { minSpend: 1_001 });
    expect((await place(buyer, id, minSpend)).code).toBe(ErrorCode.COUPON_MIN_SPEND);
    const onlyElsewhere = await couponFor(t, buyer, { scope: { businessTypes: [], collectionIds: [elsewhere] } });
    expect((await place(buyer, id, onlyElsewhere)).code).toBe(ErrorCode.COUPON_NOT_APPLICABLE);
    const onlyBoxes = await couponFor(t, buyer, { scope: { businessTypes: [3], collectionIds: [] } });
    expect((await place(buyer, id, onlyBoxes)).code).toBe(ErrorCode.COUPON_NOT_APPLICABLE);
    const othersCoupon = await couponFor(t, other, {});
    expect((await place(buyer, id, othersCoupon)).code).toBe(ErrorCode.COUPON_NOT_USABLE);
    const later = await couponFor(t, buyer, {
      validity: { kind: 'fixed', from: t.clock() + 3_600_000, to: t.clock() + 7_200_000 },
    });
    expect((await place(buyer, id, later)).code).toBe(ErrorCode.COUPON_NOT_USABLE);
    expect((await place(buyer, id, 99_999_999)).code).toBe(ErrorCode.COUPON_NOT_USABLE);
    // Refused orders wrote nothing: no order, no coupon used.
    const orders = await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).execute();
    expect(orders).toEqual([]);
    expect((await mine(buyer, 'usable')).map((c) => c.usableNow).sort()).toEqual([false, true, true, true]);
    // The quote: each coupon says whether it applies to this order and what it would take off.
    const quoted = await mine(buyer, 'usable', { businessType: 4, itemId: id, quantity: 1 });
    const byId = new Map(quoted.map((c) => [c.id, c.quote]));
    expect(byId.get(minSpend)).toMatchObject({
      applicable: false,
      refusal: ErrorCode.COUPON_MIN_SPEND,
      discount: 0,
      payable: 1_000,
    });
    expect(byId.get(onlyElsewhere)).toMatchObject({ applicable: false, refusal: ErrorCode.COUPON_NOT_APPLICABLE });
    expect(byId.get(later)).toMatchObject({ applicable: false, refusal: ErrorCode.COUPON_NOT_USABLE });
    const ok = quoted.find((c) => c.id !== minSpend && c.id !== onlyElsewhere && c.id !== later && c.id !== onlyBoxes);
    expect(ok).toBeUndefined();
    const applies = await couponFor(t, buyer, { amount: 250 });
    const q2 = (await mine(buyer, 'usable', { businessType: 4, itemId: id })).find((c) => c.id === applies);
    expect(q2?.quote).toEqual({ applicable: true, refusal: null, total: 1_000, discount: 250, payable: 750 });
    // Expired: past its end it is listed as expired and refused.
    const shortLived = await couponFor(t, buyer, { validity: { kind: 'days', days: 1 } });
    t.clock.advance(86_400_001);
    expect((await place(buyer, id, shortLived)).code).toBe(ErrorCode.COUPON_NOT_USABLE);
    expect((await mine(buyer, 'expired')).map((c) => c.id)).toContain(shortLived);
  });

  it('two concurrent orders with one coupon: exactly one gets it (the orders and the step itself)', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 1_000, supply: 50 });
    const couponId = await couponFor(t, buyer, { amount: 100 });
    const results = await Promise.all(Array.from({ length: 8 }, () => place(buyer, id, couponId)));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data.coupon?.id).toBe(couponId);
    expect((await couponRow(couponId)).order_id).not.toBeNull();
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: ok[0]!.data.orderNo } });

    // The step alone (two orders of the same buyer are refused by the one-unpaid-order rule first): two
    // transactions racing to mark one coupon used by two orders — one wins.
    const tenantId = await tenantIdOf(t.db, 'demo');
    const free = await couponFor(t, buyer, { amount: 100 });
    const now = t.clock();
    const outcomes = await Promise.allSettled(
      [1_000_001, 1_000_002, 1_000_003].map((orderId) =>
        t.db.kysely.transaction().execute((trx) => t.app.coupon.coupons.use(trx, tenantId, buyer.userId, free, orderId, now)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    // Put it back (those orders do not exist) so that the invariants hold.
    await t.db.kysely
      .updateTable('user_coupons')
      .set({ status: 'unused', order_id: null, used_at: null })
      .where('id', '=', free)
      .execute();
  });

  it('a cancelled order gives its coupon back, once; it can be used again', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 1_000 });
    const couponId = await couponFor(t, buyer, { amount: 100 });
    const placed = await place(buyer, id, couponId);
    const cancelled = body<Order>(await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } }));
    expect(cancelled.data).toMatchObject({ status: 'cancelled', coupon: { id: couponId, discount: 100 } });
    expect(await couponRow(couponId)).toMatchObject({ status: 'unused', order_id: null });
    const twice = body(await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } }));
    expect(twice.code).toBe(ErrorCode.ORDER_EXCEPTION);
    const again = await place(buyer, id, couponId);
    expect(again.code).toBe(0);
    const againRow = await t.app.order.orders.byNo(await tenantIdOf(t.db, 'demo'), again.data.orderNo);
    expect((await couponRow(couponId)).order_id).toBe(againRow!.id);
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: again.data.orderNo } });
  });

  it('an order closed past its deadline gives its coupon back once, even when the closer runs twice at once', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 1_000 });
    const couponId = await couponFor(t, buyer, { amount: 100, validity: { kind: 'days', days: 30 } });
    const placed = await place(buyer, id, couponId);
    t.clock.advance(placed.data.expiresAt - t.clock() + 1);
    const [a, b] = await Promise.all([t.app.flows.closeExpiredOrders.run(), t.app.flows.closeExpiredOrders.run()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const order = await t.app.order.orders.byNo(await tenantIdOf(t.db, 'demo'), placed.data.orderNo);
    expect(order?.status).toBe('closed');
    expect(await couponRow(couponId)).toMatchObject({ status: 'unused', order_id: null });
    expect((await mine(buyer, 'usable')).map((c) => c.id)).toEqual([couponId]);
  });

  it('a resale order (type 7): the coupon of its collection applies; the seller is paid from the price; cancelling gives it back', async () => {
    const seller = await trader(t);
    const { collectionId, ids } = await itemsOf(t, seller, { price: 1_000 });
    const listingId = await listed(t, seller, ids[0]!, 2_000);
    const buyer = await createBuyer(t, 'demo');
    const couponId = await couponFor(t, buyer, { amount: 300, scope: { businessTypes: [7], collectionIds: [collectionId] } });
    const res = body<Order>(
      await call(t.app, placeOrder, { token: buyer.token, body: { businessType: 7, itemId: listingId, quantity: 1, couponId } }),
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      businessType: 7,
      totalAmount: 1_700,
      coupon: { id: couponId, discount: 300, totalBefore: 2_000 },
    });
    expect((await listingRow(t, listingId))?.status).toBe('locked');
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: res.data.orderNo } });
    expect((await listingRow(t, listingId))?.status).toBe('on_sale');
    expect(await couponRow(couponId)).toMatchObject({ status: 'unused', order_id: null });
    // A coupon for drops only does not apply to a listing.
    const dropsOnly = await couponFor(t, buyer, { scope: { businessTypes: [3, 4], collectionIds: [] } });
    const refused = body(
      await call(t.app, placeOrder, {
        token: buyer.token,
        body: { businessType: 7, itemId: listingId, quantity: 1, couponId: dropsOnly },
      }),
    );
    expect(refused.code).toBe(ErrorCode.COUPON_NOT_APPLICABLE);
    expect((await listingRow(t, listingId))?.status).toBe('on_sale');
    // Paid: the buyer pays the discounted total; the seller's split is of the listing's price.
    const again = body<Order>(
      await call(t.app, placeOrder, { token: buyer.token, body: { businessType: 7, itemId: listingId, quantity: 1, couponId } }),
    );
    expect(again.data.totalAmount).toBe(1_700);
    const payment = await cashierPayment(t, buyer, again.data.orderNo);
    await cashierAction(t.app, payment.cashierUrl, 'pay', 1);
    const sold = await listingRow(t, listingId);
    expect(sold.status).toBe('sold');
    expect(Number(sold.fee) + Number(sold.royalty) + Number(sold.net)).toBe(2_000);
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('order_id', '=', sold.order_id!)
      .orderBy('id')
      .execute();
    expect(ledger.find((e) => e.kind === 'payment')?.amount).toBe(1_700);
  });

  it('the hot path stays lean: without a coupon no statement touches coupons; with one, the use and the total are written', async () => {
    const seen: string[] = [];
    const spy: KyselyPlugin = {
      transformQuery: (args) => {
        seen.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const tdb = await createTestDatabase();
    await migrateToLatest(tdb.db);
    tdb.db.kysely = tdb.db.kysely.withPlugin(spy);
    const app = await buildApp({
      config: tdb.config,
      db: tdb.db,
      logger: false,
      clock: createTestClock(),
      chainWorker: false,
      jobs: false,
    });
    try {
      await seedDemo(tdb.db, app.providers.storage);
      await app.ready();
      const other: TestApp = {
        app,
        db: tdb.db,
        config: tdb.config,
        dataDir: tdb.dataDir,
        clock: createTestClock(),
        close: async () => {},
      };
      const buyer = await createBuyer(other, 'demo');
      const id = await createCollection(other, 'demo', { price: 1_000 });
      const couponId = await couponFor(other, buyer, { amount: 100 });
      seen.length = 0;
      const plain = body<Order>(
        await call(app, placeOrder, { token: buyer.token, body: { businessType: 4, itemId: id, quantity: 1 } }),
      );
      expect(plain.code).toBe(0);
      expect(seen.filter((q) => q.includes('coupon'))).toEqual([]);
      await call(app, cancelOrder, { token: buyer.token, body: { orderNo: plain.data.orderNo } });
      seen.length = 0;
      const withCoupon = body<Order>(
        await call(app, placeOrder, { token: buyer.token, body: { businessType: 4, itemId: id, quantity: 1, couponId } }),
      );
      expect(withCoupon.code).toBe(0);
      const writes = seen.filter((q) => q.includes('"UpdateQueryNode"') && q.includes('coupon'));
      expect(writes).toHaveLength(2); // the coupon used (conditional), the order's total
    } finally {
      await app.close();
      await tdb.close();
    }
  }, 60_000);

  it('a coupon held by my own unpaid order past its deadline: that order is closed and the new order gets the coupon', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 1_000 });
    const couponId = await couponFor(t, buyer, { amount: 100, validity: { kind: 'days', days: 30 } });
    const first = await place(buyer, id, couponId);
    expect((await place(buyer, id, couponId)).code).toBe(ErrorCode.COUPON_NOT_USABLE);
    t.clock.advance(first.data.expiresAt - t.clock() + 1);
    const second = await place(buyer, id, couponId);
    expect(second.code).toBe(0);
    expect(second.data.coupon?.id).toBe(couponId);
    const tenantId = await tenantIdOf(t.db, 'demo');
    expect((await t.app.order.orders.byNo(tenantId, first.data.orderNo))?.status).toBe('closed');
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: second.data.orderNo } });
  });

  it('no coupon: the purchase writes nothing of coupons and the order shows none', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { price: 700 });
    const placed = await place(buyer, id);
    expect(placed.data).toMatchObject({ totalAmount: 700, coupon: null });
    const row = await t.app.order.orders.byNo(await tenantIdOf(t.db, 'demo'), placed.data.orderNo);
    expect(row).toMatchObject({ coupon_id: null });
    expect(Number(row!.discount_amount)).toBe(0);
    await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } });
  });
});
