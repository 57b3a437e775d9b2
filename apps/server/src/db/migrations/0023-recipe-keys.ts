import type { Kysely } from 'kysely';

// Issue 18: the catalogue file names recipes by a key, like every other entry (decision 011): importing
// the same file again updates the rows with those keys. The key is unique per tenant; a recipe made in the
// console has none (NULL, and NULLs never collide) until a file names it: the export calls it
// `recipe-<id>`, and an import of that key takes the row and keeps the key. (Activities have their key
// from migration 0020.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('key', 'text').execute();
  await db.schema.createIndex('recipes_key').on('recipes').columns(['tenant_id', 'key']).unique().execute();
}
