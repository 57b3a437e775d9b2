import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { CouponTemplatesTable, Database, RedeemBatchesTable, RedeemCodesTable, UserCouponsTable } from '../../db/schema';

export type CouponTemplateRow = Selectable<CouponTemplatesTable>;
export type UserCouponRow = Selectable<UserCouponsTable>;
export type RedeemBatchRow = Selectable<RedeemBatchesTable>;
export type RedeemCodeRow = Selectable<RedeemCodesTable>;
/** A user coupon with its template's terms. */
export type UserCouponFull = UserCouponRow & {
  name: string;
  kind: CouponTemplatesTable['kind'];
  value: number;
  min_spend: number;
  business_types: string;
  collection_ids: string;
};

/** SQL on coupon_templates, coupon_claims, user_coupons, redeem_batches and redeem_codes. Writes take the caller's transaction. */
export class CouponRepository {
  constructor(readonly db: Kysely<Database>) {}

  // ── templates ────────────────────────────────────────────────────────────────────────────────

  template(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('coupon_templates')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  templateByKey(tenantId: number, key: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('coupon_templates')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  templates(tenantId: number, q: { claimable?: boolean; limit: number; beforeId?: number }) {
    let s = this.db.selectFrom('coupon_templates').selectAll().where('tenant_id', '=', tenantId);
    if (q.claimable) s = s.where('claimable', '=', 1);
    if (q.beforeId !== undefined) s = s.where('id', '<', q.beforeId);
    return s.orderBy('id', 'desc').limit(q.limit).execute();
  }

  async insertTemplate(db: Kysely<Database>, row: Insertable<CouponTemplatesTable>): Promise<CouponTemplateRow> {
    return db.insertInto('coupon_templates').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** One more coupon of a template given out, below its total (a conditional update): false when none is left. */
  async takeFromTemplate(db: Kysely<Database>, tenantId: number, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('coupon_templates')
      .set({ issued: sql`issued + 1`, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where(sql<boolean>`issued < total`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The user's claims of a template, one more, within the limit (a conditional upsert): false at the limit. */
  async takeClaim(db: Kysely<Database>, tenantId: number, templateId: number, userId: number, limit: number): Promise<boolean> {
    const r = await db
      .insertInto('coupon_claims')
      .values({ tenant_id: tenantId, template_id: templateId, user_id: userId, claimed: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'template_id', 'user_id'])
          .doUpdateSet({ claimed: sql`coupon_claims.claimed + 1` })
          .where(sql<boolean>`coupon_claims.claimed < ${limit}`),
      )
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async claimedBy(tenantId: number, userId: number, templateIds: number[]): Promise<Map<number, number>> {
    if (templateIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('coupon_claims')
      .select(['template_id', 'claimed'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('template_id', 'in', templateIds)
      .execute();
    return new Map(rows.map((r) => [r.template_id, Number(r.claimed)]));
  }

  /** Coupons of each template used (by an unpaid or paid order). */
  async usedCounts(tenantId: number, templateIds: number[]): Promise<Map<number, number>> {
    if (templateIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('user_coupons')
      .select(['template_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'used')
      .where('template_id', 'in', templateIds)
      .groupBy('template_id')
      .execute();
    return new Map(rows.map((r) => [r.template_id, Number(r.n)]));
  }

  // ── user coupons ─────────────────────────────────────────────────────────────────────────────

  async insertUserCoupon(db: Kysely<Database>, row: Insertable<UserCouponsTable>): Promise<UserCouponRow> {
    return db.insertInto('user_coupons').values(row).returningAll().executeTakeFirstOrThrow();
  }

  private full(db: Kysely<Database>) {
    return db
      .selectFrom('user_coupons as c')
      .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
      .selectAll('c')
      .select(['t.name', 't.kind', 't.value', 't.min_spend', 't.business_types', 't.collection_ids']);
  }

  userCoupon(tenantId: number, id: number, db: Kysely<Database> = this.db): Promise<UserCouponFull | undefined> {
    return this.full(db).where('c.tenant_id', '=', tenantId).where('c.id', '=', id).executeTakeFirst();
  }

  /**
   * My coupons of a state: usable (unused, not past valid_to: soonest end first, keyset on (valid_to, id)),
   * used (latest use first), expired (unused past valid_to, latest end first). Keyset: the cursor's row id.
   */
  async mine(
    tenantId: number,
    userId: number,
    status: 'usable' | 'used' | 'expired',
    now: number,
    limit: number,
    after?: { validTo: number; usedAt: number; id: number },
  ): Promise<UserCouponFull[]> {
    let q = this.full(this.db).where('c.tenant_id', '=', tenantId).where('c.user_id', '=', userId);
    if (status === 'usable') {
      q = q.where('c.status', '=', 'unused').where('c.valid_to', '>', now);
      if (after)
        q = q.where((eb) =>
          eb.or([
            eb('c.valid_to', '>', after.validTo),
            eb.and([eb('c.valid_to', '=', after.validTo), eb('c.id', '>', after.id)]),
          ]),
        );
      q = q.orderBy('c.valid_to', 'asc').orderBy('c.id', 'asc');
    } else if (status === 'used') {
      q = q.where('c.status', '=', 'used');
      if (after) q = q.where('c.id', '<', after.id);
      q = q.orderBy('c.id', 'desc');
    } else {
      q = q.where('c.status', '=', 'unused').where('c.valid_to', '<=', now);
      if (after)
        q = q.where((eb) =>
          eb.or([
            eb('c.valid_to', '<', after.validTo),
            eb.and([eb('c.valid_to', '=', after.validTo), eb('c.id', '<', after.id)]),
          ]),
        );
      q = q.orderBy('c.valid_to', 'desc').orderBy('c.id', 'desc');
    }
    return q.limit(limit).execute();
  }

  /**
   * Marks a coupon used by an order (decision 043): only the owner's unused coupon, valid now — a
   * conditional update, so of two orders racing for one coupon exactly one gets it.
   */
  async use(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    couponId: number,
    orderId: number,
    now: number,
  ): Promise<boolean> {
    const r = await db
      .updateTable('user_coupons')
      .set({ status: 'used', order_id: orderId, used_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .where('status', '=', 'unused')
      .where('valid_from', '<=', now)
      .where('valid_to', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Gives a coupon back from an order that ended unpaid: once (only while that order holds it). */
  async release(db: Kysely<Database>, tenantId: number, couponId: number, orderId: number): Promise<boolean> {
    const r = await db
      .updateTable('user_coupons')
      .set({ status: 'unused', order_id: null, used_at: null })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', couponId)
      .where('order_id', '=', orderId)
      .where('status', '=', 'used')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ── redemption codes ─────────────────────────────────────────────────────────────────────────

  async insertBatch(db: Kysely<Database>, row: Insertable<RedeemBatchesTable>): Promise<RedeemBatchRow> {
    return db.insertInto('redeem_batches').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async insertCodes(db: Kysely<Database>, rows: Insertable<RedeemCodesTable>[]): Promise<void> {
    // In slices: SQLite's variables limit and PostgreSQL's parameter limit.
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('redeem_codes')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  batch(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('redeem_batches').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  batches(tenantId: number, limit: number, beforeId?: number) {
    let q = this.db.selectFrom('redeem_batches').selectAll().where('tenant_id', '=', tenantId);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  codeByHash(tenantId: number, hash: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('redeem_codes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('code_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Takes a code for a user: once (a conditional update on an unredeemed code). */
  async takeCode(db: Kysely<Database>, tenantId: number, codeId: number, userId: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('redeem_codes')
      .set({ redeemed_by: userId, redeemed_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', codeId)
      .where('redeemed_by', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    return true;
  }

  async countRedeemed(db: Kysely<Database>, tenantId: number, batchId: number): Promise<void> {
    await db
      .updateTable('redeem_batches')
      .set({ redeemed: sql`redeemed + 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', batchId)
      .execute();
  }

  async recordGift(
    db: Kysely<Database>,
    tenantId: number,
    codeId: number,
    gift: { userCouponId: number | null; cardNftId: number | null },
  ): Promise<void> {
    await db
      .updateTable('redeem_codes')
      .set({ user_coupon_id: gift.userCouponId, card_nft_id: gift.cardNftId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', codeId)
      .execute();
  }

  /** My redemptions with their batch, newest first (keyset on id). */
  redemptions(tenantId: number, userId: number, limit: number, beforeId?: number) {
    let q = this.db
      .selectFrom('redeem_codes as r')
      .innerJoin('redeem_batches as b', 'b.id', 'r.batch_id')
      .selectAll('r')
      .select(['b.grant_kind', 'b.template_id', 'b.collection_id'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.redeemed_by', '=', userId);
    if (beforeId !== undefined) q = q.where('r.id', '<', beforeId);
    return q.orderBy('r.id', 'desc').limit(limit).execute();
  }

  redemption(tenantId: number, codeId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('redeem_codes as r')
      .innerJoin('redeem_batches as b', 'b.id', 'r.batch_id')
      .selectAll('r')
      .select(['b.grant_kind', 'b.template_id', 'b.collection_id'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.id', '=', codeId)
      .executeTakeFirst();
  }
}
