import {
  consoleGetOrder,
  consoleGetUser,
  consoleListChainJobs,
  consoleListCollectibles,
  consoleListLedger,
  consoleListPayments,
  consoleOrderPayments,
  consoleRefundOrder,
  consoleRetryChainJob,
  consoleSearchOrders,
  consoleSearchUsers,
  createPayment,
  ErrorCode,
  type CallDefinition,
  type ConsoleRole,
} from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { cashierAction, createBuyer, createCollection, order } from './sale-helpers';

// The console's users, orders, refunds, chain jobs and finance calls (issue 17, decision 039): each one
// answers the roles it names and refuses the others and another tenant's operator; every write leaves an
// audit row in its own transaction.

let t: TestApp;
let baseline: SaleBaseline;
const sessions = new Map<string, ConsoleSession>();

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

/** A signed-in operator of `tenant` with `role` (one per pair, reused). */
async function as(role: ConsoleRole, tenant = 'demo'): Promise<ConsoleSession> {
  const key = `${tenant}:${role}`;
  if (!sessions.has(key)) sessions.set(key, await signInConsole(t.app, { tenant, role }));
  return sessions.get(key)!;
}

const json = <T>(res: LightMyRequestResponse) => res.json() as { code: number; msg: string; data: T };

/** A paid order on the demo tenant (sandbox cashier). */
async function paidOrder(price = 1_200, quantity = 1) {
  const buyer = await createBuyer(t, 'demo');
  const id = await createCollection(t, 'demo', { supply: 10, price });
  const placed = await order(t, buyer, id, { quantity });
  const payment = body<{ cashierUrl: string; paymentNo: string }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
  );
  await cashierAction(t.app, payment.data.cashierUrl, 'pay', 1);
  return { buyer, collectionId: id, orderNo: placed.data.orderNo, paymentNo: payment.data.paymentNo };
}

type Req = { query?: Record<string, string | number>; params?: Record<string, string | number>; body?: unknown };

/** Every call's allowed roles and refused roles, and a request that works. */
function matrix(fixture: { userId: number; orderNo: string; orderId: number; jobId: number }) {
  const reads: ConsoleRole[] = ['owner', 'support', 'finance', 'platformAdmin'];
  const cases: { def: CallDefinition; allowed: ConsoleRole[]; refused: ConsoleRole[]; req: Req }[] = [
    { def: consoleSearchUsers, allowed: reads, refused: ['editor'], req: { query: { q: String(fixture.userId) } } },
    { def: consoleGetUser, allowed: reads, refused: ['editor'], req: { params: { id: fixture.userId } } },
    { def: consoleListCollectibles, allowed: reads, refused: ['editor'], req: { query: { userId: fixture.userId } } },
    { def: consoleSearchOrders, allowed: reads, refused: ['editor'], req: { query: { userId: fixture.userId } } },
    { def: consoleGetOrder, allowed: reads, refused: ['editor'], req: { params: { orderNo: fixture.orderNo } } },
    { def: consoleOrderPayments, allowed: reads, refused: ['editor'], req: { params: { orderNo: fixture.orderNo } } },
    { def: consoleListChainJobs, allowed: reads, refused: ['editor'], req: { query: { filter: 'all' } } },
    { def: consoleListPayments, allowed: ['owner', 'finance', 'platformAdmin'], refused: ['editor', 'support'], req: {} },
    { def: consoleListLedger, allowed: ['owner', 'finance', 'platformAdmin'], refused: ['editor', 'support'], req: {} },
    {
      def: consoleRetryChainJob,
      allowed: ['owner', 'support'],
      refused: ['editor', 'finance', 'platformAdmin'],
      req: { params: { id: fixture.jobId } },
    },
  ];
  return cases;
}

describe(`console: users, orders, chain jobs, finance — roles and tenants (${DB_KIND})`, () => {
  it('every call answers its roles, refuses the others (5000113) and another tenant’s operator', async () => {
    const { buyer, orderNo } = await paidOrder();
    const o = await t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const job = await t.db.kysely
      .selectFrom('chain_jobs')
      .select('id')
      .where('tenant_id', '=', o.tenant_id)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const c of matrix({ userId: buyer.userId, orderNo, orderId: o.id, jobId: job.id })) {
      for (const role of c.allowed) {
        const res = json(await consoleCall(t.app, c.def, await as(role), c.req));
        expect(res.code, `${c.def.operationId} as ${role}: ${res.msg}`).toBe(0);
      }
      for (const role of c.refused) {
        const res = json(await consoleCall(t.app, c.def, await as(role), c.req));
        expect(res.code, `${c.def.operationId} as ${role}`).toBe(ErrorCode.CONSOLE_FORBIDDEN);
      }
      // Aurora's owner on demo's host: its session is not valid there; on its own host, demo's rows are not there.
      const aurora = await as('owner', 'aurora');
      const onDemo = json(
        await consoleCall(t.app, c.def, { headers: { ...aurora.headers, host: (await as('owner')).host } }, c.req),
      );
      expect(onDemo.code, `${c.def.operationId}: aurora's owner on demo's host`).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
      // Without a session: refused.
      const anonymous = json(await consoleCall(t.app, c.def, { host: (await as('owner')).host }, c.req));
      expect(anonymous.code).not.toBe(0);
    }
    // Aurora's owner on its own host finds nothing of demo's.
    const aurora = await as('owner', 'aurora');
    expect(json(await consoleCall(t.app, consoleGetUser, aurora, { params: { id: buyer.userId } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(json(await consoleCall(t.app, consoleGetOrder, aurora, { params: { orderNo } })).code).toBe(ErrorCode.NOT_FOUND);
    const orders = json<{ items: unknown[] }>(await consoleCall(t.app, consoleSearchOrders, aurora, { query: { orderNo } }));
    expect(orders.data.items).toEqual([]);
    const items = json<{ items: unknown[] }>(
      await consoleCall(t.app, consoleListCollectibles, aurora, { query: { userId: buyer.userId } }),
    );
    expect(items.data.items).toEqual([]);
    expect(json(await consoleCall(t.app, consoleRetryChainJob, aurora, { params: { id: job.id } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('users: found by id or phone, phone masked 3+4, standing shown, never the ID number', async () => {
    const buyer = await createBuyer(t, 'demo');
    const u = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', buyer.userId).executeTakeFirstOrThrow();
    const owner = await as('owner');
    for (const q of [String(buyer.userId), u.phone, `${u.area_code}${u.phone}`]) {
      const found = json<{ items: { id: number; maskedPhone: string }[] }>(
        await consoleCall(t.app, consoleSearchUsers, owner, { query: { q } }),
      );
      expect(
        found.data.items.map((i) => i.id),
        q,
      ).toContain(buyer.userId);
    }
    const one = await consoleCall(t.app, consoleGetUser, owner, { params: { id: buyer.userId } });
    const user = json<{ maskedPhone: string; realName: boolean; openChain: boolean; chainAccounts: unknown[] }>(one);
    expect(user.data.maskedPhone).toBe(`${u.phone.slice(0, 3)}****${u.phone.slice(-4)}`);
    expect(user.data).toMatchObject({ realName: true, openChain: true });
    expect(user.data.chainAccounts.length).toBeGreaterThan(0);
    expect(one.body).not.toContain(u.phone);
    expect(one.body).not.toMatch(/idCard|id_card/);
  });

  it('orders: searched by number, user, status, time; detail with the payment history', async () => {
    const { buyer, orderNo, paymentNo } = await paidOrder(1_300);
    const support = await as('support');
    const q = async (query: Record<string, string | number>) =>
      json<{ items: { orderNo: string }[] }>(await consoleCall(t.app, consoleSearchOrders, support, { query })).data.items.map(
        (i) => i.orderNo,
      );
    expect(await q({ orderNo })).toEqual([orderNo]);
    expect(await q({ userId: buyer.userId })).toEqual([orderNo]);
    expect(await q({ userId: buyer.userId, status: 'paid' })).toEqual([orderNo]);
    expect(await q({ userId: buyer.userId, status: 'closed' })).toEqual([]);
    expect(await q({ userId: buyer.userId, from: t.clock() + 1 })).toEqual([]);
    const detail = json<{ status: string; serials: number[]; totalAmount: number }>(
      await consoleCall(t.app, consoleGetOrder, support, { params: { orderNo } }),
    );
    expect(detail.data).toMatchObject({ status: 'paid', serials: [1], totalAmount: 1_300 });
    const history = json<{ payments: { paymentNo: string; progress: number }[]; refunds: unknown[] }>(
      await consoleCall(t.app, consoleOrderPayments, support, { params: { orderNo } }),
    );
    expect(history.data.payments).toEqual([expect.objectContaining({ paymentNo, progress: 7 })]);
    expect(history.data.refunds).toEqual([]);
  });

  it('refund from the console: support refunds with a reason (money back, item gone, audit row); twice → once; finance may not', async () => {
    const { buyer, orderNo } = await paidOrder(2_000);
    const finance = await as('finance');
    for (const role of ['finance', 'editor', 'platformAdmin'] as const) {
      const refused = json(
        await consoleCall(t.app, consoleRefundOrder, await as(role), { params: { orderNo }, body: { reason: 'no' } }),
      );
      expect(refused.code, role).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    }
    // Another tenant's owner: not on this host, and on its own host the order is not there.
    const aurora = await as('owner', 'aurora');
    const elsewhere = { params: { orderNo }, body: { reason: 'Not mine' } };
    const onDemo = json(
      await consoleCall(t.app, consoleRefundOrder, { headers: { ...aurora.headers, host: (await as('owner')).host } }, elsewhere),
    );
    expect(onDemo.code).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    expect(json(await consoleCall(t.app, consoleRefundOrder, aurora, elsewhere)).code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await t.db.kysely.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status,
    ).toBe('paid');
    // The CSRF header is needed on a write.
    const support = await as('support');
    const noCsrf = json(
      await consoleCall(t.app, consoleRefundOrder, support, {
        params: { orderNo },
        body: { reason: 'Bought by mistake' },
        headers: { 'x-csrf-token': undefined },
      }),
    );
    expect(noCsrf.code).toBe(ErrorCode.CONSOLE_CSRF_INVALID);
    // A reason is required.
    const empty = json(await consoleCall(t.app, consoleRefundOrder, support, { params: { orderNo }, body: { reason: ' ' } }));
    expect(empty.code).not.toBe(0);

    const done = json<{ status: string; amount: number; refund: string; burned: number[] }>(
      await consoleCall(t.app, consoleRefundOrder, support, { params: { orderNo }, body: { reason: 'Bought by mistake' } }),
    );
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ status: 'refunded', amount: 2_000, refund: 'done' });
    const again = json(await consoleCall(t.app, consoleRefundOrder, support, { params: { orderNo }, body: { reason: 'Again' } }));
    expect(again.code).toBe(ErrorCode.ORDER_ALREADY_REFUNDED);

    const rows = (await auditRows(t.app, 'order.refund')).filter((r) => String(r.target_id) === orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: support.operatorId, target_type: 'order' });
    expect(JSON.parse(String(rows[0]!.before_json))).toMatchObject({ status: 'paid', totalAmount: 2_000 });
    expect(JSON.parse(String(rows[0]!.after_json))).toMatchObject({ status: 'refunded', reason: 'Bought by mistake' });

    // The console sees it: the order refunded, the refund done with its reason, the item burned.
    const history = json<{ refunds: { status: string; reason: string; operatorId: number }[] }>(
      await consoleCall(t.app, consoleOrderPayments, support, { params: { orderNo } }),
    );
    expect(history.data.refunds).toEqual([
      expect.objectContaining({ status: 'done', reason: 'Bought by mistake', operatorId: support.operatorId }),
    ]);
    const items = json<{ items: { status: string }[] }>(
      await consoleCall(t.app, consoleListCollectibles, support, { query: { userId: buyer.userId } }),
    );
    expect(items.data.items.map((i) => i.status)).toEqual(['consumed']);
    // Finance sees the money go out in the ledger.
    const ledger = json<{ items: { kind: string; amount: number }[]; totals: { out: number } }>(
      await consoleCall(t.app, consoleListLedger, finance, { query: { kind: 'refund' } }),
    );
    expect(ledger.data.items[0]).toMatchObject({ kind: 'refund', amount: -2_000 });
    expect(ledger.data.totals.out).toBeGreaterThanOrEqual(2_000);
  });

  it('chain jobs: a retry makes the job due at once and writes an audit row', async () => {
    await paidOrder(500);
    const owner = await as('owner');
    const list = json<{ jobs: { id: number; status: string }[] }>(
      await consoleCall(t.app, consoleListChainJobs, owner, { query: { filter: 'pending' } }),
    );
    const job = list.data.jobs[0]!;
    const before = t.clock();
    const retried = json<{ id: number; retried: boolean }>(
      await consoleCall(t.app, consoleRetryChainJob, owner, { params: { id: job.id } }),
    );
    expect(retried.data).toEqual({ id: job.id, retried: true });
    const rows = (await auditRows(t.app, 'chain.job.retry')).filter((r) => String(r.target_id) === String(job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.operator_id).toBe(owner.operatorId);
    const row = await t.db.kysely
      .selectFrom('chain_jobs')
      .select('next_attempt_at')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.next_attempt_at)).toBeGreaterThanOrEqual(before);
    expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(t.clock());
    expect(JSON.parse(String(rows[0]!.after_json))).toMatchObject({ nextAttemptAt: Number(row.next_attempt_at) });
    await t.app.chain.worker.runOnce();
  });
});
