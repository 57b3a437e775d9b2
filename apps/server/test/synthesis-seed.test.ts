import { listRecipes, type RecipeCard } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYNTHESIST, seedDemoSynthesis } from '../src/seed/demo-synthesis';
import { checkSynthesisInvariants } from './support/invariants';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { synth, recipeOf } from './synthesis-helpers';
import type { Member } from './transfer-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`the demo synthesis (${DB_KIND})`, () => {
  it(
    'each demo tenant gets an open burn recipe and an open pledge recipe, and a collector who can make both; seeding again changes nothing',
    { timeout: 120_000 },
    async () => {
      expect(await seedDemoSynthesis(t.app)).toEqual(['demo', 'aurora']);
      expect(await seedDemoSynthesis(t.app)).toEqual([]);
      for (const code of ['demo', 'aurora']) {
        const host = code === 'aurora' ? 'aurora.localhost' : 'localhost';
        const page = body<{ items: RecipeCard[] }>(await call(t.app, listRecipes, { host, query: { state: 'open' } }));
        expect(page.code, page.msg).toBe(0);
        expect(page.data.items.map((r) => r.mode).sort()).toEqual(['burn', 'pledge']);
        const tenantId = await tenantIdOf(t.db, code);
        const user = await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('phone', '=', DEMO_SYNTHESIST.phone)
          .executeTakeFirstOrThrow();
        const token = await t.app.identity.sessions.create(tenantId, user.id);
        const who: Member = { userId: user.id, token, tenantCode: code };
        for (const r of page.data.items) {
          const d = (await recipeOf(t, who, r.id)).data;
          expect(d.canSynthesize, `${code} ${r.mode}: reason ${d.reason}`).toBe(true);
        }
        // The collector makes the burn recipe once.
        const burn = page.data.items.find((r) => r.mode === 'burn')!;
        const items = await t.db.kysely
          .selectFrom('card_nfts')
          .select(['id', 'collection_id'])
          .where('user_id', '=', user.id)
          .where('status', '=', 'held')
          .orderBy('id')
          .execute();
        const pick = burn.fragments.flatMap((f) =>
          items
            .filter((i) => i.collection_id === f.collectionId)
            .slice(0, f.count)
            .map((i) => i.id),
        );
        const res = await synth(t, who, burn.id, pick);
        expect(res.code, res.msg).toBe(0);
      }
      expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
    },
  );
});
