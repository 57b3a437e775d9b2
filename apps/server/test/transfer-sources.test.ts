import {
  createPayment,
  createRedeemCodes,
  getProvenance,
  getSendDetailPage,
  listCirculation,
  openBox,
  operatorSaveAirdrop,
  recordSourceLabel,
  redeemCode,
  userAirDropTransfer,
  type CirculationRecord,
  type ProvenanceEvent,
  type SendRecord,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, castAs, give, mintAll } from './activity-helpers';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { buy, cashierPayment, itemsOf, listed, trader } from './market-helpers';
import { cashierAction, createBlindBox, createCollection, order } from './sale-helpers';
import { checkTransferInvariants } from './support/invariants';
import { makeRecipe, synth } from './synthesis-helpers';
import { as, gift, member, type Member } from './transfer-helpers';

// Each record carries its true source (issue 31, decision 062): every way a collectible comes or goes —
// purchase, blind box, airdrop, redemption, gift in and out, resale bought and sold, synthesis result and
// burned fragments, cast result and spent items — is written with its source, and the circulation records,
// the claims and the provenance timeline each say it (the contract's labels: one word per source).

const KEY = 'curio-dev-operator-token';

let t: TestApp;
let editor: ConsoleSession;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInConsole(t.app, { tenant: 'demo', role: 'editor' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const circulation = async (who: Member) =>
  (await as<{ items: CirculationRecord[] }>(t, who, listCirculation, { query: { pageSize: '50' } })).data.items;
const claims = async (who: Member) =>
  (await as<{ items: SendRecord[] }>(t, who, getSendDetailPage, { query: { page: '1', size: '50' } })).data.items;
const timeline = async (who: Member, cardNftId: number) => {
  const r = await as<{ events: ProvenanceEvent[] }>(t, who, getProvenance, { params: { cardNftId: String(cardNftId) } });
  expect(r.code, r.msg).toBe(0);
  return r.data.events;
};
/** Each record of `who` as [item, direction, source]. */
const sourcesOf = async (who: Member) => (await circulation(who)).map((r) => [r.item.cardNftId, r.direction, r.source]);
const itemOf = async (userId: number, collectionId: number) =>
  (
    await t.db.kysely
      .selectFrom('card_nfts')
      .select('id')
      .where('user_id', '=', userId)
      .where('collection_id', '=', collectionId)
      .executeTakeFirstOrThrow()
  ).id;

async function pay(who: Member, orderNo: string) {
  const payment = body<{ cashierUrl: string }>(
    await call(t.app, createPayment, { token: who.token, body: { orderNo, method: 1 } }),
  );
  expect(payment.code, payment.msg).toBe(0);
  expect((await cashierAction(t.app, payment.data.cashierUrl, 'pay')).status).toBe(303);
}

describe(`every source of a collectible has its own record (${DB_KIND})`, () => {
  it(
    'purchase, box, airdrop, redemption, synthesis, cast in; burned fragments and spent items out; gifts and resales both ways — in circulation, claims and provenance',
    { timeout: 120_000 },
    async () => {
      const me = await trader(t);
      const friend = await member(t);

      // A purchase, paid.
      const drop = await createCollection(t, 'demo', { supply: 10, holdHours: 0 });
      const placed = await order(t, me, drop);
      expect(placed.code, placed.msg).toBe(0);
      await pay(me, placed.data.orderNo);
      const bought = await itemOf(me.userId, drop);

      // A blind box, bought and opened.
      const { boxId, collectionIds } = await createBlindBox(t, 'demo', [1]);
      await t.app.flows.openBox.commitSeeds();
      const boxOrder = await order(t, me, boxId, { businessType: 3 });
      expect(boxOrder.code, boxOrder.msg).toBe(0);
      await pay(me, boxOrder.data.orderNo);
      const held = await t.db.kysely
        .selectFrom('box_holdings')
        .select('id')
        .where('user_id', '=', me.userId)
        .executeTakeFirstOrThrow();
      expect(body(await call(t.app, openBox, { token: me.token, body: { boxId: held.id } })).code).toBe(0);
      const drawn = await itemOf(me.userId, collectionIds[0]!);

      // An airdrop, received.
      const airdropped = await createCollection(t, 'demo', { supply: 10, holdHours: 0 });
      const saved = body<{ id: number }>(
        await call(t.app, operatorSaveAirdrop, {
          unsigned: true,
          headers: { authorization: `Bearer ${KEY}` },
          body: {
            key: `sources-${airdropped}`,
            collectionId: airdropped,
            audience: 'all',
            quantityPerUser: 1,
            startsAt: t.clock() - 60_000,
            endsAt: t.clock() + 86_400_000,
            claimsLimit: 10,
          },
        }),
      );
      expect(saved.code, saved.msg).toBe(0);
      expect(body(await call(t.app, userAirDropTransfer, { token: me.token, body: { airdropId: saved.data.id } })).code).toBe(0);
      const dropped = await itemOf(me.userId, airdropped);

      // A code's collectible, redeemed.
      const redeemable = await createCollection(t, 'demo', { supply: 10, holdHours: 0 });
      const batch = (
        await consoleCall(t.app, createRedeemCodes, editor, {
          body: {
            name: 'Sources',
            grants: { kind: 'collectible', collectionId: redeemable },
            count: 1,
            expiresAt: t.clock() + 86_400_000,
          },
        })
      ).json() as { code: number; data: { codes: string[] } };
      expect(batch.code).toBe(0);
      expect(
        body(await call(t.app, redeemCode, { token: me.token, ip: '10.62.0.1', body: { code: batch.data.codes[0]! } })).code,
      ).toBe(0);
      const redeemed = await itemOf(me.userId, redeemable);

      // A synthesis burning two fragments.
      const fragment = await createCollection(t, 'demo', { supply: 10, holdHours: 0 });
      const synthResult = await createCollection(t, 'demo', { supply: 10, holdHours: 0 });
      const recipe = await makeRecipe(t, 'demo', {
        fragments: [{ collectionId: fragment, count: 2 }],
        resultCollectionId: synthResult,
        stock: 5,
      });
      const fragments = await give(t, me, fragment, 2);
      await mintAll(t);
      const made = await synth(t, me, recipe, fragments);
      expect(made.code, made.msg).toBe(0);
      const synthesized = made.data.resultItemId;

      // Casts: holding one item, spending another.
      const qual = await createCollection(t, 'demo', { supply: 10, holdHours: 0 });
      const [heldItem, spentItem] = await give(t, me, qual, 2);
      await mintAll(t);
      const hold = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }] });
      const spend = await activity(t, { qualifying: [{ collectionId: qual, count: 1 }], mode: 'spend' });
      const heldCast = await castAs(t, me, hold.id, [heldItem!]);
      expect(heldCast.code, heldCast.msg).toBe(0);
      const spentCast = await castAs(t, me, spend.id, [spentItem!]);
      expect(spentCast.code, spentCast.msg).toBe(0);

      // A gift of the purchase to a friend; a resale of another item to a buyer.
      await mintAll(t);
      expect((await gift(t, me, bought, friend)).code).toBe(0);
      const sold = await itemsOf(t, me, { price: 1_000 });
      const listingId = await listed(t, me, sold.ids[0]!, 1_500);
      const buyer = await trader(t);
      const resale = await buy(t, buyer, listingId);
      expect(resale.code, resale.msg).toBe(0);
      const cashier = await cashierPayment(t, buyer, resale.data.orderNo);
      expect((await cashierAction(t.app, cashier.cashierUrl, 'pay')).status).toBe(303);
      await mintAll(t);

      // Circulation: each move with its own source.
      const mine = await sourcesOf(me);
      const expected: [number, 'in' | 'out', string][] = [
        [bought, 'in', 'purchase'],
        [bought, 'out', 'gift'],
        [drawn, 'in', 'box'],
        [dropped, 'in', 'airdrop'],
        [redeemed, 'in', 'redemption'],
        [fragments[0]!, 'out', 'synthesis_burn'],
        [fragments[1]!, 'out', 'synthesis_burn'],
        [synthesized, 'in', 'synthesis'],
        [heldCast.data.result.cardNftId, 'in', 'cast'],
        [spentItem!, 'out', 'cast_spend'],
        [spentCast.data.result.cardNftId, 'in', 'cast'],
        [sold.ids[0]!, 'out', 'resale'],
      ];
      for (const e of expected) expect(mine, JSON.stringify(e)).toContainEqual(e);
      // The held item did not leave; nothing is labelled by a business type without a word.
      expect(mine.filter(([id, dir]) => id === heldItem && dir === 'out')).toEqual([]);
      const all = await circulation(me);
      for (const r of all) expect(recordSourceLabel(r.source, 'zh-CN')).not.toMatch(/^\d+$/);
      const burn = all.find((r) => r.item.cardNftId === fragments[0] && r.direction === 'out')!;
      expect(burn).toMatchObject({ counterparty: null, businessType: 8 });
      expect(await sourcesOf(friend)).toContainEqual([bought, 'in', 'gift']);
      expect(await sourcesOf(buyer as Member)).toContainEqual([sold.ids[0]!, 'in', 'resale']);

      // Claims: the airdrop and the redemption are mine, each as itself; the gift is the friend's.
      const myClaims = (await claims(me)).map((c) => [c.item.cardNftId, c.kind]);
      expect(myClaims).toContainEqual([dropped, 'airdrop']);
      expect(myClaims).toContainEqual([redeemed, 'redemption']);
      expect(myClaims.map(([id]) => id)).not.toContain(synthesized);
      expect(myClaims.map(([id]) => id)).not.toContain(heldCast.data.result.cardNftId);
      expect((await claims(friend)).map((c) => [c.item.cardNftId, c.kind])).toContainEqual([bought, 'gift']);
      const airdropsOnly = await as<{ items: SendRecord[] }>(t, me, getSendDetailPage, { query: { status: '2' } });
      expect(airdropsOnly.data.items.map((c) => c.kind)).toEqual(['airdrop']);

      // Provenance: how each came to be, and why the burned ones went.
      const origin = async (who: Member, id: number) => (await timeline(who, id))[0];
      expect(await origin(me, drawn)).toMatchObject({ kind: 'minted', how: 'box' });
      expect(await origin(me, dropped)).toMatchObject({ kind: 'minted', how: 'airdrop' });
      expect(await origin(me, redeemed)).toMatchObject({ kind: 'minted', how: 'redemption' });
      expect(await origin(me, synthesized)).toMatchObject({ kind: 'minted', how: 'synthesis' });
      expect(await origin(me, heldCast.data.result.cardNftId)).toMatchObject({ kind: 'minted', how: 'cast' });
      const gifted = await timeline(friend, bought);
      expect(gifted.map((e) => [e.kind, 'how' in e ? e.how : null])).toEqual([
        ['minted', 'purchase'],
        ['transferred', 'gift'],
      ]);
      const resold = await timeline(buyer as Member, sold.ids[0]!);
      expect(resold.map((e) => [e.kind, 'how' in e ? e.how : null])).toEqual([
        ['minted', 'purchase'],
        ['transferred', 'sale'],
      ]);
      const burned = await timeline(me, fragments[0]!);
      expect(burned.at(-1)).toMatchObject({ kind: 'burned', how: 'synthesis', chain: { status: 'confirmed' } });
      const spent = await timeline(me, spentItem!);
      expect(spent.at(-1)).toMatchObject({ kind: 'burned', how: 'cast', chain: { status: 'confirmed' } });
      expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
    },
  );

  it('a record written without a source (before migration 0030) reads as what it stored', { timeout: 60_000 }, async () => {
    const me = await member(t);
    const tenantId = await tenantIdOf(t.db, 'demo');
    const [a, b, c] = await give(t, me, await createCollection(t, 'demo', { supply: 10, holdHours: 0 }), 3);
    const legacy = (cardNftId: number, businessType: number, saleKind: number | null) => ({
      tenant_id: tenantId,
      user_id: me.userId,
      card_nft_id: cardNftId,
      direction: 'in' as const,
      business_type: businessType,
      sale_kind: saleKind,
      counterparty_user_id: null,
      airdrop_id: null,
      chain_job_id: null,
      created_at: t.clock(),
    });
    await t.db.kysely
      .insertInto('circulation_records')
      .values([legacy(a!, 8, null), legacy(b!, 4, null), legacy(c!, 6, null)])
      .execute();
    const records = (await circulation(me)).filter((r) => r.source !== 'purchase');
    expect(records.map((r) => [r.item.cardNftId, r.source])).toEqual([
      [c, 'redemption'],
      [b, 'cast'],
      [a, 'synthesis'],
    ]);
  });
});
