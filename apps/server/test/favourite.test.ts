import {
  addFavourite,
  ErrorCode,
  getFavouriteStates,
  listFavourites,
  listInbox,
  removeFavourite,
  type FavouriteEntry,
  type InboxEvent,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { itemsOf, listed, trader, unlist } from './market-helpers';
import { createCollection } from './sale-helpers';

// Favourites (issue 16, decision 034) on SQLite and PostgreSQL: add / remove idempotent, the list's
// cards and paging, tenant isolation, and the inbox events of a favourited collection's new listing.

let t: TestApp;
let demoTenant: number;

beforeAll(async () => {
  t = await createTestApp();
  demoTenant = await tenantIdOf(t.db, 'demo');
});
afterAll(async () => {
  await t.close();
});

const AURORA = 'aurora.localhost';
type User = { userId: number; token: string };
type State = { targetType: string; targetId: number; favourited: boolean; count: number };

const add = (u: User, targetId: number, host = 'localhost', targetType = 'collection') =>
  call(t.app, addFavourite, { token: u.token, host, body: { targetType, targetId } }).then((r) => body<State>(r));
const remove = (u: User, targetId: number, host = 'localhost', targetType = 'collection') =>
  call(t.app, removeFavourite, { token: u.token, host, body: { targetType, targetId } }).then((r) => body<State>(r));
const list = (u: User, query: Record<string, string | number> = {}, host = 'localhost') =>
  call(t.app, listFavourites, { token: u.token, host, query, lang: 'en' }).then((r) =>
    body<{ items: FavouriteEntry[]; nextCursor: string | null }>(r),
  );
const states = (u: User, ids: number[], host = 'localhost') =>
  call(t.app, getFavouriteStates, { token: u.token, host, query: { targetType: 'collection', ids: ids.join(',') } }).then((r) =>
    body<{ items: State[] }>(r),
  );
const inbox = (u: User, host = 'localhost') =>
  call(t.app, listInbox, { token: u.token, host, query: {}, lang: 'en' }).then((r) =>
    body<{ items: InboxEvent[]; unread: number }>(r),
  );

describe(`favourites (${DB_KIND})`, () => {
  it('adding and removing are idempotent; the count is counted; the states answer each heart', async () => {
    const a = await createUserWithSession(t, 'demo');
    const b = await createUserWithSession(t, 'demo');
    const c1 = await createCollection(t, 'demo', { price: 1234 });
    const c2 = await createCollection(t, 'demo');

    expect((await add(a, c1)).data).toEqual({ targetType: 'collection', targetId: c1, favourited: true, count: 1 });
    expect((await add(a, c1)).data).toEqual({ targetType: 'collection', targetId: c1, favourited: true, count: 1 });
    expect((await add(b, c1)).data.count).toBe(2);
    expect((await states(a, [c1, c2])).data.items).toEqual([
      { targetType: 'collection', targetId: c1, favourited: true, count: 2 },
      { targetType: 'collection', targetId: c2, favourited: false, count: 0 },
    ]);

    expect((await remove(a, c1)).data).toEqual({ targetType: 'collection', targetId: c1, favourited: false, count: 1 });
    expect((await remove(a, c1)).data).toEqual({ targetType: 'collection', targetId: c1, favourited: false, count: 1 });
    // Never kept, or no such target: the same answer, nothing changes.
    expect((await remove(a, c2)).data).toMatchObject({ favourited: false, count: 0 });
    expect((await remove(a, 99_999_999)).code).toBe(0);
    expect((await list(a)).data.items).toEqual([]);
    expect((await states(b, [c1])).data.items[0]).toMatchObject({ favourited: true, count: 1 });
  });

  it('twenty adds of one target at once leave one row', async () => {
    const a = await createUserWithSession(t, 'demo');
    const c = await createCollection(t, 'demo');
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(a, c)));
    expect(answers.every((r) => r.code === 0 && r.data.favourited)).toBe(true);
    const rows = await t.db.kysely
      .selectFrom('favourites')
      .select('id')
      .where('tenant_id', '=', demoTenant)
      .where('user_id', '=', a.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await states(a, [c])).data.items[0]!.count).toBe(1);
  });

  it('the list shows each collection as a card, newest first, page by page', async () => {
    const a = await createUserWithSession(t, 'demo');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await createCollection(t, 'demo', { price: 1000 + i });
      ids.push(c);
      expect((await add(a, c)).code).toBe(0);
    }
    const first = await list(a, { pageSize: 2 });
    expect(first.code).toBe(0);
    expect(first.data.items.map((e) => e.targetId)).toEqual([ids[4], ids[3]]);
    expect(first.data.items[0]).toMatchObject({
      targetType: 'collection',
      targetId: ids[4],
      collectionId: ids[4],
      coverUrl: '/api/file/none.svg',
      mediaKind: 'image',
      price: 1004,
      serial: null,
      listingState: null,
      ended: false,
    });
    expect(first.data.items[0]!.name).toMatch(/^Test drop /);
    const seen = [...first.data.items.map((e) => e.targetId)];
    let cursor = first.data.nextCursor;
    while (cursor) {
      const next = await list(a, { pageSize: 2, cursor });
      seen.push(...next.data.items.map((e) => e.targetId));
      cursor = next.data.nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    // Names in the reader's language.
    const zh = body<{ items: FavouriteEntry[] }>(
      await call(t.app, listFavourites, { token: a.token, query: { pageSize: 1 }, lang: 'zh-CN' }),
    );
    expect(zh.data.items[0]!.name).toMatch(/^测试藏品 /);
    // Only listings: none.
    expect((await list(a, { targetType: 'listing' })).data.items).toEqual([]);
  });

  it('refusals: an unknown target, a bad type or cursor, no session', async () => {
    const a = await createUserWithSession(t, 'demo');
    expect((await add(a, 99_999_999)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await add(a, 1, 'localhost', 'creator')).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await list(a, { cursor: 'abc' })).code).toBe(ErrorCode.VALIDATION_FAILED);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect(
      body(await call(t.app, getFavouriteStates, { token: a.token, query: { targetType: 'collection', ids: tooMany } })).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    const c = await createCollection(t, 'demo');
    const anon = body(await call(t.app, addFavourite, { body: { targetType: 'collection', targetId: c } }));
    expect(anon.code).toBe(ErrorCode.LOGIN_REQUIRED);
  });

  it('tenants are apart: another tenant’s collection is not found, its users see and count nothing of ours', async () => {
    const demo = await createUserWithSession(t, 'demo');
    const aurora = await createUserWithSession(t, 'aurora');
    const c = await createCollection(t, 'demo');
    const ac = await createCollection(t, 'aurora');
    expect((await add(demo, c)).code).toBe(0);

    expect((await add(aurora, c, AURORA)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await states(aurora, [c], AURORA)).data.items[0]).toMatchObject({ favourited: false, count: 0 });
    expect((await list(aurora, {}, AURORA)).data.items).toEqual([]);
    // The demo user on the aurora host (their session is the demo tenant's) is not signed in there.
    expect((await list(demo, {}, AURORA)).code).not.toBe(0);
    // A demo user cannot keep an aurora collection either.
    expect((await add(demo, ac)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await add(aurora, ac, AURORA)).data).toMatchObject({ favourited: true, count: 1 });
    expect((await list(demo)).data.items.map((e) => e.targetId)).toEqual([c]);
  });
});

describe(`a favourited collection's new listing in the inbox (${DB_KIND})`, () => {
  const listed = (e: {
    collectionId: number;
    listingId: number;
    priceFen: number;
    floorBeforeFen: number | null;
    sellerId: number;
  }) =>
    t.db.kysely
      .transaction()
      .execute((trx) => t.app.flows.favouriteEvents.onListed(trx, { tenantId: demoTenant, now: t.clock(), ...e }));

  const favouriteEvents = async (u: User) =>
    (await inbox(u)).data.items.filter((e) => e.kind === 'favourite_listed' || e.kind === 'favourite_price_drop');

  it('one event per favouriter, never the seller nor anyone else; a price below the floor is a drop', async () => {
    const fan1 = await createUserWithSession(t, 'demo');
    const fan2 = await createUserWithSession(t, 'demo');
    const seller = await createUserWithSession(t, 'demo');
    const other = await createUserWithSession(t, 'demo');
    const c = await createCollection(t, 'demo');
    const elsewhere = await createCollection(t, 'demo');
    for (const u of [fan1, fan2, seller]) expect((await add(u, c)).code).toBe(0);
    expect((await add(other, elsewhere)).code).toBe(0);

    // The first listing of the collection: no floor before it, so a new listing, not a drop.
    await listed({ collectionId: c, listingId: 501, priceFen: 5000, floorBeforeFen: null, sellerId: seller.userId });
    for (const u of [fan1, fan2]) {
      const events = await favouriteEvents(u);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kind: 'favourite_listed', ref: '501', cardNftId: null, readAt: null });
      expect(events[0]!.params).toMatchObject({ collectionId: c, amount: 5000 });
      expect(String(events[0]!.params.collection)).toMatch(/^Test drop /);
    }
    expect(await favouriteEvents(seller)).toEqual([]);
    expect(await favouriteEvents(other)).toEqual([]);

    // Above the floor: a new listing again. Below it: a price drop, carrying the old floor.
    await listed({ collectionId: c, listingId: 502, priceFen: 6000, floorBeforeFen: 5000, sellerId: fan2.userId });
    await listed({ collectionId: c, listingId: 503, priceFen: 4500, floorBeforeFen: 5000, sellerId: seller.userId });
    const fan1Events = await favouriteEvents(fan1);
    expect(fan1Events.map((e) => [e.kind, e.ref])).toEqual([
      ['favourite_price_drop', '503'],
      ['favourite_listed', '502'],
      ['favourite_listed', '501'],
    ]);
    expect(fan1Events[0]!.params).toMatchObject({ collectionId: c, amount: 4500, floor: 5000 });
    // fan2 sold 502: not told about their own listing.
    expect((await favouriteEvents(fan2)).map((e) => e.ref)).toEqual(['503', '501']);
    expect(await favouriteEvents(seller)).toHaveLength(1);
    expect((await inbox(fan1)).data.unread).toBe(3);

    // An equal price is no drop.
    await listed({ collectionId: c, listingId: 504, priceFen: 4500, floorBeforeFen: 4500, sellerId: seller.userId });
    expect((await favouriteEvents(fan1))[0]).toMatchObject({ kind: 'favourite_listed', ref: '504' });
  });

  it('a consign transaction that rolls back leaves no event; one who unfavourited hears nothing', async () => {
    const fan = await createUserWithSession(t, 'demo');
    const gone = await createUserWithSession(t, 'demo');
    const c = await createCollection(t, 'demo');
    expect((await add(fan, c)).code).toBe(0);
    expect((await add(gone, c)).code).toBe(0);
    expect((await remove(gone, c)).code).toBe(0);

    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await t.app.flows.favouriteEvents.onListed(trx, {
          tenantId: demoTenant,
          collectionId: c,
          listingId: 601,
          priceFen: 100,
          floorBeforeFen: null,
          sellerId: 0,
          now: t.clock(),
        });
        throw new Error('the consign failed after the hook');
      }),
    ).rejects.toThrow('the consign failed');
    expect(await favouriteEvents(fan)).toEqual([]);

    await listed({ collectionId: c, listingId: 602, priceFen: 100, floorBeforeFen: null, sellerId: 0 });
    expect((await favouriteEvents(fan)).map((e) => e.ref)).toEqual(['602']);
    expect(await favouriteEvents(gone)).toEqual([]);
  });

  it('many favouriters get one event each', async () => {
    const c = await createCollection(t, 'demo');
    const fans = await Promise.all(Array.from({ length: 12 }, () => createUserWithSession(t, 'demo')));
    await Promise.all(fans.map((u) => add(u, c)));
    await listed({ collectionId: c, listingId: 701, priceFen: 900, floorBeforeFen: 1000, sellerId: fans[0]!.userId });
    const rows = await t.db.kysely
      .selectFrom('inbox_events')
      .select(['user_id'])
      .where('tenant_id', '=', demoTenant)
      .where('ref', '=', '701')
      .where('kind', '=', 'favourite_price_drop')
      .execute();
    expect(rows.map((r) => r.user_id).sort((x, y) => x - y)).toEqual(
      fans
        .slice(1)
        .map((u) => u.userId)
        .sort((x, y) => x - y),
    );
  });
});

describe(`favourites and the resale market (${DB_KIND})`, () => {
  it('the consign flow tells the collection’s favouriters (not the seller); a listing is kept and ends when cancelled', async () => {
    const seller = await trader(t);
    const fan = await createUserWithSession(t, 'demo');
    const bystander = await createUserWithSession(t, 'demo');
    const { collectionId, ids } = await itemsOf(t, seller, { count: 2, price: 1_000 });
    expect((await add(fan, collectionId)).code).toBe(0);
    expect((await add(seller, collectionId)).code).toBe(0);

    // The first listing: news for the fan only.
    const first = await listed(t, seller, ids[0]!, 5_000);
    const events = (await inbox(fan)).data.items.filter((e) => e.ref === String(first));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'favourite_listed', params: { collectionId, amount: 5_000 } });
    expect((await inbox(seller)).data.items.filter((e) => e.kind.startsWith('favourite_'))).toEqual([]);
    expect((await inbox(bystander)).data.items).toEqual([]);

    // A second one below the floor: a price drop carrying the old floor.
    const second = await listed(t, seller, ids[1]!, 4_000);
    const drop = (await inbox(fan)).data.items.filter((e) => e.ref === String(second));
    expect(drop).toHaveLength(1);
    expect(drop[0]).toMatchObject({ kind: 'favourite_price_drop', params: { collectionId, amount: 4_000, floor: 5_000 } });

    // The listing itself kept: its card shows its price, serial and state; cancelled, it shows as ended.
    expect((await add(bystander, first, 'localhost', 'listing')).data).toMatchObject({ favourited: true, count: 1 });
    const kept = await list(bystander, { targetType: 'listing' });
    expect(kept.data.items).toHaveLength(1);
    expect(kept.data.items[0]).toMatchObject({
      targetType: 'listing',
      targetId: first,
      collectionId,
      price: 5_000,
      serial: 1,
      listingState: 'on-sale',
      ended: false,
    });
    expect((await unlist(t, seller, first)).code).toBe(0);
    expect((await list(bystander, { targetType: 'listing' })).data.items[0]).toMatchObject({
      listingState: 'cancelled',
      ended: true,
    });
    // An unknown listing is not found.
    expect((await add(bystander, 99_999_999, 'localhost', 'listing')).code).toBe(ErrorCode.NOT_FOUND);
  });
});
