import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Airdrops (issue 14, decision 027): an operator's offer of a collection to an audience (everyone, a list
// of phone numbers, or the holders of a collection) within a window, with a total claims limit; and one
// claim row per user who received it. The database holds both rules: the claims counter only moves while
// it is below the limit (a conditional update), and (airdrop, user) is unique.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('airdrops')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    /** Stable per tenant: the catalogue file and the seed import by it; operator-made airdrops get one. */
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    /** JSON localized text; empty object: the collection's name. */
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON localized text. */
    .addColumn('description', 'text', (c) => c.notNull())
    /** '' : the collection's cover. */
    .addColumn('cover_url', 'text', (c) => c.notNull())
    /** 'all' | 'phones' | 'holders' */
    .addColumn('audience', 'text', (c) => c.notNull())
    /** JSON array of phone numbers (area code + number, e.g. "+8613800000000") for 'phones'. */
    .addColumn('phones', 'text', (c) => c.notNull())
    /** The collection whose holders receive it, for 'holders'. */
    .addColumn('holders_of', 'integer')
    .addColumn('quantity_per_user', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('claims_limit', 'integer', (c) => c.notNull())
    .addColumn('claimed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('airdrops_key').on('airdrops').columns(['tenant_id', 'key']).unique().execute();
  await db.schema.createIndex('airdrops_window').on('airdrops').columns(['tenant_id', 'ends_at', 'id']).execute();

  await db.schema
    .createTable('airdrop_claims')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('airdrop_id', 'integer', (c) => c.notNull().references('airdrops.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** JSON array of the card_nfts ids the claim gave (quantity per user). */
    .addColumn('card_nft_ids', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('airdrop_claims_once').on('airdrop_claims').columns(['airdrop_id', 'user_id']).unique().execute();
  await db.schema.createIndex('airdrop_claims_user').on('airdrop_claims').columns(['tenant_id', 'user_id']).execute();
}
