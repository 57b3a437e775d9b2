import {
  consign,
  ErrorCode,
  getMyCollectible,
  getProvenance,
  listInbox,
  listMyFragments,
  listRecipes,
  setDisplay,
  type MyFragment,
  type RecipeCard,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, checkSynthesisInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { collection, give, HOUR, itemsOf, makeRecipe, recipeOf, records, snapshot, synth } from './synthesis-helpers';
import { trader } from './market-helpers';
import { as, gift, member, memberWithoutChain, PAY_PASSWORD, type Member } from './transfer-helpers';

// Synthesis (issue 18, decision 041): a recipe's fragments are burned or pledged for a result, in one
// transaction; every refusal changes nothing.

let t: TestApp;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

async function invariantsHold() {
  expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  await t.app.flows.payProceeds.settled();
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
}

/** A recipe of 2 × A + 1 × B → R, and a member holding `sets` sets of fragments. */
async function setup(
  o: {
    mode?: 'burn' | 'pledge';
    sets?: number;
    holdHours?: number;
    ignoreCooling?: boolean;
    stock?: number;
    perUserLimit?: number;
    who?: Member;
  } = {},
) {
  const a = await collection(t);
  const b = await collection(t);
  const result = await collection(t);
  const recipeId = await makeRecipe(t, 'demo', {
    resultCollectionId: result,
    fragments: [
      { collectionId: a, count: 2 },
      { collectionId: b, count: 1 },
    ],
    mode: o.mode ?? 'burn',
    ...(o.mode === 'pledge' ? { pledgeHours: 48 } : {}),
    ...(o.ignoreCooling ? { ignoreCooling: true } : {}),
    ...(o.stock ? { stock: o.stock } : {}),
    ...(o.perUserLimit ? { perUserLimit: o.perUserLimit } : {}),
  });
  const m = o.who ?? (await member(t));
  const sets = o.sets ?? 1;
  const as_ = await give(t, m, a, 2 * sets, o.holdHours ?? 0);
  const bs = await give(t, m, b, sets, o.holdHours ?? 0);
  const set = (i: number) => [as_[2 * i]!, as_[2 * i + 1]!, bs[i]!];
  return { a, b, result, recipeId, m, as: as_, bs, set };
}

describe(`synthesis: burn and pledge (${DB_KIND})`, () => {
  it('a burn recipe burns the selected fragments and hands over the result in one step (done)', async () => {
    const s = await setup();
    const before = (await recipeOf(t, s.m, s.recipeId)).data;
    expect(before.canSynthesize).toBe(true);
    expect(before.reason).toBeNull();
    expect(before.fragments.map((f) => [f.count, f.owned, f.held])).toEqual([
      [2, 2, 2],
      [1, 1, 1],
    ]);
    const res = await synth(t, s.m, s.recipeId, s.set(0));
    expect(res.code, res.msg).toBe(0);
    expect(res.data.synthesis.status).toBe('done');
    expect(res.data.synthesis.pledgeEndsAt).toBeNull();
    expect(res.data.synthesis.inputs.map((i) => i.state)).toEqual(['burned', 'burned', 'burned']);
    expect(res.data.synthesis.result.collectionId).toBe(s.result);
    // The fragments are burned (consumed, one burn job each); the result is the user's (source synthesis, minting).
    expect((await itemsOf(t, s.set(0))).map((i) => i.status)).toEqual(['consumed', 'consumed', 'consumed']);
    const [result] = await itemsOf(t, [res.data.resultItemId]);
    expect(result).toMatchObject({ user_id: s.m.userId, collection_id: s.result, source: 'synthesis', status: 'held' });
    const burns = await t.db.kysely.selectFrom('chain_jobs').select('token_id').where('kind', '=', 'burn').execute();
    for (const i of await itemsOf(t, s.set(0))) expect(burns.map((b) => b.token_id)).toContain(i.token_id);
    // The detail counts it; the records list it; the inbox says so.
    const after = (await recipeOf(t, s.m, s.recipeId)).data;
    expect(after.usedByMe).toBe(1);
    expect(after.stockLeft).toBe(before.stockLeft - 1);
    expect(after.reason).toBe(ErrorCode.INSUFFICIENT_MATERIALS);
    const list = (await records(t, s.m)).data.items;
    expect(list[0]!.id).toBe(res.data.synthesis.id);
    const inbox = await as<{ items: { kind: string }[] }>(t, s.m, listInbox, { query: {} });
    expect(inbox.data.items.map((e) => e.kind)).toContain('synthesis_done');
    // The chain burns and mints.
    await t.app.chain.worker.runOnce();
    await t.app.chain.worker.runOnce();
    await invariantsHold();
  });

  it('a pledge recipe locks the fragments with a countdown; every action on them answers 5000034; the job gives them back once', async () => {
    // A trader (wallet open), so consigning reaches the pledge check.
    const s = await setup({ mode: 'pledge', sets: 2, who: await trader(t) });
    const res = await synth(t, s.m, s.recipeId, s.set(0));
    expect(res.code, res.msg).toBe(0);
    const ends = res.data.synthesis.pledgeEndsAt!;
    expect(res.data.synthesis.status).toBe('ing');
    expect(ends - res.data.serverTime).toBeGreaterThan(47 * HOUR);
    expect((await itemsOf(t, s.set(0))).map((i) => i.status)).toEqual(['pledged', 'pledged', 'pledged']);
    const pledgedId = s.set(0)[0]!;
    const detail = await as<{ status: string; pledgeEndsAt: number | null }>(t, s.m, getMyCollectible, {
      params: { cardNftId: String(pledgedId) },
    });
    expect(detail.data).toMatchObject({ status: 'pledged', pledgeEndsAt: ends });
    // Gift, consign, display, another synthesis: all refused with 5000034.
    const other = await member(t);
    expect((await gift(t, s.m, pledgedId, other)).code).toBe(ErrorCode.PLEDGED);
    const c = await as(t, s.m, consign, {
      body: { cardNftId: pledgedId, price: 5_000, payPassword: PAY_PASSWORD, agreed: true },
    });
    expect(c.code).toBe(ErrorCode.PLEDGED);
    expect((await as(t, s.m, setDisplay, { body: { cardNftId: pledgedId, displayed: 1 } })).code).toBe(ErrorCode.PLEDGED);
    expect((await synth(t, s.m, s.recipeId, [pledgedId, s.set(1)[1]!, s.set(1)[2]!])).code).toBe(ErrorCode.PLEDGED);
    // The fragment picker says why.
    const picker = await as<{ items: MyFragment[] }>(t, s.m, listMyFragments, {
      query: { recipeId: s.recipeId, collectionId: s.a },
    });
    const row = picker.data.items.find((i) => i.cardNftId === pledgedId)!;
    expect(row).toMatchObject({ usable: false, blockedBy: 'pledged', blockedUntil: ends });
    expect(picker.data.items.filter((i) => i.usable)).toHaveLength(2);
    await invariantsHold();

    // Not yet: the job leaves it.
    await t.app.jobs.runOnce();
    expect((await itemsOf(t, s.set(0))).map((i) => i.status)).toEqual(['pledged', 'pledged', 'pledged']);
    t.clock.advance(48 * HOUR + 1_000);
    await Promise.all([t.app.jobs.runOnce(), t.app.flows.releasePledges.run(), t.app.flows.releasePledges.run()]);
    expect((await itemsOf(t, s.set(0))).map((i) => [i.status, i.pledge_ends_at])).toEqual([
      ['held', null],
      ['held', null],
      ['held', null],
    ]);
    const rec = (await records(t, s.m, { status: 'finish' })).data.items;
    expect(rec.map((r) => r.id)).toEqual([res.data.synthesis.id]);
    expect(rec[0]!.inputs.map((i) => i.state)).toEqual(['returned', 'returned', 'returned']);
    const inbox = await as<{ items: { kind: string }[] }>(t, s.m, listInbox, { query: {} });
    expect(inbox.data.items.filter((e) => e.kind === 'pledge_finished')).toHaveLength(1);
    // The timeline shows the pledge and the return.
    const prov = await as<{ events: { kind: string }[] }>(t, s.m, getProvenance, { params: { cardNftId: String(pledgedId) } });
    expect(prov.data.events.map((e) => e.kind)).toEqual(['minted', 'pledged', 'returned']);
    // Usable again.
    expect((await gift(t, s.m, pledgedId, other)).code).toBe(0);
    await invariantsHold();
  });

  it('cooling fragments are refused (5000033) unless the recipe ignores cooling', async () => {
    const s = await setup({ holdHours: 24 });
    const before = await snapshot(t);
    const res = await synth(t, s.m, s.recipeId, s.set(0));
    // Every fragment is cooling: the user has no usable fragment → 5000031 (materials); the picker says cooling.
    expect(res.code).toBe(ErrorCode.INSUFFICIENT_MATERIALS);
    const picker = await as<{ items: MyFragment[] }>(t, s.m, listMyFragments, {
      query: { recipeId: s.recipeId, collectionId: s.a },
    });
    expect(picker.data.items.every((i) => i.blockedBy === 'cooling' && i.blockedUntil! > Date.now())).toBe(true);
    expect(await snapshot(t)).toEqual(before);
    // A recipe that ignores cooling takes them.
    const lenient = await makeRecipe(t, 'demo', {
      resultCollectionId: s.result,
      fragments: [
        { collectionId: s.a, count: 2 },
        { collectionId: s.b, count: 1 },
      ],
      ignoreCooling: true,
    });
    expect((await synth(t, s.m, lenient, s.set(0))).code).toBe(0);
    await invariantsHold();
  });

  it('a selected cooling item among usable ones answers 5000033', async () => {
    const s = await setup();
    const cooling = await give(t, s.m, s.a, 1, 24);
    const before = await snapshot(t);
    expect((await synth(t, s.m, s.recipeId, [cooling[0]!, s.set(0)[1]!, s.set(0)[2]!])).code).toBe(ErrorCode.COOLING_PERIOD);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe(`synthesis: refusals change nothing (${DB_KIND})`, () => {
  it('window, standing, limit, stock, selection, ownership and blocked items each answer their code', async () => {
    const s = await setup({ sets: 3, perUserLimit: 1, stock: 5 });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const expectRefused = async (who: Member, recipeId: number, ids: number[], code: number) => {
      const before = await snapshot(t);
      const res = await synth(t, who, recipeId, ids);
      expect(res.code, `${res.msg} (expected ${code})`).toBe(code);
      expect(await snapshot(t)).toEqual(before);
    };
    // Unknown recipe.
    await expectRefused(s.m, 999_999, s.set(0), ErrorCode.ACTIVITY_NOT_FOUND);
    // Not started, ended.
    const later = await makeRecipe(t, 'demo', {
      resultCollectionId: s.result,
      fragments: [{ collectionId: s.a, count: 2 }],
      startsAt: t.clock() + HOUR,
      endsAt: t.clock() + 2 * HOUR,
    });
    await expectRefused(s.m, later, s.set(0).slice(0, 2), ErrorCode.RECIPE_NOT_STARTED);
    const over = await makeRecipe(t, 'demo', {
      resultCollectionId: s.result,
      fragments: [{ collectionId: s.a, count: 2 }],
      startsAt: t.clock() - 2 * HOUR,
      endsAt: t.clock() - HOUR,
    });
    await expectRefused(s.m, over, s.set(0).slice(0, 2), ErrorCode.RECIPE_ENDED);
    expect((await recipeOf(t, s.m, over)).data.reason).toBe(ErrorCode.RECIPE_ENDED);
    // Not real-name verified; no chain account.
    const anon = { ...(await createUserWithSession(t, 'demo')), tenantCode: 'demo' };
    await expectRefused(anon, s.recipeId, s.set(0), ErrorCode.NOT_REAL_NAME);
    const noChain = await memberWithoutChain(t);
    await expectRefused(noChain, s.recipeId, s.set(0), ErrorCode.NO_CHAIN_ACCOUNT);
    // Selection: incomplete, duplicated, too many, an item of a collection the recipe does not name.
    await expectRefused(s.m, s.recipeId, s.set(0).slice(0, 2), ErrorCode.SELECT_REQUIRED);
    await expectRefused(s.m, s.recipeId, [s.set(0)[0]!, s.set(0)[0]!, s.set(0)[2]!], ErrorCode.SELECT_REQUIRED);
    await expectRefused(s.m, s.recipeId, [...s.set(0), s.set(1)[0]!], ErrorCode.SELECT_REQUIRED);
    expect(body400(await synth(t, s.m, s.recipeId, []))).toBe(ErrorCode.SELECT_REQUIRED);
    // An item of another user (while holding enough of my own): 5000031.
    const other = await member(t);
    const theirs = await give(t, other, s.a, 1);
    await expectRefused(s.m, s.recipeId, [theirs[0]!, s.set(0)[1]!, s.set(0)[2]!], ErrorCode.INSUFFICIENT_MATERIALS);
    // The other user lacks fragments: 5000031.
    await expectRefused(other, s.recipeId, [theirs[0]!], ErrorCode.INSUFFICIENT_MATERIALS);
    expect((await recipeOf(t, other, s.recipeId)).data).toMatchObject({
      canSynthesize: false,
      reason: ErrorCode.INSUFFICIENT_MATERIALS,
    });
    // Listed (on consignment) and frozen (a gift on chain) items.
    await t.db.kysely.updateTable('card_nfts').set({ status: 'on_consignment' }).where('id', '=', s.set(1)[0]!).execute();
    await expectRefused(s.m, s.recipeId, [s.set(1)[0]!, s.set(0)[1]!, s.set(0)[2]!], ErrorCode.ON_CONSIGNMENT);
    await t.db.kysely.updateTable('card_nfts').set({ status: 'frozen' }).where('id', '=', s.set(1)[1]!).execute();
    await expectRefused(s.m, s.recipeId, [s.set(1)[1]!, s.set(0)[1]!, s.set(0)[2]!], ErrorCode.TRANSFER_PENDING);
    await t.db.kysely
      .updateTable('card_nfts')
      .set({ status: 'held' })
      .where('id', 'in', [s.set(1)[0]!, s.set(1)[1]!])
      .execute();
    // One goes through; the second hits the per-person limit (1).
    expect((await synth(t, s.m, s.recipeId, s.set(0))).code).toBe(0);
    await expectRefused(s.m, s.recipeId, s.set(1), ErrorCode.SYNTHESIS_LIMIT_REACHED);
    expect((await recipeOf(t, s.m, s.recipeId)).data.reason).toBe(ErrorCode.SYNTHESIS_LIMIT_REACHED);
    // No results left.
    const scarce = await makeRecipe(t, 'demo', {
      resultCollectionId: s.result,
      fragments: [{ collectionId: s.b, count: 1 }],
      stock: 1,
    });
    expect((await synth(t, s.m, scarce, [s.set(1)[2]!])).code).toBe(0);
    await expectRefused(s.m, scarce, [s.set(2)[2]!], ErrorCode.CLAIMS_EXHAUSTED);
    // A withdrawn recipe.
    await t.app.flows.releasePledges.withdraw((await t.app.tenant.tenants.byId(tenantId))!, later, null);
    t.clock.advance(HOUR + 1_000);
    await expectRefused(s.m, later, s.set(2).slice(0, 2), ErrorCode.ACTIVITY_NOT_FOUND);
    await invariantsHold();
  });

  it('the recipe list is public, open first, with stock and fragments; withdrawn recipes are not listed', async () => {
    const res = await as<{ items: RecipeCard[]; nextCursor: string | null }>(t, null, listRecipes, { query: { pageSize: 50 } });
    expect(res.code).toBe(0);
    const states = res.data.items.map((r) => r.state);
    expect(states.indexOf('open')).toBe(0);
    expect(states.lastIndexOf('open')).toBeLessThan(states.indexOf('ended') === -1 ? Infinity : states.indexOf('ended'));
    const open = res.data.items.find((r) => r.state === 'open')!;
    expect(open.fragments.length).toBeGreaterThan(0);
    expect(open.stockLeft).toBeLessThanOrEqual(open.stockTotal);
    // Paging with a small page walks the same list.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { items: RecipeCard[]; nextCursor: string | null } } = await as(t, null, listRecipes, {
        query: { pageSize: 2, ...(cursor ? { cursor } : {}) },
      });
      seen.push(...page.data.items.map((r) => r.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(res.data.items.map((r) => r.id));
    const withdrawn = await t.db.kysely.selectFrom('recipes').select('id').where('withdrawn_at', 'is not', null).execute();
    for (const w of withdrawn) expect(seen).not.toContain(w.id);
  });
});

/** A validation refusal's code (the envelope carries it). */
function body400(res: { code: number }) {
  return res.code;
}
