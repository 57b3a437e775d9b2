import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ListOptions } from './collection.repository';
import { dropConditions, dropSortKey, soldOf } from './drops';
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
        soldOf('b').as('sold_count'),
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
    const key = dropSortKey('b', o.spec);
    if (o.after) q = q.where(afterCondition('b', o.spec, o.after, key));
    return q.orderBy(key, o.spec.direction).orderBy('b.id', o.spec.direction).limit(o.limit).execute();
  }

  /** The drop with its creator's and series' names; `sold_count` its units taken (with its stock shards'). */
  async detail(tenantId: number, id: number) {
    const row = await this.db
      .selectFrom('blind_boxes as b')
      .innerJoin('creators as cr', 'cr.id', 'b.creator_id')
      .leftJoin('series as s', (j) => j.onRef('s.id', '=', 'b.series_id').on('s.tenant_id', '=', tenantId))
      .selectAll('b')
      .select(['cr.name as creator_name', 'cr.avatar_url as creator_avatar_url', 's.name as series_name'])
      .select(soldOf('b').as('sold_units'))
      .where('b.tenant_id', '=', tenantId)
      .where('b.id', '=', id)
      .executeTakeFirst();
    return row && { ...row, sold_count: Number(row.sold_units) };
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
