import { consoleRefundOrder, ErrorCode, shipOrder, splitProceeds } from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { RefundOrder } from '../src/flows/index';
import {
  checkCouponInvariants,
  checkMarketInvariants,
  checkSaleInvariants,
  saleBaseline,
  type SaleBaseline,
} from './support/invariants';
import { checkWalletInvariants } from './support/wallet-invariants';
import { checkWalletPaymentInvariants } from './support/wallet-pay-invariants';
import { activity, castAs, give } from './activity-helpers';
import { auditRows, consoleCall, signInConsole } from './console-helpers';
import { couponFor, createTemplate } from './coupon-helpers';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { buy, itemRow, itemsOf, listed, listingRow, trader } from './market-helpers';
import { createCollection, order } from './sale-helpers';
import { addressOf, confirm, rewardActivity } from './shipping-helpers';
import { makeRecipe, synth } from './synthesis-helpers';
import { gift } from './transfer-helpers';
import { balanceOf, buyerWithWallet, payFromWallet } from './wallet-pay-helpers';

// The console's refund of an activity order (business type 5) and of a resale order (business type 7)
// (issue 32 item 4, decision 066), through the flow and through the console call (roles, tenant, audit).

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
  expect(await checkMarketInvariants(t.db.kysely)).toEqual([]);
  expect(await checkCouponInvariants(t.db.kysely)).toEqual([]);
  expect(await checkWalletPaymentInvariants(t.db.kysely)).toEqual([]);
  expect(await checkWalletInvariants(t.db.kysely)).toEqual([]);
});

const OPERATOR = { operatorId: 7, reason: 'The buyer asked for a refund' };
const tenant = async (code = 'demo') => (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, code)))!;
const refund = async (orderNo: string, by = OPERATOR) => t.app.flows.refundOrder.refund(await tenant(), orderNo, by);
const orderRow = (orderNo: string) =>
  t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};
const inboxOf = (userId: number, kind: string) =>
  t.db.kysely.selectFrom('inbox_events').selectAll().where('user_id', '=', userId).where('kind', '=', kind).execute();
const json = <T = unknown>(res: { json(): unknown }) => res.json() as { code: number; msg: string; data: T };

/** A resale paid from the buyer's wallet: the seller's proceeds credited to their wallet. Royalty 5 %. */
async function soldListing(price = 2_000) {
  const seller = await trader(t);
  const buyer = await trader(t, { fen: 100_000 });
  const { ids, collectionId } = await itemsOf(t, seller, { royaltyBp: 500 });
  await t.app.chain.worker.runOnce(); // the mint lands
  const itemId = ids[0]!;
  const listingId = await listed(t, seller, itemId, price);
  const placed = await buy(t, buyer, listingId);
  expect(placed.code, placed.msg).toBe(0);
  const paid = await payFromWallet(t, buyer, placed.data.orderNo);
  expect(paid.code, paid.msg).toBe(0);
  await t.app.flows.payProceeds.settled();
  await t.app.chain.worker.runOnce(); // the sale's transfer lands
  expect((await listingRow(t, listingId)).payout).toBe('done');
  return { seller, buyer, itemId, listingId, collectionId, orderNo: placed.data.orderNo, price };
}

describe(`refunding a resale order (${DB_KIND})`, () => {
  it('the item back to its seller, the buyer paid back, the proceeds debited back, the split reversed, both told once', async () => {
    const s = await soldListing(2_000);
    const split = splitProceeds(2_000, 500, 500);
    const sellerBefore = await balanceOf(t, s.seller);
    const buyerBefore = await balanceOf(t, s.buyer);
    expect(sellerBefore).toBe(split.net);

    const result = await refund(s.orderNo);
    expect(result).toMatchObject({
      orderNo: s.orderNo,
      status: 'refunded',
      amount: 2_000,
      returnedToSeller: [s.itemId],
      proceedsTakenBack: split.net,
      burned: [],
      refund: 'done',
    });
    expect((await orderRow(s.orderNo)).status).toBe('refunded');
    expect(await listingRow(t, s.listingId)).toMatchObject({ status: 'refunded', payout: 'reversed' });
    // The item: the seller's again, held, free to move; its way back on chain in the outbox.
    expect(await itemRow(t, s.itemId)).toMatchObject({ user_id: s.seller.userId, status: 'held' });
    const back = await t.db.kysely
      .selectFrom('chain_jobs')
      .selectAll()
      .where('dedupe_key', '=', `sale:${s.listingId}:refund`)
      .execute();
    expect(back).toHaveLength(1);
    await t.app.chain.worker.runOnce();
    // The money: the buyer has it back in the wallet, the seller's proceeds are gone from theirs.
    expect(await balanceOf(t, s.buyer)).toBe(buyerBefore + 2_000);
    expect(await balanceOf(t, s.seller)).toBe(sellerBefore - split.net);
    // The ledger: every split row answered by its reversal; the payment by the refund.
    const o = await orderRow(s.orderNo);
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('order_id', '=', o.id)
      .execute();
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((a, l) => a + Number(l.amount), 0);
    for (const kind of ['fee', 'royalty', 'proceeds']) expect(sum(kind), kind).toBe(0);
    expect(sum('payment') + sum('refund')).toBe(0);
    // The inbox: the buyer hears of the refund, the seller of the sale taken back — once each.
    const told = await inboxOf(s.buyer.userId, 'order_refunded');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ ref: `order:${s.orderNo}` });
    expect(JSON.parse(told[0]!.params ?? '{}')).toMatchObject({
      orderNo: s.orderNo,
      amount: 2_000,
      collectionId: s.collectionId,
    });
    const seller = await inboxOf(s.seller.userId, 'sale_refunded');
    expect(seller).toHaveLength(1);
    expect(seller[0]).toMatchObject({ card_nft_id: s.itemId });
    expect(JSON.parse(seller[0]!.params ?? '{}')).toMatchObject({ amount: split.net, collectionId: s.collectionId });

    // Twice → once: refused, nothing more moves, nobody told again.
    expect(await codeOf(refund(s.orderNo))).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);
    expect(await inboxOf(s.buyer.userId, 'order_refunded')).toHaveLength(1);
    expect(await balanceOf(t, s.seller)).toBe(sellerBefore - split.net);
    // The seller may sell it again.
    expect(await listed(t, s.seller, s.itemId, 3_000)).toBeGreaterThan(0);
  });

  it("two refunds at the same moment: one refunds, one is refused, the seller's proceeds are taken once", async () => {
    const s = await soldListing(1_500);
    const net = splitProceeds(1_500, 500, 500).net;
    const both = await Promise.all([
      codeOf(refund(s.orderNo)),
      codeOf(refund(s.orderNo, { operatorId: 8, reason: 'At the same time' })),
    ]);
    expect(both.sort()).toEqual([0, ErrorCode.ORDER_ALREADY_REFUNDED].sort());
    expect(await balanceOf(t, s.seller)).toBe(0);
    const debits = await t.db.kysely
      .selectFrom('wallet_sandbox_movements')
      .select(['request_id', 'amount'])
      .where('request_id', 'like', `RV%${s.listingId}-%`)
      .execute();
    expect(debits.reduce((a, m) => a + Number(m.amount), 0)).toBe(-net);
  });

  it('a refund that read the order just before another committed answers 5000151, not "consigned again"', async () => {
    // The interleaving the race above can take: B reads the order (paid), A commits, B goes on.
    const s = await soldListing(1_500);
    const real = t.app.flows.refundOrder as unknown as { d: ConstructorParameters<typeof RefundOrder>[0] };
    const stale = (await real.d.orders.byNo((await tenant()).id, s.orderNo))!;
    expect(await codeOf(refund(s.orderNo))).toBe(0);
    const late = new RefundOrder({
      ...real.d,
      orders: new Proxy(real.d.orders, {
        get: (target, key) => (key === 'byNo' ? async () => stale : (Reflect.get(target, key) as unknown)),
      }),
    });
    expect(await codeOf(late.refund(await tenant(), s.orderNo, OPERATOR))).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);
    expect(await listingRow(t, s.listingId)).toMatchObject({ status: 'refunded' });
  });

  it("a crash after the seller's debit: the debit is given back, nothing else changed, and a retry refunds once", async () => {
    const s = await soldListing(2_000);
    const net = splitProceeds(2_000, 500, 500).net;
    const app = t.app;
    const real = t.app.flows.refundOrder as unknown as { d: ConstructorParameters<typeof RefundOrder>[0] };
    const crashing = new RefundOrder({
      ...real.d,
      more: {
        ...real.d.more!,
        ledger: {
          reverseSplit: () => Promise.reject(new Error('the process died mid-refund')),
        },
      },
    });
    await expect(crashing.refund(await tenant(), s.orderNo, OPERATOR)).rejects.toThrow('the process died');
    expect((await orderRow(s.orderNo)).status).toBe('paid');
    expect(await listingRow(t, s.listingId)).toMatchObject({ status: 'sold', payout: 'done' });
    expect(await itemRow(t, s.itemId)).toMatchObject({ user_id: s.buyer.userId, status: 'held' });
    expect(await balanceOf(t, s.seller)).toBe(net);
    const moves = await app.db.kysely
      .selectFrom('wallet_sandbox_movements')
      .select(['request_id', 'amount'])
      .where('request_id', 'in', [`RV${s.listingId}-0`, `RVB${s.listingId}-0`])
      .orderBy('request_id')
      .execute();
    expect(moves.map((m) => [m.request_id, Number(m.amount)])).toEqual([
      [`RV${s.listingId}-0`, -net],
      [`RVB${s.listingId}-0`, net],
    ]);
    // The retry debits afresh (the next number) and refunds once.
    expect((await refund(s.orderNo)).proceedsTakenBack).toBe(net);
    expect(await balanceOf(t, s.seller)).toBe(0);
  });

  it("the seller's balance is short: refused with the balance and the proceeds, nothing changed", async () => {
    const s = await soldListing(2_000);
    const net = splitProceeds(2_000, 500, 500).net;
    // The seller spends their proceeds on a drop, from the wallet.
    const drop = await createCollection(t, 'demo', { supply: 5, price: net - 100, limit: 5 });
    const placed = await order(t, s.seller, drop);
    expect(placed.code, placed.msg).toBe(0);
    expect((await payFromWallet(t, s.seller, placed.data.orderNo)).code).toBe(0);
    expect(await balanceOf(t, s.seller)).toBe(100);

    const err = await refund(s.orderNo).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: ErrorCode.REFUND_SELLER_BALANCE_SHORT,
      params: { balance: '1.00', proceeds: (net / 100).toFixed(2) },
    });
    expect((await orderRow(s.orderNo)).status).toBe('paid');
    expect(await listingRow(t, s.listingId)).toMatchObject({ status: 'sold', payout: 'done' });
    expect(await itemRow(t, s.itemId)).toMatchObject({ user_id: s.buyer.userId, status: 'held' });
    expect(await balanceOf(t, s.seller)).toBe(100);
    expect(await inboxOf(s.buyer.userId, 'order_refunded')).toHaveLength(0);
  });

  it('refused with the reason once the buyer moved the item: consigned again, gifted, synthesized, cast', async () => {
    // Consigned again.
    const a = await soldListing();
    await listed(t, a.buyer, a.itemId, 2_500);
    expect(await codeOf(refund(a.orderNo))).toBe(ErrorCode.REFUND_ITEM_CONSIGNED);
    // Gifted (frozen while the chain carries it, then the recipient's).
    const b = await soldListing();
    const friend = await trader(t);
    const given = await gift(t, b.buyer, b.itemId, friend);
    expect(given.code, given.msg).toBe(0);
    expect(await codeOf(refund(b.orderNo))).toBe(ErrorCode.REFUND_ITEM_GIFTED);
    await t.app.chain.worker.runOnce();
    expect((await itemRow(t, b.itemId)).user_id).toBe(friend.userId);
    expect(await codeOf(refund(b.orderNo))).toBe(ErrorCode.REFUND_ITEM_GIFTED);
    // Synthesized (burned by a recipe).
    const c = await soldListing();
    const result = await createCollection(t, 'demo', { supply: 10, price: 0 });
    const recipe = await makeRecipe(t, 'demo', {
      fragments: [{ collectionId: c.collectionId, count: 1 }],
      resultCollectionId: result,
      stock: 5,
    });
    const made = await synth(t, { ...c.buyer, tenantCode: 'demo' }, recipe, [c.itemId]);
    expect(made.code, made.msg).toBe(0);
    expect(await codeOf(refund(c.orderNo))).toBe(ErrorCode.REFUND_ITEM_USED);
    // Cast with (the item stays the buyer's, used for the activity).
    const d = await soldListing();
    const act = await activity(t, { qualifying: [{ collectionId: d.collectionId, count: 1 }] });
    const cast = await castAs(t, { ...d.buyer, tenantCode: 'demo' }, act.id, [d.itemId]);
    expect(cast.code, cast.msg).toBe(0);
    expect(await codeOf(refund(d.orderNo))).toBe(ErrorCode.REFUND_ITEM_CAST);
    // None of them changed: orders paid, listings sold, the sellers keep their proceeds.
    for (const s of [a, b, c, d]) {
      expect((await orderRow(s.orderNo)).status).toBe('paid');
      expect((await listingRow(t, s.listingId)).status).toBe('sold');
      expect(await balanceOf(t, s.seller)).toBe(splitProceeds(2_000, 500, 500).net);
    }
  });
});

describe(`refunding an activity order (${DB_KIND})`, () => {
  it('a priced physical reward, shipped: money back, stock and quota back, the coupon back; audited with the parcel; told once', async () => {
    const u = { ...(await buyerWithWallet(t, 10_000)), tenantCode: 'demo' };
    const id = await rewardActivity(t, { kind: 'physical', price: 2_990, stock: 3 });
    const addressId = await addressOf(t, u);
    const coupon = await couponFor(t, u, {
      kind: 'amount',
      amount: 500,
      minSpend: 1_000,
      scope: { businessTypes: [5], collectionIds: [] },
    });
    const placed = await confirm(t, u, { activityId: id, addressId, couponId: coupon });
    expect(placed.code, placed.msg).toBe(0);
    expect((await payFromWallet(t, u, placed.data.orderNo)).code).toBe(0);
    const orderNo = placed.data.orderNo;
    const support = await signInConsole(t.app, { tenant: 'demo', role: 'support' });
    const shipped = json(
      await consoleCall(t.app, shipOrder, support, {
        params: { orderNo },
        body: { carrier: 'SF Express', trackingNo: 'SF100200300' },
      }),
    );
    expect(shipped.code, shipped.msg).toBe(0);
    expect((await orderRow(orderNo)).status).toBe('shipping');
    expect(await balanceOf(t, u)).toBe(10_000 - 2_490);

    // Another tenant's operator cannot refund it (not found on their host); an editor may not refund.
    const aurora = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    expect(
      json(await consoleCall(t.app, consoleRefundOrder, aurora, { params: { orderNo }, body: { reason: 'Not mine' } })).code,
    ).toBe(ErrorCode.NOT_FOUND);
    const editor = await signInConsole(t.app, { tenant: 'demo', role: 'editor' });
    expect(json(await consoleCall(t.app, consoleRefundOrder, editor, { params: { orderNo }, body: { reason: 'No' } })).code).toBe(
      ErrorCode.CONSOLE_FORBIDDEN,
    );
    expect((await orderRow(orderNo)).status).toBe('shipping');

    const done = json<{ status: string; amount: number; refund: string }>(
      await consoleCall(t.app, consoleRefundOrder, support, { params: { orderNo }, body: { reason: 'Parcel lost in transit' } }),
    );
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ status: 'refunded', amount: 2_490, refund: 'done' });
    expect(await balanceOf(t, u)).toBe(10_000);
    const a = await t.db.kysely.selectFrom('activities').select('cast_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(a.cast_count).toBe(0);
    const quota = await t.db.kysely
      .selectFrom('activity_quotas')
      .select('taken')
      .where('activity_id', '=', id)
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(quota.taken).toBe(0);
    const c = await t.db.kysely.selectFrom('user_coupons').selectAll().where('id', '=', coupon).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ order_id: null });
    const rows = (await auditRows(t.app, 'order.refund')).filter((r) => String(r.target_id) === orderNo);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json)).toMatchObject({
      status: 'shipping',
      businessType: 5,
      carrier: 'SF Express',
      trackingNo: 'SF100200300',
    });
    expect(await inboxOf(u.userId, 'order_refunded')).toHaveLength(1);
    const again = json(await consoleCall(t.app, consoleRefundOrder, support, { params: { orderNo }, body: { reason: 'Again' } }));
    expect(again.code).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);
    expect(await inboxOf(u.userId, 'order_refunded')).toHaveLength(1);
    // The stock given back can be ordered again.
    const next = await confirm(t, u, { activityId: id, addressId });
    expect(next.code, next.msg).toBe(0);
  });

  it('a free physical reward awaiting shipment: nothing to pay back, its unit and the held items given back', async () => {
    const u = { ...(await buyerWithWallet(t, 0)), tenantCode: 'demo' };
    const collectionId = await createCollection(t, 'demo', { supply: 10, price: 100, holdHours: 0 });
    await give(t, u, collectionId, 1);
    await t.app.chain.worker.runOnce();
    const id = await rewardActivity(t, { kind: 'physical', stock: 2, qualifying: [{ collectionId, count: 1 }], mode: 'hold' });
    const mine = await itemsOfCollection(u, collectionId);
    const addressId = await addressOf(t, u);
    const placed = await confirm(t, u, { activityId: id, addressId, cardNftIds: mine });
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.data.status).toBe('paid');
    const result = await refund(placed.data.orderNo);
    expect(result).toMatchObject({ status: 'refunded', amount: 0, refund: 'done' });
    const items = await t.db.kysely.selectFrom('activity_order_items').selectAll().where('activity_id', '=', id).execute();
    expect(items.every((i) => i.released_at !== null)).toBe(true);
    expect(await inboxOf(u.userId, 'order_refunded')).toHaveLength(1);
  });

  it('refused: a coupon reward (5000271), an order that burned items (5000270), an unpaid one (5000150)', async () => {
    const u = { ...(await buyerWithWallet(t, 10_000)), tenantCode: 'demo' };
    const template = await createTemplate(t, 'demo', { kind: 'amount', amount: 300, minSpend: 0 });
    const couponAct = await rewardActivity(t, { kind: 'coupon', couponTemplateId: template });
    const granted = await confirm(t, u, { activityId: couponAct });
    expect(granted.code, granted.msg).toBe(0);
    expect(await codeOf(refund(granted.data.orderNo))).toBe(ErrorCode.REFUND_COUPON_REWARD);

    const collectionId = await createCollection(t, 'demo', { supply: 10, price: 100, holdHours: 0 });
    await give(t, u, collectionId, 1);
    await t.app.chain.worker.runOnce();
    const spend = await rewardActivity(t, { kind: 'physical', qualifying: [{ collectionId, count: 1 }], mode: 'spend' });
    const spent = await confirm(t, u, {
      activityId: spend,
      addressId: await addressOf(t, u),
      cardNftIds: await itemsOfCollection(u, collectionId),
    });
    expect(spent.code, spent.msg).toBe(0);
    expect(await codeOf(refund(spent.data.orderNo))).toBe(ErrorCode.REFUND_ITEMS_SPENT);
    expect((await orderRow(spent.data.orderNo)).status).toBe('paid');

    const priced = await rewardActivity(t, { kind: 'physical', price: 990 });
    const unpaid = await confirm(t, u, { activityId: priced, addressId: await addressOf(t, u) });
    expect(unpaid.code, unpaid.msg).toBe(0);
    expect(await codeOf(refund(unpaid.data.orderNo))).toBe(ErrorCode.ORDER_NOT_REFUNDABLE);
  });
});

async function itemsOfCollection(u: { userId: number }, collectionId: number): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom('card_nfts')
    .select('id')
    .where('user_id', '=', u.userId)
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'held')
    .execute();
  return rows.map((r) => r.id);
}
