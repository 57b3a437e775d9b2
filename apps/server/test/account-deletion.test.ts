import {
  cancelOrder,
  deleteAccount,
  ErrorCode,
  getDeletionStanding,
  getUserInfo,
  openBox,
  type DeletionStanding,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { codeFor, env, registerUser } from './identity-helpers';
import { everyRow, PAY_PASSWORD, person } from './leave-helpers';
import { buy, cashierPayment, itemsOf, listed, trader } from './market-helpers';
import { cashierAction, createBlindBox, createCollection, order } from './sale-helpers';
import { addressOf, confirm, rewardActivity } from './shipping-helpers';
import { gift, member } from './transfer-helpers';

// Account deletion (issue 20, decision 046): refused while the user holds collectibles, wallet money or
// open orders (one code each, with the count); the pay password and an SMS code; then nothing personal is
// left in any row, orders and payments stay without the person, the phone registers again, sessions end.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An SMS code for deletion, past the phone's one-a-minute gap (registration sent one just before). */
async function deletionCode(u: { token: string; phone: string }) {
  t.clock.advance(61_000);
  return codeFor(t, { purpose: 'deleteAccount', token: u.token }, u.phone);
}

describe(`account deletion (${DB_KIND})`, () => {
  it('is refused, one code per reason with its count, while I hold collectibles, money or open orders', async () => {
    const holder = await person(t);
    await itemsOf(t, holder, { count: 2 });
    const standing = await env<DeletionStanding>(t, getDeletionStanding, { token: holder.token });
    expect(standing.data.blockers).toEqual([{ reason: 'collectibles', code: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES, count: 2 }]);
    const refused = await env(t, deleteAccount, { token: holder.token, body: { payPassword: PAY_PASSWORD, code: '123456' } });
    expect(refused.code).toBe(ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES);
    expect(refused.msg).toContain('2');

    const buyer = await person(t);
    const placed = await order(t, buyer, await createCollection(t, 'demo', { price: 500 }));
    expect(placed.code, placed.msg).toBe(0);
    const open = await env(t, deleteAccount, { token: buyer.token, body: { payPassword: PAY_PASSWORD, code: '123456' } });
    expect(open.code).toBe(ErrorCode.ACCOUNT_HAS_OPEN_ORDERS);
    expect(open.msg).toContain('1');

    const rich = await trader(t, { fen: 1_234 });
    const money = await env<DeletionStanding>(t, getDeletionStanding, { token: rich.token });
    expect(money.data.blockers).toEqual([{ reason: 'money', code: ErrorCode.ACCOUNT_HOLDS_MONEY, count: 1_234 }]);
    const poor = await env(t, deleteAccount, { token: rich.token, body: { payPassword: PAY_PASSWORD, code: '123456' } });
    expect(poor.code).toBe(ErrorCode.ACCOUNT_HOLDS_MONEY);
    expect(poor.msg).toContain('12.34');

    // Nothing changed for any of them.
    for (const u of [holder, buyer]) expect((await env(t, getUserInfo, { token: u.token })).code).toBe(0);
  });

  it('checks the pay password and the SMS code, then erases the person and keeps the records', async () => {
    const me = await person(t);
    // An order with a payment, cancelled: the records law keeps.
    const placed = await order(t, me, await createCollection(t, 'demo', { price: 800 }));
    const payment = await cashierPayment(t, me, placed.data.orderNo);
    expect((await env(t, cancelOrder, { token: me.token, body: { orderNo: placed.data.orderNo } })).code).toBe(0);
    expect((await env<DeletionStanding>(t, getDeletionStanding, { token: me.token })).data.blockers).toEqual([]);

    const code = await deletionCode(me);
    const wrongPay = await env(t, deleteAccount, { token: me.token, body: { payPassword: '000000', code } });
    expect(wrongPay.code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    const wrongCode = await env(t, deleteAccount, {
      token: me.token,
      body: { payPassword: PAY_PASSWORD, code: code === '111111' ? '222222' : '111111' },
    });
    expect(wrongCode.code).toBe(ErrorCode.CODE_INVALID);
    const still = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(still.phone).toBe(me.phone);
    expect(still.deleted_at).toBeNull();

    const done = await env(t, deleteAccount, { token: me.token, body: { payPassword: PAY_PASSWORD, code } });
    expect(done.code, done.msg).toBe(0);

    // Nothing personal in any row of any table.
    // Except the SMS resend gap's key (shared state, gone within 60 s; decision 046): it keeps the
    // one-code-a-minute rule across the deletion.
    const rows = (await everyRow(t)).replace(new RegExp(`"sms:gap:\\d+:\\+86:${me.phone}"`, 'g'), '"sms:gap"');
    expect(
      rows
        .split('\n')
        .filter((l) => l.includes(me.phone))
        .map((l) => l.slice(0, 60 + l.indexOf(me.phone))),
    ).toEqual([]);
    expect(rows.includes(me.name), 'name').toBe(false);
    expect(rows.includes(me.idCard), 'ID number').toBe(false);

    // The records stay, pointing at the anonymous row.
    const kept = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', placed.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(kept.user_id).toBe(me.userId);
    expect(
      await t.db.kysely.selectFrom('payments').select('id').where('payment_no', '=', payment.paymentNo).executeTakeFirst(),
    ).toBeDefined();
    const gone = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(gone.deleted_at).not.toBeNull();
    expect([gone.nickname, gone.real_name_sealed, gone.id_card_sealed, gone.id_card_mac, gone.pay_password_hash]).toEqual([
      '',
      null,
      null,
      null,
      null,
    ]);

    // The old token is refused; the phone registers again, as a new user.
    const old = await env(t, getUserInfo, { token: me.token });
    expect([ErrorCode.SESSION_EXPIRED, ErrorCode.LOGIN_REQUIRED]).toContain(old.code);
    t.clock.advance(61_000);
    const again = await registerUser(t, { phone: me.phone });
    const newId = (await env<{ id: number }>(t, getUserInfo, { token: again.token })).data.id;
    expect(newId).not.toBe(me.userId);
  });
});

// What an open order is (issue 31 item 10, decision 060): unpaid, or paid and not yet delivered. A drop's or a
// blind box's collectible is the buyer's at payment, a resale's item moves at payment: their `paid` orders are
// delivered and never block. A physical reward (activity order, business type 5) is delivered once shipped.
describe(`account deletion: open orders are the undelivered ones (${DB_KIND})`, () => {
  type Person = Awaited<ReturnType<typeof person>>;
  const standing = async (u: { token: string }) =>
    (await env<DeletionStanding>(t, getDeletionStanding, { token: u.token })).data.blockers;
  const orderRow = (orderNo: string) =>
    t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  /** The chain outbox run until it is empty (mints, a gift's transfer confirmed). */
  const chainSettles = async () => {
    while ((await t.app.chain.worker.runOnce()) > 0);
  };
  /** Pays an order in the sandbox cashier. */
  const payInCashier = async (u: { token: string }, orderNo: string) => {
    const p = await cashierPayment(t, u, orderNo);
    expect((await cashierAction(t.app, p.cashierUrl, 'pay', 1)).status).toBe(303);
    expect((await orderRow(orderNo)).status).toBe('paid');
  };
  /** Gives a collectible to another member; the chain confirms; it is theirs. */
  const giveAway = async (from: Person, cardNftId: number) => {
    await chainSettles();
    const to = await member(t);
    const given = await gift(t, from, cardNftId, to);
    expect(given.code, given.msg).toBe(0);
    await chainSettles();
    const row = await t.db.kysely
      .selectFrom('card_nfts')
      .select(['user_id', 'status'])
      .where('id', '=', cardNftId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: to.userId, status: 'held' });
  };
  const deletes = async (u: Person) => {
    const code = await deletionCode(u);
    const done = await env(t, deleteAccount, { token: u.token, body: { payPassword: PAY_PASSWORD, code } });
    expect(done.code, done.msg).toBe(0);
    expect(
      (await t.db.kysely.selectFrom('users').select('deleted_at').where('id', '=', u.userId).executeTakeFirstOrThrow())
        .deleted_at,
    ).not.toBeNull();
  };

  it("the issue's story: bought a drop, gave the item away, holds nothing → the paid order does not block, the account is deleted", async () => {
    const me = await person(t);
    const placed = await order(t, me, await createCollection(t, 'demo', { price: 600, holdHours: 0 }));
    expect(placed.code, placed.msg).toBe(0);
    // Unpaid: open.
    expect(await standing(me)).toEqual([{ reason: 'orders', code: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS, count: 1 }]);
    await payInCashier(me, placed.data.orderNo);
    // Paid: the collectible is mine at once, so what blocks is the item I hold, not the order.
    expect(await standing(me)).toEqual([{ reason: 'collectibles', code: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES, count: 1 }]);
    const [item] = await t.db.kysely
      .selectFrom('card_nfts')
      .select('id')
      .where('order_id', '=', (await orderRow(placed.data.orderNo)).id)
      .execute();
    await giveAway(me, item!.id);
    // The order stays `paid` for good; nothing is left to deliver and I hold nothing.
    expect((await orderRow(placed.data.orderNo)).status).toBe('paid');
    expect(await standing(me)).toEqual([]);
    await deletes(me);
    expect((await orderRow(placed.data.orderNo)).user_id).toBe(me.userId); // kept (decision 046)
  });

  it('a blind box bought, opened and its item given away: the paid box order does not block', async () => {
    const me = await person(t);
    const { boxId } = await createBlindBox(t, 'demo', [2, 2], { endsIn: 3_600_000 });
    await t.db.kysely
      .updateTable('collections')
      .set({ hold_hours: 0 })
      .where('id', 'in', t.db.kysely.selectFrom('blind_box_items').select('collection_id').where('blind_box_id', '=', boxId))
      .execute();
    await t.app.flows.openBox.commitSeeds();
    const placed = await order(t, me, boxId, { businessType: 3 });
    expect(placed.code, placed.msg).toBe(0);
    await payInCashier(me, placed.data.orderNo);
    // An unopened box is held: it blocks as a collectible, the order does not.
    expect(await standing(me)).toEqual([{ reason: 'collectibles', code: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES, count: 1 }]);
    const box = await t.db.kysely
      .selectFrom('box_holdings')
      .select('id')
      .where('order_id', '=', (await orderRow(placed.data.orderNo)).id)
      .executeTakeFirstOrThrow();
    const opened = body<{ drawn: { cardNftId: number } }>(
      await call(t.app, openBox, { token: me.token, body: { boxId: box.id } }),
    );
    expect(opened.code, opened.msg).toBe(0);
    expect(await standing(me)).toEqual([{ reason: 'collectibles', code: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES, count: 1 }]);
    await giveAway(me, opened.data.drawn.cardNftId);
    expect((await orderRow(placed.data.orderNo)).status).toBe('paid');
    expect(await standing(me)).toEqual([]);
    await deletes(me);
  });

  it('a resale bought (the item moved at payment) and given away: the paid resale order does not block', async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { price: 1_000 });
    await chainSettles();
    const listingId = await listed(t, seller, ids[0]!, 1_500);
    const me = await person(t);
    const placed = await buy(t, me, listingId);
    expect(placed.code, placed.msg).toBe(0);
    expect(await standing(me)).toEqual([{ reason: 'orders', code: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS, count: 1 }]);
    await payInCashier(me, placed.data.orderNo);
    const moved = await t.db.kysely.selectFrom('card_nfts').select('user_id').where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(moved.user_id).toBe(me.userId);
    expect(await standing(me)).toEqual([{ reason: 'collectibles', code: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES, count: 1 }]);
    await giveAway(me, ids[0]!);
    expect(await standing(me)).toEqual([]);
    await deletes(me);
  });

  it('a physical reward paid but not shipped is still open (5000237); once shipped it no longer blocks', async () => {
    const me = await person(t);
    const activityId = await rewardActivity(t, { kind: 'physical', price: 1_200 });
    const confirmed = await confirm(t, me, { activityId, addressId: await addressOf(t, me) });
    expect(confirmed.code, confirmed.msg).toBe(0);
    const orderNo = confirmed.data.orderNo;
    expect(await standing(me)).toEqual([{ reason: 'orders', code: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS, count: 1 }]);
    await payInCashier(me, orderNo);
    // Paid, awaiting shipment: nothing delivered yet.
    expect(await standing(me)).toEqual([{ reason: 'orders', code: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS, count: 1 }]);
    const code = await deletionCode(me);
    const refused = await env(t, deleteAccount, { token: me.token, body: { payPassword: PAY_PASSWORD, code } });
    expect(refused.code).toBe(ErrorCode.ACCOUNT_HAS_OPEN_ORDERS);
    expect(refused.msg).toContain('1');
    expect(
      (await t.db.kysely.selectFrom('users').select('deleted_at').where('id', '=', me.userId).executeTakeFirstOrThrow())
        .deleted_at,
    ).toBeNull();

    // The operator ships it: delivered as far as the platform goes; the account may go.
    const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
    await t.app.flows.shipping.ship(tenant, orderNo, { carrier: 'SF', trackingNo: 'SF1234567890' }, async () => undefined, 'en');
    expect((await orderRow(orderNo)).status).toBe('shipping');
    expect(await standing(me)).toEqual([]);
    const done = await env(t, deleteAccount, { token: me.token, body: { payPassword: PAY_PASSWORD, code } });
    expect(done.code, done.msg).toBe(0);
    expect((await orderRow(orderNo)).ship_address).toBeNull(); // the ship-to person erased, the order kept
  });

  it('a free physical reward (paid when confirmed) blocks until shipped', async () => {
    const me = await person(t);
    const free = await rewardActivity(t, { kind: 'physical', price: 0 });
    const confirmed = await confirm(t, me, { activityId: free, addressId: await addressOf(t, me) });
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect((await orderRow(confirmed.data.orderNo)).status).toBe('paid');
    expect(await standing(me)).toEqual([{ reason: 'orders', code: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS, count: 1 }]);
    const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
    await t.app.flows.shipping.ship(
      tenant,
      confirmed.data.orderNo,
      { carrier: 'SF', trackingNo: 'SF0987654321' },
      async () => undefined,
      'en',
    );
    expect(await standing(me)).toEqual([]);
  });
});
