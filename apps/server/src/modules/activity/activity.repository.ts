import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ActivitiesTable, ActivityItemUsesTable, CastRecordsTable, Database } from '../../db/schema';

export type ActivityRow = Selectable<ActivitiesTable>;
export type CastRecordRow = Selectable<CastRecordsTable>;

/** Where an activity's window is at `now`: the storefront's three lists (a withdrawn one has ended). */
export type WindowStatus = 'upcoming' | 'open' | 'ended';

/**
 * SQL on the activities' tables (migration 0020): activities, cast_records, activity_item_uses. Writes take
 * the caller's transaction first; every query carries the tenant.
 */
export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('activities').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  byKey(db: Kysely<Database>, tenantId: number, key: string) {
    return db.selectFrom('activities').selectAll().where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst();
  }

  /**
   * Enabled activities of one window status, keyset-paged: open soonest ending first, upcoming soonest
   * starting first, ended last ended first (withdrawn ones count as ended).
   */
  list(
    tenantId: number,
    q: { status: WindowStatus; kind?: string; now: number; limit: number; after?: { at: number; id: number } },
  ) {
    let s = this.db.selectFrom('activities').selectAll().where('tenant_id', '=', tenantId).where('enabled', '=', 1);
    if (q.kind) s = s.where('kind', '=', q.kind as ActivityRow['kind']);
    const a = q.after;
    if (q.status === 'open') {
      s = s.where('withdrawn_at', 'is', null).where('starts_at', '<=', q.now).where('ends_at', '>', q.now);
      if (a) s = s.where((eb) => eb.or([eb('ends_at', '>', a.at), eb.and([eb('ends_at', '=', a.at), eb('id', '>', a.id)])]));
      return s.orderBy('ends_at').orderBy('id').limit(q.limit).execute();
    }
    if (q.status === 'upcoming') {
      s = s.where('withdrawn_at', 'is', null).where('starts_at', '>', q.now);
      if (a) s = s.where((eb) => eb.or([eb('starts_at', '>', a.at), eb.and([eb('starts_at', '=', a.at), eb('id', '>', a.id)])]));
      return s.orderBy('starts_at').orderBy('id').limit(q.limit).execute();
    }
    s = s.where((eb) => eb.or([eb('withdrawn_at', 'is not', null), eb('ends_at', '<=', q.now)]));
    if (a) s = s.where((eb) => eb.or([eb('ends_at', '<', a.at), eb.and([eb('ends_at', '=', a.at), eb('id', '<', a.id)])]));
    return s.orderBy('ends_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
  }

  /** Every activity of the tenant, newest first (the console); keyset on id. */
  all(tenantId: number, q: { kind?: string; limit: number; before?: number }) {
    let s = this.db.selectFrom('activities').selectAll().where('tenant_id', '=', tenantId);
    if (q.kind) s = s.where('kind', '=', q.kind as ActivityRow['kind']);
    if (q.before !== undefined) s = s.where('id', '<', q.before);
    return s.orderBy('id', 'desc').limit(q.limit).execute();
  }

  async insert(db: Kysely<Database>, row: Insertable<ActivitiesTable>): Promise<number> {
    const r = await db.insertInto('activities').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  /** Updates an activity; a stock is only written while it is not below the casts made. False when nothing changed. */
  async update(db: Kysely<Database>, tenantId: number, id: number, values: Updateable<ActivitiesTable>): Promise<boolean> {
    let q = db.updateTable('activities').set(values).where('tenant_id', '=', tenantId).where('id', '=', id);
    if (values.stock !== undefined) q = q.where('cast_count', '<=', values.stock as number);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async withdraw(db: Kysely<Database>, tenantId: number, id: number, now: number): Promise<void> {
    await db
      .updateTable('activities')
      .set({ withdrawn_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('withdrawn_at', 'is', null)
      .execute();
  }

  /**
   * Step of a cast: one result taken from the stock, only while the activity is castable (enabled, not
   * withdrawn, in its window) and below its stock. One statement: of racing casts for the last result, one
   * wins. False when it was not castable.
   */
  async takeOne(db: Kysely<Database>, tenantId: number, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('activities')
      .set((eb) => ({ cast_count: eb('cast_count', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .where('withdrawn_at', 'is', null)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where((eb) => eb('cast_count', '<', eb.ref('stock')))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ── Cast records and item uses ───────────────────────────────────────────────────────────────────

  async insertCast(db: Kysely<Database>, row: Insertable<CastRecordsTable>): Promise<number> {
    const r = await db.insertInto('cast_records').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async setCastResult(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    r: { cardNftId: number; collectionId: number; serial: number },
  ): Promise<void> {
    await db
      .updateTable('cast_records')
      .set({ result_card_nft_id: r.cardNftId, result_collection_id: r.collectionId, result_serial: r.serial })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** The user's latest cast in the activity (decision 062: a holder may cast again with other items). */
  lastCastOf(tenantId: number, activityId: number, userId: number) {
    return this.db
      .selectFrom('cast_records')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  castById(tenantId: number, id: number) {
    return this.db
      .selectFrom('cast_records')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A user's casts, newest first; keyset on id. */
  castsOf(tenantId: number, userId: number, q: { activityId?: number; limit: number; before?: number }) {
    let s = this.db.selectFrom('cast_records').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId);
    if (q.activityId !== undefined) s = s.where('activity_id', '=', q.activityId);
    if (q.before !== undefined) s = s.where('id', '<', q.before);
    return s.orderBy('id', 'desc').limit(q.limit).execute();
  }

  async addUses(db: Kysely<Database>, rows: Insertable<ActivityItemUsesTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('activity_item_uses').values(rows).execute();
  }

  /**
   * Which of these items `holderId` may not use for the activity again: cast with by that holder already
   * (once per collectible per holder, decision 062: its next owner may), or held by a live order of it.
   */
  async usedOf(
    tenantId: number,
    activityId: number,
    holderId: number,
    cardNftIds: readonly number[],
    db: Kysely<Database> = this.db,
  ): Promise<Set<number>> {
    if (cardNftIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('activity_item_uses')
      .select('card_nft_id')
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', holderId)
      .where('card_nft_id', 'in', [...cardNftIds])
      .execute();
    // Items held by a live activity order (decision 044) are used for it too.
    const held = await db
      .selectFrom('activity_order_items')
      .select('card_nft_id')
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId)
      .where('card_nft_id', 'in', [...cardNftIds])
      .where('released_at', 'is', null)
      .execute();
    return new Set([...rows.map((r) => r.card_nft_id), ...held.map((r) => r.card_nft_id)]);
  }

  // ── Activity orders (migration 0024, decision 044) ──

  /** One result back to the stock (an activity order closed or cancelled). */
  async giveBackOne(db: Kysely<Database>, tenantId: number, id: number): Promise<void> {
    await db
      .updateTable('activities')
      .set((eb) => ({ cast_count: eb('cast_count', '-', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('cast_count', '>', 0)
      .execute();
  }

  /** One more order (or cast, decision 062) of the user within `limit` (a conditional upsert); false at the limit. */
  async takeQuota(db: Kysely<Database>, tenantId: number, activityId: number, userId: number, limit: number): Promise<boolean> {
    await db
      .insertInto('activity_quotas')
      .values({ tenant_id: tenantId, activity_id: activityId, user_id: userId, taken: 0 })
      .onConflict((oc) => oc.columns(['tenant_id', 'activity_id', 'user_id']).doNothing())
      .execute();
    const r = await db
      .updateTable('activity_quotas')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .where('taken', '<', limit)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async releaseQuota(db: Kysely<Database>, tenantId: number, activityId: number, userId: number): Promise<void> {
    await db
      .updateTable('activity_quotas')
      .set((eb) => ({ taken: eb('taken', '-', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .where('taken', '>', 0)
      .execute();
  }

  async quotaOf(tenantId: number, activityId: number, userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('activity_quotas')
      .select('taken')
      .where('tenant_id', '=', tenantId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r?.taken ?? 0;
  }

  async holdForOrder(
    db: Kysely<Database>,
    a: { tenantId: number; activityId: number; orderId: number; userId: number; spent: boolean; now: number },
    ids: readonly number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await db
      .insertInto('activity_order_items')
      .values(
        ids.map((id) => ({
          tenant_id: a.tenantId,
          activity_id: a.activityId,
          order_id: a.orderId,
          user_id: a.userId,
          card_nft_id: id,
          spent: a.spent ? 1 : 0,
          released_at: null,
          created_at: a.now,
        })),
      )
      .execute();
  }

  /** The order's held (not spent) items become usable again; answers how many. */
  async releaseOrderItems(db: Kysely<Database>, tenantId: number, orderId: number, now: number): Promise<number> {
    const r = await db
      .updateTable('activity_order_items')
      .set({ released_at: now })
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('spent', '=', 0)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** How many of the order's items were spent (burned) by it (decision 066: such an order is not refunded). */
  async spentOf(db: Kysely<Database>, tenantId: number, orderId: number): Promise<number> {
    const r = await db
      .selectFrom('activity_order_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('spent', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Whether `holderId` used the item in an activity since `since` (decision 066): cast with it, or an
   * activity order of theirs holds or spent it.
   */
  async usedSince(db: Kysely<Database>, tenantId: number, holderId: number, cardNftId: number, since: number): Promise<boolean> {
    const cast = await db
      .selectFrom('activity_item_uses')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', holderId)
      .where('card_nft_id', '=', cardNftId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    if (cast) return true;
    const held = await db
      .selectFrom('activity_order_items')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', holderId)
      .where('card_nft_id', '=', cardNftId)
      .where('created_at', '>=', since)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    return held !== undefined;
  }
}
