import {
  createPayment,
  createRedeemCodes,
  ErrorCode,
  getActivity,
  openBox,
  operatorSaveAirdrop,
  redeemCode,
  userAirDropTransfer,
  type ActivityDetail,
  type HeldBox,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, castAs, give as giveItems, mintAll, type Caster } from './activity-helpers';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, type CallOptions, type TestApp } from './helpers';
import { cashierAction, createBlindBox, createBuyer, createCollection, hostOf, order } from './sale-helpers';
import {
  checkActivityInvariants,
  checkAirdropInvariants,
  checkSaleInvariants,
  checkSupplyInvariants,
  checkSynthesisInvariants,
  saleBaseline,
  type SaleBaseline,
} from './support/invariants';
import { give as giveFragments, makeRecipe, synth } from './synthesis-helpers';
import { member } from './transfer-helpers';
import { soldOf } from './support/stock';

// A collection's supply is a hard limit for every source (issue 31, decision 062): an airdrop, a cast, a
// redemption, a synthesis and a blind box's draw take their items from the collection's supply like a
// purchase does, and are numbered within it. At the edge each is refused with 5000039 before anything
// changes; racing for the last serial, exactly one gets it; a purchase never sells what another source took.

const KEY = 'curio-dev-operator-token';
const operator = (host = 'localhost'): CallOptions => ({ host, unsigned: true, headers: { authorization: `Bearer ${KEY}` } });

let t: TestApp;
let baseline: SaleBaseline;
let editor: ConsoleSession;
let ipSeq = 0;
/** A fresh client address (redemption attempts are counted per address). */
const ip = () => `10.31.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
  editor = await signInConsole(t.app, { tenant: 'demo', role: 'editor' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function invariantsHold() {
  expect(await checkSupplyInvariants(t.db.kysely)).toEqual([]);
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
  expect(await checkAirdropInvariants(t.db.kysely)).toEqual([]);
  expect(await checkActivityInvariants(t.db.kysely)).toEqual([]);
  expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
}

/** What a refusal must leave as it was: the collection's stock and counter, and every row a source writes. */
async function snapshot(collectionId: number) {
  const k = t.db.kysely;
  const count = async (table: 'card_nfts' | 'chain_jobs' | 'airdrop_claims' | 'cast_records' | 'syntheses' | 'inbox_events') =>
    Number(
      (
        await k
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    sold: await soldOf(k, 'collections', collectionId),
    counter:
      (await k.selectFrom('serial_counters').select('last_serial').where('collection_id', '=', collectionId).executeTakeFirst())
        ?.last_serial ?? 0,
    items: await count('card_nfts'),
    jobs: await count('chain_jobs'),
    claims: await count('airdrop_claims'),
    casts: await count('cast_records'),
    syntheses: await count('syntheses'),
    inbox: await count('inbox_events'),
    redeemed: (await k.selectFrom('redeem_codes').select('id').where('redeemed_by', 'is not', null).execute()).length,
    airdrops: await k.selectFrom('airdrops').select(['id', 'claimed_count']).orderBy('id').execute(),
    activities: await k.selectFrom('activities').select(['id', 'cast_count']).orderBy('id').execute(),
    recipes: await k.selectFrom('recipes').select(['id', 'used']).orderBy('id').execute(),
    drawn: await k.selectFrom('blind_box_items').select(['id', 'drawn_count']).orderBy('id').execute(),
  };
}

/** The serials numbered of a collection, ascending. */
const serialsOf = async (collectionId: number) =>
  (
    await t.db.kysely
      .selectFrom('card_nfts')
      .select('serial')
      .where('collection_id', '=', collectionId)
      .orderBy('serial')
      .execute()
  ).map((r) => r.serial);

let keySeq = 0;
async function airdrop(collectionId: number, quantityPerUser = 1, claimsLimit = 100): Promise<number> {
  const res = body<{ id: number }>(
    await call(t.app, operatorSaveAirdrop, {
      ...operator(),
      body: {
        key: `supply-airdrop-${(keySeq += 1)}`,
        collectionId,
        audience: 'all',
        quantityPerUser,
        startsAt: t.clock() - 60_000,
        endsAt: t.clock() + 86_400_000,
        claimsLimit,
      },
    }),
  );
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}

const receive = async (user: { token: string }, airdropId: number) =>
  body(await call(t.app, userAirDropTransfer, { token: user.token, body: { airdropId } })).code;

async function codes(collectionId: number, count: number): Promise<string[]> {
  const res = await consoleCall(t.app, createRedeemCodes, editor, {
    body: { name: 'Supply batch', grants: { kind: 'collectible', collectionId }, count, expiresAt: t.clock() + 86_400_000 },
  });
  const json = res.json() as { code: number; data: { codes: string[] } };
  expect(json.code).toBe(0);
  return json.data.codes;
}

const redeem = async (user: { token: string }, code: string) =>
  body(await call(t.app, redeemCode, { token: user.token, ip: ip(), body: { code } })).code;

describe(`the supply is a hard limit: airdrops (${DB_KIND})`, () => {
  it(
    'an airdrop that would number past the supply is refused 5000039 and changes nothing; racing for the last serial, one gets it',
    { timeout: 60_000 },
    async () => {
      const c = await createCollection(t, 'demo', { supply: 3, holdHours: 0 });
      const pairs = await airdrop(c, 2);
      const first = await createBuyer(t, 'demo');
      expect(await receive(first, pairs)).toBe(0);
      expect(await serialsOf(c)).toEqual([1, 2]);

      // Two more would make #4/3.
      const second = await createBuyer(t, 'demo');
      const before = await snapshot(c);
      expect(await receive(second, pairs)).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      expect(await snapshot(c)).toEqual(before);

      // One left: five users at once, one gets #3.
      const singles = await airdrop(c, 1);
      const racers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(t, 'demo')));
      const results = await Promise.all(racers.map((u) => receive(u, singles)));
      expect(results.filter((r) => r === 0)).toHaveLength(1);
      expect(results.filter((r) => r !== 0)).toEqual(Array.from({ length: 4 }, () => ErrorCode.SUPPLY_EXHAUSTED));
      expect(await serialsOf(c)).toEqual([1, 2, 3]);
      const after = await snapshot(c);
      expect(after).toMatchObject({ sold: 3, counter: 3 });
      expect(after.airdrops.find((a) => a.id === singles)?.claimed_count).toBe(1);
      await invariantsHold();
    },
  );
});

describe(`the supply is a hard limit: redemptions (${DB_KIND})`, () => {
  it('four codes racing for two serials: two redeem, two are refused 5000039 and stay unused', { timeout: 60_000 }, async () => {
    const c = await createCollection(t, 'demo', { supply: 2, holdHours: 0 });
    const printed = await codes(c, 4);
    const users = await Promise.all(printed.map(() => createBuyer(t, 'demo')));
    const results = await Promise.all(users.map((u, i) => redeem(u, printed[i]!)));
    expect(results.filter((r) => r === 0)).toHaveLength(2);
    expect(results.filter((r) => r !== 0)).toEqual([ErrorCode.SUPPLY_EXHAUSTED, ErrorCode.SUPPLY_EXHAUSTED]);
    expect(await serialsOf(c)).toEqual([1, 2]);
    const refused = printed.filter((_, i) => results[i] !== 0);
    const rows = await t.db.kysely
      .selectFrom('redeem_codes')
      .select(['last4', 'redeemed_by', 'card_nft_id'])
      .where(
        'last4',
        'in',
        refused.map((x) => x.slice(-4)),
      )
      .execute();
    for (const code of refused) {
      const row = rows.find((r) => r.last4 === code.slice(-4));
      expect(row, code).toMatchObject({ redeemed_by: null, card_nft_id: null });
    }
    // And once more, alone: refused before anything changes.
    const before = await snapshot(c);
    expect(await redeem(users[results.indexOf(ErrorCode.SUPPLY_EXHAUSTED)]!, refused[0]!)).toBe(ErrorCode.SUPPLY_EXHAUSTED);
    expect(await snapshot(c)).toEqual(before);
    await invariantsHold();
  });
});

describe(`the supply is a hard limit: casts (${DB_KIND})`, () => {
  it(
    'five holders racing for a result collection with two left: two cast, three are refused 5000039',
    { timeout: 60_000 },
    async () => {
      const qual = await createCollection(t, 'demo', { supply: 1_000, holdHours: 0 });
      const result = await createCollection(t, 'demo', { supply: 2, holdHours: 0 });
      const a = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }], resultCollectionId: result, stock: 100 });
      const holders: Caster[] = [];
      const items: number[] = [];
      for (let i = 0; i < 5; i++) {
        const h = { ...(await createBuyer(t, 'demo')), tenantCode: 'demo' };
        holders.push(h);
        items.push(...(await giveItems(t, h, qual, 1)));
      }
      await mintAll(t);
      const results = await Promise.all(holders.map((h, i) => castAs(t, h, a.id, [items[i]!])));
      expect(results.filter((r) => r.code === 0)).toHaveLength(2);
      for (const r of results) if (r.code !== 0) expect(r.code, r.msg).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      expect(await serialsOf(result)).toEqual([1, 2]);
      const loser = holders[results.findIndex((r) => r.code !== 0)]!;
      const detail = body<ActivityDetail>(
        await call(t.app, getActivity, { token: loser.token, host: hostOf('demo'), params: { id: String(a.id) } }),
      );
      expect(detail.data.mine).toMatchObject({ canCast: false, reason: ErrorCode.SUPPLY_EXHAUSTED });
      const before = await snapshot(result);
      expect((await castAs(t, loser, a.id, [items[holders.indexOf(loser)]!])).code).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      expect(await snapshot(result)).toEqual(before);
      expect(before.activities.find((x) => x.id === a.id)?.cast_count).toBe(2);
      await invariantsHold();
    },
  );
});

describe(`the supply is a hard limit: syntheses (${DB_KIND})`, () => {
  it(
    'a recipe whose result collection another source filled: the synthesis past the supply is refused 5000039, its fragments stay',
    { timeout: 60_000 },
    async () => {
      const fragment = await createCollection(t, 'demo', { supply: 1_000, holdHours: 0 });
      const result = await createCollection(t, 'demo', { supply: 3, holdHours: 0 });
      const recipe = await makeRecipe(t, 'demo', {
        fragments: [{ collectionId: fragment, count: 1 }],
        resultCollectionId: result,
        stock: 3,
      });
      // A code gives one of the result collection away: two are left for three syntheses.
      const [code] = await codes(result, 1);
      expect(await redeem(await createBuyer(t, 'demo'), code!)).toBe(0);
      const makers = await Promise.all(Array.from({ length: 3 }, () => member(t)));
      const frags = new Map<number, number[]>();
      for (const m of makers) frags.set(m.userId, await giveFragments(t, m, fragment, 1));
      await mintAll(t);
      const results = await Promise.all(makers.map((m) => synth(t, m, recipe, frags.get(m.userId)!)));
      expect(results.filter((r) => r.code === 0)).toHaveLength(2);
      const lost = results.findIndex((r) => r.code !== 0);
      expect(results[lost]!.code, results[lost]!.msg).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      expect(await serialsOf(result)).toEqual([1, 2, 3]);
      // The refused maker's fragment is still held; the recipe gave two.
      const [kept] = frags.get(makers[lost]!.userId)!;
      const row = await t.db.kysely
        .selectFrom('card_nfts')
        .select(['status', 'user_id'])
        .where('id', '=', kept!)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'held', user_id: makers[lost]!.userId });
      const before = await snapshot(result);
      expect(before.recipes.find((r) => r.id === recipe)?.used).toBe(2);
      expect((await synth(t, makers[lost]!, recipe, [kept!])).code).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      expect(await snapshot(result)).toEqual(before);
      await invariantsHold();
    },
  );
});

describe(`the supply is a hard limit: blind boxes and purchases (${DB_KIND})`, () => {
  it(
    'a box whose item another source took: the last opening is refused 5000039 and the box stays unopened',
    { timeout: 60_000 },
    async () => {
      const buyer = await createBuyer(t, 'demo');
      const { boxId, collectionIds } = await createBlindBox(t, 'demo', [2], { limit: 5 });
      const [c] = collectionIds;
      await t.app.flows.openBox.commitSeeds();
      // One of the box's two is airdropped away.
      expect(await receive(await createBuyer(t, 'demo'), await airdrop(c!, 1))).toBe(0);
      const placed = await order(t, buyer, boxId, { businessType: 3, quantity: 2 });
      expect(placed.code, placed.msg).toBe(0);
      const payment = body<{ cashierUrl: string }>(
        await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
      );
      expect((await cashierAction(t.app, payment.data.cashierUrl, 'pay')).status).toBe(303);
      const boxes = await t.db.kysely
        .selectFrom('box_holdings')
        .select('id')
        .where('user_id', '=', buyer.userId)
        .orderBy('id')
        .execute();
      expect(boxes).toHaveLength(2);
      const open = async (id: number) =>
        body<{ box: HeldBox }>(await call(t.app, openBox, { token: buyer.token, body: { boxId: id } }));
      expect((await open(boxes[0]!.id)).code).toBe(0);
      const before = await snapshot(c!);
      expect((await open(boxes[1]!.id)).code).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      expect(await snapshot(c!)).toEqual(before);
      const still = await t.db.kysely
        .selectFrom('box_holdings')
        .select('opened_at')
        .where('id', '=', boxes[1]!.id)
        .executeTakeFirstOrThrow();
      expect(still.opened_at).toBeNull();
      expect(await serialsOf(c!)).toEqual([1, 2]);
      await invariantsHold();
    },
  );

  it(
    'a drop shares its supply with the other sources: the sale sells only what is left, so a paid order always gets its serial',
    { timeout: 60_000 },
    async () => {
      const c = await createCollection(t, 'demo', { supply: 3, holdHours: 0, limit: 5 });
      expect(await receive(await createBuyer(t, 'demo'), await airdrop(c, 2))).toBe(0);
      const buyer = await createBuyer(t, 'demo');
      const tooMany = await order(t, buyer, c, { quantity: 2 });
      expect(tooMany.code).toBe(ErrorCode.INVENTORY_SHORTAGE);
      const placed = await order(t, buyer, c, { quantity: 1 });
      expect(placed.code, placed.msg).toBe(0);
      // The last unit is the buyer's while the order is unpaid: an airdrop cannot take it.
      expect(await receive(await createBuyer(t, 'demo'), await airdrop(c, 1))).toBe(ErrorCode.SUPPLY_EXHAUSTED);
      const payment = body<{ cashierUrl: string }>(
        await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
      );
      expect((await cashierAction(t.app, payment.data.cashierUrl, 'pay')).status).toBe(303);
      expect(await serialsOf(c)).toEqual([1, 2, 3]);
      expect((await order(t, await createBuyer(t, 'demo'), c, { quantity: 1 })).code).toBe(ErrorCode.SOLD_OUT);
      await invariantsHold();
    },
  );
});
