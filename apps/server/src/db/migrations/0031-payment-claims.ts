import type { Kysely } from 'kysely';

// One payment of an order in flight at a time (issue 31, decision 060).
// - payment_claims: the payment attempt that holds an order's one payment slot, by its payment number (its
//   payments row may not exist yet: a cashier payment being created at its provider). A new attempt inserts
//   the row, or takes it over — a conditional update naming the holder — once the holder has ended (its
//   provider's outcome known, or closed at its provider, or nothing known of it after the lease). In the
//   database, so every server process sees it; written when a payment starts, never when an order is placed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_claims')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('payment_no', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_claims_claimed').on('payment_claims').column('claimed_at').execute();
}
