import {
  consoleListChainJobs,
  consoleSearchAudit,
  consoleSearchOrders,
  consoleSearchUsers,
  ErrorCode,
  type CallDefinition,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, PLATFORM_HOST, signInConsole, type ConsoleSession } from './console-helpers';
import { createTestApp, createUserWithSession, tenantIdOf, type TestApp } from './helpers';

// The console's lists page through the server (issue 32 item 7, decision 068): orders, users, the audit log
// and the chain jobs each answer one page newest first and the cursor of the next (`before` → `nextBefore`);
// following the cursors visits every row of the search once, in order, and only the operator's tenant's
// rows; a page size or cursor out of bounds is refused with VALIDATION_FAILED and nothing else.

let t: TestApp;
let demoId: number;
let auroraId: number;
let owner: ConsoleSession;
let auroraOwner: ConsoleSession;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await tenantIdOf(t.db, 'demo');
  auroraId = await tenantIdOf(t.db, 'aurora');
  owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
  auroraOwner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

type Page = { ids: number[]; nextBefore: number | null; tenants: (number | null)[] };
type Query = Record<string, string | number>;

/** One page of a list call: its rows' ids (and tenants where the row says), and the next cursor. */
async function page(def: CallDefinition, who: ConsoleSession, query: Query): Promise<Page> {
  const res = await consoleCall(t.app, def, who, { query });
  const env = res.json() as { code: number; msg: string; data: Record<string, unknown> };
  expect(env.code, env.msg).toBe(0);
  const rows = (env.data.items ?? env.data.entries ?? env.data.jobs) as { id: number; tenantId?: number | null }[];
  return {
    ids: rows.map((r) => r.id),
    tenants: rows.map((r) => r.tenantId ?? null),
    nextBefore: env.data.nextBefore as number | null,
  };
}

/** Every page of a search, following `nextBefore` from the first; each page at most `limit` rows. */
async function walk(def: CallDefinition, who: ConsoleSession, query: Query, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let before: number | undefined;
  for (;;) {
    const p = await page(def, who, { ...query, limit, ...(before === undefined ? {} : { before }) });
    expect(p.ids.length).toBeLessThanOrEqual(limit);
    pages.push(p);
    if (p.nextBefore === null) return pages;
    // A cursor is the last row of its page, and a page that has one is full.
    expect(p.ids).toHaveLength(limit);
    expect(p.nextBefore).toBe(p.ids.at(-1));
    before = p.nextBefore;
    expect(pages.length).toBeLessThan(500);
  }
}

/** The pages are disjoint, newest first across page boundaries, and together exactly `expected` (newest first). */
function expectComplete(pages: Page[], expected: number[]) {
  const all = pages.flatMap((p) => p.ids);
  expect(new Set(all).size).toBe(all.length);
  expect(all).toEqual([...expected].sort((a, b) => b - a));
}

/** A page size or cursor out of bounds: VALIDATION_FAILED naming the parameter, no page. */
async function expectRefusesBadPaging(def: CallDefinition, who: ConsoleSession, maxLimit: number, base: Query = {}) {
  const bad: Query[] = [
    { limit: 0 },
    { limit: -1 },
    { limit: maxLimit + 1 },
    { limit: 'ten' },
    { limit: '2.5' },
    { before: 0 },
    { before: -5 },
    { before: 'abc' },
    { before: '12abc' },
    { before: 2_147_483_648 },
  ];
  for (const q of bad) {
    const res = await consoleCall(t.app, def, who, { query: { ...base, ...q } });
    const env = res.json() as { code: number; data: { issues: { path: string }[] } | null; msg: string };
    expect({ q, code: env.code }).toEqual({ q, code: ErrorCode.VALIDATION_FAILED });
    // The refusal names the parameter, and answers no page.
    expect(env.data?.issues.map((i) => i.path)).toEqual(Object.keys(q));
    expect(env.msg).not.toBe('');
  }
  // The bounds themselves are fine.
  for (const limit of [1, maxLimit]) {
    const res = await consoleCall(t.app, def, who, { query: { ...base, limit } });
    expect((res.json() as { code: number }).code).toBe(0);
  }
}

let orderSeq = 0;
/** `n` orders of a user written straight to the table (their contents do not matter to paging). */
async function insertOrders(tenantId: number, userId: number, n: number, status: 'cancelled' | 'closed' | 'paid') {
  const now = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    orderSeq += 1;
    const row = await t.db.kysely
      .insertInto('orders')
      .values({
        tenant_id: tenantId,
        order_no: `PG${String(now).slice(-8)}${String(orderSeq).padStart(5, '0')}`,
        user_id: userId,
        business_type: 4,
        item_kind: 'collection',
        item_id: 1,
        quantity: 1,
        unit_price: 100,
        total_amount: 100,
        status,
        expires_at: now,
        paid_at: status === 'paid' ? now : null,
        ended_at: status === 'paid' ? null : now,
        pay_method: null,
        created_at: now - i,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

describe('orders', () => {
  it('pages a filter through every order once, newest first, and never another tenant’s', async () => {
    const buyer = await createUserWithSession(t, 'demo');
    const cancelled = await insertOrders(demoId, buyer.userId, 7, 'cancelled');
    const closed = await insertOrders(demoId, buyer.userId, 5, 'closed');
    // Another tenant's orders under the same user id number: never on demo's pages.
    await insertOrders(auroraId, buyer.userId, 4, 'cancelled');

    const pages = await walk(consoleSearchOrders, owner, { userId: buyer.userId }, 5);
    expect(pages.map((p) => p.ids.length)).toEqual([5, 5, 2]);
    expectComplete(pages, [...cancelled, ...closed]);
    // Page 1 and page 2 are disjoint.
    expect(pages[0]!.ids.filter((id) => pages[1]!.ids.includes(id))).toEqual([]);

    // A filter with paging: only the cancelled ones, all of them.
    const onlyCancelled = await walk(consoleSearchOrders, owner, { userId: buyer.userId, status: 'cancelled' }, 3);
    expect(onlyCancelled.map((p) => p.ids.length)).toEqual([3, 3, 1]);
    expectComplete(onlyCancelled, cancelled);

    // Exactly a page: no cursor to an empty page.
    const exact = await page(consoleSearchOrders, owner, { userId: buyer.userId, status: 'closed', limit: 5 });
    expect(exact.ids).toHaveLength(5);
    expect(exact.nextBefore).toBeNull();

    // The whole of demo's orders: each one demo's.
    const every = (await walk(consoleSearchOrders, owner, {}, 100)).flatMap((p) => p.ids);
    const demoOrders = await t.db.kysely.selectFrom('orders').select('id').where('tenant_id', '=', demoId).execute();
    expect(every).toEqual(demoOrders.map((o) => o.id).sort((a, b) => b - a));

    // Aurora's operator sees only aurora's four of that user id.
    const aurora = await walk(consoleSearchOrders, auroraOwner, { userId: buyer.userId }, 3);
    expect(aurora.flatMap((p) => p.ids)).toHaveLength(4);
    expect(aurora.flatMap((p) => p.ids).some((id) => [...cancelled, ...closed].includes(id))).toBe(false);
  });

  it('refuses a bad page size or cursor', async () => {
    await expectRefusesBadPaging(consoleSearchOrders, owner, 100);
  });
});

describe('users', () => {
  it("pages through every user of the tenant once, newest first, none of another tenant's", async () => {
    for (let i = 0; i < 4; i++) await createUserWithSession(t, 'demo');
    await createUserWithSession(t, 'aurora');
    const demoUsers = await t.db.kysely.selectFrom('users').select('id').where('tenant_id', '=', demoId).execute();
    expect(demoUsers.length).toBeGreaterThan(4);
    const pages = await walk(consoleSearchUsers, owner, {}, 3);
    expect(pages.length).toBeGreaterThan(1);
    expectComplete(
      pages,
      demoUsers.map((u) => u.id),
    );

    // A search with paging: the one user it finds, on one page without a cursor.
    const one = demoUsers.at(-1)!.id;
    const found = await walk(consoleSearchUsers, owner, { q: String(one) }, 1);
    expect(found).toHaveLength(1);
    expect(found[0]!.ids).toEqual([one]);

    // Aurora's owner searching a demo user's id finds nobody.
    const other = await page(consoleSearchUsers, auroraOwner, { q: String(one), limit: 10 });
    expect(other).toEqual({ ids: [], tenants: [], nextBefore: null });
  });

  it('refuses a bad page size or cursor', async () => {
    await expectRefusesBadPaging(consoleSearchUsers, owner, 100);
  });
});

describe('audit log', () => {
  /** `n` entries of an action on a tenant (null: the platform's), as the recorder writes them. */
  async function insertAudit(tenantId: number | null, action: string, n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const row = await t.db.kysely
        .insertInto('audit_log')
        .values({
          tenant_id: tenantId,
          operator_id: null,
          operator_email: 'paging@test',
          at: Date.now(),
          action,
          target_type: 'paging',
          target_id: String(i),
          before_json: 'null',
          after_json: 'null',
          ip: '127.0.0.1',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  it("pages the tenant's log with a filter, and the platform's across tenants only on the platform host", async () => {
    const demo = await insertAudit(demoId, 'paging.test', 9);
    const aurora = await insertAudit(auroraId, 'paging.test', 6);
    const platform = await insertAudit(null, 'paging.test', 2);

    const mine = await walk(consoleSearchAudit, owner, { action: 'paging.' }, 4);
    expect(mine.map((p) => p.ids.length)).toEqual([4, 4, 1]);
    expectComplete(mine, demo);
    expect(mine.flatMap((p) => p.tenants).every((x) => x === demoId)).toBe(true);

    // An owner naming another tenant is refused (the existing rule), and changes nothing.
    const wrong = await consoleCall(t.app, consoleSearchAudit, owner, { query: { tenantId: auroraId, limit: 5 } });
    expect((wrong.json() as { code: number }).code).toBe(ErrorCode.CONSOLE_WRONG_TENANT);

    // A platform admin on the platform host: every tenant's (and the platform's), or one tenant's.
    const admin = await signInConsole(t.app, { tenant: null, role: 'platformAdmin' });
    expect(admin.host).toBe(PLATFORM_HOST);
    expectComplete(await walk(consoleSearchAudit, admin, { action: 'paging.' }, 5), [...demo, ...aurora, ...platform]);
    const auroraOnly = await walk(consoleSearchAudit, admin, { action: 'paging.', tenantId: auroraId }, 5);
    expectComplete(auroraOnly, aurora);
  });

  it('refuses a bad page size or cursor', async () => {
    await expectRefusesBadPaging(consoleSearchAudit, owner, 200);
  });
});

describe('chain jobs', () => {
  it('pages every job of the tenant once, newest first; the last page, even full, has no cursor', async () => {
    const chainId = t.app.config.chain.chainId;
    const now = Date.now();
    for (let i = 0; i < 9; i++) {
      await t.db.kysely
        .insertInto('chain_jobs')
        .values({
          tenant_id: i < 7 ? demoId : auroraId,
          chain_id: chainId,
          kind: 'mint',
          dedupe_key: `paging:${now}:${i}`,
          token_id: String(9_000_000 + i),
          from_address: null,
          to_address: null,
          uri: null,
          status: 'confirmed',
          last_error: null,
          next_attempt_at: now,
          locked_by: null,
          locked_until: null,
          tx_hash: null,
          block_number: null,
          confirmed_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const expected = await t.db.kysely
      .selectFrom('chain_jobs')
      .select(['id', 'tenant_id'])
      .where('chain_id', '=', chainId)
      .execute();
    const demoJobs = expected.filter((j) => j.tenant_id === demoId).map((j) => j.id);
    expect(expected.some((j) => j.tenant_id !== demoId)).toBe(true);

    const pages = await walk(consoleListChainJobs, owner, { filter: 'all' }, 3);
    expectComplete(pages, demoJobs);

    // Exactly the whole list as one page: no cursor to an empty page (it used to give one).
    const whole = await page(consoleListChainJobs, owner, { filter: 'all', limit: demoJobs.length });
    expect(whole.ids).toHaveLength(demoJobs.length);
    expect(whole.nextBefore).toBeNull();
  });

  it('refuses a bad page size or cursor', async () => {
    await expectRefusesBadPaging(consoleListChainJobs, owner, 200, { filter: 'all' });
    const res = await consoleCall(t.app, consoleListChainJobs, owner, { query: { filter: 'sometimes' } });
    expect((res.json() as { code: number }).code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
