import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, RecipeFragmentsTable, RecipesTable, SynthesesTable, SynthesisInputsTable } from '../../db/schema';

export type RecipeRow = Selectable<RecipesTable>;
export type RecipeFragmentRow = Selectable<RecipeFragmentsTable>;
export type SynthesisRow = Selectable<SynthesesTable>;
export type SynthesisInputRow = Selectable<SynthesisInputsTable>;

/** Where a recipe's window is at `now`, as SQL filters see it (a withdrawn recipe is ended). */
export type RecipeStateFilter = 'open' | 'upcoming' | 'ended';

/**
 * SQL on the synthesis tables (recipes, recipe_fragments, syntheses, synthesis_inputs). Writes take the
 * caller's transaction first; every query carries the tenant.
 */
export class SynthesisRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ── Recipes ────────────────────────────────────────────────────────────────────────────────────────

  recipe(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('recipes').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  recipesByIds(tenantId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('recipes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Recipes of a state (withdrawn ones are left out), keyset on (key, id) in the state's order. */
  publicPage(
    tenantId: number,
    state: RecipeStateFilter,
    now: number,
    limit: number,
    after?: { key: number; id: number },
  ): Promise<RecipeRow[]> {
    let q = this.db.selectFrom('recipes').selectAll().where('tenant_id', '=', tenantId).where('withdrawn_at', 'is', null);
    if (state === 'open') {
      q = q.where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('ends_at').orderBy('id');
      if (after)
        q = q.where((eb) =>
          eb.or([eb('ends_at', '>', after.key), eb.and([eb('ends_at', '=', after.key), eb('id', '>', after.id)])]),
        );
    } else if (state === 'upcoming') {
      q = q.where('starts_at', '>', now).orderBy('starts_at').orderBy('id');
      if (after)
        q = q.where((eb) =>
          eb.or([eb('starts_at', '>', after.key), eb.and([eb('starts_at', '=', after.key), eb('id', '>', after.id)])]),
        );
    } else {
      q = q.where('ends_at', '<=', now).orderBy('ends_at', 'desc').orderBy('id', 'desc');
      if (after)
        q = q.where((eb) =>
          eb.or([eb('ends_at', '<', after.key), eb.and([eb('ends_at', '=', after.key), eb('id', '<', after.id)])]),
        );
    }
    return q.limit(limit).execute();
  }

  /** The console's list: newest first, keyset on id. */
  consolePage(tenantId: number, limit: number, beforeId?: number) {
    let q = this.db.selectFrom('recipes').selectAll().where('tenant_id', '=', tenantId).orderBy('id', 'desc').limit(limit);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  async insertRecipe(db: Kysely<Database>, row: Insertable<RecipesTable>): Promise<number> {
    const r = await db.insertInto('recipes').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async updateRecipe(db: Kysely<Database>, tenantId: number, id: number, set: Updateable<RecipesTable>): Promise<void> {
    await db.updateTable('recipes').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  async replaceFragments(
    db: Kysely<Database>,
    tenantId: number,
    recipeId: number,
    list: { collectionId: number; count: number }[],
  ) {
    await db.deleteFrom('recipe_fragments').where('tenant_id', '=', tenantId).where('recipe_id', '=', recipeId).execute();
    if (list.length === 0) return;
    await db
      .insertInto('recipe_fragments')
      .values(
        list.map((f, i) => ({
          tenant_id: tenantId,
          recipe_id: recipeId,
          collection_id: f.collectionId,
          count: f.count,
          sort: i,
        })),
      )
      .execute();
  }

  fragmentsOf(tenantId: number, recipeIds: readonly number[], db: Kysely<Database> = this.db) {
    if (recipeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('recipe_fragments')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('recipe_id', 'in', [...recipeIds])
      .orderBy('recipe_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /**
   * Takes one result of the recipe's stock while it is open at `now`: one statement, so of many
   * syntheses racing for the last result exactly one moves `used`. False: none left (or closed).
   */
  async takeStock(db: Kysely<Database>, tenantId: number, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('recipes')
      .set({ used: sql`used + 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('withdrawn_at', 'is', null)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where((eb) => eb('used', '<', eb.ref('stock')))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Marks the recipe withdrawn, once; false when it was withdrawn already. */
  async withdraw(db: Kysely<Database>, tenantId: number, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('recipes')
      .set({ withdrawn_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ── Syntheses ──────────────────────────────────────────────────────────────────────────────────────

  async countOf(tenantId: number, recipeId: number, userId: number, db: Kysely<Database> = this.db): Promise<number> {
    const r = await db
      .selectFrom('syntheses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('recipe_id', '=', recipeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Per recipe: syntheses in all and those still running (ing). */
  async countsOf(tenantId: number, recipeIds: readonly number[]): Promise<Map<number, { all: number; ing: number }>> {
    if (recipeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('syntheses')
      .select(['recipe_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('recipe_id', 'in', [...recipeIds])
      .groupBy(['recipe_id', 'status'])
      .execute();
    const out = new Map<number, { all: number; ing: number }>();
    for (const r of rows) {
      const c = out.get(r.recipe_id) ?? { all: 0, ing: 0 };
      c.all += Number(r.n);
      if (r.status === 'ing') c.ing += Number(r.n);
      out.set(r.recipe_id, c);
    }
    return out;
  }

  async insertSynthesis(db: Kysely<Database>, row: Insertable<SynthesesTable>): Promise<SynthesisRow> {
    return db.insertInto('syntheses').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async insertInputs(db: Kysely<Database>, rows: Insertable<SynthesisInputsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('synthesis_inputs').values(rows).execute();
  }

  synthesis(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('syntheses').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  /** A user's syntheses, newest first, optionally of one status; keyset on id. */
  userPage(tenantId: number, userId: number, status: SynthesisRow['status'] | undefined, limit: number, beforeId?: number) {
    let q = this.db
      .selectFrom('syntheses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (status) q = q.where('status', '=', status);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  inputsOf(tenantId: number, synthesisIds: readonly number[], db: Kysely<Database> = this.db) {
    if (synthesisIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('synthesis_inputs')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('synthesis_id', 'in', [...synthesisIds])
      .orderBy('synthesis_id')
      .orderBy('id')
      .execute();
  }

  /** An item's synthesis inputs (its pledges and burns), oldest first, with their synthesis. */
  inputsOfItem(tenantId: number, cardNftId: number) {
    return this.db
      .selectFrom('synthesis_inputs as i')
      .innerJoin('syntheses as s', 's.id', 'i.synthesis_id')
      .select(['i.synthesis_id', 'i.state', 'i.returned_at', 's.created_at', 's.pledge_ends_at', 's.status', 's.mode'])
      .where('i.tenant_id', '=', tenantId)
      .where('i.card_nft_id', '=', cardNftId)
      .orderBy('i.id')
      .execute();
  }

  /** Running pledges due at `now` (every tenant), oldest first. */
  dueIng(now: number, limit: number) {
    return this.db
      .selectFrom('syntheses')
      .selectAll()
      .where('status', '=', 'ing')
      .where('pledge_ends_at', '<=', now)
      .orderBy('pledge_ends_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** A recipe's running pledges. */
  ingOf(tenantId: number, recipeId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('syntheses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('recipe_id', '=', recipeId)
      .where('status', '=', 'ing')
      .orderBy('id')
      .execute();
  }

  /** Ends a running pledge (ing → finish or cancel), once: false when it had ended already. */
  async endIng(db: Kysely<Database>, tenantId: number, id: number, status: 'finish' | 'cancel', now: number): Promise<boolean> {
    const r = await db
      .updateTable('syntheses')
      .set({ status, ended_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'ing')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The synthesis's pledged inputs are back. */
  async markReturned(db: Kysely<Database>, tenantId: number, synthesisId: number, now: number): Promise<void> {
    await db
      .updateTable('synthesis_inputs')
      .set({ state: 'returned', returned_at: now })
      .where('tenant_id', '=', tenantId)
      .where('synthesis_id', '=', synthesisId)
      .where('state', '=', 'pledged')
      .execute();
  }
}
