import { sql, type Insertable, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, ListingsTable } from '../../db/schema';

export type ListingRow = Selectable<ListingsTable>;

/** Statuses of an open listing: on sale, or locked by a buyer's unpaid order. */
export const OPEN_STATUSES = ['on_sale', 'locked'] as const;

export interface ListingFilter {
  categoryId?: number | undefined;
  collectionId?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Only these collections (a keyword's matches, decision 069); an empty list matches nothing. */
  collectionIds?: readonly number[] | undefined;
}

export type ListingSortColumn = 'deal_bp' | 'listed_at' | 'price';

/**
 * SQL on listings (decision 033). Every state change is one conditional UPDATE on the row's status (and
 * its locking order), so racing buyers, a cancel racing a buyer, and a payment racing the close each end
 * in exactly one outcome. Writes take the caller's transaction.
 */
export class ListingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(db: Kysely<Database>, row: Insertable<ListingsTable>): Promise<ListingRow> {
    return db.insertInto('listings').values(row).returningAll().executeTakeFirstOrThrow();
  }

  byId(tenantId: number, id: number, db: Kysely<Database> = this.db): Promise<ListingRow | undefined> {
    return db.selectFrom('listings').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  /** The item's open listing (on sale or locked), if any. */
  openOf(tenantId: number, cardNftId: number, db: Kysely<Database> = this.db): Promise<ListingRow | undefined> {
    return db
      .selectFrom('listings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('card_nft_id', '=', cardNftId)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirst();
  }

  /** Locks an on-sale listing for an unpaid order; false when it is not on sale (another order, sold, cancelled). */
  async lock(db: Kysely<Database>, tenantId: number, id: number, orderId: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('listings')
      .set({ status: 'locked', order_id: orderId, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'on_sale')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The order that locked it ended unpaid: on sale again (only if that order still holds it). */
  async unlock(db: Kysely<Database>, tenantId: number, id: number, orderId: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('listings')
      .set({ status: 'on_sale', order_id: null, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'locked')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The order that locked it is paid: sold, its price split and the seller's proceeds owed. */
  async sell(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    s: { orderId: number; buyerId: number; fee: number; royalty: number; net: number; now: number },
  ): Promise<boolean> {
    const r = await db
      .updateTable('listings')
      .set({
        status: 'sold',
        buyer_id: s.buyerId,
        fee: s.fee,
        royalty: s.royalty,
        net: s.net,
        payout: 'owed',
        ended_at: s.now,
        updated_at: s.now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'locked')
      .where('order_id', '=', s.orderId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The seller takes it off the shelf: only while on sale (a locked one waits for its order). */
  async cancel(db: Kysely<Database>, tenantId: number, id: number, sellerId: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('listings')
      .set({ status: 'cancelled', ended_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('seller_id', '=', sellerId)
      .where('status', '=', 'on_sale')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The C2C tab: open listings, filtered, in a keyset order on (column, id). */
  page(
    tenantId: number,
    f: ListingFilter,
    sort: { column: ListingSortColumn; direction: 'asc' | 'desc' },
    limit: number,
    after?: { value: number; id: number },
  ): Promise<ListingRow[]> {
    let q = this.db
      .selectFrom('listings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', OPEN_STATUSES)
      .orderBy(sort.column, sort.direction)
      .orderBy('id', sort.direction)
      .limit(limit);
    if (f.categoryId !== undefined) q = q.where('category_path', 'like', `%/${f.categoryId}/%`);
    if (f.collectionId !== undefined) q = q.where('collection_id', '=', f.collectionId);
    if (f.priceMin !== undefined) q = q.where('price', '>=', f.priceMin);
    if (f.priceMax !== undefined) q = q.where('price', '<=', f.priceMax);
    if (f.collectionIds !== undefined) {
      if (f.collectionIds.length === 0) return Promise.resolve([]);
      q = q.where('collection_id', 'in', [...f.collectionIds]);
    }
    if (after) {
      const op = sql.raw(sort.direction === 'asc' ? '>' : '<');
      q = q.where(sql<SqlBool>`(${sql.ref(sort.column)}, ${sql.ref('id')}) ${op} (${after.value}, ${after.id})`);
    }
    return q.execute();
  }

  /** A seller's own listings (any state, or the given ones), newest first; keyset on id (decision 069). */
  mine(
    tenantId: number,
    sellerId: number,
    statuses: readonly ListingRow['status'][] | undefined,
    limit: number,
    afterId?: number,
  ): Promise<ListingRow[]> {
    let q = this.db
      .selectFrom('listings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('seller_id', '=', sellerId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (statuses !== undefined) q = q.where('status', 'in', [...statuses]);
    if (afterId !== undefined) q = q.where('id', '<', afterId);
    return q.execute();
  }

  /** Lowest price among a collection's open listings; null when none. */
  async floor(tenantId: number, collectionId: number, db: Kysely<Database> = this.db): Promise<number | null> {
    const r = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.min<number | string | null>('price').as('floor'))
      .where('tenant_id', '=', tenantId)
      .where('collection_id', '=', collectionId)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirst();
    return r?.floor === null || r?.floor === undefined ? null : Number(r.floor);
  }

  /** The last `limit` sales of a collection, oldest first. */
  async sales(tenantId: number, collectionId: number, limit: number): Promise<{ price: number; at: number }[]> {
    const rows = await this.db
      .selectFrom('listings')
      .select(['price', 'ended_at', 'id'])
      .where('tenant_id', '=', tenantId)
      .where('collection_id', '=', collectionId)
      .where('status', '=', 'sold')
      .orderBy('ended_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({ price: Number(r.price), at: Number(r.ended_at) }));
  }

  /** All-time sales of a collection: count, highest and lowest price. */
  async salesSummary(tenantId: number, collectionId: number) {
    const r = await this.db
      .selectFrom('listings')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max<number | string | null>('price').as('high'),
        eb.fn.min<number | string | null>('price').as('low'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('collection_id', '=', collectionId)
      .where('status', '=', 'sold')
      .executeTakeFirstOrThrow();
    const n = (v: number | string | null) => (v === null ? null : Number(v));
    return { count: Number(r.count), high: n(r.high), low: n(r.low) };
  }

  /**
   * An operator refunded the order that bought it (decision 066): sold → refunded, the proceeds reversed —
   * conditional on the payout state the refund saw (`owed`: cancelled before it was paid; `done`: debited back).
   */
  async refundSale(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    s: { orderId: number; payoutWas: 'owed' | 'done'; now: number },
  ): Promise<boolean> {
    const r = await db
      .updateTable('listings')
      .set({ status: 'refunded', payout: 'reversed', updated_at: s.now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'sold')
      .where('order_id', '=', s.orderId)
      .where('payout', '=', s.payoutWas)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Sold listings whose proceeds are still owed, oldest first (the payout job's work). */
  owedPayouts(limit: number, db: Kysely<Database> = this.db): Promise<ListingRow[]> {
    return db.selectFrom('listings').selectAll().where('payout', '=', 'owed').orderBy('id').limit(limit).execute();
  }

  /** The proceeds reached the wallet: done, with the movement; false when done already. */
  async payoutDone(db: Kysely<Database>, id: number, ref: string, now: number): Promise<boolean> {
    const r = await db
      .updateTable('listings')
      .set({ payout: 'done', payout_ref: ref, updated_at: now })
      .where('id', '=', id)
      .where('payout', '=', 'owed')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async payoutFailed(db: Kysely<Database>, id: number): Promise<void> {
    await db
      .updateTable('listings')
      .set({ payout_attempts: sql`payout_attempts + 1` })
      .where('id', '=', id)
      .execute();
  }
}
