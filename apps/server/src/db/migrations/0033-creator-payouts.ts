import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Creators are paid their royalties (issue 32, decision 065); the payment module owns both changes.
// - ledger_entries.creator_id: the creator a 'royalty' row accrues to (the sold collection's creator), null on
//   every other kind. A refund reverses an accrual with a negative 'royalty' row of the same order and creator.
//   Existing royalty rows get their creator from the listing their order bought.
// - A coupon on a resale order (decision 043) is the platform's: a 'discount' row (negative, the coupon's
//   amount) so that payment = fee + royalty + proceeds + discount for every resale order. Existing discounted
//   resale orders get theirs, with the time and event of their split.
// - creator_payouts: one row per payout an operator made to a creator (amount, reference, note, who), never
//   edited; owed = the creator's royalty rows − their payouts.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('creator_id', 'integer').execute();
  await db.schema.createIndex('ledger_creator').on('ledger_entries').columns(['tenant_id', 'creator_id']).execute();
  await sql`
    update ledger_entries set creator_id = (
      select c.creator_id from listings l join collections c on c.id = l.collection_id
      where l.order_id = ledger_entries.order_id and l.tenant_id = ledger_entries.tenant_id
      limit 1)
    where kind = 'royalty'`.execute(db);
  await sql`
    insert into ledger_entries (tenant_id, order_id, payment_id, kind, amount, event_id, created_at)
    select le.tenant_id, le.order_id, le.payment_id, 'discount', -o.discount_amount, le.event_id, le.created_at
    from ledger_entries le join orders o on o.id = le.order_id
    where le.kind = 'proceeds' and o.discount_amount > 0`.execute(db);

  await db.schema
    .createTable('creator_payouts')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('creator_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('creator_payouts_creator').on('creator_payouts').columns(['tenant_id', 'creator_id']).execute();
}
