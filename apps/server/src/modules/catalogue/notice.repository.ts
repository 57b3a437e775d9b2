import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { afterCondition, NOTICE_SORT, type After } from './keyset';

export class NoticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Published notices (published_at ≤ now), newest first, `limit` rows after the cursor. */
  list(tenantId: number, o: { now: number; after?: After; limit: number }) {
    let q = this.db
      .selectFrom('notices as n')
      .select(['n.id', 'n.title', 'n.summary', 'n.cover_url', 'n.published_at'])
      .where('n.tenant_id', '=', tenantId)
      .where('n.published_at', '<=', o.now);
    if (o.after) q = q.where(afterCondition('n', NOTICE_SORT, o.after));
    return q.orderBy('n.published_at', 'desc').orderBy('n.id', 'desc').limit(o.limit).execute();
  }

  /** The published notices among `ids` (any order: the caller orders them). */
  byIds(tenantId: number, ids: readonly number[], now: number) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('notices as n')
      .select(['n.id', 'n.title', 'n.summary', 'n.cover_url', 'n.published_at'])
      .where('n.tenant_id', '=', tenantId)
      .where('n.id', 'in', [...ids])
      .where('n.published_at', '<=', now)
      .execute();
  }

  find(tenantId: number, id: number, now: number) {
    return this.db
      .selectFrom('notices')
      .select(['id', 'title', 'summary', 'cover_url', 'published_at', 'html'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('published_at', '<=', now)
      .executeTakeFirst();
  }
}

export type NoticeCardRow = Awaited<ReturnType<NoticeRepository['list']>>[number];
