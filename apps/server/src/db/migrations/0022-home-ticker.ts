import type { Kysely } from 'kysely';

// The home's notice ticker as the operator sets it (issue 17, decision 040): on
// or off, how many headlines it shows, and the notices pinned first (the newest published fill the rest).
// One row per tenant; no row is the default (on, three headlines, nothing pinned).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('home_tickers')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    /** JSON array of notice ids, in the order the ticker shows them. */
    .addColumn('pinned', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
