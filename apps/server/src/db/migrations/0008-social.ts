import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationContext } from './context';

// Display and follows (issue 14, decision 028). An owner shows or hides each collectible on their
// public page: `card_nfts.displayed` (0/1) with the time it was last shown, owned by the collectibles
// module; a change of owner clears it. Follows (the social module): one row per follower and followee,
// unique per tenant, so following twice (or 50 times at once) leaves one row; counts are counted,
// never kept, so they cannot drift.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .alterTable('card_nfts')
    .addColumn('displayed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('card_nfts').addColumn('displayed_at', 'bigint').execute();
  // A user's public page: their displayed items, most recently shown first.
  await db.schema
    .createIndex('card_nfts_displayed')
    .on('card_nfts')
    .columns(['tenant_id', 'user_id', 'displayed', 'displayed_at', 'id'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  // One row per pair; also the "do I follow them?" lookup.
  await db.schema
    .createIndex('follows_pair')
    .on('follows')
    .columns(['tenant_id', 'follower_id', 'followee_id'])
    .unique()
    .execute();
  // Who follows a user (fans), newest first; and whom a user follows (concern), newest first.
  await db.schema.createIndex('follows_followee').on('follows').columns(['tenant_id', 'followee_id', 'id']).execute();
  await db.schema.createIndex('follows_follower').on('follows').columns(['tenant_id', 'follower_id', 'id']).execute();
}
