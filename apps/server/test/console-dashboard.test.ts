import { consoleDashboard } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, lastDaysIn } from '../src/clock';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { createBuyer, createCollection, order } from './sale-helpers';

// The dashboard's figures per day in the tenant's time zone (decision 037), counted by the database:
// checked against the plain reckoning (every row's calendar day, in JS) with rows on the days' edges.

const HOUR = 3_600_000;

describe('the days of a time zone', () => {
  it('are consecutive dates, each starting at its local midnight (Asia/Shanghai, no summer time)', () => {
    const now = Date.parse('2026-03-01T03:00:00Z'); // 11:00 in Shanghai
    const { days, end } = lastDaysIn(now, 30, 'Asia/Shanghai');
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: '2026-03-01', start: Date.parse('2026-03-01T00:00:00+08:00') });
    expect(days[0]).toEqual({ day: '2026-01-31', start: Date.parse('2026-01-31T00:00:00+08:00') });
    expect(end).toBe(Date.parse('2026-03-02T00:00:00+08:00'));
    for (let i = 1; i < 30; i++) expect(days[i]!.start - days[i - 1]!.start).toBe(24 * HOUR);
  });

  it('have 23 and 25 hours where summer time starts and ends (America/New_York)', () => {
    const spring = lastDaysIn(Date.parse('2026-03-09T12:00:00Z'), 3, 'America/New_York');
    expect(spring.days.map((d) => d.day)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(spring.days[1]!.start).toBe(Date.parse('2026-03-08T00:00:00-05:00'));
    expect(spring.days[2]!.start - spring.days[1]!.start).toBe(23 * HOUR);
    expect(spring.end).toBe(Date.parse('2026-03-10T00:00:00-04:00'));
    const autumn = lastDaysIn(Date.parse('2026-11-01T23:00:00Z'), 2, 'America/New_York');
    expect(autumn.days.map((d) => d.day)).toEqual(['2026-10-31', '2026-11-01']);
    expect(autumn.end - autumn.days[1]!.start).toBe(25 * HOUR);
    for (const { day, start } of [...spring.days, ...autumn.days]) {
      expect(dayIn(start, 'America/New_York')).toBe(day);
      expect(dayIn(start - 1, 'America/New_York') < day).toBe(true);
    }
  });
});

describe(`the dashboard's figures (${DB_KIND})`, () => {
  let t: TestApp;
  let owner: ConsoleSession;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('count paid orders, sales, new and verified users per day and per period, the edges of the days included', async () => {
    const tenantId = owner.tenantId!;
    const first = await consoleCall(t.app, consoleDashboard, owner);
    const timeZone = (first.json() as { data: { timeZone: string } }).data.timeZone;
    const now = t.clock();
    const { days, end } = lastDaysIn(now, 30, timeZone);
    const edges = [
      now,
      days[29]!.start,
      days[29]!.start - 1,
      days[23]!.start,
      days[23]!.start - 1,
      days[0]!.start,
      days[0]!.start - 1,
      end - 1,
      end,
    ];
    // A user, made, verified and paying an order at each edge (a user holds one unpaid order at a time).
    const drop = await createCollection(t, 'aurora', { supply: edges.length, price: 1_000 });
    for (const [i, at] of edges.entries()) {
      const buyer = await createBuyer(t, 'aurora');
      const placed = await order(t, buyer, drop, { host: 'aurora.localhost' });
      expect(placed.code).toBe(0);
      await t.db.kysely.updateTable('users').set({ created_at: at, real_name_at: at }).where('id', '=', buyer.userId).execute();
      await t.db.kysely
        .updateTable('orders')
        .set({ status: 'paid', paid_at: at, total_amount: 1_000 + i })
        .where('order_no', '=', placed.data.orderNo)
        .execute();
    }

    const res = await consoleCall(t.app, consoleDashboard, owner);
    const d = (
      res.json() as {
        data: Record<'today' | 'days7' | 'days30', { sales: number; orders: number; newUsers: number; verifiedUsers: number }> & {
          daily: { day: string; sales: number; orders: number }[];
        };
      }
    ).data;

    // The plain reckoning over every row of the tenant.
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select(['paid_at', 'total_amount'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const users = await t.db.kysely
      .selectFrom('users')
      .select(['created_at', 'real_name_at'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const labels = days.map((x) => x.day);
    expect(labels).toEqual(Array.from({ length: 30 }, (_, i) => dayIn(now - (29 - i) * 24 * HOUR, timeZone)));
    const dayOf = (at: number | null) => (at === null ? undefined : dayIn(Number(at), timeZone));
    const period = (n: number) => {
      const set = new Set(labels.slice(30 - n));
      const paid = orders.filter((o) => set.has(dayOf(o.paid_at)!));
      return {
        sales: paid.reduce((s, o) => s + Number(o.total_amount), 0),
        orders: paid.length,
        newUsers: users.filter((u) => set.has(dayOf(u.created_at)!)).length,
        verifiedUsers: users.filter((u) => set.has(dayOf(u.real_name_at)!)).length,
      };
    };
    expect(d.today).toEqual(period(1));
    expect(d.days7).toEqual(period(7));
    expect(d.days30).toEqual(period(30));
    expect(d.daily).toEqual(
      labels.map((day) => {
        const paid = orders.filter((o) => dayOf(o.paid_at) === day);
        return { day, sales: paid.reduce((s, o) => s + Number(o.total_amount), 0), orders: paid.length };
      }),
    );
    // The edges landed where they belong: today holds now, the start of today and the last instant of today.
    expect(d.today.orders).toBeGreaterThanOrEqual(3);
    expect(d.days30.orders - d.days7.orders).toBeGreaterThanOrEqual(2);
  });
});
