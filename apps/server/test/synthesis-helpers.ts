import {
  getRecipe,
  listSyntheses,
  synthesize,
  type RecipeDetail,
  type RecipeSaveBody,
  type SynthesisRecord,
} from '@curio/contract';
import { DEFAULT_CHAIN_CHANNEL } from '../src/modules/tenant/index';
import { tenantIdOf, type TestApp } from './helpers';
import { createCollection } from './sale-helpers';
import { as, type Member } from './transfer-helpers';

export const HOUR = 3_600_000;

/** A new unlisted-or-not collection for fragments or results. */
export const collection = (t: TestApp, tenant = 'demo', o: { supply?: number; holdHours?: number } = {}) =>
  createCollection(t, tenant, { supply: o.supply ?? 1_000, holdHours: o.holdHours ?? 0 });

/** A recipe saved through the module's writer (the console's path without a session); answers its id. */
export async function makeRecipe(
  t: TestApp,
  tenant: string,
  o: Partial<RecipeSaveBody> & { fragments: { collectionId: number; count: number }[]; resultCollectionId: number },
): Promise<number> {
  const tenantId = await tenantIdOf(t.db, tenant);
  const now = t.clock();
  const r = await t.app.synthesis.recipes.save(tenantId, {
    name: { en: 'Test recipe' },
    mode: 'burn',
    startsAt: now - 60_000,
    endsAt: now + 24 * HOUR,
    stock: 100,
    perUserLimit: 10,
    ...o,
  } as RecipeSaveBody);
  return r.id;
}

/** `count` items of a collection handed to the user as a purchase would (mints in the outbox). */
export async function give(t: TestApp, who: Member, collectionId: number, count: number, holdHours = 0): Promise<number[]> {
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, who.tenantCode)))!;
  const address = (await t.app.identity.chainAccounts.addressOn(tenant.id, who.userId, DEFAULT_CHAIN_CHANNEL))!;
  const rows = await t.db.kysely.transaction().execute(async (trx) => {
    const serials = await t.app.order.orders.nextSerials(trx, tenant.id, collectionId, count);
    return t.app.flows.handOver.give(
      trx,
      { tenant, address, holdHours },
      { userId: who.userId, collectionId, serials, orderId: null, boxId: null },
      t.clock(),
    );
  });
  return rows.map((r) => r.id);
}

export function synth(t: TestApp, who: Member, recipeId: number, itemIds: number[]) {
  return as<{ synthesis: SynthesisRecord; resultItemId: number; serverTime: number }>(t, who, synthesize, {
    body: { recipeId, itemIds },
  });
}

export function recipeOf(t: TestApp, who: Member, id: number) {
  return as<RecipeDetail>(t, who, getRecipe, { params: { id: String(id) } });
}

export function records(t: TestApp, who: Member, q: Record<string, string | number> = {}) {
  return as<{ items: SynthesisRecord[]; nextCursor: string | null }>(t, who, listSyntheses, { query: q });
}

export async function itemsOf(t: TestApp, ids: number[]) {
  if (ids.length === 0) return [];
  return t.db.kysely.selectFrom('card_nfts').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** What a refusal must leave as it was: items, recipes, syntheses, chain jobs, inbox. */
export async function snapshot(t: TestApp) {
  const k = t.db.kysely;
  return {
    items: await k.selectFrom('card_nfts').select(['id', 'user_id', 'status', 'pledge_ends_at']).orderBy('id').execute(),
    recipes: await k.selectFrom('recipes').select(['id', 'used']).orderBy('id').execute(),
    syntheses: await k.selectFrom('syntheses').select(['id', 'status']).orderBy('id').execute(),
    jobs: (
      await k
        .selectFrom('chain_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    inbox: (
      await k
        .selectFrom('inbox_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  };
}
