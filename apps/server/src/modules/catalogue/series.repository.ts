import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { afterCondition, containsPattern, type After, type SortSpec } from './keyset';

export interface SeriesFilter {
  creatorId?: number;
  categoryId?: number;
  keyword?: string;
}

export class SeriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private cards(tenantId: number) {
    return this.db
      .selectFrom('series as s')
      .innerJoin('creators as cr', 'cr.id', 's.creator_id')
      .select([
        's.id',
        's.name',
        's.cover_url',
        's.category_id',
        's.rank',
        's.creator_id',
        's.collection_count',
        'cr.name as creator_name',
        'cr.avatar_url as creator_avatar_url',
      ])
      .where('s.tenant_id', '=', tenantId);
  }

  list(tenantId: number, o: { filter: SeriesFilter; spec: SortSpec; after?: After; limit: number }) {
    let q = this.cards(tenantId);
    const f = o.filter;
    if (f.creatorId !== undefined) q = q.where('s.creator_id', '=', f.creatorId);
    if (f.categoryId !== undefined) q = q.where('s.category_path', 'like', `%/${f.categoryId}/%`);
    if (f.keyword !== undefined) q = q.where(sql<boolean>`s.search_text like ${containsPattern(f.keyword)} escape '\\'`);
    if (o.after) q = q.where(afterCondition('s', o.spec, o.after));
    return q
      .orderBy(sql.ref(`s.${o.spec.column}`), o.spec.direction)
      .orderBy('s.id', o.spec.direction)
      .limit(o.limit)
      .execute();
  }

  detail(tenantId: number, id: number) {
    return this.cards(tenantId).select('s.description').where('s.id', '=', id).executeTakeFirst();
  }
}

export type SeriesCardRow = Awaited<ReturnType<SeriesRepository['list']>>[number];
