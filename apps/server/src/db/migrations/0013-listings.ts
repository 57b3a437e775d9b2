import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The resale market (issue 16, decision 033).
// - collections get their resale rules: a price ceiling (fen; null: 20 × the issue price) and the
//   creator's royalty in basis points (default 0).
// - listings: one consigned item each. An item has at most one open listing (on sale, or locked by a
//   buyer's unpaid order: `order_id`); a sold one keeps its buyer, the split of its price (fee, royalty,
//   net) and whether the seller's proceeds reached the wallet (`payout`: owed, done).
// - an unpaid order blocks a new one per user (spec §5 "an unpaid order blocks a new order"), across
//   drops and listings: a partial unique index on the orders awaiting payment. A database holding two
//   unpaid orders of one user (made before this rule) has its older ones closed first — see below.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema.alterTable('collections').addColumn('resale_ceiling', 'bigint').execute();
  await db.schema
    .alterTable('collections')
    .addColumn('royalty_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    // Copied from the collection when listed: the C2C tab filters and sorts without reading the catalogue.
    .addColumn('category_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issue_price', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    // price × 10 000 / issue price: "recommended" shows the best deals first.
    .addColumn('deal_bp', 'bigint', (c) => c.notNull())
    .addColumn('fee_bp', 'integer', (c) => c.notNull())
    .addColumn('royalty_bp', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('buyer_id', 'integer')
    .addColumn('fee', 'bigint')
    .addColumn('royalty', 'bigint')
    .addColumn('net', 'bigint')
    .addColumn('payout', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('payout_ref', 'text')
    .addColumn('payout_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('listed_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One open listing per item (on sale or locked): a second consign of the same item fails here too.
  await db.schema
    .createIndex('listings_open_item')
    .on('listings')
    .columns(['tenant_id', 'card_nft_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('on_sale', 'locked')`)
    .execute();
  await db.schema.createIndex('listings_market').on('listings').columns(['tenant_id', 'status', 'id']).execute();
  await db.schema.createIndex('listings_collection').on('listings').columns(['tenant_id', 'collection_id', 'status']).execute();
  await db.schema.createIndex('listings_payout').on('listings').columns(['payout']).execute();

  // Before the per-user rule: an older second unpaid order of a user is ended now (closed, its stock
  // and quota given back), exactly as the closer would end it.
  const dupes = await sql<{
    id: number;
    tenant_id: number;
    user_id: number;
    item_kind: string;
    item_id: number;
    quantity: number;
  }>`
    select o.id, o.tenant_id, o.user_id, o.item_kind, o.item_id, o.quantity from orders o
    where o.status = 'pending_payment' and exists (
      select 1 from orders n where n.tenant_id = o.tenant_id and n.user_id = o.user_id
      and n.status = 'pending_payment' and n.id > o.id)`.execute(db);
  const now = Date.now();
  for (const o of dupes.rows) {
    await sql`update orders set status = 'closed', ended_at = ${now}, updated_at = ${now} where id = ${o.id} and status = 'pending_payment'`.execute(
      db,
    );
    const table = o.item_kind === 'blindBox' ? 'blind_boxes' : 'collections';
    await sql`update ${sql.table(table)} set sold_count = sold_count - ${o.quantity} where id = ${o.item_id}`.execute(db);
    await sql`update purchase_quotas set taken = taken - ${o.quantity}, unpaid_order_id = null
      where tenant_id = ${o.tenant_id} and user_id = ${o.user_id} and item_kind = ${o.item_kind} and item_id = ${o.item_id}
      and unpaid_order_id = ${o.id}`.execute(db);
  }
  await db.schema
    .createIndex('orders_one_unpaid_per_user')
    .on('orders')
    .columns(['tenant_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending_payment')
    .execute();
}
