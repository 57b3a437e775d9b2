import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { CreatorPayoutsTable, Database } from '../../db/schema';

export type CreatorPayoutRow = Awaited<ReturnType<PayoutRepository['insert']>>;

/**
 * SQL of the creators' royalties and payouts (decision 065): the ledger's 'royalty' rows, each naming its
 * creator, and the payouts recorded (`creator_payouts`). Both tables are the payment module's.
 */
export class PayoutRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Per creator of the tenant: the royalties accrued (net of reversals) and the resale orders they came from. */
  async accrued(tenantId: number, db: Kysely<Database> = this.db, creatorId?: number) {
    let q = db
      .selectFrom('ledger_entries')
      .select((eb) => [
        'creator_id',
        eb.fn.sum<number | string>('amount').as('amount'),
        // An accrual is a positive row, its reversal a negative one: the orders still standing.
        sql<number | string>`sum(case when amount > 0 then 1 when amount < 0 then -1 else 0 end)`.as('sales'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'royalty')
      .where('creator_id', 'is not', null)
      .groupBy('creator_id');
    if (creatorId !== undefined) q = q.where('creator_id', '=', creatorId);
    const rows = await q.execute();
    return rows.map((r) => ({ creatorId: Number(r.creator_id), amount: Number(r.amount ?? 0), sales: Number(r.sales ?? 0) }));
  }

  /** Per creator of the tenant: what was paid out, and when last. */
  async paid(tenantId: number, db: Kysely<Database> = this.db, creatorId?: number) {
    let q = db
      .selectFrom('creator_payouts')
      .select((eb) => ['creator_id', eb.fn.sum<number | string>('amount').as('amount'), eb.fn.max('created_at').as('last_at')])
      .where('tenant_id', '=', tenantId)
      .groupBy('creator_id');
    if (creatorId !== undefined) q = q.where('creator_id', '=', creatorId);
    const rows = await q.execute();
    return rows.map((r) => ({
      creatorId: Number(r.creator_id),
      amount: Number(r.amount ?? 0),
      lastAt: r.last_at === null ? null : Number(r.last_at),
    }));
  }

  /**
   * Serializes the payouts of one creator until the transaction ends, so that two operators paying at once
   * cannot both pay what is owed once. PostgreSQL: a transaction-level advisory lock on (tenant, creator);
   * SQLite runs one transaction at a time on its one connection.
   */
  async lockCreator(trx: Kysely<Database>, tenantId: number, creatorId: number): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${sql.lit(tenantId)}::int, ${sql.lit(creatorId)}::int)`.execute(trx);
  }

  insert(trx: Kysely<Database>, row: Insertable<CreatorPayoutsTable>) {
    return trx.insertInto('creator_payouts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The tenant's payouts (one creator's, or all), newest first; keyset on id. */
  list(tenantId: number, f: { creatorId?: number; beforeId?: number }, limit: number) {
    let q = this.db
      .selectFrom('creator_payouts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (f.creatorId !== undefined) q = q.where('creator_id', '=', f.creatorId);
    if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
    return q.execute();
  }
}
