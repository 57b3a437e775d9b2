import type { SaleState } from '@curio/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { containsPattern, type SortSpec } from './keyset';
import { soldSql } from './stock-shards';

// What collections and blind boxes share: a sale window, a supply and what was sold, a price, a
// category, a creator and a series. The same filters apply to both tables.

export interface SaleFields {
  total_supply: number;
  sold_count: number;
  sale_start: number;
  sale_end: number | null;
}

/**
 * The sale state at `now`: before the start `upcoming`; then `sold_out` when nothing remains; then
 * `ended` once the end has passed; else `on_sale`. `saleStateCondition` is the same rule in SQL.
 */
export function saleStateOf(r: SaleFields, now: number): SaleState {
  if (now < r.sale_start) return 'upcoming';
  if (r.sold_count >= r.total_supply) return 'sold_out';
  if (r.sale_end !== null && now >= r.sale_end) return 'ended';
  return 'on_sale';
}

export function remainingOf(r: Pick<SaleFields, 'total_supply' | 'sold_count'>): number {
  return Math.max(0, r.total_supply - r.sold_count);
}

export interface DropFilter {
  categoryId?: number;
  priceMin?: number;
  priceMax?: number;
  saleState?: SaleState;
  creatorId?: number;
  seriesId?: number;
  /** Lower-cased search keyword, matched anywhere in any language's name. */
  keyword?: string;
}

/** A drop table's alias in the lists' queries: `c` collections, `b` blind boxes. */
export type DropAlias = 'c' | 'b';
const kindOf = (a: DropAlias) => (a === 'c' ? 'collection' : 'blindBox');

/** Units taken of the drop aliased `a`, as SQL (its row's count plus its stock shards', decision 075). */
export const soldOf = (a: DropAlias) => soldSql(a, kindOf(a));

/** What a drop list sorts by: the sort's column, or the units taken (popularity). */
export function dropSortKey(a: DropAlias, spec: SortSpec): Expression<unknown> {
  return spec.column === 'sold_count' ? soldOf(a) : sql.ref(`${a}.${spec.column}`);
}

/** The SQL conditions of a filter on a drop table aliased `a` (tenant and listed are the caller's). */
export function dropConditions(a: DropAlias, f: DropFilter, now: number): Expression<SqlBool>[] {
  const col = (c: string) => sql.ref(`${a}.${c}`);
  const out: Expression<SqlBool>[] = [];
  if (f.categoryId !== undefined) out.push(sql<SqlBool>`${col('category_path')} like ${`%/${f.categoryId}/%`}`);
  if (f.priceMin !== undefined) out.push(sql<SqlBool>`${col('price')} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) out.push(sql<SqlBool>`${col('price')} <= ${f.priceMax}`);
  if (f.creatorId !== undefined) out.push(sql<SqlBool>`${col('creator_id')} = ${f.creatorId}`);
  if (f.seriesId !== undefined) out.push(sql<SqlBool>`${col('series_id')} = ${f.seriesId}`);
  if (f.keyword !== undefined) out.push(sql<SqlBool>`${col('search_text')} like ${containsPattern(f.keyword)} escape '\\'`);
  if (f.saleState !== undefined) out.push(saleStateCondition(a, f.saleState, now));
  return out;
}

export function saleStateCondition(a: DropAlias, state: SaleState, now: number): Expression<SqlBool> {
  const col = (c: string) => sql.ref(`${a}.${c}`);
  const sold = soldOf(a);
  const started = sql`${col('sale_start')} <= ${now}`;
  const remains = sql`${sold} < ${col('total_supply')}`;
  switch (state) {
    case 'upcoming':
      return sql<SqlBool>`${col('sale_start')} > ${now}`;
    case 'sold_out':
      return sql<SqlBool>`(${started} and ${sold} >= ${col('total_supply')})`;
    case 'ended':
      return sql<SqlBool>`(${started} and ${remains} and ${col('sale_end')} is not null and ${col('sale_end')} <= ${now})`;
    case 'on_sale':
      return sql<SqlBool>`(${started} and ${remains} and (${col('sale_end')} is null or ${col('sale_end')} > ${now}))`;
  }
}
