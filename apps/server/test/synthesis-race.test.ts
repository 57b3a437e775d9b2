import { ErrorCode } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSynthesisInvariants } from './support/invariants';
import { createTestApp, DB_KIND, startAnotherApp, tenantIdOf, type TestApp } from './helpers';
import { collection, give, HOUR, itemsOf, makeRecipe, synth } from './synthesis-helpers';
import { member } from './transfer-helpers';

// Synthesis under contention (decision 041): never more results than stock or allowance, an item used
// once, a pledge given back once whatever the number of runners.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`synthesis races (${DB_KIND})`, () => {
  it('30 concurrent syntheses by one user holding fragments for 3 → exactly 3', async () => {
    const a = await collection(t);
    const result = await collection(t);
    const recipeId = await makeRecipe(t, 'demo', {
      resultCollectionId: result,
      fragments: [{ collectionId: a, count: 2 }],
      perUserLimit: 30,
    });
    const m = await member(t);
    const ids = await give(t, m, a, 6);
    const pairs = [0, 1, 2].map((i) => [ids[2 * i]!, ids[2 * i + 1]!]);
    const codes = (await Promise.all(Array.from({ length: 30 }, (_, i) => synth(t, m, recipeId, pairs[i % 3]!)))).map(
      (r) => r.code,
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    // The losers found their items taken (or, having none left, lacked materials).
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.INSUFFICIENT_MATERIALS)).toBe(true);
    expect((await itemsOf(t, ids)).every((i) => i.status === 'consumed')).toBe(true);
    const made = await t.db.kysely.selectFrom('syntheses').select('id').where('recipe_id', '=', recipeId).execute();
    expect(made).toHaveLength(3);
    expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  });

  it('30 concurrent syntheses by one user with a per-person limit of 3 and fragments for 10 → exactly 3', async () => {
    const a = await collection(t);
    const result = await collection(t);
    const recipeId = await makeRecipe(t, 'demo', {
      resultCollectionId: result,
      fragments: [{ collectionId: a, count: 1 }],
      perUserLimit: 3,
    });
    const m = await member(t);
    const ids = await give(t, m, a, 10);
    const codes = (await Promise.all(Array.from({ length: 30 }, (_, i) => synth(t, m, recipeId, [ids[i % 10]!])))).map(
      (r) => r.code,
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(
      codes
        .filter((c) => c !== 0)
        .every((c) => c === ErrorCode.SYNTHESIS_LIMIT_REACHED || c === ErrorCode.INSUFFICIENT_MATERIALS),
    ).toBe(true);
    expect((await itemsOf(t, ids)).filter((i) => i.status === 'consumed')).toHaveLength(3);
    expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  });

  it('two users racing for the last result → one gets it, the other 5000032, and keeps their fragments', async () => {
    const a = await collection(t);
    const result = await collection(t);
    const recipeId = await makeRecipe(t, 'demo', {
      resultCollectionId: result,
      fragments: [{ collectionId: a, count: 1 }],
      stock: 1,
    });
    const one = await member(t);
    const two = await member(t);
    const [x] = await give(t, one, a, 1);
    const [y] = await give(t, two, a, 1);
    const codes = (await Promise.all([synth(t, one, recipeId, [x!]), synth(t, two, recipeId, [y!])])).map((r) => r.code);
    expect([...codes].sort()).toEqual([0, ErrorCode.CLAIMS_EXHAUSTED].sort());
    const loserItem = codes[0] === 0 ? y! : x!;
    expect((await itemsOf(t, [loserItem]))[0]!.status).toBe('held');
    expect(
      (await t.db.kysely.selectFrom('recipes').select('used').where('id', '=', recipeId).executeTakeFirstOrThrow()).used,
    ).toBe(1);
    expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  });

  it('a due pledge is given back once with two job runners (two processes) at once', async () => {
    const a = await collection(t);
    const result = await collection(t);
    const recipeId = await makeRecipe(t, 'demo', {
      resultCollectionId: result,
      fragments: [{ collectionId: a, count: 2 }],
      mode: 'pledge',
      pledgeHours: 1,
    });
    const m = await member(t);
    const ids = await give(t, m, a, 2);
    const res = await synth(t, m, recipeId, ids);
    expect(res.code, res.msg).toBe(0);
    t.clock.advance(HOUR + 1_000);
    const other = await startAnotherApp(t, { clock: t.clock });
    try {
      let ended: number[];
      if (DB_KIND === 'pg') {
        ended = await Promise.all([
          t.app.flows.releasePledges.run(),
          other.app.flows.releasePledges.run(),
          t.app.flows.releasePledges.run(),
          other.app.flows.releasePledges.run(),
        ]);
      } else {
        // SQLite (better-sqlite3) waits for another connection's write lock synchronously: two apps in ONE
        // test process would stall each other's event loop. The runners of one app race; the other
        // process's runner comes after them, as it would once the writer's lock is free.
        ended = await Promise.all([t.app.flows.releasePledges.run(), t.app.flows.releasePledges.run()]);
        ended.push(await other.app.flows.releasePledges.run());
      }
      expect(ended.reduce((n, x) => n + x, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect((await itemsOf(t, ids)).map((i) => i.status)).toEqual(['held', 'held']);
    const s = await t.db.kysely
      .selectFrom('syntheses')
      .selectAll()
      .where('id', '=', res.data.synthesis.id)
      .executeTakeFirstOrThrow();
    expect(s.status).toBe('finish');
    const events = await t.db.kysely
      .selectFrom('inbox_events')
      .select('id')
      .where('user_id', '=', m.userId)
      .where('kind', '=', 'pledge_finished')
      .execute();
    expect(events).toHaveLength(1);
    expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  });

  it('withdrawing a recipe cancels its running pledges: fragments back, results kept; a due-pledge job racing it returns nothing twice', async () => {
    const a = await collection(t);
    const result = await collection(t);
    const recipeId = await makeRecipe(t, 'demo', {
      resultCollectionId: result,
      fragments: [{ collectionId: a, count: 1 }],
      mode: 'pledge',
      pledgeHours: 2,
    });
    const users = [await member(t), await member(t)];
    const made: { item: number; result: number }[] = [];
    for (const u of users) {
      const [item] = await give(t, u, a, 1);
      const r = await synth(t, u, recipeId, [item!]);
      expect(r.code, r.msg).toBe(0);
      made.push({ item: item!, result: r.data.resultItemId });
    }
    t.clock.advance(2 * HOUR + 1_000);
    const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
    const [w] = await Promise.all([
      t.app.flows.releasePledges.withdraw(tenant, recipeId, null),
      t.app.flows.releasePledges.run(),
    ]);
    const statuses = (await t.db.kysely.selectFrom('syntheses').select('status').where('recipe_id', '=', recipeId).execute()).map(
      (s) => s.status,
    );
    // Each pledge ended once: cancelled by the withdrawal or finished by the job.
    expect(statuses.every((s) => s === 'cancel' || s === 'finish')).toBe(true);
    expect(statuses.filter((s) => s === 'cancel')).toHaveLength(w.cancelled);
    expect(
      (
        await itemsOf(
          t,
          made.map((m) => m.item),
        )
      ).map((i) => i.status),
    ).toEqual(['held', 'held']);
    expect(
      (
        await itemsOf(
          t,
          made.map((m) => m.result),
        )
      ).map((i) => i.status),
    ).toEqual(['held', 'held']);
    // Again: nothing more.
    const again = await t.app.flows.releasePledges.withdraw(tenant, recipeId, null);
    expect(again).toMatchObject({ cancelled: 0, returned: 0, withdrawnAt: w.withdrawnAt });
    expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  });
});
