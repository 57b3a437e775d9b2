import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { soldSql } from '../../src/modules/catalogue/index';

/**
 * A drop's units taken as tests read and set them (decision 075): the drop's own `sold_count` plus its stock shards'
 * `taken`. Tests never write SQL that knows the shards: they read and set a drop's sold count here.
 */
export type DropTable = 'collections' | 'blind_boxes';

const kindOf = (table: DropTable) => (table === 'collections' ? 'collection' : 'blindBox');

/** `select(soldColumn('collections'))`: the drop's units taken, as `sold_count`. */
export const soldColumn = (table: DropTable) => soldSql(table, kindOf(table)).as('sold_count');

/** Units taken of a drop (orders unpaid and paid, items issued), whether or not its stock is split. */
export async function soldOf(db: Kysely<Database>, table: DropTable, id: number): Promise<number> {
  const row = await db.selectFrom(table).select(soldColumn(table)).where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.sold_count);
}

/** Sets a drop's units taken to `sold` (its shards, if split, are dropped: the next purchase splits it again). */
export async function setSold(db: Kysely<Database>, table: DropTable, id: number, sold: number): Promise<void> {
  const row = await db.selectFrom(table).select('tenant_id').where('id', '=', id).executeTakeFirstOrThrow();
  await db
    .deleteFrom('drop_stock_shards')
    .where('tenant_id', '=', row.tenant_id)
    .where('kind', '=', kindOf(table))
    .where('drop_id', '=', id)
    .execute();
  await db.updateTable(table).set({ sold_count: sold }).where('id', '=', id).execute();
}

/** What breaks a split drop's rules: `sold_count` + Σcap ≠ `total_supply`, or a shard's taken outside 0..cap. */
export async function shardProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const shards = await db.selectFrom('drop_stock_shards').selectAll().execute();
  const caps = new Map<string, number>();
  for (const s of shards) {
    if (s.taken < 0 || s.taken > s.cap) problems.push(`${s.kind} ${s.drop_id} shard ${s.shard}: taken ${s.taken} of ${s.cap}`);
    const key = `${s.kind}:${s.drop_id}`;
    caps.set(key, (caps.get(key) ?? 0) + s.cap);
  }
  for (const table of ['collections', 'blind_boxes'] as const) {
    for (const d of await db.selectFrom(table).select(['id', 'total_supply', 'sold_count']).execute()) {
      const cap = caps.get(`${kindOf(table)}:${d.id}`);
      if (cap !== undefined && d.sold_count + cap !== d.total_supply)
        problems.push(`${kindOf(table)} ${d.id}: sold_count ${d.sold_count} + shards' cap ${cap} ≠ supply ${d.total_supply}`);
    }
  }
  return problems;
}
