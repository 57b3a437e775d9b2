import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/database';
import { inBatch, StartAfresh } from '../../db/group-commit';
import { Prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

// A drop's stock split over several rows (decision 075). Units taken of a drop = its own `sold_count` (the
// "base": units taken through the drop's row, before it was split or where it is not split) + Σ`taken` of its
// shards. Once a drop has shards, `sold_count` + Σ`cap` = `total_supply` and 0 ≤ `taken` ≤ `cap` on each, so
// Σ(`cap` − `taken`) is exactly what remains: a purchase takes from one shard (a conditional update), moves spare
// cap between shards with all of them locked when none has room alone, and is refused only when the total left
// is below its quantity. Lock order, everywhere: the drop's row, then its shards in shard order.

export type StockKind = 'collection' | 'blindBox';
type DropTable = 'collections' | 'blind_boxes';

const tableOf = (kind: StockKind): DropTable => (kind === 'collection' ? 'collections' : 'blind_boxes');

/**
 * Units taken of the drop of table alias `a` (`collections` or `blind_boxes`), as SQL: its `sold_count` plus its
 * shards' `taken`. Every reader of a drop's sold count goes through it (cards, details, sorts, filters, the
 * console, the dashboard, the purchase path's hint).
 */
export function soldSql(a: string, kind: StockKind): RawBuilder<number> {
  const col = (c: string) => sql.ref(`${a}.${c}`);
  return sql<number>`(${col('sold_count')} + coalesce((select sum(s.taken) from drop_stock_shards s where s.tenant_id = ${col('tenant_id')} and s.kind = ${sql.lit(kind)} and s.drop_id = ${col('id')}), 0))`;
}

interface ShardRow {
  shard: number;
  taken: number;
  cap: number;
}

const room = (r: ShardRow) => r.cap - r.taken;

/** `total` split over `n` parts as evenly as integers allow (the first parts one more). */
export function spread(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}

const takeShard = new Prepared(5, (db, tenantId: number, kind: string, id: number, shard: number, qty: number) =>
  db
    .updateTable('drop_stock_shards')
    .set({ taken: sql`taken + ${qty}` })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind as StockKind)
    .where('drop_id', '=', id)
    .where('shard', '=', shard)
    .where(sql<boolean>`taken + ${qty} <= cap`),
);

/**
 * PostgreSQL's take: one shard with room that no other transaction holds (`SKIP LOCKED`: never waits), the search
 * starting at a random shard so buyers spread; the shard taken, or -1. It never waits, and it keeps no lock when it
 * took nothing: it runs in a subtransaction of its own (migration 0040, decision 077), because a shard it locks that
 * a concurrent take filled after the statement's snapshot fails the re-check and would stay locked until the commit
 * (as a conditional update that waits for a row and then finds no room does), and a transaction holding a shard
 * while it waits in the slow path for the drop's row and every shard closes a cycle with the one holding them.
 */
const takeFreeShard = new Prepared(
  6,
  (db, tenantId: number, kind: string, id: number, start: number, count: number, qty: number) =>
    db.selectNoFrom(sql<number>`curio_take_free_shard(${tenantId}, ${kind}, ${id}, ${start}, ${count}, ${qty})`.as('shard')),
);

/**
 * The drop row's own take where shards may exist (PostgreSQL with one shard configured): never into stock a shard
 * holds (their caps count as taken here), so a process that does not split never oversells a drop others split.
 */
const guardedRowTake = (table: DropTable, kind: StockKind) =>
  new Prepared(3, (db, tenantId: number, id: number, qty: number) =>
    db
      .updateTable(table)
      .set({ sold_count: sql`sold_count + ${qty}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where(
        sql<boolean>`sold_count + ${qty} + coalesce((select sum(s.cap) from drop_stock_shards s where s.tenant_id = ${tenantId} and s.kind = ${kind} and s.drop_id = ${id}), 0) <= total_supply`,
      ),
  );

/** The shard logic of `DropStock` (decision 075); every write takes the caller's transaction. */
export class StockShards {
  private readonly guarded = {
    collection: guardedRowTake('collections', 'collection'),
    blindBox: guardedRowTake('blind_boxes', 'blindBox'),
  };

  constructor(
    /** Shards a drop is split into on its first purchase; 1: the drop's row alone (no shards made). */
    readonly count: number,
    private readonly dialect: Dialect,
  ) {}

  /** PostgreSQL with one shard configured: the drop's row, guarded against shards others made, then any shards. */
  async takeUnsplit(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, qty: number): Promise<boolean> {
    if ((await this.guarded[kind].changed(trx, tenantId, id, qty)) === 1) return true;
    return this.takeSlow(trx, tenantId, kind, id, qty, -1, false);
  }

  /**
   * PostgreSQL: the shard each transaction took last. The purchases of one batch (group commit, decision 083) share
   * a transaction: each starts where the one before it took, a shard the transaction holds already, so a batch
   * holds one or two shards and the batches running at once spread over the others instead of each holding many.
   */
  private readonly lastTaken = new WeakMap<Kysely<Database>, number>();

  /** Takes `qty` units from a random shard, else any shard, else by moving spare cap; false: fewer remain. */
  async take(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, qty: number): Promise<boolean> {
    if (this.dialect === 'postgres') {
      const last = this.lastTaken.get(trx);
      // The search tries shards in the order of (shard + first) mod count: `last` first.
      const first = last === undefined ? Math.floor(Math.random() * this.count) : (this.count - last) % this.count;
      const taken = await takeFreeShard.first(trx, tenantId, kind, id, first, this.count, qty);
      if (taken !== undefined && Number(taken.shard) >= 0) {
        this.lastTaken.set(trx, Number(taken.shard));
        return true;
      }
      // The slow path waits for the drop's row and every shard: never while this transaction holds a shard that
      // the transaction holding those may wait for (decision 077's lock order). A batch's later purchase starts afresh.
      if (this.lastTaken.has(trx) && inBatch(trx)) throw new StartAfresh();
      return this.takeSlow(trx, tenantId, kind, id, qty, -1, this.count > 1);
    }
    const first = Math.floor(Math.random() * this.count);
    if ((await takeShard.changed(trx, tenantId, kind, id, first, qty)) === 1) return true;
    return this.takeSlow(trx, tenantId, kind, id, qty, first, this.count > 1);
  }

  private rows(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, lock: boolean) {
    let q = trx
      .selectFrom('drop_stock_shards')
      .select(['shard', 'taken', 'cap'])
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('drop_id', '=', id)
      .orderBy('shard');
    // SQLite has one writer: its transaction holds every row already.
    if (lock && this.dialect === 'postgres') q = q.forUpdate();
    return q.execute();
  }

  private async takeSlow(
    trx: Kysely<Database>,
    tenantId: number,
    kind: StockKind,
    id: number,
    qty: number,
    tried: number,
    split: boolean,
  ): Promise<boolean> {
    let rows = await this.rows(trx, tenantId, kind, id, false);
    if (rows.length === 0) {
      if (!split || !(await this.split(trx, tenantId, kind, id))) return false;
      rows = await this.rows(trx, tenantId, kind, id, false);
      tried = -1;
    }
    // Another shard with room, most room first (read without a lock: the update decides). PostgreSQL: only within
    // a savepoint, rolled back when refused, so a row waited for and found full is not kept locked (see above).
    for (const r of rows.filter((r) => r.shard !== tried && room(r) >= qty).sort((a, b) => room(b) - room(a))) {
      if (await this.tryShard(trx, tenantId, kind, id, r.shard, qty)) {
        // The transaction now holds this shard: a later purchase of its batch must not wait for the drop's row
        // (see `take`), or it waits on whoever holds that row and waits for this shard (a deadlock).
        if (this.dialect === 'postgres') this.lastTaken.set(trx, r.shard);
        return true;
      }
    }
    // None alone: the drop's row locked, then every shard (in shard order), spare cap moved to the one with most
    // room, or refused when the total left is below the quantity. Exact: with all shards held, Σ(cap − taken) is
    // what remains. The drop's row first: whoever holds one shard and waits for another (this path, a split, a
    // supply change, a give-back over several shards) holds the drop's row, so they never wait on each other in a
    // cycle (a purchase's one-shard update holds nothing while it waits).
    await this.lockDrop(trx, tenantId, kind, id);
    const locked = await this.rows(trx, tenantId, kind, id, true);
    if (locked.reduce((n, r) => n + room(r), 0) < qty) return false;
    const [target, ...others] = [...locked].sort((a, b) => room(b) - room(a) || a.shard - b.shard);
    let need = qty - room(target!);
    for (const r of others) {
      if (need <= 0) break;
      const move = Math.min(need, room(r));
      if (move <= 0) continue;
      await this.setCap(trx, tenantId, kind, id, r.shard, -move);
      await this.setCap(trx, tenantId, kind, id, target!.shard, move);
      need -= move;
    }
    return (await takeShard.changed(trx, tenantId, kind, id, target!.shard, qty)) === 1;
  }

  private async tryShard(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, shard: number, qty: number) {
    if (this.dialect !== 'postgres') return (await takeShard.changed(trx, tenantId, kind, id, shard, qty)) === 1;
    await sql`savepoint curio_shard`.execute(trx);
    const ok = (await takeShard.changed(trx, tenantId, kind, id, shard, qty)) === 1;
    await sql.raw(ok ? 'release curio_shard' : 'rollback to curio_shard').execute(trx);
    if (!ok) await sql`release curio_shard`.execute(trx);
    return ok;
  }

  /** The drop's row, locked until the commit (PostgreSQL; SQLite's one writer holds everything already). */
  private async lockDrop(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number) {
    if (this.dialect !== 'postgres') return;
    await trx.selectFrom(tableOf(kind)).select('id').where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().execute();
  }

  private async setCap(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, shard: number, by: number) {
    await trx
      .updateTable('drop_stock_shards')
      .set({ cap: sql`cap + ${by}` })
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('drop_id', '=', id)
      .where('shard', '=', shard)
      .where(sql<boolean>`cap + ${by} >= taken`)
      .execute();
  }

  /**
   * Splits a drop's remaining stock over `count` shards, once (its first purchase where shards are on): the
   * drop's row is locked first, so a concurrent split or supply change waits and then sees the other's rows.
   * False when the drop does not exist.
   */
  private async split(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number): Promise<boolean> {
    let q = trx
      .selectFrom(tableOf(kind))
      .select(['total_supply', 'sold_count'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id);
    if (this.dialect === 'postgres') q = q.forUpdate();
    const drop = await q.executeTakeFirst();
    if (!drop) return false;
    if ((await this.rows(trx, tenantId, kind, id, false)).length > 0) return true;
    const caps = spread(Math.max(0, drop.total_supply - drop.sold_count), this.count);
    await trx
      .insertInto('drop_stock_shards')
      .values(caps.map((cap, shard) => ({ tenant_id: tenantId, kind, drop_id: id, shard, taken: 0, cap })))
      .execute();
    return true;
  }

  /**
   * Returns `qty` units to the drop's shards (a shard with that many taken, else spread over several); what the
   * shards cannot take back (units taken through the drop's row) comes off its `sold_count`, the cap going to a
   * shard so that `sold_count` + Σcap stays the supply. False when neither holds `qty` taken units.
   */
  async giveBack(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, qty: number): Promise<boolean> {
    const shard = (q: number) =>
      trx
        .updateTable('drop_stock_shards')
        .set({ taken: sql`taken - ${q}` })
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kind)
        .where('drop_id', '=', id);
    // PostgreSQL: in a savepoint, rolled back when it changed nothing: a row it waited for and then found with
    // too few taken stays locked otherwise, and the locked path below waits for the drop's row (see `take`).
    const pg = this.dialect === 'postgres';
    if (pg) await sql`savepoint curio_give_back`.execute(trx);
    const one = await shard(qty)
      .where(
        'shard',
        '=',
        trx
          .selectFrom('drop_stock_shards')
          .select('shard')
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', kind)
          .where('drop_id', '=', id)
          .where('taken', '>=', qty)
          .orderBy('taken', 'desc')
          .limit(1),
      )
      .where('taken', '>=', qty)
      .executeTakeFirst();
    if (Number(one.numUpdatedRows) === 1) return true;
    if (pg) await sql`rollback to savepoint curio_give_back`.execute(trx);
    let left = qty;
    await this.lockDrop(trx, tenantId, kind, id);
    const rows = await this.rows(trx, tenantId, kind, id, true);
    for (const r of rows) {
      if (left === 0) break;
      const n = Math.min(left, r.taken);
      if (n <= 0) continue;
      const done = await shard(n).where('shard', '=', r.shard).where('taken', '>=', n).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1) left -= n;
    }
    if (left === 0) return true;
    return this.giveBackToRow(trx, tenantId, kind, id, left, rows.length > 0);
  }

  /** `qty` units off the drop's own `sold_count`; with shards, their cap grows by as much (shard 0). */
  async giveBackToRow(
    trx: Kysely<Database>,
    tenantId: number,
    kind: StockKind,
    id: number,
    qty: number,
    hasShards: boolean,
  ): Promise<boolean> {
    const r = await trx
      .updateTable(tableOf(kind))
      .set({ sold_count: sql`sold_count - ${qty}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('sold_count', '>=', qty)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    if (hasShards) await this.setCap(trx, tenantId, kind, id, 0, qty);
    return true;
  }

  /**
   * After an operator set the drop's supply to `total` (in the same transaction, its row locked by that update):
   * the shards' caps follow, so `sold_count` + Σcap = `total` again — more cap spread over the shards, or spare cap
   * taken off. False (the caller refuses the change) when fewer units than `total` would leave are untaken.
   */
  async recap(trx: Kysely<Database>, tenantId: number, kind: StockKind, id: number, total: number): Promise<boolean> {
    const rows = await this.rows(trx, tenantId, kind, id, true);
    if (rows.length === 0) return true;
    const drop = await trx
      .selectFrom(tableOf(kind))
      .select('sold_count')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const delta = total - drop.sold_count - rows.reduce((n, r) => n + r.cap, 0);
    if (delta > 0) {
      const adds = spread(delta, rows.length);
      for (const [i, r] of rows.entries()) if (adds[i]! > 0) await this.setCap(trx, tenantId, kind, id, r.shard, adds[i]!);
      return true;
    }
    let need = -delta;
    if (rows.reduce((n, r) => n + room(r), 0) < need) return false;
    for (const r of [...rows].sort((a, b) => room(b) - room(a))) {
      if (need <= 0) break;
      const cut = Math.min(need, room(r));
      if (cut > 0) await this.setCap(trx, tenantId, kind, id, r.shard, -cut);
      need -= cut;
    }
    return true;
  }
}
