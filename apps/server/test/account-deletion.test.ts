import { cancelOrder, deleteAccount, ErrorCode, getDeletionStanding, getUserInfo, type DeletionStanding } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { codeFor, env, registerUser } from './identity-helpers';
import { everyRow, PAY_PASSWORD, person } from './leave-helpers';
import { cashierPayment, itemsOf, trader } from './market-helpers';
import { createCollection, order } from './sale-helpers';

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
