import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// A user's data export and account deletion (issue 20, decision 046).
// - data_exports: one request of a user's data; a background job claims it (claimed_at), writes the JSON
//   document and marks it ready; 24 hours later the job expires it and deletes the document.
// - users.deleted_at: set when the account is deleted (its personal data erased, the row kept for the
//   orders, payments and chain records that point at it).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('ready_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('document', 'text')
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').columns(['tenant_id', 'user_id', 'requested_at']).execute();
  await db.schema.createIndex('data_exports_status').on('data_exports').columns(['status', 'expires_at']).execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
}
