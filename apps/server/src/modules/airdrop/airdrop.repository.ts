import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { AirdropClaimsTable, AirdropsTable, Database } from '../../db/schema';

export type AirdropRow = Selectable<AirdropsTable>;
export type AirdropClaimRow = Selectable<AirdropClaimsTable>;

/** How many airdrops of a tenant the storefront's list looks at (newest first). */
export const AIRDROP_LIST_SCAN = 500;

/**
 * SQL on `airdrops` and `airdrop_claims`, the airdrop module's tables. Every query carries the tenant;
 * writes take the caller's transaction first.
 */
export class AirdropRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(tenantId: number, id: number, db: Kysely<Database> = this.db): Promise<AirdropRow | undefined> {
    return db.selectFrom('airdrops').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  byKey(db: Kysely<Database>, tenantId: number, key: string): Promise<AirdropRow | undefined> {
    return db.selectFrom('airdrops').selectAll().where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst();
  }

  /** The tenant's newest airdrops (the storefront filters them by audience). */
  recent(tenantId: number, limit = AIRDROP_LIST_SCAN): Promise<AirdropRow[]> {
    return this.db
      .selectFrom('airdrops')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Every airdrop of the tenant, oldest first (the catalogue's export), in `db` (the caller's transaction). */
  all(db: Kysely<Database>, tenantId: number): Promise<AirdropRow[]> {
    return db.selectFrom('airdrops').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  }

  /** The operator's page: newest first, below `before`. */
  page(tenantId: number, limit: number, before: number | undefined): Promise<AirdropRow[]> {
    let q = this.db.selectFrom('airdrops').selectAll().where('tenant_id', '=', tenantId);
    if (before !== undefined) q = q.where('id', '<', before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  async insert(db: Kysely<Database>, row: Insertable<AirdropsTable>): Promise<number> {
    const r = await db.insertInto('airdrops').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async update(db: Kysely<Database>, tenantId: number, id: number, values: Updateable<AirdropsTable>): Promise<void> {
    await db.updateTable('airdrops').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  claimOf(tenantId: number, airdropId: number, userId: number): Promise<AirdropClaimRow | undefined> {
    return this.db
      .selectFrom('airdrop_claims')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('airdrop_id', '=', airdropId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async claimsOf(tenantId: number, userId: number, airdropIds: number[]): Promise<AirdropClaimRow[]> {
    if (airdropIds.length === 0) return [];
    return this.db
      .selectFrom('airdrop_claims')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('airdrop_id', 'in', airdropIds)
      .execute();
  }

  /**
   * Step: the user's one claim of the airdrop, or null when the user has one already. The unique
   * (airdrop, user) index decides: a second request of the same user waits for the first's commit and
   * then finds its row (PostgreSQL), or runs after it (SQLite's one writer).
   */
  async insertClaim(
    db: Kysely<Database>,
    row: { tenant_id: number; airdrop_id: number; user_id: number; claimed_at: number },
  ): Promise<number | null> {
    const r = await db
      .insertInto('airdrop_claims')
      .values({ ...row, card_nft_ids: '[]' })
      .onConflict((oc) => oc.columns(['airdrop_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r?.id ?? null;
  }

  /**
   * Step: counts one claim while the count is below the limit; false when every claim is used. The
   * condition is in the update, so concurrent claims queue on the row and never pass the limit.
   */
  async takeClaim(db: Kysely<Database>, tenantId: number, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('airdrops')
      .set({ claimed_count: sql`claimed_count + 1`, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where(sql<boolean>`claimed_count < claims_limit`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setClaimItems(db: Kysely<Database>, claimId: number, cardNftIds: number[]): Promise<void> {
    await db
      .updateTable('airdrop_claims')
      .set({ card_nft_ids: JSON.stringify(cardNftIds) })
      .where('id', '=', claimId)
      .execute();
  }
}
