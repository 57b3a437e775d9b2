import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The operator console (issue 17, decision 036): operator accounts (not storefront users), their console
// sessions, and the audit log of every console write.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenantRef = (c: ColumnDefinitionBuilder) => c.references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('operators')
    .addColumn('id', id.type, id.build)
    /** The operator's tenant; NULL for a platform admin. */
    .addColumn('tenant_id', 'integer', tenantRef)
    /** 't<tenant id>' or 'platform': one email per scope (NULLs would be distinct in a unique index). */
    .addColumn('scope', 'text', (c) => c.notNull())
    /** Lower case. */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** argon2id. */
    .addColumn('password_hash', 'text', (c) => c.notNull())
    /** 'platformAdmin' | 'owner' | 'editor' | 'support' | 'finance' */
    .addColumn('role', 'text', (c) => c.notNull())
    /** The TOTP secret, sealed (keyring 'operator-totp'); NULL: not enrolled. */
    .addColumn('totp_sealed', 'text')
    /** An enrolment awaiting its confirming code: the sealed secret. */
    .addColumn('totp_pending_sealed', 'text')
    /** JSON array of the pending enrolment's recovery code MACs. */
    .addColumn('recovery_pending', 'text', (c) => c.notNull().defaultTo('[]'))
    /** The last accepted TOTP time step: a code is accepted once. */
    .addColumn('totp_last_step', 'bigint')
    /** JSON array of MACs of the unused recovery codes. */
    .addColumn('recovery_hashes', 'text', (c) => c.notNull().defaultTo('[]'))
    /** Failed passwords and codes since failed_since (PRODUCT.md §4: 10 within 15 minutes lock 30 minutes). */
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_since', 'bigint')
    .addColumn('locked_until', 'bigint')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operators_email').on('operators').columns(['scope', 'email']).unique().execute();
  await db.schema.createIndex('operators_tenant').on('operators').columns(['tenant_id', 'id']).execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', id.type, id.build)
    /** sha256 of the cookie's token. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    /** The tenant of the host the session was opened on (the one it acts on); NULL: the platform host. */
    .addColumn('tenant_id', 'integer', tenantRef)
    /** 'totp' | 'enrol' | 'done' */
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    /** Absolute end (12 h after sign-in). */
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').columns(['operator_id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', id.type, id.build)
    /** The tenant acted on; NULL: platform-wide (a tenant's creation is recorded on the new tenant). */
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    /** The operator's email at the time (kept when the operator row goes). */
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** e.g. 'operator.create', 'tenant.domains.add', 'catalogue.collection.update'. */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    /** JSON; 'null' when nothing was there before (a creation) or after (a removal). */
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('after_json', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_tenant_at').on('audit_log').columns(['tenant_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'at']).execute();
}
