import {
  ErrorCode,
  getActivity,
  getProvenance,
  listActivities,
  listCastRecords,
  listInbox,
  listQualifyingItems,
  type ActivityCard,
  type CastRecord,
  type ProvenanceEvent,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoPeople } from '../src/seed/demo-people';
import { activity, castAs, give, HOUR, mintAll, newCollection, type ActivityDetail, type Caster } from './activity-helpers';
import { body, call, createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { createBuyer, hostOf } from './sale-helpers';
import {
  checkActivityInvariants,
  checkAirdropInvariants,
  checkSaleInvariants,
  checkTransferInvariants,
  saleBaseline,
  type SaleBaseline,
} from './support/invariants';
import { gift, member } from './transfer-helpers';

// Casting activities (issue 18, decision 042; issue 31, decision 062): each collectible casts once per holder
// (a holder of three qualifying items casts three times, a new owner of a used item casts it again), within
// the stock and the per-user limit; hold mode marks the items used by their holder for that activity, spend
// mode burns them; every refusal changes nothing; races are decided by the database.

let t: TestApp;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const caster = async (tenantCode = 'demo'): Promise<Caster> => ({ ...(await createBuyer(t, tenantCode)), tenantCode });

async function invariantsHold() {
  expect(await checkActivityInvariants(t.db.kysely)).toEqual([]);
  // Casting hands results over beside the sale, the gifts and the airdrops: their rules still hold.
  await t.app.flows.payProceeds.settled();
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
  expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  expect(await checkAirdropInvariants(t.db.kysely)).toEqual([]);
}

/** Row counts a refusal must leave as they were (and the activities' cast counts). */
async function snapshot() {
  const count = async (table: 'card_nfts' | 'chain_jobs' | 'cast_records' | 'activity_item_uses' | 'inbox_events') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const consumed = Number(
    (
      await t.db.kysely
        .selectFrom('card_nfts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'consumed')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const casts = await t.db.kysely.selectFrom('activities').select(['id', 'cast_count']).orderBy('id').execute();
  return {
    card_nfts: await count('card_nfts'),
    chain_jobs: await count('chain_jobs'),
    cast_records: await count('cast_records'),
    uses: await count('activity_item_uses'),
    inbox: await count('inbox_events'),
    consumed,
    casts,
  };
}

const detail = async (who: Caster | null, id: number, tenantCode = 'demo') =>
  body<ActivityDetail>(
    await call(t.app, getActivity, {
      ...(who ? { token: who.token } : {}),
      host: hostOf(who?.tenantCode ?? tenantCode),
      lang: 'en',
      params: { id: String(id) },
    }),
  );

describe(`casting: hold mode (${DB_KIND})`, () => {
  it(
    'a holder casts: the result is theirs (source cast, mint in the outbox), the items stay theirs and are marked used; an item cast with is refused 4000031, fresh items cast again',
    { timeout: 60_000 },
    async () => {
      const qual = await newCollection(t);
      const a = await activity(t, { qualifying: [{ collectionId: qual, count: 2 }] });
      const me = await caster();
      const items = await give(t, me, qual, 3);
      await mintAll(t);

      const before = await detail(me, a.id);
      expect(before.code, before.msg).toBe(0);
      expect(before.data).toMatchObject({
        kind: 'cast',
        mode: 'hold',
        status: 'open',
        oncePerHolder: true,
        perUserLimit: 100,
        stock: { total: 100, left: 100 },
        qualifying: [{ collectionId: qual, count: 2, usable: 3 }],
        mine: { castAlready: false, casts: 0, canCast: true, reason: null },
      });
      expect(before.data.rulesHtml).toContain('Hold to cast.');

      const r = await castAs(t, me, a.id, items.slice(0, 2));
      expect(r.code, r.msg).toBe(0);
      expect(r.data.activity).toMatchObject({ id: a.id, mode: 'hold' });
      expect(r.data.items.map((i) => i.cardNftId)).toEqual(items.slice(0, 2));
      expect(r.data.items.every((i) => !i.spent)).toBe(true);
      expect(r.data.result.collectionId).toBe(a.resultCollectionId);
      expect(r.data.result.serial).toBe(1);

      const result = await t.db.kysely
        .selectFrom('card_nfts')
        .selectAll()
        .where('id', '=', r.data.result.cardNftId)
        .executeTakeFirstOrThrow();
      expect(result).toMatchObject({ user_id: me.userId, collection_id: a.resultCollectionId, source: 'cast', status: 'held' });
      const held = await t.db.kysely
        .selectFrom('card_nfts')
        .select(['id', 'status', 'user_id'])
        .where('id', 'in', items)
        .execute();
      expect(held.every((h) => h.status === 'held' && h.user_id === me.userId)).toBe(true);

      // The inbox says so; the result's provenance starts with "minted by a cast".
      const inbox = body<{ items: { kind: string; cardNftId: number | null }[] }>(
        await call(t.app, listInbox, { token: me.token, lang: 'en' }),
      );
      expect(inbox.data.items.find((e) => e.kind === 'cast_done')?.cardNftId).toBe(result.id);
      await mintAll(t);
      const timeline = body<{ events: ProvenanceEvent[] }>(
        await call(t.app, getProvenance, { token: me.token, params: { cardNftId: String(result.id) } }),
      );
      expect(timeline.data.events[0]).toMatchObject({ kind: 'minted', how: 'cast', chain: { status: 'confirmed' } });

      // Each collectible once per holder: the third item with one cast with already is refused.
      const snap = await snapshot();
      expect((await castAs(t, me, a.id, [items[2]!, items[0]!])).code).toBe(ErrorCode.CAST_ONCE);
      expect(await snapshot()).toEqual(snap);
      const after = await detail(me, a.id);
      expect(after.data.mine).toMatchObject({
        castAlready: true,
        casts: 1,
        castRecordId: r.data.id,
        canCast: false,
        reason: ErrorCode.CAST_ONCE,
      });
      expect(after.data.qualifying[0]!.usable).toBe(1);
      expect(after.data.stock.left).toBe(99);
      // The picker offers the item not cast with and says why the others are not.
      const offered = body<{ collections: { items: { cardNftId: number; usable: boolean; blockedBy: string | null }[] }[] }>(
        await call(t.app, listQualifyingItems, { token: me.token, params: { id: String(a.id) } }),
      );
      expect(offered.data.collections[0]!.items.map((i) => [i.cardNftId, i.usable, i.blockedBy])).toEqual([
        [items[2], true, null],
        [items[0], false, 'used'],
        [items[1], false, 'used'],
      ]);

      // A fourth item: with the third, a second cast.
      const [fourth] = await give(t, me, qual, 1);
      await mintAll(t);
      expect((await detail(me, a.id)).data.mine).toMatchObject({ casts: 1, canCast: true, reason: null });
      const second = await castAs(t, me, a.id, [items[2]!, fourth!]);
      expect(second.code, second.msg).toBe(0);
      expect(second.data.result.serial).toBe(2);
      expect((await detail(me, a.id)).data.mine).toMatchObject({
        castAlready: true,
        casts: 2,
        castRecordId: second.data.id,
        canCast: false,
        reason: ErrorCode.CAST_ONCE,
      });

      const records = body<{ items: CastRecord[]; nextCursor: string | null }>(
        await call(t.app, listCastRecords, { token: me.token, lang: 'en' }),
      );
      expect(records.data.items).toEqual([second.data, r.data]);
      await invariantsHold();
    },
  );

  it(
    'a holder of three qualifying items casts three times, then 4000031; within the per-user limit (5000204)',
    { timeout: 60_000 },
    async () => {
      const qual = await newCollection(t);
      const a = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }] });
      const me = await caster();
      const items = await give(t, me, qual, 3);
      await mintAll(t);
      for (const [n, id] of items.entries()) {
        const r = await castAs(t, me, a.id, [id]);
        expect(r.code, r.msg).toBe(0);
        expect((await detail(me, a.id)).data.mine).toMatchObject({ casts: n + 1 });
      }
      const snap = await snapshot();
      expect((await castAs(t, me, a.id, [items[1]!])).code).toBe(ErrorCode.CAST_ONCE);
      expect(await snapshot()).toEqual(snap);
      expect((await detail(me, a.id)).data.mine).toMatchObject({ casts: 3, canCast: false, reason: ErrorCode.CAST_ONCE });

      // The operator's per-user limit bounds the casts whatever one holds.
      const limited = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }], perUserLimit: 2 });
      expect((await detail(me, limited.id)).data).toMatchObject({ perUserLimit: 2, mine: { casts: 0, canCast: true } });
      expect((await castAs(t, me, limited.id, [items[0]!])).code).toBe(0);
      expect((await castAs(t, me, limited.id, [items[1]!])).code).toBe(0);
      const before = await snapshot();
      expect((await castAs(t, me, limited.id, [items[2]!])).code).toBe(ErrorCode.ACTIVITY_ORDER_LIMIT);
      expect(await snapshot()).toEqual(before);
      expect((await detail(me, limited.id)).data.mine).toMatchObject({
        casts: 2,
        canCast: false,
        reason: ErrorCode.ACTIVITY_ORDER_LIMIT,
      });
      await invariantsHold();
    },
  );

  it(
    'an item cast with serves another activity, and its new owner casts it again; back with its first holder it is refused 4000031',
    { timeout: 60_000 },
    async () => {
      const qual = await newCollection(t);
      const x = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }] });
      const y = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }] });
      const alice = await member(t);
      const bob = await member(t);
      const [item] = await give(t, alice, qual, 1);
      await mintAll(t);
      expect((await castAs(t, alice, x.id, [item!])).code).toBe(0);
      // The same item serves another activity.
      expect((await castAs(t, alice, y.id, [item!])).code).toBe(0);
      const again = await snapshot();
      expect((await castAs(t, alice, x.id, [item!])).code).toBe(ErrorCode.CAST_ONCE);
      expect(await snapshot()).toEqual(again);

      // Given to bob: a new holder, who may cast it in x.
      expect((await gift(t, alice, item!, bob)).code).toBe(0);
      await mintAll(t);
      const q = body<{ collections: { items: { cardNftId: number; usable: boolean; blockedBy: string | null }[] }[] }>(
        await call(t.app, listQualifyingItems, { token: bob.token, params: { id: String(x.id) } }),
      );
      expect(q.data.collections[0]!.items).toEqual([expect.objectContaining({ cardNftId: item, usable: true, blockedBy: null })]);
      const bobs = await castAs(t, bob, x.id, [item!]);
      expect(bobs.code, bobs.msg).toBe(0);
      expect(bobs.data.items.map((i) => i.cardNftId)).toEqual([item]);

      // Back to alice: she has cast with it in x already.
      expect((await gift(t, bob, item!, alice)).code).toBe(0);
      await mintAll(t);
      const back = body<{ collections: { items: { cardNftId: number; blockedBy: string | null }[] }[] }>(
        await call(t.app, listQualifyingItems, { token: alice.token, params: { id: String(x.id) } }),
      );
      expect(back.data.collections[0]!.items).toEqual([expect.objectContaining({ cardNftId: item, blockedBy: 'used' })]);
      const snap = await snapshot();
      expect((await castAs(t, alice, x.id, [item!])).code).toBe(ErrorCode.CAST_ONCE);
      expect(await snapshot()).toEqual(snap);
      expect((await detail(alice, x.id)).data.mine).toMatchObject({ casts: 1, canCast: false, reason: ErrorCode.CAST_ONCE });
      await invariantsHold();
      expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
    },
  );
});

describe(`casting: spend mode (${DB_KIND})`, () => {
  it('spending burns the items (consumed, a burn job each) and hands the result over', { timeout: 60_000 }, async () => {
    const q1 = await newCollection(t);
    const q2 = await newCollection(t);
    const a = await activity(t, {
      mode: 'spend',
      qualifying: [
        { collectionId: q1, count: 2 },
        { collectionId: q2, count: 1 },
      ],
    });
    const me = await caster();
    const ones = await give(t, me, q1, 2);
    const twos = await give(t, me, q2, 1);
    await mintAll(t);
    const r = await castAs(t, me, a.id, [...twos, ...ones]);
    expect(r.code, r.msg).toBe(0);
    expect(r.data.items.every((i) => i.spent)).toBe(true);
    const rows = await t.db.kysely
      .selectFrom('card_nfts')
      .select(['id', 'status', 'token_id'])
      .where('id', 'in', [...ones, ...twos])
      .execute();
    expect(rows.map((x) => x.status)).toEqual(['consumed', 'consumed', 'consumed']);
    const burns = await t.db.kysely
      .selectFrom('chain_jobs')
      .select(['token_id', 'status'])
      .where('kind', '=', 'burn')
      .where(
        'token_id',
        'in',
        rows.map((x) => x.token_id),
      )
      .execute();
    expect(burns).toHaveLength(3);
    await mintAll(t);
    const done = await t.db.kysely
      .selectFrom('chain_jobs')
      .select('status')
      .where('kind', '=', 'burn')
      .where(
        'token_id',
        'in',
        rows.map((x) => x.token_id),
      )
      .execute();
    expect(done.every((j) => j.status === 'confirmed')).toBe(true);
    // Spent items are gone from my items of the activity.
    const q = body<{ collections: { items: unknown[] }[] }>(
      await call(t.app, listQualifyingItems, { token: me.token, params: { id: String(a.id) } }),
    );
    expect(q.data.collections.map((c) => c.items.length)).toEqual([0, 0]);
    await invariantsHold();
  });
});

describe(`casting: refusals change nothing (${DB_KIND})`, () => {
  it('every refusal code, each leaving the database as it was', { timeout: 60_000 }, async () => {
    const qual = await newCollection(t);
    const other = await newCollection(t);
    const a = await activity(t, { qualifying: [{ collectionId: qual, count: 2 }] });
    const me = await caster();
    const items = await give(t, me, qual, 4);
    const [notQualifying] = await give(t, me, other, 1);
    await mintAll(t);
    const stranger = await caster();
    const [strangers] = await give(t, stranger, qual, 1);

    const refused = async (code: number, who: Caster, activityId: number, ids: number[]) => {
      const snap = await snapshot();
      const r = await castAs(t, who, activityId, ids);
      expect(r.code, `${code}: ${r.msg}`).toBe(code);
      expect(await snapshot()).toEqual(snap);
    };

    // The activity: unknown, disabled, of another tenant.
    await refused(ErrorCode.ACTIVITY_NOT_FOUND, me, 99_999_999, items.slice(0, 2));
    const disabled = await activity(t, { qualifying: [{ collectionId: qual, count: 2 }], enabled: false });
    await refused(ErrorCode.ACTIVITY_NOT_FOUND, me, disabled.id, items.slice(0, 2));
    const auroraQual = await newCollection(t, 'aurora');
    const aurora = await activity(t, { tenantCode: 'aurora', qualifying: [{ collectionId: auroraQual, count: 1 }] });
    await refused(ErrorCode.ACTIVITY_NOT_FOUND, me, aurora.id, items.slice(0, 1));

    // The caster's standing: no real name; a real name without a chain account.
    const anon = { ...(await createUserWithSession(t, 'demo')), tenantCode: 'demo' };
    await refused(ErrorCode.NOT_REAL_NAME, anon, a.id, items.slice(0, 2));

    // The window and the stock.
    const later = await activity(t, { qualifying: [{ collectionId: qual, count: 2 }], startsIn: HOUR });
    await refused(ErrorCode.ACTIVITY_NOT_STARTED, me, later.id, items.slice(0, 2));
    const over = await activity(t, { qualifying: [{ collectionId: qual, count: 2 }], startsIn: -2 * HOUR, endsIn: -HOUR });
    await refused(ErrorCode.ACTIVITY_ENDED, me, over.id, items.slice(0, 2));
    const withdrawn = await activity(t, { qualifying: [{ collectionId: qual, count: 2 }] });
    await t.app.activity.console.withdraw(await tenantIdOf(t.db, 'demo'), withdrawn.id, 'en');
    await refused(ErrorCode.ACTIVITY_ENDED, me, withdrawn.id, items.slice(0, 2));
    const one = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }], stock: 1 });
    expect((await castAs(t, stranger, one.id, [strangers!])).code).toBe(0);
    await refused(ErrorCode.CLAIMS_EXHAUSTED, me, one.id, items.slice(0, 1));
    expect((await detail(me, one.id)).data.mine?.reason).toBe(ErrorCode.CLAIMS_EXHAUSTED);

    // The selection: too few held, wrong counts, repeats, another collection, not mine.
    const needsFive = await activity(t, { qualifying: [{ collectionId: qual, count: 5 }] });
    await refused(ErrorCode.INSUFFICIENT_MATERIALS, me, needsFive.id, items);
    expect((await detail(me, needsFive.id)).data.mine?.reason).toBe(ErrorCode.INSUFFICIENT_MATERIALS);
    await refused(ErrorCode.SELECT_REQUIRED, me, a.id, items.slice(0, 1));
    await refused(ErrorCode.SELECT_REQUIRED, me, a.id, items.slice(0, 3));
    await refused(ErrorCode.SELECT_REQUIRED, me, a.id, [items[0]!, items[0]!]);
    await refused(ErrorCode.SELECT_REQUIRED, me, a.id, [items[0]!, notQualifying!]);
    await refused(ErrorCode.SELECT_REQUIRED, me, a.id, []);
    await refused(ErrorCode.NOT_FOUND, me, a.id, [items[0]!, strangers!]);

    // Items that cannot be used now: pledged, frozen (a gift on chain), on consignment.
    const setStatus = (id: number, status: 'held' | 'pledged' | 'frozen' | 'on_consignment') =>
      t.db.kysely.updateTable('card_nfts').set({ status }).where('id', '=', id).execute();
    for (const [status, code] of [
      ['pledged', ErrorCode.PLEDGED],
      ['on_consignment', ErrorCode.ON_CONSIGNMENT],
    ] as const) {
      await setStatus(items[1]!, status);
      await refused(code, me, a.id, items.slice(0, 2));
      await setStatus(items[1]!, 'held');
    }
    const blocks = body<{ collections: { items: { cardNftId: number; blockedBy: string | null }[] }[] }>(
      await call(t.app, listQualifyingItems, { token: me.token, params: { id: String(a.id) } }),
    );
    expect(blocks.data.collections[0]!.items.map((i) => i.blockedBy)).toEqual([null, null, null, null]);

    // Spending: an item still minting (5000173); one in its cooling period when the activity says so (5000033).
    const fresh = await newCollection(t);
    const spend = await activity(t, { mode: 'spend', qualifying: [{ collectionId: fresh, count: 1 }] });
    const [minting] = await give(t, me, fresh, 1);
    await refused(ErrorCode.CAST_ITEM_MINTING, me, spend.id, [minting!]);
    const cooling = await newCollection(t);
    const strict = await activity(t, { mode: 'spend', coolingBlocks: true, qualifying: [{ collectionId: cooling, count: 1 }] });
    const [cool] = await give(t, me, cooling, 1, 24);
    await mintAll(t);
    await refused(ErrorCode.COOLING_PERIOD, me, strict.id, [cool!]);
    const q = body<{ collections: { items: { blockedBy: string | null }[] }[] }>(
      await call(t.app, listQualifyingItems, { token: me.token, params: { id: String(strict.id) } }),
    );
    expect(q.data.collections[0]!.items[0]!.blockedBy).toBe('cooling');

    // After all that, the cast still works.
    expect((await castAs(t, me, a.id, items.slice(2, 4))).code).toBe(0);
    await invariantsHold();
  });

  it('a real name without a chain account is refused (7020078), visitors see no status', { timeout: 60_000 }, async () => {
    const qual = await newCollection(t);
    const a = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }] });
    const u = await createUserWithSession(t, 'demo');
    await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', u.userId).execute();
    const r = await castAs(t, { ...u, tenantCode: 'demo' }, a.id, [1]);
    expect(r.code, r.msg).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
    const visitor = await detail(null, a.id);
    expect(visitor.code).toBe(0);
    expect(visitor.data.mine).toBeNull();
    expect(visitor.data.qualifying[0]!.usable).toBeNull();
  });
});

describe(`casting: races (${DB_KIND})`, () => {
  it('30 concurrent casts by one holder with one item: exactly one (4000031 for the others)', { timeout: 60_000 }, async () => {
    const qual = await newCollection(t);
    const a = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }] });
    const me = await caster();
    const [item] = await give(t, me, qual, 1);
    await mintAll(t);
    const results = await Promise.all(Array.from({ length: 30 }, () => castAs(t, me, a.id, [item!])));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of results) if (r.code !== 0) expect(r.code, r.msg).toBe(ErrorCode.CAST_ONCE);
    const row = await t.db.kysely.selectFrom('activities').select('cast_count').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.cast_count).toBe(1);
    await invariantsHold();
  });

  it(
    '20 concurrent casts by one holder of 20 items under a per-user limit of 3: exactly 3 (5000204)',
    { timeout: 60_000 },
    async () => {
      const qual = await newCollection(t);
      const a = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }], perUserLimit: 3 });
      const me = await caster();
      const items = await give(t, me, qual, 20);
      await mintAll(t);
      const results = await Promise.all(items.map((id) => castAs(t, me, a.id, [id])));
      expect(results.filter((r) => r.code === 0)).toHaveLength(3);
      for (const r of results) if (r.code !== 0) expect(r.code, r.msg).toBe(ErrorCode.ACTIVITY_ORDER_LIMIT);
      const row = await t.db.kysely
        .selectFrom('activities')
        .select('cast_count')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(row.cast_count).toBe(3);
      await invariantsHold();
    },
  );

  it('two holders racing for the last result: one gets it, the other 5000032', { timeout: 60_000 }, async () => {
    const qual = await newCollection(t);
    const a = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }], stock: 1 });
    const one = await caster();
    const two = await caster();
    const [i1] = await give(t, one, qual, 1);
    const [i2] = await give(t, two, qual, 1);
    await mintAll(t);
    const [r1, r2] = await Promise.all([castAs(t, one, a.id, [i1!]), castAs(t, two, a.id, [i2!])]);
    expect([r1.code, r2.code].sort()).toEqual([0, ErrorCode.CLAIMS_EXHAUSTED].sort());
    await invariantsHold();
  });
});

describe(`activities: lists (${DB_KIND})`, () => {
  it('open, upcoming and ended lists with their order and paging; visitors see them', { timeout: 60_000 }, async () => {
    const qual = await newCollection(t, 'aurora');
    const made: number[] = [];
    for (const endsIn of [5 * HOUR, 3 * HOUR, 4 * HOUR])
      made.push((await activity(t, { tenantCode: 'aurora', qualifying: [{ collectionId: qual, count: 1 }], endsIn })).id);
    const soon = await activity(t, { tenantCode: 'aurora', qualifying: [{ collectionId: qual, count: 1 }], startsIn: HOUR });
    const past = await activity(t, {
      tenantCode: 'aurora',
      qualifying: [{ collectionId: qual, count: 1 }],
      startsIn: -3 * HOUR,
      endsIn: -HOUR,
    });
    const list = async (status: string, cursor?: string) =>
      body<{ items: ActivityCard[]; nextCursor: string | null }>(
        await call(t.app, listActivities, {
          host: hostOf('aurora'),
          lang: 'en',
          query: { status, pageSize: 2, ...(cursor ? { cursor } : {}) },
        }),
      ).data;
    // Every page of two, soonest ending first: mine among the others made by earlier tests, in their order.
    const open: ActivityCard[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const page = await list('open', cursor);
      expect(page.items.length).toBeLessThanOrEqual(2);
      open.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(new Set(open.map((a) => a.id)).size).toBe(open.length);
    expect(open.map((a) => a.endsAt)).toEqual([...open.map((a) => a.endsAt)].sort((x, y) => x - y));
    expect(open.filter((a) => made.includes(a.id)).map((a) => a.id)).toEqual([made[1], made[2], made[0]]);
    expect(open.find((a) => a.id === made[0])).toMatchObject({
      kind: 'cast',
      status: 'open',
      name: 'Test casting',
      stock: { total: 100, left: 100 },
    });
    expect(open.every((a) => a.status === 'open')).toBe(true);
    expect((await list('upcoming')).items.map((a) => a.id)).toContain(soon.id);
    expect((await list('ended')).items.map((a) => a.id)).toContain(past.id);
    expect(open.map((a) => a.id)).not.toContain(soon.id);
    expect(open.map((a) => a.id)).not.toContain(past.id);
  });
});

describe(`activities: the demo seed (${DB_KIND})`, () => {
  it(
    'each demo tenant gets a hold activity the demo collector can cast in, and a spend one; seeding again changes nothing',
    { timeout: 60_000 },
    async () => {
      await seedDemoPeople(t.app);
      expect(await seedDemoActivities(t.app)).toEqual(['demo', 'aurora']);
      expect(await seedDemoActivities(t.app)).toEqual([]);
      await mintAll(t);
      for (const code of ['demo', 'aurora']) {
        const tenantId = await tenantIdOf(t.db, code);
        const rows = await t.db.kysely
          .selectFrom('activities')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('key', 'in', ['demo-cast-hold', 'demo-cast-spend'])
          .orderBy('key')
          .execute();
        expect(rows.map((r) => r.mode)).toEqual(['hold', 'spend']);
        const collector = (await t.app.identity.users.lookup(tenantId, { areaCode: '+86', phone: '13700000001' }))!;
        const token = await t.app.identity.sessions.create(tenantId, collector.userId);
        const who: Caster = { userId: collector.userId, token, tenantCode: code };
        const hold = await detail(who, rows[0]!.id);
        expect(hold.data.mine, hold.msg).toMatchObject({ canCast: true });
        const spend = await detail(who, rows[1]!.id);
        expect(spend.data.mine, spend.msg).toMatchObject({ canCast: true });
        // The collector casts in the hold one with the item the page offers.
        const q = body<{ collections: { items: { cardNftId: number; usable: boolean }[] }[] }>(
          await call(t.app, listQualifyingItems, { token, host: hostOf(code), params: { id: String(rows[0]!.id) } }),
        );
        const pick = q.data.collections[0]!.items.find((i) => i.usable)!;
        expect((await castAs(t, who, rows[0]!.id, [pick.cardNftId])).code).toBe(0);
      }
    },
  );
});
