import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { afterCondition, containsPattern, type After, type SortSpec } from './keyset';

export class CreatorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private cards(tenantId: number) {
    return this.db
      .selectFrom('creators as cr')
      .select(['cr.id', 'cr.name', 'cr.intro', 'cr.avatar_url', 'cr.cover_url', 'cr.rank', 'cr.collection_count'])
      .where('cr.tenant_id', '=', tenantId);
  }

  list(tenantId: number, o: { spec: SortSpec; after?: After; limit: number; keyword?: string }) {
    let q = this.cards(tenantId);
    if (o.keyword !== undefined) q = q.where(sql<boolean>`cr.search_text like ${containsPattern(o.keyword)} escape '\\'`);
    if (o.after) q = q.where(afterCondition('cr', o.spec, o.after));
    return q
      .orderBy(sql.ref(`cr.${o.spec.column}`), o.spec.direction)
      .orderBy('cr.id', o.spec.direction)
      .limit(o.limit)
      .execute();
  }

  byIds(tenantId: number, ids: number[]) {
    return this.cards(tenantId).where('cr.id', 'in', ids).execute();
  }

  find(tenantId: number, id: number) {
    return this.cards(tenantId)
      .select((eb) =>
        eb
          .selectFrom('series as s')
          .select(eb.fn.countAll<number>().as('n'))
          .where('s.tenant_id', '=', tenantId)
          .whereRef('s.creator_id', '=', 'cr.id')
          .as('series_count'),
      )
      .where('cr.id', '=', id)
      .executeTakeFirst();
  }
}

export type CreatorCardRow = Awaited<ReturnType<CreatorRepository['list']>>[number];
