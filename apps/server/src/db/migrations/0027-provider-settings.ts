import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// A tenant's own credentials of its outside providers (issue 28, decision 050): the payment providers it is
// the merchant of (WeChat Pay, Alipay) and its SMS account (Alibaba Cloud, Tencent Cloud). `fields` holds the
// public part as JSON; `secrets` the secret part, sealed with the keyring (AES-256-GCM, bound to the row's
// tenant, kind and vendor), never in clear. One row per
// (tenant, kind, vendor); an SMS row replaces the tenant's other SMS row (one SMS vendor at a time).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('provider_settings')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('secrets', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema
    .createIndex('provider_settings_unique')
    .on('provider_settings')
    .columns(['tenant_id', 'kind', 'vendor'])
    .unique()
    .execute();
  // Every provider's last health check, per tenant (its own credentials, the deployment's, the sandboxes).
  await db.schema
    .createTable('provider_health')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('provider_health_pk', ['tenant_id', 'kind', 'vendor'])
    .execute();
  // The openid WeChat's web authorization gave a buyer at the merchant's official account (a JSAPI payment needs it).
  await db.schema
    .createTable('wechat_openids')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wechat_openids_pk', ['tenant_id', 'user_id', 'app_id'])
    .execute();
  // What the storefront does with a payment's cashier: the sandbox's frame, a redirect (WeChat Pay H5, Alipay),
  // a QR code (WeChat Pay Native) or WeChat's JSAPI (its parameters as JSON in cashier_url).
  await db.schema
    .alterTable('payments')
    .addColumn('cashier_kind', 'text', (c) => c.notNull().defaultTo('frame'))
    .execute();
}
