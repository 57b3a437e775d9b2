import type { Kysely } from 'kysely';

// The operator console's drafts (issue 17, decision 037): what an operator edits before publishing it
// (today the brand: name, logo, theme, tab bar, settings), one row per tenant and kind, with the preview
// token the storefront's preview pages read it by. Publishing writes the tenant's own tables and removes
// the row; the storefront never reads this table but through the preview call.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('console_drafts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    /** 'brand' */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON document (the contract's BrandDocument for 'brand'). */
    .addColumn('body', 'text', (c) => c.notNull())
    /** Random, unguessable; a new one for every new draft. */
    .addColumn('preview_token', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('console_drafts_pk', ['tenant_id', 'kind'])
    .execute();
  await db.schema.createIndex('console_drafts_token').on('console_drafts').columns(['preview_token']).unique().execute();
}
