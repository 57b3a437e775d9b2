import { consoleDashboard, consoleRefundOrder, createPayment, ErrorCode } from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn, daysIn, lastDaysIn } from '../src/clock';
import { checkLedgerSplit } from './support/invariants';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { buy, cashierPayment, itemsOf, listed, trader } from './market-helpers';
import { cashierAction, createBuyer, createCollection, hostOf, order } from './sale-helpers';

// The dashboard (decisions 037, 065): a period of calendar days in the tenant's time zone, its money read
// from the ledger — sales of drops and activities net of refunds, the platform's resale fees, the creators'
// royalties, refunds — paid orders and users, per day and in total; another tenant's never counted.

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

type Money = { sales: number; resaleFees: number; royalties: number; refunds: number };
type Dashboard = {
  from: string;
  to: string;
  timeZone: string;
  total: Money & { orders: number; newUsers: number; verifiedUsers: number };
  daily: (Money & { day: string; orders: number })[];
};

describe(`the dashboard's money (${DB_KIND})`, () => {
  let t: TestApp;
  const sessions = new Map<string, ConsoleSession>();
  const as = async (role: 'owner' | 'support', tenant = 'demo') => {
    const key = `${tenant}:${role}`;
    if (!sessions.has(key)) sessions.set(key, await signInConsole(t.app, { tenant, role }));
    return sessions.get(key)!;
  };
  const json = <T>(res: LightMyRequestResponse) => res.json() as { code: number; msg: string; data: T };
  const dashboard = async (query: { from?: string; to?: string } = {}, tenant = 'demo') => {
    const res = json<Dashboard>(await consoleCall(t.app, consoleDashboard, await as('owner', tenant), { query }));
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  /** A paid primary order (sandbox cashier): its order number and id. */
  const paidDrop = async (price: number, tenant = 'demo') => {
    const buyer = await createBuyer(t, tenant);
    const id = await createCollection(t, tenant, { supply: 5, price });
    const placed = await order(t, buyer, id, { host: hostOf(tenant) });
    expect(placed.code, placed.msg).toBe(0);
    const payment = body<{ cashierUrl: string }>(
      await call(t.app, createPayment, {
        host: hostOf(tenant),
        token: buyer.token,
        body: { orderNo: placed.data.orderNo, method: 1 },
      }),
    );
    expect(payment.code, payment.msg).toBe(0);
    await cashierAction(t.app, payment.data.cashierUrl, 'pay', 1);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('order_no', '=', placed.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
    return { orderNo: placed.data.orderNo, orderId: row.id };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.app.flows.payProceeds.settled();
    expect(await checkLedgerSplit(t.db.kysely)).toEqual([]);
  });

  it('counts drops net of refunds, only the fee and the royalty of a resale, refunds on their own, never another tenant', async () => {
    // Around now (a day either side: the test may cross the tenant's midnight).
    const { timeZone } = await dashboard();
    const now = t.clock();
    const period = { from: dayIn(now - 86_400_000, timeZone), to: dayIn(now + 86_400_000, timeZone) };
    const before = await dashboard(period);

    await paidDrop(1_200);
    const refunded = await paidDrop(2_000);
    const done = json<{ status: string; refund: string }>(
      await consoleCall(t.app, consoleRefundOrder, await as('support'), {
        params: { orderNo: refunded.orderNo },
        body: { reason: 'Bought by mistake' },
      }),
    );
    expect(done.data, done.msg).toMatchObject({ status: 'refunded', refund: 'done' });
    // A resale at ¥20.00 with a 10 % royalty and the default 5 % fee: ¥1.00 fee, ¥2.00 royalty, ¥17.00 to the seller.
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { price: 1_000, royaltyBp: 1_000 });
    const listingId = await listed(t, seller, ids[0]!, 2_000);
    const buyer = await createBuyer(t, 'demo');
    const resale = await buy(t, buyer, listingId);
    expect(resale.code, resale.msg).toBe(0);
    await cashierAction(t.app, (await cashierPayment(t, buyer, resale.data.orderNo)).cashierUrl, 'pay', 1);
    // Another tenant's sale, in the same days.
    const auroraBefore = await dashboard(period, 'aurora');
    await paidDrop(5_000, 'aurora');

    const after = await dashboard(period);
    const delta = (k: keyof Dashboard['total']) => after.total[k] - before.total[k];
    expect(delta('sales')).toBe(1_200);
    expect(delta('resaleFees')).toBe(100);
    expect(delta('royalties')).toBe(200);
    expect(delta('refunds')).toBe(2_000);
    expect(delta('orders')).toBe(3);
    // The days add up to the total.
    for (const k of ['sales', 'resaleFees', 'royalties', 'refunds', 'orders'] as const)
      expect(after.daily.reduce((s, d) => s + d[k], 0)).toBe(after.total[k]);
    const aurora = await dashboard(period, 'aurora');
    expect(aurora.total.sales - auroraBefore.total.sales).toBe(5_000);
    expect(aurora.total.refunds - auroraBefore.total.refunds).toBe(0);

    // The figures agree with the money the ledger moved (the plain reckoning over this tenant's rows).
    const tenantId = (await as('owner')).tenantId!;
    const { days, end } = daysIn(period.from, period.to, timeZone);
    const rows = await t.db.kysely
      .selectFrom('ledger_entries as le')
      .innerJoin('orders as o', 'o.id', 'le.order_id')
      .select(['le.kind', 'le.amount', 'o.item_kind'])
      .where('le.tenant_id', '=', tenantId)
      .where('le.created_at', '>=', days[0]!.start)
      .where('le.created_at', '<', end)
      .execute();
    const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + Number(r.amount), 0);
    expect(after.total).toMatchObject({
      sales: sum((r) => r.item_kind !== 'listing' && (r.kind === 'payment' || r.kind === 'refund')),
      resaleFees: sum((r) => r.item_kind === 'listing' && r.kind === 'fee'),
      royalties: sum((r) => r.item_kind === 'listing' && r.kind === 'royalty'),
      refunds: -sum((r) => r.kind === 'refund'),
    });
  });

  it('takes a period of whole days of the tenant: its first instant counts, the instant before and the next day do not', async () => {
    const drop = await paidDrop(700);
    const other = await paidDrop(900, 'aurora');
    const { timeZone } = await dashboard();
    const day = '2021-03-10';
    const { days, end } = daysIn(day, day, timeZone);
    const start = days[0]!.start;
    const move = (orderId: number, at: number) =>
      t.db.kysely.updateTable('ledger_entries').set({ created_at: at }).where('order_id', '=', orderId).execute();
    const one = async (d: string, tenant = 'demo') => (await dashboard({ from: d, to: d }, tenant)).total.sales;
    await move(other.orderId, start); // another tenant's, on that very day
    await move(drop.orderId, start);
    expect(await one(day)).toBe(700);
    expect(await one(day, 'aurora')).toBe(900);
    await move(drop.orderId, start - 1);
    expect(await one(day)).toBe(0);
    expect(await one(addDays(day, -1))).toBe(700);
    await move(drop.orderId, end - 1);
    expect(await one(day)).toBe(700);
    await move(drop.orderId, end);
    expect(await one(day)).toBe(0);
    expect(await one(addDays(day, 1))).toBe(700);
    // A week around it: one entry per day, the sale on its own day.
    const week = await dashboard({ from: '2021-03-08', to: '2021-03-14' });
    expect(week.daily.map((d) => d.day)).toEqual([
      '2021-03-08',
      '2021-03-09',
      '2021-03-10',
      '2021-03-11',
      '2021-03-12',
      '2021-03-13',
      '2021-03-14',
    ]);
    expect(week.daily.map((d) => d.sales)).toEqual([0, 0, 0, 700, 0, 0, 0]);
    expect(week.total.sales).toBe(700);
  });

  it('answers the last 30 days by default; refuses a start after the end, a day that does not exist, more than 366 days', async () => {
    const d = await dashboard();
    const today = dayIn(t.clock(), d.timeZone);
    expect(d.daily).toHaveLength(30);
    expect([d.to, today]).toContain(d.to);
    expect(d.from).toBe(addDays(d.to, -29));
    expect(d.daily[0]!.day).toBe(d.from);
    expect(d.daily.at(-1)!.day).toBe(d.to);
    const full = await dashboard({ from: '2024-01-01', to: '2024-12-31' });
    expect(full.daily).toHaveLength(366);
    for (const query of [
      { from: '2024-03-02', to: '2024-03-01' },
      { from: '2024-01-01', to: '2025-01-01' },
      { from: '2025-02-29', to: '2025-03-01' },
      { from: '2024-13-01', to: '2024-12-01' },
    ]) {
      const res = json(await consoleCall(t.app, consoleDashboard, await as('owner'), { query }));
      expect(res.code, JSON.stringify(query)).toBe(ErrorCode.DASHBOARD_PERIOD_INVALID);
    }
    const malformed = json(await consoleCall(t.app, consoleDashboard, await as('owner'), { query: { from: 'yesterday' } }));
    expect(malformed.code).not.toBe(0);
  });
});
