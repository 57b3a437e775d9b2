import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Activities (issue 18, decision 042). `activities` holds every kind of activity: 'cast' now (a casting
// activity: holders of the qualifying collections get one item of the result collection, once per
// holder, within a window and a stock of results); 'coupon' and 'physical' join with issue 19 (their own
// columns then). `cast_records` is one row per cast, unique per (tenant, activity, user): the database
// keeps "once per holder" even when two casts race. `activity_item_uses` is one row per item used in a
// cast, unique per (activity, item): an item held for an activity serves it once (any owner), and may
// serve other activities. The results never pass the stock: `cast_count` only moves while it is below
// `stock` (a conditional update).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('activities')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    /** Stable per tenant: the seed (and a catalogue file) find an activity by it; console-made ones get one. */
    .addColumn('key', 'text', (c) => c.notNull())
    /** 'cast' | 'coupon' | 'physical' (the last two: issue 19). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON localized text. */
    .addColumn('name', 'text', (c) => c.notNull())
    /** '' : the result collection's cover. */
    .addColumn('cover_url', 'text', (c) => c.notNull())
    /** JSON localized sanitized HTML. */
    .addColumn('rules', 'text', (c) => c.notNull())
    /** The collection a cast mints one item of (cast); null for kinds without one. */
    .addColumn('result_collection_id', 'integer')
    /** JSON [{collectionId, count}]: what one cast needs, per collection. */
    .addColumn('qualifying', 'text', (c) => c.notNull())
    /** 'hold' | 'spend' (cast). */
    .addColumn('mode', 'text', (c) => c.notNull())
    /** 0/1: spending refuses items still in their cooling period. */
    .addColumn('cooling_blocks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    /** Results offered. */
    .addColumn('stock', 'integer', (c) => c.notNull())
    /** Results handed over (≤ stock, a conditional update). */
    .addColumn('cast_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** 0/1: shown and castable. */
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    /** Withdrawn by the operator: ended for good. */
    .addColumn('withdrawn_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activities_key').on('activities').columns(['tenant_id', 'key']).unique().execute();
  await db.schema.createIndex('activities_ends').on('activities').columns(['tenant_id', 'kind', 'ends_at', 'id']).execute();
  await db.schema.createIndex('activities_starts').on('activities').columns(['tenant_id', 'kind', 'starts_at', 'id']).execute();

  await db.schema
    .createTable('cast_records')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** 'hold' | 'spend', as the activity was when cast. */
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('result_card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('result_collection_id', 'integer', (c) => c.notNull())
    .addColumn('result_serial', 'integer', (c) => c.notNull())
    /** JSON [{cardNftId, collectionId, serial}]: the items selected. */
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cast_records_once')
    .on('cast_records')
    .columns(['tenant_id', 'activity_id', 'user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('cast_records_user').on('cast_records').columns(['tenant_id', 'user_id', 'id']).execute();

  await db.schema
    .createTable('activity_item_uses')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('cast_id', 'integer', (c) => c.notNull().references('cast_records.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** 0/1: burned by the cast (spend mode). */
    .addColumn('spent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_item_uses_once')
    .on('activity_item_uses')
    .columns(['tenant_id', 'activity_id', 'card_nft_id'])
    .unique()
    .execute();
}
