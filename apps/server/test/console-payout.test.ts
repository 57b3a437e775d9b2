import {
  consoleExportCreatorBalances,
  consoleListCreatorBalances,
  consoleListCreatorPayouts,
  consoleRecordCreatorPayout,
  ErrorCode,
  type CallDefinition,
} from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerSplit } from './support/invariants';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { couponFor } from './coupon-helpers';
import { createTestApp, DB_KIND, tenantIdOf, body, call, type TestApp } from './helpers';
import { buy, cashierPayment, itemsOf, listed, trader } from './market-helpers';
import { cashierAction, createBuyer } from './sale-helpers';
import { placeOrder, type Order } from '@curio/contract';

// Creators are paid their royalties (issue 32 item 5, decision 065): each resale's royalty is a ledger row of
// the collection's creator; the console lists what each creator is owed (accrued − paid), records payouts
// (never more than owed, audited) and exports the list as CSV. A coupon on a resale is the platform's
// discount row, so payment = fee + royalty + proceeds + discount.

type Balance = {
  creatorId: number;
  name: string;
  accrued: number;
  paid: number;
  owed: number;
  sales: number;
  lastPaidAt: number | null;
};
type Role = 'owner' | 'finance' | 'support' | 'editor' | 'platformAdmin';

let t: TestApp;
const sessions = new Map<string, ConsoleSession>();
const as = async (role: Role, tenant = 'demo') => {
  const key = `${tenant}:${role}`;
  if (!sessions.has(key)) sessions.set(key, await signInConsole(t.app, { tenant, role }));
  return sessions.get(key)!;
};
const json = <T>(res: LightMyRequestResponse) => res.json() as { code: number; msg: string; data: T };
const balances = async (role: Role = 'finance', tenant = 'demo') =>
  json<{ items: Balance[]; totals: { accrued: number; paid: number; owed: number } }>(
    await consoleCall(t.app, consoleListCreatorBalances, await as(role, tenant)),
  ).data;
const balanceOf = async (creatorId: number, tenant = 'demo') =>
  (await balances('finance', tenant)).items.find((b) => b.creatorId === creatorId);
const pay = async (creatorId: number, amount: number, reference = 'BANK-0001', role: Role = 'finance', note?: string) =>
  json<{ payout: { id: number; amount: number; reference: string; creatorName: string }; balance: Balance }>(
    await consoleCall(t.app, consoleRecordCreatorPayout, await as(role), {
      body: { creatorId, amount, reference, ...(note === undefined ? {} : { note }) },
    }),
  );

/** The demo tenant's creators, two of them. */
async function creators(): Promise<[number, number]> {
  const rows = await t.db.kysely
    .selectFrom('creators')
    .select('id')
    .where('tenant_id', '=', await tenantIdOf(t.db, 'demo'))
    .orderBy('id')
    .limit(2)
    .execute();
  expect(rows).toHaveLength(2);
  return [rows[0]!.id, rows[1]!.id];
}

/** A paid resale of an item of a new collection of `creatorId` at `price` with `royaltyBp`; answers the order's id. */
async function resale(creatorId: number, price: number, royaltyBp: number, couponAmount?: number) {
  const seller = await trader(t);
  const { collectionId, ids } = await itemsOf(t, seller, { price: 1_000, royaltyBp });
  await t.db.kysely.updateTable('collections').set({ creator_id: creatorId }).where('id', '=', collectionId).execute();
  const listingId = await listed(t, seller, ids[0]!, price);
  const buyer = await createBuyer(t, 'demo');
  let orderNo: string;
  if (couponAmount === undefined) {
    const placed = await buy(t, buyer, listingId);
    expect(placed.code, placed.msg).toBe(0);
    orderNo = placed.data.orderNo;
  } else {
    const couponId = await couponFor(t, buyer, {
      amount: couponAmount,
      scope: { businessTypes: [7], collectionIds: [collectionId] },
    });
    const placed = body<Order>(
      await call(t.app, placeOrder, { token: buyer.token, body: { businessType: 7, itemId: listingId, quantity: 1, couponId } }),
    );
    expect(placed.code, placed.msg).toBe(0);
    orderNo = placed.data.orderNo;
  }
  await cashierAction(t.app, (await cashierPayment(t, buyer, orderNo)).cashierUrl, 'pay', 1);
  const o = await t.db.kysely
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  expect(o.status).toBe('paid');
  return o.id;
}

const ledgerOf = (orderId: number) =>
  t.db.kysely
    .selectFrom('ledger_entries')
    .select(['kind', 'amount', 'creator_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.app.flows.payProceeds.settled();
  expect(await checkLedgerSplit(t.db.kysely)).toEqual([]);
});

describe(`creator payouts (${DB_KIND})`, () => {
  it('a resale accrues its royalty to the collection’s creator, per creator; the platform keeps it until paid', async () => {
    const [a, b] = await creators();
    const startA = (await balanceOf(a))?.accrued ?? 0;
    const startB = (await balanceOf(b))?.accrued ?? 0;
    const first = await resale(a, 2_000, 1_000); // ¥2.00 royalty to A
    await resale(a, 3_000, 500); // ¥1.50 to A
    await resale(b, 1_000, 800); // ¥0.80 to B
    expect(await ledgerOf(first)).toEqual([
      { kind: 'payment', amount: 2_000, creator_id: null },
      { kind: 'fee', amount: 100, creator_id: null },
      { kind: 'royalty', amount: 200, creator_id: a },
      { kind: 'proceeds', amount: 1_700, creator_id: null },
    ]);
    const ofA = (await balanceOf(a))!;
    const ofB = (await balanceOf(b))!;
    expect(ofA.accrued - startA).toBe(350);
    expect(ofB.accrued - startB).toBe(80);
    expect(ofA.owed).toBe(ofA.accrued - ofA.paid);
    expect(ofA.sales).toBeGreaterThanOrEqual(2);
    expect(ofA.name).not.toBe('');
    // The totals add up the creators; the most owed first.
    const all = await balances();
    expect(all.totals.owed).toBe(all.items.reduce((s, x) => s + x.owed, 0));
    expect(all.items.map((x) => x.owed)).toEqual([...all.items.map((x) => x.owed)].sort((x, y) => y - x));
  });

  it('a coupon on a resale is the platform’s discount row: payment = fee + royalty + proceeds + discount', async () => {
    const [a] = await creators();
    const orderId = await resale(a, 2_000, 1_000, 300);
    expect(await ledgerOf(orderId)).toEqual([
      { kind: 'payment', amount: 1_700, creator_id: null },
      { kind: 'fee', amount: 100, creator_id: null },
      { kind: 'royalty', amount: 200, creator_id: a },
      { kind: 'proceeds', amount: 1_700, creator_id: null },
      { kind: 'discount', amount: -300, creator_id: null },
    ]);
    // The checker bites: without the discount row the identity fails, and it says which order.
    await t.db.kysely
      .updateTable('ledger_entries')
      .set({ amount: 0 })
      .where('order_id', '=', orderId)
      .where('kind', '=', 'discount')
      .execute();
    expect((await checkLedgerSplit(t.db.kysely)).join('\n')).toContain(`resale order ${orderId}: ledger split payment 1700`);
    await t.db.kysely
      .updateTable('ledger_entries')
      .set({ amount: -300 })
      .where('order_id', '=', orderId)
      .where('kind', '=', 'discount')
      .execute();
  });

  it('a refund’s reversal of the order’s split takes the royalty back from what the creator is owed', async () => {
    const [, b] = await creators();
    const orderId = await resale(b, 5_000, 1_000); // ¥5.00 royalty
    const before = (await balanceOf(b))!;
    const tenantId = await tenantIdOf(t.db, 'demo');
    await t.db.kysely.transaction().execute((trx) => t.app.payment.payments.reverseSplit(trx, tenantId, orderId, t.clock()));
    const after = (await balanceOf(b))!;
    expect(after.accrued).toBe(before.accrued - 500);
    expect(after.owed).toBe(before.owed - 500);
    expect(after.sales).toBe(before.sales - 1);
    const royalties = (await ledgerOf(orderId)).filter((e) => e.kind === 'royalty');
    expect(royalties).toEqual([
      { kind: 'royalty', amount: 500, creator_id: b },
      { kind: 'royalty', amount: -500, creator_id: b },
    ]);
  });

  it('a payout lowers what is owed and is audited; more than owed is refused with nothing changed', async () => {
    const [a] = await creators();
    await resale(a, 4_000, 1_000); // at least ¥4.00 owed
    const start = (await balanceOf(a))!;
    expect(start.owed).toBeGreaterThanOrEqual(400);
    const finance = await as('finance');
    const paid = await pay(a, 150, ' TRX-2026-0001 ', 'finance', 'First transfer');
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.payout).toMatchObject({ amount: 150, reference: 'TRX-2026-0001', creatorName: start.name });
    expect(paid.data.balance).toMatchObject({ creatorId: a, paid: start.paid + 150, owed: start.owed - 150 });
    expect((await balanceOf(a))!.owed).toBe(start.owed - 150);
    expect((await balanceOf(a))!.lastPaidAt).not.toBeNull();
    const audit = (await auditRows(t.app, 'payout.creator.record')).filter((r) => String(r.target_id) === String(a));
    expect(audit[0]).toMatchObject({ operator_id: finance.operatorId, target_type: 'creator' });
    expect(JSON.parse(String(audit[0]!.before_json))).toEqual({ owed: start.owed });
    expect(JSON.parse(String(audit[0]!.after_json))).toMatchObject({
      amount: 150,
      reference: 'TRX-2026-0001',
      owed: start.owed - 150,
    });

    // One fen more than owed: refused with its code, the amount owed in the message, and nothing written.
    const owed = start.owed - 150;
    const countPayouts = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('creator_payouts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [payoutsBefore, auditBefore] = [await countPayouts(), (await auditRows(t.app, 'payout.creator.record')).length];
    const over = await pay(a, owed + 1);
    expect(over.code).toBe(ErrorCode.CREATOR_PAYOUT_OVER_OWED);
    expect(over.msg).toContain(`${Math.floor(owed / 100)}.${String(owed % 100).padStart(2, '0')}`);
    expect(await countPayouts()).toBe(payoutsBefore);
    expect((await auditRows(t.app, 'payout.creator.record')).length).toBe(auditBefore);
    expect((await balanceOf(a))!.owed).toBe(owed);
    // Bad input: nothing recorded either.
    for (const bad of [
      { creatorId: a, amount: 0, reference: 'X' },
      { creatorId: a, amount: -5, reference: 'X' },
      { creatorId: a, amount: 1.5, reference: 'X' },
      { creatorId: a, amount: 10, reference: '  ' },
      { creatorId: a, amount: 10, reference: 'x'.repeat(101) },
    ]) {
      const res = json(await consoleCall(t.app, consoleRecordCreatorPayout, finance, { body: bad }));
      expect(res.code, JSON.stringify(bad)).not.toBe(0);
    }
    expect(await countPayouts()).toBe(payoutsBefore);
    // Two payouts of the whole amount at once: one is recorded, the other refused.
    const both = await Promise.all([pay(a, owed, 'RACE-1'), pay(a, owed, 'RACE-2')]);
    expect(both.map((r) => r.code).sort()).toEqual([0, ErrorCode.CREATOR_PAYOUT_OVER_OWED].sort());
    expect((await balanceOf(a))!.owed).toBe(0);
    // The history lists them, newest first.
    const history = json<{ items: { reference: string; amount: number; creatorId: number }[] }>(
      await consoleCall(t.app, consoleListCreatorPayouts, finance, { query: { creatorId: a } }),
    ).data.items;
    expect(history.map((h) => h.reference).slice(1)).toEqual(['TRX-2026-0001']);
    expect(history[0]).toMatchObject({ amount: owed, creatorId: a });
  });

  it('exports the creators owed money as CSV, names quoted and no formula run', async () => {
    const [a, b] = await creators();
    await t.db.kysely
      .updateTable('creators')
      .set({ name: JSON.stringify({ en: '=HYPERLINK("x"), Studio', 'zh-CN': '=HYPERLINK("x"), 工作室' }) })
      .where('id', '=', b)
      .execute();
    await resale(b, 2_500, 1_000); // ¥2.50 to B
    const list = await balances();
    const owedOnes = list.items.filter((x) => x.owed > 0);
    const res = json<{ csv: string; fileName: string; count: number; owed: number }>(
      await consoleCall(t.app, consoleExportCreatorBalances, await as('owner')),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.fileName).toMatch(/^creator-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = res.data.csv.trimEnd().split('\n');
    expect(lines[0]).toBe('creator_id,creator,owed_yuan,owed_fen,accrued_yuan,paid_yuan,sales');
    expect(lines).toHaveLength(owedOnes.length + 1);
    expect(res.data).toMatchObject({ count: owedOnes.length, owed: owedOnes.reduce((s, x) => s + x.owed, 0) });
    const ofB = owedOnes.find((x) => x.creatorId === b)!;
    const yuan = (f: number) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`;
    expect(lines).toContain(
      `${b},"'=HYPERLINK(""x""), 工作室",${yuan(ofB.owed)},${ofB.owed},${yuan(ofB.accrued)},${yuan(ofB.paid)},${ofB.sales}`,
    );
    // A creator owed nothing (A was paid in full above, or never accrued) is not in it.
    if (!owedOnes.some((x) => x.creatorId === a)) expect(lines.some((l) => l.startsWith(`${a},`))).toBe(false);
  });

  it('each tenant sees its own creators; roles: finance and owner record, support and editors neither read nor write', async () => {
    const [a] = await creators();
    // Aurora's console does not list demo's creators, and cannot pay one.
    const aurora = await balances('owner', 'aurora');
    const demoIds = new Set((await balances()).items.map((x) => x.creatorId));
    for (const x of aurora.items) expect(demoIds.has(x.creatorId)).toBe(false);
    const elsewhere = json(
      await consoleCall(t.app, consoleRecordCreatorPayout, await as('owner', 'aurora'), {
        body: { creatorId: a, amount: 1, reference: 'X' },
      }),
    );
    expect(elsewhere.code).toBe(ErrorCode.NOT_FOUND);
    const defs: CallDefinition[] = [
      consoleListCreatorBalances,
      consoleListCreatorPayouts,
      consoleExportCreatorBalances,
      consoleRecordCreatorPayout,
    ];
    for (const role of ['support', 'editor'] as const) {
      for (const def of defs) {
        const res = json(
          await consoleCall(
            t.app,
            def,
            await as(role),
            def === consoleRecordCreatorPayout ? { body: { creatorId: a, amount: 1, reference: 'X' } } : {},
          ),
        );
        expect(res.code, `${role} ${def.operationId}`).toBe(ErrorCode.CONSOLE_FORBIDDEN);
      }
    }
    // A platform admin on the tenant's host reads, but records no payout.
    const admin = await as('platformAdmin');
    expect(json(await consoleCall(t.app, consoleListCreatorBalances, admin)).code).toBe(0);
    expect(
      json(await consoleCall(t.app, consoleRecordCreatorPayout, admin, { body: { creatorId: a, amount: 1, reference: 'X' } }))
        .code,
    ).toBe(ErrorCode.CONSOLE_FORBIDDEN);
  });
});
