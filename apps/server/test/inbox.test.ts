import { getInboxUnreadCount, listInbox, markInboxRead, type InboxEvent } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createUserWithSession, DB_KIND, tenantIdOf, type TestApp, createTestApp } from './helpers';
import { hostOf } from './sale-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page = { items: InboxEvent[]; nextCursor: string | null; unread: number };

async function addEvents(tenantCode: string, userId: number, n: number, kind: InboxEvent['kind'] = 'gifted') {
  const tenantId = await tenantIdOf(t.db, tenantCode);
  const ids: number[] = [];
  await t.db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i += 1) {
      ids.push(
        await t.app.inbox.inbox.add(trx, tenantId, userId, {
          kind,
          cardNftId: 1000 + i,
          ref: `R${i}`,
          params: { collection: `Moon ${i}`, from: '138****0001' },
          at: t.clock() + i,
        }),
      );
    }
  });
  return ids;
}

const list = async (u: { token: string }, query: Record<string, string | number> = {}, host = 'localhost') =>
  body<Page>(await call(t.app, listInbox, { token: u.token, query, host }));
const unread = async (u: { token: string }, host = 'localhost') =>
  body<{ unread: number }>(await call(t.app, getInboxUnreadCount, { token: u.token, host })).data.unread;

describe(`inbox (${DB_KIND})`, () => {
  it('the add step writes in the caller’s transaction: listed newest first with its params, gone if the transaction rolls back', async () => {
    const u = await createUserWithSession(t, 'demo');
    const [first, second] = await addEvents('demo', u.userId, 2);
    const tenantId = await tenantIdOf(t.db, 'demo');
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await t.app.inbox.inbox.add(trx, tenantId, u.userId, { kind: 'order_closed', ref: 'X1', at: t.clock() });
        throw new Error('cause failed');
      }),
    ).rejects.toThrow('cause failed');

    const page = await list(u);
    expect(page.code).toBe(0);
    expect(page.data.items.map((e) => e.id)).toEqual([second, first]);
    expect(page.data.items[1]).toMatchObject({
      kind: 'gifted',
      cardNftId: 1000,
      ref: 'R0',
      params: { collection: 'Moon 0', from: '138****0001' },
      readAt: null,
    });
    expect(page.data.unread).toBe(2);
    expect(await unread(u)).toBe(2);
  });

  it('pages newest first with a cursor, every event once', async () => {
    const u = await createUserWithSession(t, 'demo');
    const ids = await addEvents('demo', u.userId, 7);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: Page } = await list(u, { pageSize: 3, ...(cursor ? { cursor } : {}) });
      expect(page.data.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.items.map((e) => e.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await list(u, { cursor: 'abc' })).code).toBe(4000001);
  });

  it('marks one read, then all; reading twice keeps the first time', async () => {
    const u = await createUserWithSession(t, 'demo');
    const [a, b, c] = await addEvents('demo', u.userId, 3);
    const one = body<{ unread: number }>(await call(t.app, markInboxRead, { token: u.token, body: { id: b } }));
    expect(one).toMatchObject({ code: 0, data: { unread: 2 } });
    const readAt = (await list(u)).data.items.find((e) => e.id === b)!.readAt;
    expect(readAt).not.toBeNull();
    t.clock.advance(5000);
    await call(t.app, markInboxRead, { token: u.token, body: { id: b } });
    expect((await list(u)).data.items.find((e) => e.id === b)!.readAt).toBe(readAt);
    const all = body<{ unread: number }>(await call(t.app, markInboxRead, { token: u.token, body: { all: true } }));
    expect(all.data.unread).toBe(0);
    expect((await list(u)).data.items.filter((e) => [a, c].includes(e.id)).every((e) => e.readAt !== null)).toBe(true);
    expect(body(await call(t.app, markInboxRead, { token: u.token, body: {} })).code).toBe(4000001);
    expect(body(await call(t.app, markInboxRead, { token: u.token, body: { id: a, all: true } })).code).toBe(4000001);
  });

  it('another user’s or another tenant’s events are never listed, counted or markable', async () => {
    const owner = await createUserWithSession(t, 'demo');
    const other = await createUserWithSession(t, 'demo');
    const foreign = await createUserWithSession(t, 'aurora');
    const [mine] = await addEvents('demo', owner.userId, 1);
    await addEvents('aurora', foreign.userId, 2);

    expect((await list(other)).data.items).toEqual([]);
    expect(await unread(other)).toBe(0);
    expect(body(await call(t.app, markInboxRead, { token: other.token, body: { id: mine } })).code).toBe(4000006);
    expect(body(await call(t.app, markInboxRead, { token: other.token, body: { all: true } })).code).toBe(0);
    expect(await unread(owner)).toBe(1);

    // The Aurora user sees only their own two, and cannot reach the demo event from their tenant.
    expect((await list(foreign, {}, hostOf('aurora'))).data.items).toHaveLength(2);
    expect(
      body(await call(t.app, markInboxRead, { token: foreign.token, host: hostOf('aurora'), body: { id: mine } })).code,
    ).toBe(4000006);
    expect(await unread(owner)).toBe(1);
  });

  it('needs a session', async () => {
    const res = await call(t.app, listInbox, {});
    expect(body(res).code).not.toBe(0);
  });
});
