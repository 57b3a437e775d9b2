import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationContext } from './context';

// Favourites (issue 16, decision 034; the favourite module). One row per user and target — a
// collection (target_type 1) or a resale listing (2) — unique per tenant, so adding twice (or 50 times
// at once) leaves one row. Counts per target are counted from an index range, never kept.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('favourites')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('favourites_target_type', sql`target_type IN (1, 2)`)
    .execute();
  // One row per user and target; also "do I keep it?".
  await db.schema
    .createIndex('favourites_user_target')
    .on('favourites')
    .columns(['tenant_id', 'user_id', 'target_type', 'target_id'])
    .unique()
    .execute();
  // My favourites, newest first (keyset on id).
  await db.schema.createIndex('favourites_user').on('favourites').columns(['tenant_id', 'user_id', 'id']).execute();
  // Who keeps a target (the inbox events of a new listing) and how many (the count).
  await db.schema
    .createIndex('favourites_target')
    .on('favourites')
    .columns(['tenant_id', 'target_type', 'target_id', 'user_id'])
    .execute();
}
