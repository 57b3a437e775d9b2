import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The wallet (issue 15, decision 030). The storefront's side keeps only: the wallet is open, the
// provider's account reference, each bound card's bank and last 4 digits, and the provider's notices
// it has taken (de-duplicated by event id). The wallet sandbox's own books (the provider's side,
// prefix wallet_sandbox_): accounts with the password hash, cards, SMS codes, movements (one per
// client request id) and a double-entry ledger whose rows of one posting sum to zero.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  // -- storefront side
  await db.schema
    .createTable('wallets')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_ref', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallets_pk', ['tenant_id', 'user_id'])
    .execute();
  await db.schema.createIndex('wallets_account').on('wallets').columns(['provider', 'account_ref']).unique().execute();

  await db.schema
    .createTable('wallet_cards')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('card_ref', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_cards_ref').on('wallet_cards').columns(['tenant_id', 'card_ref']).unique().execute();
  await db.schema.createIndex('wallet_cards_user').on('wallet_cards').columns(['tenant_id', 'user_id', 'id']).execute();

  // Every provider notice once: a repeat finds its row and changes nothing.
  await db.schema
    .createTable('wallet_notices')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('movement_no', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_notices_pk', ['provider', 'event_id'])
    .execute();

  // -- the wallet sandbox's books (the provider's side)
  await db.schema
    .createTable('wallet_sandbox_accounts')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('password_fails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_sandbox_accounts_user')
    .on('wallet_sandbox_accounts')
    .columns(['tenant_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('wallet_sandbox_cards')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('account_ref', 'text', (c) => c.notNull())
    /** HMAC of the full number (finds the same card again); the number itself is not kept. */
    .addColumn('number_hash', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    /** pending (waiting for the SMS code), bound, unbound, expired */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('bind_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('bound_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_sandbox_cards_bind').on('wallet_sandbox_cards').column('bind_id').unique().execute();
  await db.schema
    .createIndex('wallet_sandbox_cards_account')
    .on('wallet_sandbox_cards')
    .columns(['account_ref', 'state', 'number_hash'])
    .execute();

  // SMS codes the provider sent (card binds, password resets): hashed, single use, 5 tries.
  await db.schema
    .createTable('wallet_sandbox_codes')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  // One row per money movement, keyed by the client's request id (idempotency).
  await db.schema
    .createTable('wallet_sandbox_movements')
    .addColumn('movement_no', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('account_ref', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    /** What the request asked (kind, amount, card, order): the same id with another request is refused. */
    .addColumn('request_fingerprint', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Signed fen from the wallet's point of view. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** dealing, success, failed */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('card_ref', 'text')
    .addColumn('order_no', 'text')
    .addColumn('payment_no', 'text')
    .addColumn('ref_movement_no', 'text')
    .addColumn('fail_reason', 'text')
    .addColumn('settle_at', 'bigint')
    .addColumn('balance_after', 'bigint')
    .addColumn('notified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('wallet_sandbox_movements_request')
    .on('wallet_sandbox_movements')
    .columns(['account_ref', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('wallet_sandbox_movements_account')
    .on('wallet_sandbox_movements')
    .columns(['account_ref', 'created_at', 'movement_no'])
    .execute();
  // The settlement job's scan: withdrawals DEALING by due time.
  await db.schema
    .createIndex('wallet_sandbox_movements_due')
    .on('wallet_sandbox_movements')
    .columns(['state', 'settle_at'])
    .execute();

  // The double-entry ledger: each posting is two rows (debit, credit) that sum to zero. An account is
  // a wallet (its ref) or one of the provider's own (bank:<code>, clearing:withdraw, merchant:<tenant>);
  // a balance is the sum of its rows, never stored.
  await db.schema
    .createTable('wallet_sandbox_ledger')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('posting_no', 'text', (c) => c.notNull())
    .addColumn('movement_no', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_sandbox_ledger_posting')
    .on('wallet_sandbox_ledger')
    .columns(['posting_no', 'account'])
    .unique()
    .execute();
  await db.schema.createIndex('wallet_sandbox_ledger_account').on('wallet_sandbox_ledger').columns(['account', 'id']).execute();
  await db.schema.createIndex('wallet_sandbox_ledger_movement').on('wallet_sandbox_ledger').column('movement_no').execute();
}
