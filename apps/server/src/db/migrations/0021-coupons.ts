import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Coupons and redemption codes (issue 19, decision 043).
// - coupon_templates: what a coupon gives (a fixed amount or a percentage off, a minimum spend, a validity:
//   a fixed window or N days after the claim, a scope) and how many may exist (`issued` only moves below
//   `total`, a conditional update); a claimable template is a coupon campaign of the storefront.
// - coupon_claims: how many of a template each user claimed (a conditional upsert keeps the per-user limit).
// - user_coupons: a user's coupon. `order_id` is the order using it (status 'used'): one order at a time,
//   by a conditional update; it goes back to 'unused' when that order closes or is cancelled.
// - redeem_batches / redeem_codes: one-time codes, stored only as an HMAC (lookup by hash), each used once
//   (a conditional update on `redeemed_by`), granting a coupon or a collectible.
// - orders: the coupon used and the discount it gave (total_amount is after the discount).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('coupon_templates')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    /** Stable per tenant (the seed's); operator-made templates get one. */
    .addColumn('key', 'text', (c) => c.notNull())
    /** JSON localized text. */
    .addColumn('name', 'text', (c) => c.notNull())
    /** 'amount' | 'percent' */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Fen off (amount) or percent off 1-99 (percent). */
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('min_spend', 'bigint', (c) => c.notNull())
    /** 'fixed' (valid_from … valid_to) | 'days' (valid_days after the claim). */
    .addColumn('validity', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_to', 'bigint')
    .addColumn('valid_days', 'integer')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_user_limit', 'integer', (c) => c.notNull())
    /** JSON arrays; [] = all. */
    .addColumn('business_types', 'text', (c) => c.notNull())
    .addColumn('collection_ids', 'text', (c) => c.notNull())
    .addColumn('claimable', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_templates_key').on('coupon_templates').columns(['tenant_id', 'key']).unique().execute();

  await db.schema
    .createTable('coupon_claims')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('template_id', 'integer', (c) => c.notNull().references('coupon_templates.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('claimed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_claims_pk', ['tenant_id', 'template_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('user_coupons')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('template_id', 'integer', (c) => c.notNull().references('coupon_templates.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** 'claim' | 'redeem' | 'grant' */
    .addColumn('source', 'text', (c) => c.notNull())
    /** 'unused' | 'used' */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('used_at', 'bigint')
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_coupons_mine')
    .on('user_coupons')
    .columns(['tenant_id', 'user_id', 'status', 'valid_to'])
    .execute();

  await db.schema
    .createTable('redeem_batches')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    /** 'coupon' | 'collectible' */
    .addColumn('grant_kind', 'text', (c) => c.notNull())
    .addColumn('template_id', 'integer')
    .addColumn('collection_id', 'integer')
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('redeemed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('redeem_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('redeem_batches.id').onDelete('cascade'))
    /** HMAC-SHA256 (hex) of `<tenant id>:<code>` under the keyring's 'redeem-code' key. */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    /** The code's last 4 characters, for the user's history ("************ABCD"). */
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('redeemed_by', 'integer')
    .addColumn('redeemed_at', 'bigint')
    /** What it gave: a user coupon, or the collectible minted. */
    .addColumn('user_coupon_id', 'integer')
    .addColumn('card_nft_id', 'integer')
    .execute();
  await db.schema.createIndex('redeem_codes_hash').on('redeem_codes').columns(['tenant_id', 'code_hash']).unique().execute();
  await db.schema
    .createIndex('redeem_codes_mine')
    .on('redeem_codes')
    .columns(['tenant_id', 'redeemed_by', 'redeemed_at'])
    .execute();

  await db.schema.alterTable('orders').addColumn('coupon_id', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
