import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * SQL on `favourites` (the favourite module's only table). Every query carries the tenant. Counts are
 * counted from the rows (an index range each), never kept in a column, so they cannot drift.
 */
export class FavouriteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps a target; a second add of the same (even at the same moment) leaves the one row. */
  async add(tenantId: number, userId: number, targetType: number, targetId: number, now: number): Promise<void> {
    await this.db
      .insertInto('favourites')
      .values({ tenant_id: tenantId, user_id: userId, target_type: targetType, target_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'target_type', 'target_id']).doNothing())
      .execute();
  }

  async remove(tenantId: number, userId: number, targetType: number, targetId: number): Promise<void> {
    await this.db
      .deleteFrom('favourites')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .execute();
  }

  /** How many users keep each of the targets (absent: none). */
  async counts(tenantId: number, targetType: number, targetIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (targetIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('favourites')
      .select(['target_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('target_type', '=', targetType)
      .where('target_id', 'in', [...targetIds])
      .groupBy('target_id')
      .execute();
    for (const r of rows) out.set(r.target_id, Number(r.n));
    return out;
  }

  /** Which of the targets the user keeps. */
  async keptAmong(tenantId: number, userId: number, targetType: number, targetIds: readonly number[]): Promise<Set<number>> {
    if (targetIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('favourites')
      .select('target_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('target_type', '=', targetType)
      .where('target_id', 'in', [...targetIds])
      .execute();
    return new Set(rows.map((r) => r.target_id));
  }

  /** The user's favourites, newest first (optionally of one type); keyset on the row id. */
  page(tenantId: number, userId: number, limit: number, q: { targetType?: number; beforeId?: number }) {
    let query = this.db
      .selectFrom('favourites')
      .select(['id', 'target_type', 'target_id', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (q.targetType !== undefined) query = query.where('target_type', '=', q.targetType);
    if (q.beforeId !== undefined) query = query.where('id', '<', q.beforeId);
    return query.execute();
  }

  /** Who keeps a target, read in the caller's transaction (a flow's step). */
  async keepers(trx: Kysely<Database>, tenantId: number, targetType: number, targetId: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('favourites')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .orderBy('user_id')
      .execute();
    return rows.map((r) => r.user_id);
  }
}
