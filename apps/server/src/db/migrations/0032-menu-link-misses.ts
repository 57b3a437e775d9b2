import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// The tenant module's count of menu links that led visitors to no page (issue 32): one row per tenant
// and link, its hits and when it was first and last seen. The storefront reports such a tab
// (reportMissingMenuLink); the console's tab bar page lists those still in the menu.
export async function up(db: Kysely<unknown>): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');
  await db.schema
    .createTable('menu_link_misses')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_link_misses_pk', ['tenant_id', 'link'])
    .execute();
}
