import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Synthesis (issue 18, decision 041).
// - recipes: an operator's rule "these fragments (collections × counts) give one item of the result
//   collection", burn or pledge (pledge_hours), within a window, with a stock of results (`used` only moves
//   while below `stock`: a conditional update, never oversold) and a per-person limit.
// - recipe_fragments: one row per fragment collection of a recipe, with its count.
// - syntheses: one per synthesis made (status ing | done | finish | cancel), with the result item.
//   (recipe, user, n) is unique: n is the user's n-th synthesis with the recipe (1..per_user_limit), so two
//   syntheses racing for one user's last allowance cannot both commit.
// - synthesis_inputs: the items a synthesis took (burned | pledged | returned).
// - card_nfts.pledge_ends_at: when a pledged item comes back (null unless status is pledged).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('recipes')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    /** JSON localized text. */
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON localized text. */
    .addColumn('description', 'text', (c) => c.notNull())
    /** '' : the result's cover. */
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('result_collection_id', 'integer', (c) => c.notNull())
    /** 'burn' | 'pledge' */
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('pledge_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ignore_cooling', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_user_limit', 'integer', (c) => c.notNull())
    .addColumn('withdrawn_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipes_window').on('recipes').columns(['tenant_id', 'ends_at', 'id']).execute();

  await db.schema
    .createTable('recipe_fragments')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('recipe_fragments_once')
    .on('recipe_fragments')
    .columns(['recipe_id', 'collection_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('syntheses')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** The user's n-th synthesis with the recipe (1 … per_user_limit). */
    .addColumn('n', 'integer', (c) => c.notNull())
    /** 'ing' | 'done' | 'finish' | 'cancel' */
    .addColumn('status', 'text', (c) => c.notNull())
    /** 'burn' | 'pledge', copied from the recipe. */
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('result_card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('result_collection_id', 'integer', (c) => c.notNull())
    .addColumn('result_serial', 'integer', (c) => c.notNull())
    .addColumn('pledge_ends_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('syntheses_once').on('syntheses').columns(['recipe_id', 'user_id', 'n']).unique().execute();
  await db.schema.createIndex('syntheses_user').on('syntheses').columns(['tenant_id', 'user_id', 'id']).execute();
  await db.schema.createIndex('syntheses_status').on('syntheses').columns(['status', 'pledge_ends_at']).execute();

  await db.schema
    .createTable('synthesis_inputs')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('synthesis_id', 'integer', (c) => c.notNull().references('syntheses.id').onDelete('cascade'))
    .addColumn('card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    /** 'burned' | 'pledged' | 'returned' */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('returned_at', 'bigint')
    .execute();
  await db.schema.createIndex('synthesis_inputs_of').on('synthesis_inputs').columns(['synthesis_id']).execute();
  await db.schema.createIndex('synthesis_inputs_item').on('synthesis_inputs').columns(['tenant_id', 'card_nft_id']).execute();

  await db.schema.alterTable('card_nfts').addColumn('pledge_ends_at', 'bigint').execute();
  await db.schema.createIndex('card_nfts_pledge').on('card_nfts').columns(['status', 'pledge_ends_at']).execute();
}
