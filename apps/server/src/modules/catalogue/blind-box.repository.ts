import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ListOptions } from './collection.repository';
import { dropConditions } from './drops';
import { afterCondition } from './keyset';

export class BlindBoxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private cards(tenantId: number) {
    return this.db
      .selectFrom('blind_boxes as b')
      .innerJoin('creators as cr', 'cr.id', 'b.creator_id')
      .select([
        'b.id',
        'b.name',
        'b.cover_url',
        'b.price',
        'b.total_supply',
        'b.sold_count',
        'b.sale_start',
        'b.sale_end',
        'b.creator_id',
        'b.rank',
        'cr.name as creator_name',
        'cr.avatar_url as creator_avatar_url',
      ])
      .where('b.tenant_id', '=', tenantId);
  }

  list(tenantId: number, o: ListOptions) {
    let q = this.cards(tenantId).where('b.listed', '=', 1);
    for (const cond of dropConditions('b', o.filter, o.now)) q = q.where(cond);
    if (o.after) q = q.where(afterCondition('b', o.spec, o.after));
    return q
      .orderBy(sql.ref(`b.${o.spec.column}`), o.spec.direction)
      .orderBy('b.id', o.spec.direction)
      .limit(o.limit)
      .execute();
  }

  detail(tenantId: number, id: number) {
    return this.db
      .selectFrom('blind_boxes as b')
      .innerJoin('creators as cr', 'cr.id', 'b.creator_id')
      .leftJoin('series as s', (j) => j.onRef('s.id', '=', 'b.series_id').on('s.tenant_id', '=', tenantId))
      .selectAll('b')
      .select(['cr.name as creator_name', 'cr.avatar_url as creator_avatar_url', 's.name as series_name'])
      .where('b.tenant_id', '=', tenantId)
      .where('b.id', '=', id)
      .executeTakeFirst();
  }

  items(tenantId: number, blindBoxId: number) {
    return this.db
      .selectFrom('blind_box_items as i')
      .innerJoin('collections as c', 'c.id', 'i.collection_id')
      .select(['i.quantity', 'i.drawn_count', 'c.id', 'c.name', 'c.cover_url', 'c.media_kind'])
      .where('i.tenant_id', '=', tenantId)
      .where('i.blind_box_id', '=', blindBoxId)
      .orderBy('i.sort')
      .orderBy('i.id')
      .execute();
  }
}

export type BlindBoxCardRow = Awaited<ReturnType<BlindBoxRepository['list']>>[number];
