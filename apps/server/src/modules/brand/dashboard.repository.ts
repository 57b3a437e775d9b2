import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { soldSql } from '../catalogue/index';

/** What the dashboard counts per day: the table, the column holding the instant, the amount summed. */
const MEASURES = {
  paidOrders: { table: 'orders', at: 'paid_at', amount: 'total_amount' },
  newUsers: { table: 'users', at: 'created_at', amount: undefined },
  verifiedUsers: { table: 'users', at: 'real_name_at', amount: undefined },
} as const;

export type DashboardMeasure = keyof typeof MEASURES;

/**
 * The dashboard's read model (decision 037): read-only figures over the orders, users, catalogue and ledger
 * tables (decision 065), for the console only. It writes nothing; the modules owning those tables keep every rule.
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * How many `measure` rows fall in each day [starts[i], starts[i + 1]) (the last start ends the last day),
   * and the sum of their amounts: one grouped query, the days' bounds computed by the caller in the
   * tenant's time zone. Returns one entry per day, zeros where nothing happened.
   */
  async perDay(tenantId: number, measure: DashboardMeasure, starts: readonly number[]) {
    const { table, at, amount } = MEASURES[measure];
    const days = starts.length - 1;
    const col = sql.ref(at);
    // Latest day first, so that the first bound passed names the day. The bounds are our own integers,
    // written as literals: the GROUP BY repeats the very same expression.
    const whens = starts.slice(0, days).map((start, i) => sql`when ${col} >= ${sql.lit(start)} then ${sql.lit(i)}`);
    const bucket = sql`case ${sql.join(whens.reverse(), sql` `)} end`;
    const sum = amount === undefined ? sql`0` : sql`sum(${sql.ref(amount)})`;
    const { rows } = await sql<{ bucket: number | string; n: number | string; amount: number | string | null }>`
      select ${bucket} as bucket, count(*) as n, ${sum} as amount
      from ${sql.table(table)}
      where tenant_id = ${tenantId} and ${col} >= ${starts[0]} and ${col} < ${starts[days]}
      group by ${bucket}`.execute(this.db);
    const out = Array.from({ length: days }, () => ({ count: 0, amount: 0 }));
    for (const r of rows) out[Number(r.bucket)] = { count: Number(r.n), amount: Number(r.amount ?? 0) };
    return out;
  }

  /**
   * The money the ledger moved in each day [starts[i], starts[i + 1]) (decision 065), one grouped query:
   * payments and refunds of primary and activity orders (their net is the day's sales), the platform's fees
   * and the creators' royalties of resales, and every refund (money sent back, a positive amount).
   */
  async moneyPerDay(tenantId: number, starts: readonly number[]) {
    const days = starts.length - 1;
    const col = sql.ref('le.created_at');
    const whens = starts.slice(0, days).map((start, i) => sql`when ${col} >= ${sql.lit(start)} then ${sql.lit(i)}`);
    const bucket = sql`case ${sql.join(whens.reverse(), sql` `)} end`;
    const { rows } = await sql<{
      bucket: number | string;
      kind: string;
      resale: number | string;
      amount: number | string | null;
    }>`
      select ${bucket} as bucket, le.kind as kind,
        case when o.item_kind = 'listing' then 1 else 0 end as resale, sum(le.amount) as amount
      from ledger_entries le
      join orders o on o.id = le.order_id and o.tenant_id = le.tenant_id
      where le.tenant_id = ${tenantId} and le.created_at >= ${starts[0]} and le.created_at < ${starts[days]}
      group by 1, 2, 3`.execute(this.db);
    const out = Array.from({ length: days }, () => ({ sales: 0, resaleFees: 0, royalties: 0, refunds: 0 }));
    for (const r of rows) {
      const day = out[Number(r.bucket)]!;
      const amount = Number(r.amount ?? 0);
      const resale = Number(r.resale) === 1;
      if (!resale && (r.kind === 'payment' || r.kind === 'refund')) day.sales += amount;
      if (r.kind === 'refund') day.refunds -= amount;
      if (resale && r.kind === 'fee') day.resaleFees += amount;
      if (resale && r.kind === 'royalty') day.royalties += amount;
    }
    return out;
  }

  /** The drops of a kind on sale now (started, not ended), the latest first, 20 at most. */
  dropsOnSale(tenantId: number, now: number, table: 'collections' | 'blind_boxes') {
    return (
      this.db
        .selectFrom(table)
        .select(['id', 'name', 'cover_url', 'price', 'total_supply', 'sale_start', 'sale_end'])
        // Units taken: the drop's own count plus its stock shards' (decision 075).
        .select(soldSql(table, table === 'collections' ? 'collection' : 'blindBox').as('sold_count'))
        .where('tenant_id', '=', tenantId)
        .where('listed', '=', 1)
        .where('sale_start', '<=', now)
        .where((eb) => eb.or([eb('sale_end', 'is', null), eb('sale_end', '>', now)]))
        .orderBy('sale_start', 'desc')
        .limit(20)
        .execute()
    );
  }
}
