import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Primary sale (decision 012): orders with their per-user quotas and serial counters, payments with
// the provider's events (de-duplicated), the ledger and refunds; what buyers hold (collectibles and
// blind boxes) and the blind boxes' fairness seeds.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('orders')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('business_type', 'integer', (c) => c.notNull())
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('pay_method', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_no').on('orders').columns(['tenant_id', 'order_no']).unique().execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['tenant_id', 'user_id', 'id']).execute();
  await db.schema.createIndex('orders_user_status').on('orders').columns(['tenant_id', 'user_id', 'status', 'id']).execute();
  // The closer's scan: unpaid orders by deadline.
  await db.schema.createIndex('orders_due').on('orders').columns(['status', 'expires_at']).execute();

  // Units a user has taken of a drop (paid + unpaid) and their one unpaid order of it.
  await db.schema
    .createTable('purchase_quotas')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull())
    .addColumn('unpaid_order_id', 'integer')
    .addPrimaryKeyConstraint('purchase_quotas_pk', ['tenant_id', 'user_id', 'item_kind', 'item_id'])
    .execute();

  await db.schema
    .createTable('serial_counters')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('serial_counters_pk', ['tenant_id', 'collection_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('payment_no', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('cashier_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('succeeded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_no').on('payments').column('payment_no').unique().execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['tenant_id', 'order_id']).execute();

  // Every provider event once: a repeat finds its row and changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  // Money in and out, one row per movement; balances are sums, never edited.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_order').on('ledger_entries').columns(['tenant_id', 'order_id']).execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').column('payment_id').unique().execute();
  await db.schema.createIndex('refunds_due').on('refunds').columns(['status', 'next_attempt_at']).execute();

  // What buyers hold.
  await db.schema
    .createTable('card_nfts')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('box_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'bigint', (c) => c.notNull())
    .addColumn('transferable_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_nfts_serial')
    .on('card_nfts')
    .columns(['tenant_id', 'collection_id', 'serial'])
    .unique()
    .execute();
  await db.schema
    .createIndex('card_nfts_owner')
    .on('card_nfts')
    .columns(['tenant_id', 'user_id', 'collection_id', 'serial'])
    .execute();
  await db.schema.createIndex('card_nfts_order').on('card_nfts').columns(['tenant_id', 'order_id']).execute();

  await db.schema
    .createTable('box_holdings')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('blind_box_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .addColumn('acquired_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('card_nft_id', 'integer')
    .addColumn('draw_ticket', 'bigint')
    .addColumn('draw_remaining', 'text')
    .execute();
  await db.schema
    .createIndex('box_holdings_order')
    .on('box_holdings')
    .columns(['tenant_id', 'order_id', 'order_index'])
    .unique()
    .execute();
  await db.schema
    .createIndex('box_holdings_owner')
    .on('box_holdings')
    .columns(['tenant_id', 'user_id', 'opened_at', 'id'])
    .execute();

  await db.schema
    .createTable('box_seeds')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('blind_box_id', 'integer', (c) => c.notNull())
    .addColumn('seed_sealed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('box_seeds_pk', ['tenant_id', 'blind_box_id'])
    .execute();

  // The payment sandbox's own books (the provider's side, PRODUCT.md §8).
  await db.schema
    .createTable('pay_sandbox_payments')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('payment_no', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'integer')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('deliver_after', 'bigint')
    .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('notices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_sandbox_late').on('pay_sandbox_payments').columns(['state', 'deliver_after']).execute();
}
