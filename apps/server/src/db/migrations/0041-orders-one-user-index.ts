import type { Kysely } from 'kysely';

// A purchase's insert wrote a leaf of each index on the buyer (decision 090): `orders_user` (tenant, user, id),
// `orders_user_status` (tenant, user, status, id), the one unpaid order per user, and the buyer's quota. In a
// rush each buyer is another user, so each of those leaves is a random page of its index, read, changed and
// written to the log at the commit: the insert cost more than the rest of the purchase. `orders_user_status`
// served only a user's order list filtered by status, which `orders_user` serves as well (newest first, the
// user's own orders, filtered on the way: a user has tens of orders, not thousands).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_status').ifExists().execute();
}
