import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, RecipesTable } from '../../db/schema';

// The catalogue file's recipes (issue 18): the SQL of RecipeCatalogue on the synthesis tables, always in
// the caller's transaction (the catalogue's import or export).
export class RecipeCatalogueRepository {
  all(db: Kysely<Database>, tenantId: number) {
    return db.selectFrom('recipes').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  }

  fragments(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('recipe_fragments')
      .select(['recipe_id', 'collection_id', 'count'])
      .where('tenant_id', '=', tenantId)
      .orderBy('recipe_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async insert(db: Kysely<Database>, row: Insertable<RecipesTable>): Promise<number> {
    const r = await db.insertInto('recipes').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async update(db: Kysely<Database>, tenantId: number, id: number, set: Updateable<RecipesTable>): Promise<void> {
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
        list.map((f, sort) => ({
          tenant_id: tenantId,
          recipe_id: recipeId,
          collection_id: f.collectionId,
          count: f.count,
          sort,
        })),
      )
      .execute();
  }
}
