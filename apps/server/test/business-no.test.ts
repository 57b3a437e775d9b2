import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessNumbers, newBusinessNo } from '../src/business-no';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { createBuyer, createCollection, order } from './sale-helpers';
import { addressOf, confirm, rewardActivity } from './shipping-helpers';
import { soldOf } from './support/stock';

// Order and payment numbers (decision 090): the time to the millisecond, then 9 random digits.

describe('business numbers', () => {
  it('are 26 digits (27 with a prefix), never repeat within a millisecond, and sort by time', () => {
    const now = Date.UTC(2026, 11, 1, 14, 7, 9, 42);
    const many = Array.from({ length: 20_000 }, () => newBusinessNo(now));
    expect(new Set(many).size).toBe(many.length);
    for (const n of many) expect(n).toMatch(/^20261201140709042\d{9}$/);
    expect(newBusinessNo(now, 'P')).toMatch(/^P20261201140709042\d{9}$/);
    // A later millisecond's numbers come after every number of this one, in the index as in the list.
    const later = newBusinessNo(now + 1);
    expect(later.startsWith('20261201140709043')).toBe(true);
    expect(many.every((n) => n < later)).toBe(true);
  });
});

describe(`an order whose number another process gave out (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is placed with a new number: the buyer never hears of the clash', async () => {
    const drop = await createCollection(t, 'demo', { supply: 10 });
    const other = await createBuyer(t, 'demo');
    const buyer = await createBuyer(t, 'demo');
    const first = await order(t, other, drop);
    expect(first.code).toBe(0);
    // The next number this process makes is the one the other buyer's order already holds (as if another
    // process had made it in the same millisecond): the purchase's batch runs it again, with a new number.
    const real = businessNumbers.next;
    let handed = 0;
    businessNumbers.next = (now, prefix) => {
      handed += 1;
      return handed === 1 ? first.data.orderNo : real(now, prefix);
    };
    try {
      const placed = await order(t, buyer, drop);
      expect(placed.code).toBe(0);
      expect(placed.data.orderNo).not.toBe(first.data.orderNo);
      expect(handed).toBe(2);
    } finally {
      businessNumbers.next = real;
    }
    const tenantId = await tenantIdOf(t.db, 'demo');
    const rows = await t.db.kysely
      .selectFrom('orders')
      .select(['user_id', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', drop)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.user_id), r.status])).toEqual([
      [other.userId, 'pending_payment'],
      [buyer.userId, 'pending_payment'],
    ]);
    expect(await soldOf(t.db.kysely, 'collections', drop)).toBe(2);
  });

  it('an activity order (its own transaction) is placed with a new number too, not refused as an item in use', async () => {
    const drop = await createCollection(t, 'demo', { supply: 10 });
    const first = await order(t, await createBuyer(t, 'demo'), drop);
    expect(first.code).toBe(0);
    const buyer = await createBuyer(t, 'demo');
    const activityId = await rewardActivity(t, { kind: 'physical' });
    const addressId = await addressOf(t, buyer);
    const real = businessNumbers.next;
    let handed = 0;
    businessNumbers.next = (now, prefix) => {
      handed += 1;
      return handed === 1 ? first.data.orderNo : real(now, prefix);
    };
    let placed;
    try {
      placed = await confirm(t, buyer, { activityId, addressId });
    } finally {
      businessNumbers.next = real;
    }
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.data.orderNo).not.toBe(first.data.orderNo);
    expect(handed).toBe(2);
    // One order of the buyer's, and the activity's stock taken once.
    const tenantId = await tenantIdOf(t.db, 'demo');
    const mine = await t.db.kysely
      .selectFrom('orders')
      .select(['order_no'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', buyer.userId)
      .execute();
    expect(mine.map((r) => r.order_no)).toEqual([placed.data.orderNo]);
    const act = await t.db.kysely
      .selectFrom('activities')
      .select('cast_count')
      .where('id', '=', activityId)
      .executeTakeFirstOrThrow();
    expect(Number(act.cast_count)).toBe(1);
  });
});
