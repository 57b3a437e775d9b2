import {
  cancelOrder,
  cast,
  createPayment,
  ErrorCode,
  getActivity,
  listMyCoupons,
  listOrders,
  type ActivityDetail,
  type Coupon,
  type Order,
} from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { activity, give, newCollection } from './activity-helpers';
import { couponFor, createTemplate } from './coupon-helpers';
import { createBuyer } from './sale-helpers';
import { buyerWithWallet, payFromWallet } from './wallet-pay-helpers';
import { addressOf, confirm, rewardActivity } from './shipping-helpers';

// Activity orders, business type 5 (issue 19, decision 044): free and priced physical rewards, coupon
// activities, the items, the coupon, the stock and the per-user limit; closing gives everything back once.

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
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
});

const buyerOf = async () => ({ ...(await createBuyer(t, 'demo')), tenantCode: 'demo' });
const activityRow = (id: number) =>
  t.db.kysely.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const liveItems = (activityId: number) =>
  t.db.kysely
    .selectFrom('activity_order_items')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('released_at', 'is', null)
    .execute();

describe(`activity orders (${DB_KIND})`, () => {
  it('a free physical reward: address required and mine, paid at once awaiting shipment, once per user', async () => {
    const u = await buyerOf();
    const other = await buyerOf();
    const id = await rewardActivity(t, { kind: 'physical' });
    expect((await confirm(t, u, { activityId: id })).code).toBe(ErrorCode.SELECT_REQUIRED);
    const othersAddress = await addressOf(t, other);
    expect((await confirm(t, u, { activityId: id, addressId: othersAddress })).code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    const addressId = await addressOf(t, u);
    const r = await confirm(t, u, { activityId: id, addressId });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({
      businessType: 5,
      status: 'paid',
      totalAmount: 0,
      item: { kind: 'activity', id, name: 'Poster gift' },
      address: { receiver: '张三', phoneMasked: '137****0001', fullAddress: '上海市徐汇区宜山路 700 号' },
      shipping: { carrier: null, trackingNo: null, shippedAt: null, completedAt: null, autoCompleteAt: null },
      serials: [],
    });
    expect((await confirm(t, u, { activityId: id, addressId })).code).toBe(ErrorCode.ACTIVITY_ORDER_LIMIT);
    const detail = body<ActivityDetail>(await call(t.app, getActivity, { token: u.token, params: { id: String(id) } })).data;
    expect(detail).toMatchObject({ kind: 'physical', needsAddress: true, perUserLimit: 1, reward: { kind: 'physical' } });
    expect(detail.mine).toMatchObject({ canCast: false, reason: ErrorCode.ACTIVITY_ORDER_LIMIT, orders: 1 });
    const mine = body<{ items: Order[] }>(await call(t.app, listOrders, { token: u.token, query: { businessType: 5 } })).data
      .items;
    expect(mine.map((o) => o.orderNo)).toEqual([r.data.orderNo]);
    expect(
      body<{ items: Order[] }>(await call(t.app, listOrders, { token: u.token, query: { businessType: 4 } })).data.items,
    ).toEqual([]);
    expect((await activityRow(id)).cast_count).toBe(1);
    // A casting activity is not ordered this way, nor a reward activity cast.
    const q = await newCollection(t);
    const castAct = await activity(t, { qualifying: [{ collectionId: q, count: 1 }] });
    expect((await confirm(t, u, { activityId: castAct.id })).code).toBe(ErrorCode.ACTIVITY_KIND_MISMATCH);
    const item = (await give(t, u, q))[0]!;
    expect(body(await call(t.app, cast, { token: u.token, body: { activityId: id, itemIds: [item] } })).code).toBe(
      ErrorCode.ACTIVITY_KIND_MISMATCH,
    );
  });

  it('a priced order with held items and a coupon: pending; cancel gives stock, quota, coupon and items back once; then paid by wallet', async () => {
    const u = { ...(await buyerWithWallet(t, 10_000)), tenantCode: 'demo' };
    const q = await newCollection(t);
    const [item] = await give(t, u, q);
    const id = await rewardActivity(t, { kind: 'physical', price: 2_000, qualifying: [{ collectionId: q, count: 1 }] });
    const addressId = await addressOf(t, u);
    const couponId = await couponFor(t, u, { amount: 500 });
    // The confirmation page's coupon row: my coupons quoted for this reward (business type 5, its price).
    const quoted = body<{ items: Coupon[] }>(
      await call(t.app, listMyCoupons, { token: u.token, query: { status: 'usable', businessType: 5, itemId: id, quantity: 1 } }),
    ).data.items.find((c) => c.id === couponId);
    expect(quoted?.quote).toMatchObject({ applicable: true, discount: 500, payable: 1_500, total: 2_000 });
    // A coupon limited to activity orders (business type 5) applies; one limited to collections does not.
    const forRewards = await couponFor(t, u, { amount: 300, scope: { businessTypes: [5], collectionIds: [] } });
    const forDrops = await couponFor(t, u, { amount: 300, scope: { businessTypes: [4], collectionIds: [] } });
    const scoped = body<{ items: Coupon[] }>(
      await call(t.app, listMyCoupons, { token: u.token, query: { status: 'usable', businessType: 5, itemId: id, quantity: 1 } }),
    ).data.items;
    expect(scoped.find((c) => c.id === forRewards)?.quote).toMatchObject({ applicable: true, discount: 300 });
    expect(scoped.find((c) => c.id === forDrops)?.quote).toMatchObject({
      applicable: false,
      refusal: ErrorCode.COUPON_NOT_APPLICABLE,
    });
    const placed = await confirm(t, u, { activityId: id, addressId, cardNftIds: [item!], couponId });
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.data).toMatchObject({ status: 'pending_payment', totalAmount: 1_500, coupon: { id: couponId, discount: 500 } });
    expect((await liveItems(id)).map((i) => i.card_nft_id)).toEqual([item]);
    // The same item cannot serve a second order meanwhile (and one unpaid order per user).
    expect((await activityRow(id)).cast_count).toBe(1);
    const cancelled = body<Order>(await call(t.app, cancelOrder, { token: u.token, body: { orderNo: placed.data.orderNo } }));
    expect(cancelled.data.status).toBe('cancelled');
    expect(body(await call(t.app, cancelOrder, { token: u.token, body: { orderNo: placed.data.orderNo } })).code).toBe(
      ErrorCode.ORDER_EXCEPTION,
    );
    expect((await activityRow(id)).cast_count).toBe(0);
    expect(await liveItems(id)).toEqual([]);
    const usable = body<{ items: Coupon[] }>(await call(t.app, listMyCoupons, { token: u.token, query: { status: 'usable' } }))
      .data.items;
    expect(usable.map((c) => c.id)).toContain(couponId);
    // Again, paid from the wallet: paid, awaiting shipment, no serial minted.
    const again = await confirm(t, u, { activityId: id, addressId, cardNftIds: [item!], couponId });
    expect(again.code, again.msg).toBe(0);
    const paid = await payFromWallet(t, u, again.data.orderNo);
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.orderStatus).toBe('paid');
    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', again.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    const handed = await t.db.kysely.selectFrom('card_nfts').select('id').where('order_id', '=', order.id).execute();
    expect(handed).toEqual([]);
    expect((await liveItems(id)).map((i) => i.card_nft_id)).toEqual([item]);
  });

  it('an unpaid order closed by the job gives stock, coupon and items back once (closer run twice)', async () => {
    const u = await buyerOf();
    const q = await newCollection(t);
    const [item] = await give(t, u, q);
    const id = await rewardActivity(t, { kind: 'physical', price: 1_000, qualifying: [{ collectionId: q, count: 1 }] });
    const addressId = await addressOf(t, u);
    const couponId = await couponFor(t, u, { amount: 100 });
    const placed = await confirm(t, u, { activityId: id, addressId, cardNftIds: [item!], couponId });
    expect(placed.code, placed.msg).toBe(0);
    const payment = body(await call(t.app, createPayment, { token: u.token, body: { orderNo: placed.data.orderNo, method: 1 } }));
    expect(payment.code).toBe(0);
    t.clock.advance(3_600_000);
    const closed = await Promise.all([t.app.flows.closeExpiredOrders.run(), t.app.flows.closeExpiredOrders.run()]);
    expect(closed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await activityRow(id)).cast_count).toBe(0);
    expect(await liveItems(id)).toEqual([]);
    const quota = await t.db.kysely
      .selectFrom('activity_quotas')
      .select('taken')
      .where('activity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(quota.taken).toBe(0);
    const c = await t.db.kysely.selectFrom('user_coupons').selectAll().where('id', '=', couponId).executeTakeFirstOrThrow();
    expect([c.status, c.order_id]).toEqual(['unused', null]);
  });

  it('a coupon activity: completed at once, the coupon granted, an inbox event', async () => {
    const u = await buyerOf();
    const templateId = await createTemplate(t, 'demo', {
      name: { en: 'Gift ¥3', 'zh-CN': '礼券' },
      amount: 300,
      claimable: false,
    });
    const id = await rewardActivity(t, { kind: 'coupon', couponTemplateId: templateId });
    const r = await confirm(t, u, { activityId: id });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ businessType: 5, status: 'completed', totalAmount: 0, address: null, shipping: null });
    const coupons = body<{ items: Coupon[] }>(await call(t.app, listMyCoupons, { token: u.token, query: { status: 'usable' } }))
      .data.items;
    expect(coupons.filter((c) => c.templateId === templateId).map((c) => c.source)).toEqual(['grant']);
    const events = await t.db.kysely
      .selectFrom('inbox_events')
      .selectAll()
      .where('user_id', '=', u.userId)
      .where('kind', '=', 'coupon_granted')
      .execute();
    expect(events).toHaveLength(1);
    const detail = body<ActivityDetail>(await call(t.app, getActivity, { token: u.token, params: { id: String(id) } })).data;
    expect(detail.reward).toMatchObject({ kind: 'coupon', coupon: { id: templateId, amount: 300 } });
    expect(detail.price).toBe(0);
  });

  it('concurrent confirmations on the last stock: exactly one order', async () => {
    const id = await rewardActivity(t, { kind: 'physical', stock: 1 });
    const users = await Promise.all(Array.from({ length: 5 }, () => buyerOf()));
    const addresses = await Promise.all(users.map((u) => addressOf(t, u)));
    const results = await Promise.all(users.map((u, i) => confirm(t, u, { activityId: id, addressId: addresses[i] })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 0).map((r) => r.code)).toEqual(Array(4).fill(ErrorCode.CLAIMS_EXHAUSTED));
    expect((await activityRow(id)).cast_count).toBe(1);
  });
});

describe(`demo reward activities (${DB_KIND})`, () => {
  it('each demo tenant gets a free and a priced physical reward and a coupon activity; seeding again changes nothing', async () => {
    const { seedDemoRewards } = await import('../src/seed/demo-rewards');
    expect(await seedDemoRewards(t.app)).toEqual(['demo', 'aurora']);
    expect(await seedDemoRewards(t.app)).toEqual([]);
    const rows = await t.db.kysely
      .selectFrom('activities')
      .select(['key', 'kind', 'price'])
      .where('key', 'in', ['demo-physical-poster', 'demo-physical-tote', 'demo-coupon-gift'])
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.kind === 'physical' && Number(r.price) > 0)).toHaveLength(2);
  });
});
