import type { Kysely } from 'kysely';

// The help page (issue 32 item 14, decision 070): the help document's contact (phone, email, hours) beside
// its FAQ. A JSON object on the tenant's documents; '{}' for every other kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenant_contents')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
