import {
  ErrorCode,
  getInviteRanking,
  getInviteStats,
  listInvitees,
  type Invitee,
  type InviteRankEntry,
  type InviteStats,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { registerUser } from './identity-helpers';

// Invites (issue 20, decision 049) on SQLite and PostgreSQL: the windows counted with the clock moved,
// the standings (registered, verified, purchased), nobody counted twice, another tenant's rows never
// counted or shown, the leaderboard's order and my rank, and sessions required.

let t: TestApp;
let demo: number;
let aurora: number;
const DAY = 86_400_000;
const AURORA = 'aurora.localhost';

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantIdOf(t.db, 'demo');
  aurora = await tenantIdOf(t.db, 'aurora');
});
afterAll(async () => {
  await t.close();
});

type User = { userId: number; token: string };

const stats = (u: User, window: string, host = 'localhost') =>
  call(t.app, getInviteStats, { token: u.token, host, query: { window } }).then((r) => body<InviteStats>(r));
const invitees = (u: User, query: Record<string, number> = {}, host = 'localhost') =>
  call(t.app, listInvitees, { token: u.token, host, query }).then((r) =>
    body<{ items: Invitee[]; nextBefore: number | null }>(r),
  );
const ranking = (u: User, host = 'localhost') =>
  call(t.app, getInviteRanking, { token: u.token, host }).then((r) =>
    body<{ items: InviteRankEntry[]; mine: { rank: number | null; verifiedCount: number } }>(r),
  );

let seq = 0;
/** A user of the tenant invited by `inviterId`, registered at the app's time (rows as registration writes them). */
async function invitee(tenantId: number, inviterId: number, nickname?: string): Promise<number> {
  seq += 1;
  const now = t.clock();
  const row = await t.db.kysely
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      area_code: '+86',
      phone: `139${String(20_000_000 + seq).slice(-8)}`,
      nickname: nickname ?? `invitee${seq}`,
      avatar_url: '',
      intro: '',
      invite_code: `V${String(seq).padStart(6, 'B')}`.slice(0, 7),
      inviter_id: inviterId,
      password_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const verify = (userId: number) =>
  t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', userId).execute();

/** An order of the user, paid at the app's time (or left unpaid); refunded, or of another total, when asked. */
async function paidOrder(tenantId: number, userId: number, paid = true, o: { refunded?: boolean; total?: number } = {}) {
  seq += 1;
  const now = t.clock();
  await t.db.kysely
    .insertInto('orders')
    .values({
      tenant_id: tenantId,
      order_no: `INV${Date.now()}${seq}`,
      user_id: userId,
      business_type: 4,
      item_kind: 'collection',
      item_id: 1,
      quantity: 1,
      unit_price: o.total ?? 100,
      total_amount: o.total ?? 100,
      status: o.refunded ? 'refunded' : paid ? 'paid' : 'pending_payment',
      expires_at: now + 900_000,
      paid_at: paid ? now : null,
      ended_at: null,
      pay_method: paid ? 1 : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const counts = (s: { data: InviteStats }) => [s.data.invited, s.data.verified, s.data.firstPurchase];

describe(`invites (${DB_KIND})`, () => {
  it('counts the windows with the clock moved; standings; nobody twice; another tenant never', async () => {
    // A registered user (createUserWithSession's codes are not in the invite alphabet).
    const reg = await registerUser(t);
    const meRow = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', demo)
      .where('phone', '=', reg.phone)
      .executeTakeFirstOrThrow();
    const me = { userId: meRow.id, token: reg.token };
    // Sessions end while the clock moves by days: a new one after each move.
    const renew = async () => {
      me.token = await t.app.identity.sessions.create(demo, me.userId);
    };
    const code = (await stats(me, '7d')).data.inviteCode;
    expect(code).toMatch(/^[A-Z0-9]{7}$/);
    expect(counts(await stats(me, '3m'))).toEqual([0, 0, 0]);

    // Registering with my code binds me (the real call), three at once.
    const registered = await Promise.all([1, 2, 3].map(() => registerUser(t, { inviteCode: code })));
    const ids = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'inviter_id'])
      .where('tenant_id', '=', demo)
      .where(
        'phone',
        'in',
        registered.map((r) => r.phone),
      )
      .execute();
    expect(ids.map((r) => r.inviter_id)).toEqual([me.userId, me.userId, me.userId]);
    expect(counts(await stats(me, '7d'))).toEqual([3, 0, 0]);

    // A row of another tenant naming me as inviter is never mine.
    await invitee(aurora, me.userId);
    const early = await invitee(demo, me.userId, 'early');
    await paidOrder(demo, early, false); // unpaid: not a purchase

    t.clock.advance(10 * DAY);
    const late = await invitee(demo, me.userId, 'late');
    await verify(early);
    await paidOrder(demo, early);
    t.clock.advance(1000);
    await paidOrder(demo, early); // a second paid order is not a second first purchase
    // A refunded order and a free one (price 0) are no first purchase: `late` stays verified at most.
    await paidOrder(demo, late, true, { refunded: true });
    await paidOrder(demo, late, true, { total: 0 });
    await renew();
    // 7 days: only `late` registered, `early` verified and first paid; 1 and 3 months: all five.
    expect(counts(await stats(me, '7d'))).toEqual([1, 1, 1]);
    expect(counts(await stats(me, '1m'))).toEqual([5, 1, 1]);
    expect(counts(await stats(me, '3m'))).toEqual([5, 1, 1]);

    // The list: newest first, each with the highest standing reached; paged by `before`.
    await verify(late);
    const all = await invitees(me);
    expect(all.code, all.msg).toBe(0);
    expect(all.data.items.map((i) => i.nickname).slice(0, 2)).toEqual(['late', 'early']);
    expect(all.data.items.map((i) => i.standing)).toEqual(['verified', 'purchased', 'registered', 'registered', 'registered']);
    expect(all.data.items[0]!.phoneMasked).toMatch(/^139\*{4}\d{4}$/);
    expect(all.data.nextBefore).toBeNull();
    const p1 = await invitees(me, { limit: 2 });
    expect(p1.data.items.map((i) => i.nickname)).toEqual(['late', 'early']);
    const p2 = await invitees(me, { limit: 2, before: p1.data.nextBefore! });
    const p3 = await invitees(me, { limit: 2, before: p2.data.nextBefore! });
    expect([...p2.data.items, ...p3.data.items]).toEqual(all.data.items.slice(2));
    expect(p3.data.nextBefore).toBeNull();

    // 25 days on: `late` (25 days ago) is in the month; the first three and `early` (35 days) are not.
    t.clock.advance(25 * DAY);
    await renew();
    expect(counts(await stats(me, '7d'))).toEqual([0, 0, 0]);
    expect(counts(await stats(me, '1m'))).toEqual([1, 2, 1]);
    expect(counts(await stats(me, '3m'))).toEqual([5, 2, 1]);

    // Another tenant's user sees nothing of mine; my session does not open another tenant.
    const other = await createUserWithSession(t, 'aurora');
    expect(counts(await stats(other, '3m', AURORA))).toEqual([0, 0, 0]);
    expect((await invitees(other, {}, AURORA)).data.items).toEqual([]);
    expect((await stats(me, '7d', AURORA)).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('ranks inviters by verified invitees, ties to whoever reached the count first; my rank', async () => {
    const x = await createUserWithSession(t, 'aurora');
    const y = await createUserWithSession(t, 'aurora');
    const z = await createUserWithSession(t, 'aurora');
    const w = await createUserWithSession(t, 'aurora');
    // x and y both reach 2 verified; x first. z has 1; w has an unverified invitee only.
    for (const who of [x, y, x, y]) {
      await verify(await invitee(aurora, who.userId));
      t.clock.advance(1000);
    }
    await verify(await invitee(aurora, z.userId));
    await invitee(aurora, z.userId);
    await invitee(aurora, w.userId);
    // A demo-tenant user invited by x does not count on aurora.
    await verify(await invitee(demo, x.userId));

    const r = await ranking(x, AURORA);
    expect(r.code, r.msg).toBe(0);
    const nick = async (u: User) => (await t.app.identity.users.info(aurora, u.userId)).nickname;
    const names = r.data.items.map((i) => i.nickname);
    const [ix, iy, iz] = [names.indexOf(await nick(x)), names.indexOf(await nick(y)), names.indexOf(await nick(z))];
    expect(ix).toBeGreaterThanOrEqual(0);
    expect(iy).toBe(ix + 1);
    expect(iz).toBeGreaterThan(iy);
    expect(r.data.items[ix]).toMatchObject({ rank: ix + 1, verifiedCount: 2 });
    expect(r.data.items[ix]!.phoneMasked).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(r.data.items.map((i) => i.rank)).toEqual(r.data.items.map((_, i) => i + 1));
    expect(names).not.toContain(await nick(w));
    expect(r.data.mine).toEqual({ rank: ix + 1, verifiedCount: 2 });
    expect((await ranking(y, AURORA)).data.mine).toEqual({ rank: iy + 1, verifiedCount: 2 });
    expect((await ranking(z, AURORA)).data.mine).toEqual({ rank: iz + 1, verifiedCount: 1 });
    expect((await ranking(w, AURORA)).data.mine).toEqual({ rank: null, verifiedCount: 0 });
    // x's demo invitee counts on demo only.
    const demoUser = await createUserWithSession(t, 'demo');
    expect((await ranking(demoUser)).data.items.some((i) => i.verifiedCount > 0 && i.nickname === (names[ix] ?? ''))).toBe(false);
  });

  it('refuses without a session; validates the window and the page', async () => {
    for (const def of [getInviteStats, listInvitees, getInviteRanking]) {
      expect(body(await call(t.app, def, { query: {} })).code, def.operationId).toBe(ErrorCode.LOGIN_REQUIRED);
    }
    const me = await createUserWithSession(t, 'demo');
    expect((await stats(me, '1y')).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await invitees(me, { limit: 0 })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
