import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AlbumsTable, AlbumTrendsTable, Database } from '../../db/schema';

export type AlbumRow = Awaited<ReturnType<AlbumRepository['find']>> & object;
export type TrendRow = Awaited<ReturnType<AlbumRepository['findTrend']>> & object;

/** Where a page of published albums starts: after this (sort, published_at, id). */
export interface AlbumAfter {
  sort: number;
  publishedAt: number;
  id: number;
}
/** Where a page of posts starts: after this (published_at, id), newest first. */
export interface TrendAfter {
  publishedAt: number;
  id: number;
}

/** The album module's tables (migration 0025): albums, album_trends (its preview tokens are the brand module's, 0028). */
export class AlbumRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('albums').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  /** Every album of the tenant in the storefront's order (drafts too), for the console. */
  all(tenantId: number) {
    return this.db
      .selectFrom('albums')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('sort', 'asc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Published albums: sort up, then newest published, then id down; `limit` rows after the cursor. */
  published(tenantId: number, limit: number, after?: AlbumAfter) {
    let q = this.db.selectFrom('albums').selectAll().where('tenant_id', '=', tenantId).where('status', '=', 'published');
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb('sort', '>', after.sort),
          eb.and([eb('sort', '=', after.sort), eb('published_at', '<', after.publishedAt)]),
          eb.and([eb('sort', '=', after.sort), eb('published_at', '=', after.publishedAt), eb('id', '<', after.id)]),
        ]),
      );
    return q.orderBy('sort', 'asc').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async insert(db: Kysely<Database>, row: Insertable<AlbumsTable>) {
    return db.insertInto('albums').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(db: Kysely<Database>, tenantId: number, id: number, set: Updateable<AlbumsTable>) {
    await db.updateTable('albums').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  async remove(db: Kysely<Database>, tenantId: number, id: number) {
    await db.deleteFrom('album_trends').where('tenant_id', '=', tenantId).where('album_id', '=', id).execute();
    await db.deleteFrom('albums').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  // ── Posts ─────────────────────────────────────────────────────────────────────────────────────────

  findTrend(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('album_trends').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  /** Every post of an album (drafts too), newest first (a draft by its last save). */
  trendsOf(tenantId: number, albumId: number) {
    return this.db
      .selectFrom('album_trends')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('album_id', '=', albumId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Published posts of an album, newest first, `limit` rows after the cursor. */
  publishedTrends(tenantId: number, albumId: number, limit: number, after?: TrendAfter) {
    let q = this.db
      .selectFrom('album_trends')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('album_id', '=', albumId)
      .where('status', '=', 'published');
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb('published_at', '<', after.publishedAt),
          eb.and([eb('published_at', '=', after.publishedAt), eb('id', '<', after.id)]),
        ]),
      );
    return q.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** Per album: its published posts' count and newest time. */
  async trendFacts(tenantId: number, albumIds: number[]) {
    const out = new Map<number, { count: number; latest: number | null }>();
    if (albumIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('album_trends')
      .select((eb) => ['album_id', eb.fn.countAll<number>().as('n'), eb.fn.max('published_at').as('latest')])
      .where('tenant_id', '=', tenantId)
      .where('album_id', 'in', albumIds)
      .where('status', '=', 'published')
      .groupBy('album_id')
      .execute();
    for (const r of rows) out.set(r.album_id, { count: Number(r.n), latest: r.latest === null ? null : Number(r.latest) });
    return out;
  }

  /** Per album: every post's count (drafts too), for the console. */
  async trendCounts(tenantId: number) {
    const rows = await this.db
      .selectFrom('album_trends')
      .select((eb) => ['album_id', eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy('album_id')
      .execute();
    return new Map(rows.map((r) => [r.album_id, Number(r.n)]));
  }

  async insertTrend(db: Kysely<Database>, row: Insertable<AlbumTrendsTable>) {
    return db.insertInto('album_trends').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async updateTrend(db: Kysely<Database>, tenantId: number, id: number, set: Updateable<AlbumTrendsTable>) {
    await db.updateTable('album_trends').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  async removeTrend(db: Kysely<Database>, tenantId: number, id: number) {
    await db.deleteFrom('album_trends').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
}
