import { sql, type Kysely } from 'kysely';

// A drop's stock split over several rows (decision 075, issue 33): on PostgreSQL concurrent buyers of one drop
// spread over `STOCK_SHARDS` rows instead of queueing on the drop's one row. A drop's units taken are its own
// `sold_count` (taken before it was split, or on a database that does not split) plus the shards' `taken`; once a
// drop has shards, `sold_count` + Σ`cap` = `total_supply` and `taken` ≤ `cap` on every shard. Shards are made on a
// drop's first purchase (catalogue module, `DropStock`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drop_stock_shards')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('drop_id', 'integer', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cap', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('drop_stock_shards_pk', ['tenant_id', 'kind', 'drop_id', 'shard'])
    .addCheckConstraint('drop_stock_shards_within_cap', sql`taken >= 0 and taken <= cap`)
    .execute();
}
