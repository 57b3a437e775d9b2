import type { Kysely } from 'kysely';

// The market module's "my listings" (decision 069): a seller's own listings, newest first, any state. The
// market's indexes lead with the status or the collection; this one finds one seller's rows in id order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('listings_seller').on('listings').columns(['tenant_id', 'seller_id', 'id']).execute();
}
