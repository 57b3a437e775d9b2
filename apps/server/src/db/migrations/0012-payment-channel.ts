import type { Kysely } from 'kysely';

// Issue 15 (decision 031): every payment records its spec §4 channel type — 2013 H5 for a payment made
// in the provider's cashier page (the storefront is a mobile web app; every payment before this
// migration was one), 2022 WALLET for a payment from the user's wallet at the provider — and a wallet
// payment keeps the client's request id, so that a repeated tap finds the payment it started, and the
// wallet's account at the provider it was paid from (its refund goes back there).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('channel_type', 'integer', (c) => c.notNull().defaultTo(2013))
    .execute();
  await db.schema.alterTable('payments').addColumn('request_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('payer_ref', 'text').execute();
  // One payment per (order, client request id): a double tap, or a retry after a lost answer, finds it
  // (cashier payments have none: NULLs are distinct on both databases).
  await db.schema
    .createIndex('payments_request')
    .on('payments')
    .columns(['tenant_id', 'order_id', 'request_id'])
    .unique()
    .execute();
}
