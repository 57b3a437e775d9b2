import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Addresses, activity orders (business type 5) and shipping (issue 19, decision 044).
// - addresses: a user's shipping addresses (at most 20, one default).
// - activities: what a coupon activity grants (coupon_template_id), a physical reward (JSON), its price
//   and the orders one user may have (per_user_limit).
// - activity_quotas: a user's non-ended orders of an activity (a conditional upsert keeps the limit).
// - activity_order_items: the items an activity order selected (hold: marked used while the order lives,
//   released when it closes; spend: burned). One live use per activity and item (a partial unique index).
// - orders: the address snapshot (JSON) and the shipping (carrier, tracking number, shipped / completed).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('addresses')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').columns(['tenant_id', 'user_id', 'updated_at']).execute();

  await db.schema.alterTable('activities').addColumn('coupon_template_id', 'integer').execute();
  await db.schema.alterTable('activities').addColumn('physical', 'text').execute();
  await db.schema
    .alterTable('activities')
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('activities')
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('activity_quotas')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('taken', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_quotas_pk', ['tenant_id', 'activity_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('activity_order_items')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('spent', 'integer', (c) => c.notNull())
    .addColumn('released_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_order_items_live')
    .on('activity_order_items')
    .columns(['activity_id', 'card_nft_id'])
    .unique()
    .where(sql.ref('released_at'), 'is', null)
    .execute();
  await db.schema.createIndex('activity_order_items_order').on('activity_order_items').columns(['order_id']).execute();

  await db.schema.alterTable('orders').addColumn('ship_address', 'text').execute();
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_no', 'text').execute();
  await db.schema.alterTable('orders').addColumn('shipped_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('completed_at', 'bigint').execute();
  await db.schema.createIndex('orders_shipping').on('orders').columns(['status', 'shipped_at']).execute();
}
