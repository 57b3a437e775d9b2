import type { Kysely } from 'kysely';
import type { ConsoleListingState } from '@curio/contract';
import type { Database } from '../../db/schema';
import type { ListingRow } from './listing.repository';

export interface ConsoleListingFilter {
  state?: ConsoleListingState | undefined;
  collectionId?: number | undefined;
  /** Only these sellers; an empty list matches nothing. */
  sellerIds?: readonly number[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

/**
 * SQL on listings for the operator console (decision 067): every listing of the tenant, newest first (keyset
 * on id), and the take-down — one conditional UPDATE from on_sale, so a take-down racing a buyer's lock or the
 * seller's own withdrawal ends in exactly one outcome.
 */
export class ListingConsoleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  page(tenantId: number, f: ConsoleListingFilter, limit: number, beforeId?: number): Promise<ListingRow[]> {
    if (f.sellerIds !== undefined && f.sellerIds.length === 0) return Promise.resolve([]);
    let q = this.db.selectFrom('listings').selectAll().where('tenant_id', '=', tenantId).orderBy('id', 'desc').limit(limit);
    if (f.state !== undefined) q = q.where('status', '=', f.state);
    if (f.collectionId !== undefined) q = q.where('collection_id', '=', f.collectionId);
    if (f.sellerIds !== undefined) q = q.where('seller_id', 'in', [...f.sellerIds]);
    if (f.priceMin !== undefined) q = q.where('price', '>=', f.priceMin);
    if (f.priceMax !== undefined) q = q.where('price', '<=', f.priceMax);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  /** Ends an on-sale listing taken down by an operator; false when it was not on sale. */
  async takeDown(
    trx: Kysely<Database>,
    tenantId: number,
    id: number,
    t: { reason: string; operatorId: number | null; now: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('listings')
      .set({ status: 'taken_down', take_down_reason: t.reason, taken_down_by: t.operatorId, ended_at: t.now, updated_at: t.now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'on_sale')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** A seller's open listings (on sale or locked). */
  openOfSeller(tenantId: number, sellerId: number, db: Kysely<Database> = this.db): Promise<ListingRow[]> {
    return db
      .selectFrom('listings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('seller_id', '=', sellerId)
      .where('status', 'in', ['on_sale', 'locked'])
      .orderBy('id')
      .execute();
  }
}
