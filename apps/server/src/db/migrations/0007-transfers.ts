import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Ownership moves (issue 14, decision 025): every move in or out of a user's collectibles (one
// circulation record per side), the claims a user received (gifts and airdrops, spec /mallapp/send/*),
// and on each collectible the chain transfer job that keeps it frozen while a gift is on chain.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = 'tenants.id';

  await db.schema
    .createTable('circulation_records')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenant).onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('business_type', 'integer', (c) => c.notNull())
    .addColumn('sale_kind', 'integer')
    .addColumn('counterparty_user_id', 'integer')
    .addColumn('airdrop_id', 'integer')
    .addColumn('chain_job_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('circulation_records_user')
    .on('circulation_records')
    .columns(['tenant_id', 'user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('circulation_records_item')
    .on('circulation_records')
    .columns(['tenant_id', 'card_nft_id', 'id'])
    .execute();

  await db.schema
    .createTable('send_records')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenant).onDelete('cascade'))
    .addColumn('recipient_user_id', 'integer', (c) => c.notNull())
    .addColumn('sender_user_id', 'integer')
    .addColumn('airdrop_id', 'integer')
    .addColumn('card_nft_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The chain job that brings the item (a gift's transfer, an airdrop's mint): "arrived" once confirmed.
    .addColumn('chain_job_id', 'integer')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('send_records_recipient')
    .on('send_records')
    .columns(['tenant_id', 'recipient_user_id', 'id'])
    .execute();

  // The pending gift that froze the item (all null when none): its chain transfer job (the confirmation
  // hook finds the item by it; the invariants check that a frozen item has exactly one such pending
  // job), the recipient who owns it once the chain confirms, and the cooling period they get then.
  await db.schema.alterTable('card_nfts').addColumn('transfer_job_id', 'integer').execute();
  await db.schema.alterTable('card_nfts').addColumn('transfer_to_user_id', 'integer').execute();
  await db.schema.alterTable('card_nfts').addColumn('transfer_hold_hours', 'integer').execute();
  await db.schema.createIndex('card_nfts_transfer_job').on('card_nfts').columns(['tenant_id', 'transfer_job_id']).execute();
}
