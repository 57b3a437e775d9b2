import {
  ErrorCode,
  follow,
  getMyCollectible,
  getPersonalPage,
  listDisplayed,
  listFans,
  listFollowing,
  listMyCollectionItems,
  setDisplay,
  unfollow,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createUserWithSession, DB_KIND, tenantIdOf, type TestApp, createTestApp } from './helpers';
import { createCollection } from './sale-helpers';
import { DEMO_PEOPLE, seedDemoPeople } from '../src/seed/demo-people';

// Display on/off, the personal page and follows (issue 14, decision 028), on SQLite and PostgreSQL.

let t: TestApp;
let demoTenant: number;
let auroraTenant: number;

beforeAll(async () => {
  t = await createTestApp();
  demoTenant = await tenantIdOf(t.db, 'demo');
  auroraTenant = await tenantIdOf(t.db, 'aurora');
});
afterAll(async () => {
  await t.close();
});

const AURORA = 'aurora.localhost';
type User = { userId: number; token: string };

/** `n` collectibles of a new collection become the user's (the hand-over's step, without a purchase). */
async function giveItems(user: User, n: number, tenantCode = 'demo'): Promise<number[]> {
  const tenantId = tenantCode === 'demo' ? demoTenant : auroraTenant;
  const collectionId = await createCollection(t, tenantCode, { supply: 100 });
  const now = t.clock();
  const rows = await t.db.kysely.transaction().execute(async (trx) => {
    const serials = await t.app.order.orders.nextSerials(trx, tenantId, collectionId, n);
    return t.app.collectible.collectibles.addCollectibles(
      trx,
      serials.map((serial) => ({
        tenant_id: tenantId,
        user_id: user.userId,
        collection_id: collectionId,
        serial,
        token_id: String(BigInt(collectionId) * 2n ** 32n + BigInt(serial)),
        source: 'purchase' as const,
        order_id: null,
        box_id: null,
        status: 'held' as const,
        acquired_at: now,
        transferable_at: now,
      })),
    );
  });
  return rows.map((r) => r.id);
}

async function display(user: User, cardNftId: number, on: 0 | 1, host = 'localhost') {
  return body<{ cardNftId: number; displayed: boolean }>(
    await call(t.app, setDisplay, { token: user.token, host, body: { cardNftId, displayed: on } }),
  );
}

interface Page {
  user: Record<string, unknown>;
  me: boolean;
  followers: number;
  following: number;
  followed: boolean;
  followsMe: boolean;
  displayedCount: number;
  displayed: { items: { cardNftId: number; serial: number; tokenId: string; name: string }[]; nextCursor: string | null };
}

async function page(viewer: User, userId?: number, host = 'localhost') {
  return body<Page>(
    await call(t.app, getPersonalPage, { token: viewer.token, host, query: userId === undefined ? {} : { userId } }),
  );
}

const followBody = (viewer: User, userId: number, host = 'localhost') =>
  call(t.app, follow, { token: viewer.token, host, body: { userId } }).then((r) =>
    body<{ userId: number; followed: boolean; followers: number }>(r),
  );

describe(`display on/off (${DB_KIND})`, () => {
  it('the owner shows and hides an item; another user sees only what is shown; the holder sees its state', async () => {
    const owner = await createUserWithSession(t, 'demo');
    const viewer = await createUserWithSession(t, 'demo');
    const [a, b, c] = await giveItems(owner, 3);

    expect((await page(viewer, owner.userId)).data).toMatchObject({ displayedCount: 0, displayed: { items: [] } });
    expect((await display(owner, a!, 1)).data).toEqual({ cardNftId: a, displayed: true });
    expect((await display(owner, b!, 1)).data).toEqual({ cardNftId: b, displayed: true });
    // Idempotent: showing again changes nothing.
    expect((await display(owner, b!, 1)).code).toBe(0);

    const seen = await page(viewer, owner.userId);
    expect(seen.code).toBe(0);
    expect(seen.data.displayedCount).toBe(2);
    expect(seen.data.displayed.items.map((i) => i.cardNftId).sort()).toEqual([a, b].sort());
    expect(seen.data.displayed.items.map((i) => i.cardNftId)).not.toContain(c);

    // Hidden again: gone from another user's answer, and from the list call.
    expect((await display(owner, a!, 0)).data).toEqual({ cardNftId: a, displayed: false });
    expect((await display(owner, a!, 0)).code).toBe(0);
    const after = await page(viewer, owner.userId);
    expect(after.data.displayed.items.map((i) => i.cardNftId)).toEqual([b]);
    const listed = body<{ items: { cardNftId: number }[] }>(
      await call(t.app, listDisplayed, { token: viewer.token, query: { userId: owner.userId } }),
    );
    expect(listed.data.items.map((i) => i.cardNftId)).toEqual([b]);

    // The owner's own views carry the switch's state.
    const detail = body<{ displayed: boolean }>(
      await call(t.app, getMyCollectible, { token: owner.token, params: { cardNftId: String(b) } }),
    );
    expect(detail.data.displayed).toBe(true);
    const row = await t.db.kysely.selectFrom('card_nfts').select('collection_id').where('id', '=', a!).executeTakeFirstOrThrow();
    const items = body<{ items: { cardNftId: number; displayed: boolean }[] }>(
      await call(t.app, listMyCollectionItems, { token: owner.token, query: { collectionId: row.collection_id } }),
    );
    expect(Object.fromEntries(items.data.items.map((i) => [i.cardNftId, i.displayed]))).toEqual({
      [a!]: false,
      [b!]: true,
      [c!]: false,
    });
  });

  it('only the owner: another user, another tenant or a wrong id is not found; nothing changes', async () => {
    const owner = await createUserWithSession(t, 'demo');
    const other = await createUserWithSession(t, 'demo');
    const aurora = await createUserWithSession(t, 'aurora');
    const [a] = await giveItems(owner, 1);
    expect((await display(other, a!, 1)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await display(aurora, a!, 1, AURORA)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await display(owner, 99_999_999, 1)).code).toBe(ErrorCode.NOT_FOUND);
    expect(body(await call(t.app, setDisplay, { token: owner.token, body: { cardNftId: a, displayed: 2 } })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body(await call(t.app, setDisplay, { body: { cardNftId: a, displayed: 1 } })).code).toBe(ErrorCode.LOGIN_REQUIRED);
    const row = await t.db.kysely.selectFrom('card_nfts').select(['displayed']).where('id', '=', a!).executeTakeFirstOrThrow();
    expect(row.displayed).toBe(0);
  });

  it('a frozen item (transfer on chain) or a burned one is refused with its own code, and neither is ever shown', async () => {
    const owner = await createUserWithSession(t, 'demo');
    const viewer = await createUserWithSession(t, 'demo');
    const [frozen, burned] = await giveItems(owner, 2);
    expect((await display(owner, frozen!, 1)).code).toBe(0);
    expect((await display(owner, burned!, 1)).code).toBe(0);
    expect((await page(viewer, owner.userId)).data.displayedCount).toBe(2);

    // What the gift flow (freeze) and a synthesis (burn) do to the rows.
    await t.db.kysely.updateTable('card_nfts').set({ status: 'frozen' }).where('id', '=', frozen!).execute();
    await t.db.kysely.updateTable('card_nfts').set({ status: 'consumed' }).where('id', '=', burned!).execute();
    expect((await display(owner, frozen!, 0)).code).toBe(ErrorCode.DISPLAY_FROZEN);
    expect((await display(owner, frozen!, 1)).code).toBe(ErrorCode.DISPLAY_FROZEN);
    expect((await display(owner, burned!, 1)).code).toBe(ErrorCode.DISPLAY_BURNED);
    const seen = await page(viewer, owner.userId);
    expect(seen.data.displayedCount).toBe(0);
    expect(seen.data.displayed.items).toEqual([]);
    expect((await page(owner)).data.displayed.items).toEqual([]);
  });

  it('an ownership change hides the item: the step clears it, and a former owner’s display never shows for the new one', async () => {
    const from = await createUserWithSession(t, 'demo');
    const to = await createUserWithSession(t, 'demo');
    const viewer = await createUserWithSession(t, 'demo');
    const [a, b] = await giveItems(from, 2);
    expect((await display(from, a!, 1)).code).toBe(0);
    expect((await display(from, b!, 1)).code).toBe(0);

    t.clock.advance(1_000);
    const now = t.clock();
    // a: moved as a gift flow that runs the step; b: moved without it (only the owner and acquisition change).
    await t.db.kysely.transaction().execute(async (trx) => {
      await t.app.collectible.collectibles.hideOnOwnerChange(trx, demoTenant, a!);
      await trx.updateTable('card_nfts').set({ user_id: to.userId, acquired_at: now }).where('id', '=', a!).execute();
    });
    await t.db.kysely.updateTable('card_nfts').set({ user_id: to.userId, acquired_at: now }).where('id', '=', b!).execute();

    expect((await page(viewer, to.userId)).data).toMatchObject({ displayedCount: 0, displayed: { items: [] } });
    expect((await page(viewer, from.userId)).data).toMatchObject({ displayedCount: 0, displayed: { items: [] } });
    const row = await t.db.kysely.selectFrom('card_nfts').select('displayed').where('id', '=', a!).executeTakeFirstOrThrow();
    expect(row.displayed).toBe(0);
    // The new owner may show it again.
    t.clock.advance(1);
    expect((await display(to, b!, 1)).code).toBe(0);
    expect((await page(viewer, to.userId)).data.displayed.items.map((i) => i.cardNftId)).toEqual([b]);
  });

  it('the displayed list pages with its cursor, most recently shown first', async () => {
    const owner = await createUserWithSession(t, 'demo');
    const viewer = await createUserWithSession(t, 'demo');
    const ids = await giveItems(owner, 15);
    for (const id of ids) {
      t.clock.advance(1);
      expect((await display(owner, id, 1)).code).toBe(0);
    }
    const first = await page(viewer, owner.userId);
    expect(first.data.displayedCount).toBe(15);
    expect(first.data.displayed.items).toHaveLength(12);
    expect(first.data.displayed.items[0]!.cardNftId).toBe(ids.at(-1));
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const r = body<{ items: { cardNftId: number }[]; nextCursor: string | null }>(
        await call(t.app, listDisplayed, {
          token: viewer.token,
          query: { userId: owner.userId, pageSize: 4, ...(cursor ? { cursor } : {}) },
        }),
      );
      expect(r.code).toBe(0);
      seen.push(...r.data.items.map((i) => i.cardNftId));
      cursor = r.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });
});

describe(`the personal page (${DB_KIND})`, () => {
  it('carries only public fields: no phone number, no ID, nothing private', async () => {
    const owner = await createUserWithSession(t, 'demo');
    const viewer = await createUserWithSession(t, 'demo');
    const secretName = 'Zhang Secret';
    await t.db.kysely
      .updateTable('users')
      .set({
        nickname: 'Lin',
        intro: 'I collect maps',
        real_name_at: t.clock(),
        real_name_sealed: secretName,
        id_card_sealed: 'ID-SEALED',
      })
      .where('id', '=', owner.userId)
      .execute();
    const [a] = await giveItems(owner, 1);
    await display(owner, a!, 1);
    await followBody(viewer, owner.userId);
    const u = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', owner.userId).executeTakeFirstOrThrow();

    for (const res of [
      await call(t.app, getPersonalPage, { token: viewer.token, query: { userId: owner.userId } }),
      await call(t.app, getPersonalPage, { token: owner.token }),
      await call(t.app, listFans, { token: viewer.token, query: { userId: owner.userId } }),
      await call(t.app, listFollowing, { token: owner.token, query: { userId: viewer.userId } }),
    ]) {
      const text = res.body;
      expect(body(res).code).toBe(0);
      for (const secret of [u.phone, u.phone.slice(-4) + '"', u.invite_code, secretName, 'ID-SEALED'])
        expect(text, secret).not.toContain(secret);
      for (const key of ['phone', 'areaCode', 'idCard', 'realName', 'inviteCode', 'password', 'payPassword', 'single'])
        expect(text, key).not.toContain(`"${key}`);
    }
    const p = await page(viewer, owner.userId);
    expect(Object.keys(p.data).sort()).toEqual(
      ['displayed', 'displayedCount', 'followed', 'followers', 'following', 'followsMe', 'me', 'user'].sort(),
    );
    expect(Object.keys(p.data.user).sort()).toEqual(['avatar', 'id', 'intro', 'nickname']);
    expect(p.data.user).toEqual({ id: owner.userId, nickname: 'Lin', avatar: '', intro: 'I collect maps' });
    expect(Object.keys(p.data.displayed.items[0]!).sort()).toEqual(
      [
        'cardNftId',
        'collectionId',
        'coverUrl',
        'displayedAt',
        'mediaKind',
        'minted',
        'name',
        'serial',
        'tokenId',
        'totalSupply',
      ].sort(),
    );
    expect(p.data).toMatchObject({ me: false, followed: true, followsMe: false, followers: 1, following: 0 });
    const fans = body<{ items: Record<string, unknown>[] }>(
      await call(t.app, listFans, { token: viewer.token, query: { userId: owner.userId } }),
    );
    expect(Object.keys(fans.data.items[0]!).sort()).toEqual(['followed', 'followsMe', 'me', 'since', 'user']);
    expect(Object.keys(fans.data.items[0]!.user as object).sort()).toEqual(['avatar', 'id', 'nickname']);
  });

  it('my own page: me, no follow state; an unknown user is not found; login is required', async () => {
    const me = await createUserWithSession(t, 'demo');
    const mine = await page(me);
    expect(mine.data).toMatchObject({ me: true, followed: false, followsMe: false, user: { id: me.userId } });
    expect((await page(me, me.userId)).data.me).toBe(true);
    expect((await page(me, 99_999_999)).code).toBe(ErrorCode.NOT_FOUND);
    expect(body(await call(t.app, getPersonalPage, {})).code).toBe(ErrorCode.LOGIN_REQUIRED);
    for (const def of [listFans, listFollowing, listDisplayed])
      expect(body(await call(t.app, def, { query: {} })).code, def.operationId).toBe(ErrorCode.LOGIN_REQUIRED);
  });
});

describe(`follows (${DB_KIND})`, () => {
  it('follow and unfollow are idempotent; counts and both lists follow; follow-back state per row', async () => {
    const a = await createUserWithSession(t, 'demo');
    const b = await createUserWithSession(t, 'demo');
    const c = await createUserWithSession(t, 'demo');

    expect((await followBody(a, b.userId)).data).toEqual({ userId: b.userId, followed: true, followers: 1 });
    expect((await followBody(a, b.userId)).data).toEqual({ userId: b.userId, followed: true, followers: 1 });
    expect((await followBody(c, b.userId)).data.followers).toBe(2);
    expect((await followBody(b, a.userId)).data.followers).toBe(1);

    expect((await page(a, b.userId)).data).toMatchObject({ followers: 2, following: 1, followed: true, followsMe: true });
    expect((await page(c, b.userId)).data).toMatchObject({ followed: true, followsMe: false });

    // b's fans, as c sees them: a (c does not follow a), then c (that is c).
    const fans = body<{ items: { user: { id: number }; followed: boolean; followsMe: boolean; me: boolean }[] }>(
      await call(t.app, listFans, { token: c.token, query: { userId: b.userId } }),
    );
    expect(fans.data.items.map((r) => [r.user.id, r.followed, r.me])).toEqual([
      [c.userId, false, true],
      [a.userId, false, false],
    ]);
    // My fans (b): a and c; b follows a back, not c.
    const mine = body<{ items: { user: { id: number }; followed: boolean; followsMe: boolean }[] }>(
      await call(t.app, listFans, { token: b.token }),
    );
    expect(mine.data.items.map((r) => [r.user.id, r.followed, r.followsMe])).toEqual([
      [c.userId, false, true],
      [a.userId, true, true],
    ]);
    const following = body<{ items: { user: { id: number }; followed: boolean }[] }>(
      await call(t.app, listFollowing, { token: a.token }),
    );
    expect(following.data.items.map((r) => [r.user.id, r.followed])).toEqual([[b.userId, true]]);

    const off = body<{ followed: boolean; followers: number }>(
      await call(t.app, unfollow, { token: a.token, body: { userId: b.userId } }),
    );
    expect(off.data).toEqual({ userId: b.userId, followed: false, followers: 1 });
    const again = body<{ followed: boolean; followers: number }>(
      await call(t.app, unfollow, { token: a.token, body: { userId: b.userId } }),
    );
    expect(again.code).toBe(0);
    expect(again.data).toEqual({ userId: b.userId, followed: false, followers: 1 });
    expect((await page(a, b.userId)).data).toMatchObject({ followers: 1, followed: false, followsMe: true });
    expect(body<{ items: unknown[] }>(await call(t.app, listFollowing, { token: a.token })).data.items).toEqual([]);
  });

  it('self-follow is refused with FOLLOW_SELF; an unknown user is not found', async () => {
    const a = await createUserWithSession(t, 'demo');
    expect((await followBody(a, a.userId)).code).toBe(ErrorCode.FOLLOW_SELF);
    expect((await followBody(a, 99_999_999)).code).toBe(ErrorCode.NOT_FOUND);
    expect(body(await call(t.app, unfollow, { token: a.token, body: { userId: 99_999_999 } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await page(a)).data).toMatchObject({ followers: 0, following: 0 });
  });

  it('50 concurrent follows of one user by one follower count once; by 50 followers, 50', async () => {
    const star = await createUserWithSession(t, 'demo');
    const fan = await createUserWithSession(t, 'demo');
    const once = await Promise.all(Array.from({ length: 50 }, () => followBody(fan, star.userId)));
    expect(once.every((r) => r.code === 0 && r.data.followed)).toBe(true);
    expect((await page(fan, star.userId)).data).toMatchObject({ followers: 1, followed: true });
    const rows = await t.db.kysely.selectFrom('follows').select('id').where('followee_id', '=', star.userId).execute();
    expect(rows).toHaveLength(1);

    const others: User[] = [];
    for (let i = 0; i < 49; i++) others.push(await createUserWithSession(t, 'demo'));
    const many = await Promise.all(others.map((o) => followBody(o, star.userId)));
    expect(many.every((r) => r.code === 0)).toBe(true);
    expect((await page(fan, star.userId)).data.followers).toBe(50);

    // Paging the 50 fans with the cursor gives each once.
    const seen = new Set<number>();
    let cursor: string | null | undefined;
    do {
      const r = body<{ items: { user: { id: number } }[]; nextCursor: string | null }>(
        await call(t.app, listFans, { token: star.token, query: { pageSize: 7, ...(cursor ? { cursor } : {}) } }),
      );
      for (const row of r.data.items) seen.add(row.user.id);
      cursor = r.data.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(50);

    // 50 unfollows at once leave the one follower who stayed.
    await Promise.all(others.map((o) => call(t.app, unfollow, { token: o.token, body: { userId: star.userId } })));
    expect((await page(fan, star.userId)).data.followers).toBe(1);
  });
});

describe(`cross-tenant (${DB_KIND})`, () => {
  it('an Aurora user can never follow or view a Curio Demo user, nor list their fans, following or items', async () => {
    const demo = await createUserWithSession(t, 'demo');
    const aurora = await createUserWithSession(t, 'aurora');
    const [a] = await giveItems(demo, 1);
    await display(demo, a!, 1);

    expect((await page(aurora, demo.userId, AURORA)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await followBody(aurora, demo.userId, AURORA)).code).toBe(ErrorCode.NOT_FOUND);
    expect(body(await call(t.app, unfollow, { host: AURORA, token: aurora.token, body: { userId: demo.userId } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    for (const def of [listFans, listFollowing, listDisplayed]) {
      const r = body(await call(t.app, def, { host: AURORA, token: aurora.token, query: { userId: demo.userId } }));
      expect(r.code, def.operationId).toBe(ErrorCode.NOT_FOUND);
    }
    // A Curio Demo session is not valid on Aurora either, and the other way round.
    expect((await page(demo, demo.userId, AURORA)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await page(demo, aurora.userId)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await followBody(demo, aurora.userId)).code).toBe(ErrorCode.NOT_FOUND);
    expect(await t.db.kysely.selectFrom('follows').select('id').where('follower_id', '=', aurora.userId).execute()).toEqual([]);
    expect((await page(demo)).data.followers).toBe(0);
  });
});

describe(`the demo people (${DB_KIND})`, () => {
  it('each demo tenant gets a collector with a showcase, fans and follows, made once', async () => {
    expect(await seedDemoPeople(t.app)).toEqual(['demo', 'aurora']);
    expect(await seedDemoPeople(t.app)).toEqual([]);
    for (const [code, host] of [
      ['demo', 'localhost'],
      ['aurora', AURORA],
    ] as const) {
      const tenantId = code === 'demo' ? demoTenant : auroraTenant;
      const collector = await t.db.kysely
        .selectFrom('users')
        .select(['id', 'nickname', 'intro'])
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', DEMO_PEOPLE[0]!.phone)
        .executeTakeFirstOrThrow();
      const newcomer = await createUserWithSession(t, code);
      const p = await page(newcomer, collector.id, host);
      expect(p.code, code).toBe(0);
      expect(p.data).toMatchObject({ me: false, followers: 3, following: 2, displayedCount: 3, followed: false });
      expect(p.data.user.nickname).toBe(code === 'demo' ? '林悦' : 'Lin Yue');
      expect(p.data.user.intro).not.toBe('');
      expect(p.data.displayed.items).toHaveLength(3);
      for (const item of p.data.displayed.items) expect(item.name).not.toBe('');
      // One of the four items stays hidden (the demo's "show it" switch to try).
      const held = await t.db.kysely
        .selectFrom('card_nfts')
        .select(['id', 'displayed'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', collector.id)
        .execute();
      expect(held).toHaveLength(4);
      expect(held.filter((h) => h.displayed === 0)).toHaveLength(1);
      // Each item is minted through the outbox like a purchase's.
      const jobs = await t.db.kysely
        .selectFrom('chain_jobs')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', 'mint')
        .execute();
      expect(jobs.length).toBeGreaterThanOrEqual(4);
      const fans = body<{ items: { user: { id: number }; followed: boolean }[] }>(
        await call(t.app, listFans, { host, token: newcomer.token, query: { userId: collector.id } }),
      );
      expect(fans.data.items).toHaveLength(3);
    }
  });
});
