import { cancelOrder, ErrorCode, getBlindBox, getCollection } from '@curio/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prepared } from '../src/db/prepared';
import { ChainAccountRepository } from '../src/modules/identity/chain-account.repository';
import { AppError } from '../src/errors';
import { securityHeaders } from '../src/plugins/security-headers';
import { TtlCache } from '../src/ttl-cache';
import { body, call, createUserWithSession, tenantIdOf, type TestApp, createTestApp } from './helpers';
import { createBlindBox, createBuyer, createCollection, order } from './sale-helpers';

// The purchase path's shortcuts (decision 012): statements compiled once, drop facts and "may buy" kept
// briefly per process, security headers worked out once. Each must answer exactly as the long way did.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('statements compiled once', () => {
  const byPhone = new Prepared(2, (db, tenantId: number, phone: string) =>
    db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .where('id', '>', 0)
      .limit(5),
  );

  it("runs with each call's arguments, keeping the values fixed in the query", async () => {
    const a = await createUserWithSession(t, 'demo');
    const b = await createUserWithSession(t, 'demo');
    const tenantId = await tenantIdOf(t.db, 'demo');
    const phoneOf = async (id: number) =>
      (await t.db.kysely.selectFrom('users').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone;
    expect(await byPhone.rows(t.db.kysely, tenantId, await phoneOf(a.userId))).toEqual([{ id: a.userId, tenant_id: tenantId }]);
    expect(await byPhone.rows(t.db.kysely, tenantId, await phoneOf(b.userId))).toEqual([{ id: b.userId, tenant_id: tenantId }]);
    // Another tenant: the same phone is not found there.
    expect(await byPhone.rows(t.db.kysely, tenantId + 1000, await phoneOf(a.userId))).toEqual([]);
  });

  it('uses an argument as often as the query names it, and counts changed rows', async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 10 });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const bump = new Prepared(3, (db, tenant: number, id: number, qty: number) =>
      db
        .updateTable('collections')
        .set({ sold_count: sql`sold_count + ${qty}` })
        .where('tenant_id', '=', tenant)
        .where('id', '=', id)
        .where(sql<boolean>`sold_count + ${qty} <= total_supply`),
    );
    const soldBefore = (
      await t.db.kysely.selectFrom('collections').select('sold_count').where('id', '=', collectionId).executeTakeFirstOrThrow()
    ).sold_count;
    expect(await bump.changed(t.db.kysely, tenantId, collectionId, 10 - soldBefore)).toBe(1);
    expect(await bump.changed(t.db.kysely, tenantId, collectionId, 1)).toBe(0);
    const after = await t.db.kysely
      .selectFrom('collections')
      .select('sold_count')
      .where('id', '=', collectionId)
      .executeTakeFirstOrThrow();
    expect(after.sold_count).toBe(10);
  });

  it('refuses a query that does not use an argument as a value', async () => {
    const unused = new Prepared(2, (db, tenantId: number, _ignored: string) =>
      db.selectFrom('users').select('id').where('tenant_id', '=', tenantId),
    );
    await expect(unused.rows(t.db.kysely, 1, 'x')).rejects.toThrow(/argument 1 is not a parameter/);
  });
});

describe('kept briefly per process', () => {
  it('a cache entry ends with its time, and the oldest goes first when full', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(100, 2, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    now += 100;
    expect(cache.get('c')).toBeUndefined();
  });

  it('a buyer refused for their real name can buy as soon as they have it (no "no" is kept)', async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 5 });
    const u = await createUserWithSession(t, 'demo');
    expect((await order(t, u, collectionId)).code).toBe(ErrorCode.NOT_REAL_NAME);
    await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', u.userId).execute();
    expect((await order(t, u, collectionId)).code).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
    const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
    await t.app.identity.chainAccounts.open(tenant, u.userId);
    expect((await order(t, u, collectionId)).code).toBe(0);
  });

  it("a buyer's standing comes with the session read: a first purchase reads the chain accounts no more (decision 076)", async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 5 });
    const buyer = await createBuyer(t, 'demo');
    const standing = vi.spyOn(ChainAccountRepository.prototype, 'standingOf');
    try {
      // The session was never read in this process: the purchase reads it, and with it the real name and accounts.
      expect((await order(t, buyer, collectionId)).code).toBe(0);
      expect(standing).not.toHaveBeenCalled();
      // A user whose standing the session read could not vouch for is still read, and refused.
      const noChain = await createUserWithSession(t, 'demo');
      await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', noChain.userId).execute();
      expect((await order(t, noChain, collectionId)).code).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
      expect(standing).toHaveBeenCalledTimes(1);
    } finally {
      standing.mockRestore();
    }
  });

  it('a buyer known to be able to buy is asked again when the operator adds a chain channel', async () => {
    const tenantId = await tenantIdOf(t.db, 'demo');
    const buyer = await createBuyer(t, 'demo');
    expect((await order(t, buyer, await createCollection(t, 'demo', { supply: 5 }))).code).toBe(0);
    const row = await t.db.kysely.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as { chainChannels?: string[] };
    const before = settings.chainChannels;
    try {
      const channels = [...(before ?? (await t.app.tenant.tenants.byId(tenantId))!.settings.chainChannels), 'extra-chain'];
      await t.db.kysely
        .updateTable('tenants')
        .set({ settings: JSON.stringify({ ...settings, chainChannels: channels }) })
        .where('id', '=', tenantId)
        .execute();
      t.app.tenant.tenants.invalidate();
      expect((await order(t, buyer, await createCollection(t, 'demo', { supply: 5 }))).code).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
    } finally {
      await t.db.kysely.updateTable('tenants').set({ settings: row.settings }).where('id', '=', tenantId).execute();
      t.app.tenant.tenants.invalidate();
    }
  });

  it('a sold-out drop answers sold out to anyone, and sells again the moment a unit comes back', async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 1 });
    const first = await createBuyer(t, 'demo');
    const placed = await order(t, first, collectionId);
    expect(placed.code).toBe(0);
    const second = await createBuyer(t, 'demo');
    expect((await order(t, second, collectionId)).code).toBe(ErrorCode.SOLD_OUT);
    // Sold out comes before the buyer's own standing.
    const noRealName = await createUserWithSession(t, 'demo');
    expect((await order(t, noRealName, collectionId)).code).toBe(ErrorCode.SOLD_OUT);
    // The first buyer cancels: the unit is back at once (no waiting for a cache to expire).
    const cancelled = await call(t.app, cancelOrder, {
      host: 'localhost',
      token: first.token,
      body: { orderNo: placed.data.orderNo },
    });
    expect(body(cancelled).code).toBe(0);
    expect((await order(t, second, collectionId)).code).toBe(0);
  });
});

describe("the buyer's standing on a drop's detail page", () => {
  const mineOn = async (token: string, id: number, kind: 'collection' | 'blindBox' = 'collection') => {
    const res = await call(t.app, kind === 'collection' ? getCollection : getBlindBox, {
      host: 'localhost',
      token,
      params: { id: String(id) },
    });
    return body<{ mine: { taken: number; allowance: number; unpaidOrderNo: string | null } }>(res).data.mine;
  };

  it('counts unpaid units against the limit, names the unpaid order, and frees them when it ends', async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 20, limit: 5 });
    const buyer = await createBuyer(t, 'demo');
    expect(await mineOn(buyer.token, collectionId)).toEqual({ taken: 0, allowance: 5, unpaidOrderNo: null });
    const placed = await order(t, buyer, collectionId, { quantity: 2 });
    expect(placed.code).toBe(0);
    // While it waits for payment, nothing more can be ordered: the sheet sends the buyer to pay it.
    expect(await mineOn(buyer.token, collectionId)).toEqual({ taken: 2, allowance: 0, unpaidOrderNo: placed.data.orderNo });
    // Another buyer's standing is their own.
    const other = await createBuyer(t, 'demo');
    expect(await mineOn(other.token, collectionId)).toEqual({ taken: 0, allowance: 5, unpaidOrderNo: null });
    // Past its time to pay (before the closer ran), it no longer counts.
    t.clock.advance(10 * 60_000);
    expect(await mineOn(buyer.token, collectionId)).toEqual({ taken: 0, allowance: 5, unpaidOrderNo: null });
  });

  it('after a cancel the units are free again, and blind boxes answer the same way', async () => {
    const { boxId } = await createBlindBox(t, 'demo', [3, 3], { limit: 2 });
    const buyer = await createBuyer(t, 'demo');
    const placed = await order(t, buyer, boxId, { businessType: 3, quantity: 2 });
    expect(placed.code).toBe(0);
    expect(await mineOn(buyer.token, boxId, 'blindBox')).toEqual({ taken: 2, allowance: 0, unpaidOrderNo: placed.data.orderNo });
    const cancelled = await call(t.app, cancelOrder, {
      host: 'localhost',
      token: buyer.token,
      body: { orderNo: placed.data.orderNo },
    });
    expect(body(cancelled).code).toBe(0);
    expect(await mineOn(buyer.token, boxId, 'blindBox')).toEqual({ taken: 0, allowance: 2, unpaidOrderNo: null });
  });
});

describe('security headers', () => {
  it('are worked out once as helmet sets them; API answers carry nosniff and none of the page policy', async () => {
    const expected = securityHeaders();
    expect(expected['content-security-policy']).toContain("'wasm-unsafe-eval'");
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    // The page itself is checked in delivery.test.ts (this app has no built web app: `/` answers text).
    for (const url of ['/healthz', '/', '/api/curtime/get']) {
      const res = await t.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('refusals', () => {
  it('a refusal carries no stack trace; a server error keeps its own, and neither changes the limit', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new AppError(ErrorCode.SOLD_OUT, { n: 1 });
    expect(refusal).toBeInstanceOf(Error);
    expect([refusal.code, refusal.params, refusal.data, refusal.status]).toEqual([ErrorCode.SOLD_OUT, { n: 1 }, null, 200]);
    expect(refusal.stack?.split('\n').filter((l) => l.trim().startsWith('at '))).toEqual([]);
    const fault = new AppError(ErrorCode.INTERNAL_ERROR, {}, null, 500);
    expect(fault.stack).toContain('purchase-path.test.ts');
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
