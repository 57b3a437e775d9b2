import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Identity (decision 008): password and pay-password lockouts, real name (sealed), the DID partner
// channel; verification codes, the SMS sandbox's outbox, real-name attempts per day, custodial chain
// accounts, DID bindings, and the tenant's documents (agreements, policy).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // SQLite adds one column per statement.
  const userColumns: [string, 'text' | 'integer' | 'bigint', 'zero' | 'empty' | 'null'][] = [
    ['password_fail_count', 'integer', 'zero'],
    ['password_fail_since', 'bigint', 'null'],
    ['password_locked_until', 'bigint', 'null'],
    ['pay_password_hash', 'text', 'null'],
    ['pay_fail_count', 'integer', 'zero'],
    ['pay_locked_until', 'bigint', 'null'],
    ['real_name_sealed', 'text', 'null'],
    ['id_card_sealed', 'text', 'null'],
    ['id_card_mac', 'text', 'null'],
    ['real_name_at', 'bigint', 'null'],
    ['cooperation_channel', 'text', 'empty'],
  ];
  for (const [name, type, fill] of userColumns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (c) =>
        fill === 'zero' ? c.notNull().defaultTo(0) : fill === 'empty' ? c.notNull().defaultTo('') : c,
      )
      .execute();
  }
  // One verified account per ID number per tenant (NULLs, the unverified, do not collide).
  await db.schema.createIndex('users_id_card').on('users').columns(['tenant_id', 'id_card_mac']).unique().execute();
  await db.schema.createIndex('users_inviter').on('users').columns(['tenant_id', 'inviter_id']).execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('send_day', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_codes_phone')
    .on('sms_codes')
    .columns(['tenant_id', 'area_code', 'phone', 'purpose', 'id'])
    .execute();
  await db.schema.createIndex('sms_codes_day').on('sms_codes').columns(['tenant_id', 'area_code', 'phone', 'send_day']).execute();

  await db.schema
    .createTable('sms_sandbox_outbox')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_sealed', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_sandbox_outbox_phone')
    .on('sms_sandbox_outbox')
    .columns(['tenant_id', 'phone', 'sent_at'])
    .execute();
  await db.schema.createIndex('sms_sandbox_outbox_age').on('sms_sandbox_outbox').column('sent_at').execute();

  await db.schema
    .createTable('real_name_attempts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('real_name_attempts_pk', ['tenant_id', 'user_id', 'day'])
    .execute();

  await db.schema
    .createTable('chain_accounts')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chain_channel_no', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chain_accounts_user_channel', ['tenant_id', 'user_id', 'chain_channel_no'])
    .addUniqueConstraint('chain_accounts_address', ['chain_channel_no', 'address'])
    .execute();

  await db.schema
    .createTable('did_bindings')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('did_bindings_subject', ['tenant_id', 'channel', 'subject'])
    .addUniqueConstraint('did_bindings_user', ['tenant_id', 'user_id', 'channel'])
    .execute();

  await db.schema
    .createTable('tenant_contents')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('tenant_contents_kind', ['tenant_id', 'kind'])
    .execute();
}
