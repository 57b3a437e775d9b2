import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The notification inbox (issue 14, PRODUCT.md 11): one row per thing that happened to a user (an item
// sold, gifted or airdropped to them, an order closed ...), written by the flow that caused it in the
// same transaction; read newest first per user, unread until marked.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');
  await db.schema
    .createTable('inbox_events')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('card_nft_id', 'integer')
    .addColumn('ref', 'text')
    .addColumn('params', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list (newest first, keyset on id) and the unread count both walk one user's rows.
  await db.schema.createIndex('inbox_events_user').on('inbox_events').columns(['tenant_id', 'user_id', 'id']).execute();
}
