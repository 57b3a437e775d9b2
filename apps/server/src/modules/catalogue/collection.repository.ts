import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dropConditions, dropSortKey, soldOf, type DropFilter } from './drops';
import { afterCondition, containsPattern, type After, type SortSpec } from './keyset';

export interface ListOptions {
  filter: DropFilter;
  spec: SortSpec;
  after?: After;
  limit: number;
  now: number;
}

export class CollectionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private cards(tenantId: number) {
    return this.db
      .selectFrom('collections as c')
      .innerJoin('creators as cr', 'cr.id', 'c.creator_id')
      .select([
        'c.id',
        'c.name',
        'c.cover_url',
        'c.media_kind',
        'c.price',
        'c.total_supply',
        soldOf('c').as('sold_count'),
        'c.sale_start',
        'c.sale_end',
        'c.series_id',
        'c.creator_id',
        'c.rank',
        'cr.name as creator_name',
        'cr.avatar_url as creator_avatar_url',
      ])
      .where('c.tenant_id', '=', tenantId);
  }

  /** Listed collections, `limit` rows after the cursor in the sort's order. */
  list(tenantId: number, o: ListOptions) {
    let q = this.cards(tenantId).where('c.listed', '=', 1);
    for (const cond of dropConditions('c', o.filter, o.now)) q = q.where(cond);
    const key = dropSortKey('c', o.spec);
    if (o.after) q = q.where(afterCondition('c', o.spec, o.after, key));
    return q.orderBy(key, o.spec.direction).orderBy('c.id', o.spec.direction).limit(o.limit).execute();
  }

  /**
   * Ids of the tenant's collections (listed or not) whose name, or whose creator's name, holds the
   * lower-cased keyword in any language (the market's keyword, decision 069); escaped LIKE on both databases.
   */
  async idsMatching(tenantId: number, keyword: string): Promise<number[]> {
    const pattern = containsPattern(keyword);
    const rows = await this.db
      .selectFrom('collections as c')
      .innerJoin('creators as cr', 'cr.id', 'c.creator_id')
      .select('c.id')
      .where('c.tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          sql<boolean>`c.search_text like ${pattern} escape '\\'`,
          sql<boolean>`cr.search_text like ${pattern} escape '\\'`,
        ]),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  /** The series of these collections of the tenant (those in one), with the series' localized name. */
  seriesOf(tenantId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('collections as c')
      .innerJoin('series as s', 's.id', 'c.series_id')
      .select(['c.id', 's.id as series_id', 's.name as series_name', 's.rank as series_rank'])
      .where('c.tenant_id', '=', tenantId)
      .where('c.id', 'in', [...new Set(ids)])
      .execute();
  }

  /** Cards of these collections of the tenant (listed or not), in no particular order. */
  byIds(tenantId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.cards(tenantId).where('c.id', 'in', ids).execute();
  }

  /** Cards of these collections of the tenant that are listed (on shelf), in no particular order (albums, decision 047). */
  listedByIds(tenantId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.cards(tenantId).where('c.id', 'in', ids).where('c.listed', '=', 1).execute();
  }

  /** The drop with its creator's and series' names; `sold_count` its units taken (with its stock shards'). */
  async detail(tenantId: number, id: number) {
    const row = await this.db
      .selectFrom('collections as c')
      .innerJoin('creators as cr', 'cr.id', 'c.creator_id')
      .leftJoin('series as s', (j) => j.onRef('s.id', '=', 'c.series_id').on('s.tenant_id', '=', tenantId))
      .selectAll('c')
      .select(['cr.name as creator_name', 'cr.avatar_url as creator_avatar_url', 's.name as series_name'])
      .select(soldOf('c').as('sold_units'))
      .where('c.tenant_id', '=', tenantId)
      .where('c.id', '=', id)
      .executeTakeFirst();
    return row && { ...row, sold_count: Number(row.sold_units) };
  }
}

export type CollectionCardRow = Awaited<ReturnType<CollectionRepository['list']>>[number];
export type CollectionDetailRow = NonNullable<Awaited<ReturnType<CollectionRepository['detail']>>>;
