import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The chain outbox (decision 010): each tenant's contract, and every chain move (deploy, mint,
// transfer, burn) written as a job in the same transaction as the platform change that causes it.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('chain_contracts')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('deploy_tx_hash', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('deployed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_contracts_pk', ['tenant_id', 'chain_id'])
    .execute();

  await db.schema
    .createTable('chain_jobs')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Unique per tenant: the same intent enqueued twice is one job.
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    // Decimal text: token ids are up to 256 bits. '' for a deploy.
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text')
    .addColumn('to_address', 'text')
    .addColumn('uri', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('tx_hash', 'text')
    .addColumn('block_number', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chain_jobs_dedupe').on('chain_jobs').columns(['tenant_id', 'dedupe_key']).unique().execute();
  // The worker's scan: due jobs oldest first.
  await db.schema.createIndex('chain_jobs_due').on('chain_jobs').columns(['status', 'next_attempt_at', 'id']).execute();
  // A token's moves in order (facts, records, and "an earlier move is still open").
  await db.schema.createIndex('chain_jobs_token').on('chain_jobs').columns(['tenant_id', 'token_id', 'id']).execute();
}
