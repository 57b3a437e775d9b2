import { sql, type Kysely, type Selectable } from 'kysely';
import { Prepared } from '../../db/prepared';
import type { Database, OrdersTable, PurchaseQuotasTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type ItemKind = OrdersTable['item_kind'];
/** The drops of the primary sale, which count against a per-user quota (a listing does not). */
export type QuotaKind = PurchaseQuotasTable['item_kind'];

/** SQL on orders, purchase quotas and serial counters. Writes take the caller's transaction. */
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new unpaid order (the purchase path: prepared once, db/prepared.ts). */
  async insertUnpaid(
    db: Kysely<Database>,
    o: {
      tenantId: number;
      orderNo: string;
      userId: number;
      businessType: number;
      kind: ItemKind;
      itemId: number;
      quantity: number;
      unitPrice: number;
      expiresAt: number;
      now: number;
    },
  ): Promise<OrderRow> {
    const row = await this.newUnpaid.first(
      db,
      o.tenantId,
      o.orderNo,
      o.userId,
      o.businessType,
      o.kind,
      o.itemId,
      o.quantity,
      o.unitPrice,
      o.unitPrice * o.quantity,
      o.expiresAt,
      o.now,
    );
    if (!row) throw new Error('the order insert returned no row');
    return row;
  }

  private readonly newUnpaid = new Prepared(
    11,
    (
      db,
      tenantId: number,
      orderNo: string,
      userId: number,
      businessType: number,
      kind: string,
      itemId: number,
      quantity: number,
      unitPrice: number,
      totalAmount: number,
      expiresAt: number,
      now: number,
    ) =>
      db
        .insertInto('orders')
        .values({
          tenant_id: tenantId,
          order_no: orderNo,
          user_id: userId,
          business_type: businessType,
          item_kind: kind as ItemKind,
          item_id: itemId,
          quantity,
          unit_price: unitPrice,
          total_amount: totalAmount,
          status: 'pending_payment',
          expires_at: expiresAt,
          paid_at: null,
          ended_at: null,
          pay_method: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll(),
  );

  /**
   * A coupon used by a new order (decision 043): its total becomes quantity × unit price − discount.
   * Only with a coupon: the purchase path without one writes nothing more.
   */
  async setCoupon(db: Kysely<Database>, o: OrderRow, couponId: number, discount: number): Promise<OrderRow> {
    return db
      .updateTable('orders')
      .set({ coupon_id: couponId, discount_amount: discount, total_amount: Number(o.unit_price) * o.quantity - discount })
      .where('tenant_id', '=', o.tenant_id)
      .where('id', '=', o.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  byNo(tenantId: number, orderNo: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
  }

  byId(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  /**
   * When each of these users first made a purchase that counts for invites (decision 049): an order paid,
   * not refunded, and of a price above 0 (a free drop or a fully discounted order is no purchase); users
   * without one are absent.
   */
  async firstPaidAt(tenantId: number, userIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const ids = [...new Set(userIds)];
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom('orders')
        .select((eb) => ['user_id', eb.fn.min('paid_at').as('first')])
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', ids.slice(i, i + 500))
        .where('paid_at', 'is not', null)
        .where('status', '!=', 'refunded')
        .where('total_amount', '>', 0)
        .groupBy('user_id')
        .execute();
      for (const r of rows) out.set(Number(r.user_id), Number(r.first));
    }
    return out;
  }

  /** The user's orders, newest first, keyset on id. */
  list(
    tenantId: number,
    userId: number,
    status: OrderRow['status'] | undefined,
    limit: number,
    beforeId?: number,
    businessType?: number,
  ) {
    let q = this.db
      .selectFrom('orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (status) q = q.where('status', '=', status);
    if (businessType !== undefined) q = q.where('business_type', '=', businessType);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  /**
   * Moves an order out of `pending_payment` — to paid, closed or cancelled. Only one mover wins: a
   * payment racing the closer or a cancel ends in exactly one outcome.
   */
  async settle(
    db: Kysely<Database>,
    id: number,
    to: 'paid' | 'closed' | 'cancelled',
    now: number,
    payMethod: number | null = null,
  ): Promise<boolean> {
    const r = await db
      .updateTable('orders')
      .set(
        to === 'paid'
          ? { status: 'paid', paid_at: now, pay_method: payMethod, updated_at: now }
          : { status: to, ended_at: now, updated_at: now },
      )
      .where('id', '=', id)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Unpaid orders past their deadline (the closer's work), oldest first. */
  expired(now: number, limit: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'pending_payment')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  /**
   * Counts `qty` more units of the drop against the user and records `orderId` as their unpaid order of
   * it — only when no unpaid order of it exists and the total stays within `limit`. Answers false (and
   * changes nothing) otherwise.
   */
  async takeQuota(
    db: Kysely<Database>,
    k: { tenantId: number; userId: number; kind: QuotaKind; itemId: number },
    qty: number,
    limit: number,
    orderId: number,
  ): Promise<boolean> {
    if (qty > limit) return false;
    const r = await this.quotaTake.first(db, k.tenantId, k.userId, k.kind, k.itemId, qty, orderId, limit);
    return r !== undefined;
  }

  private readonly quotaTake = new Prepared(
    7,
    (db, tenantId: number, userId: number, kind: string, itemId: number, qty: number, orderId: number, limit: number) =>
      db
        .insertInto('purchase_quotas')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          item_kind: kind as QuotaKind,
          item_id: itemId,
          taken: qty,
          unpaid_order_id: orderId,
        })
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'user_id', 'item_kind', 'item_id'])
            .doUpdateSet({ taken: sql`purchase_quotas.taken + ${qty}`, unpaid_order_id: orderId })
            .where('purchase_quotas.unpaid_order_id', 'is', null)
            .where(sql<boolean>`purchase_quotas.taken + ${qty} <= ${limit}`),
        )
        .returning('taken'),
  );

  quota(k: { tenantId: number; userId: number; kind: QuotaKind; itemId: number }, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('purchase_quotas')
      .selectAll()
      .where('tenant_id', '=', k.tenantId)
      .where('user_id', '=', k.userId)
      .where('item_kind', '=', k.kind)
      .where('item_id', '=', k.itemId)
      .executeTakeFirst();
  }

  async setUnpaid(db: Kysely<Database>, o: OrderRow, unpaidOrderId: number | null, releaseQty = 0): Promise<void> {
    if (o.item_kind === 'listing' || o.item_kind === 'activity') return;
    await db
      .updateTable('purchase_quotas')
      .set({ unpaid_order_id: unpaidOrderId, taken: sql`taken - ${releaseQty}` })
      .where('tenant_id', '=', o.tenant_id)
      .where('user_id', '=', o.user_id)
      .where('item_kind', '=', o.item_kind as QuotaKind)
      .where('item_id', '=', o.item_id)
      .execute();
  }

  /** The user's unpaid order, whatever it is for (an unpaid order blocks a new one: one at most). */
  unpaidOf(tenantId: number, userId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
  }

  /** The next `qty` serial numbers of a collection, in the order payments succeed; never reused. */
  async nextSerials(db: Kysely<Database>, tenantId: number, collectionId: number, qty: number): Promise<number[]> {
    const r = await db
      .insertInto('serial_counters')
      .values({ tenant_id: tenantId, collection_id: collectionId, last_serial: qty })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'collection_id']).doUpdateSet({ last_serial: sql`serial_counters.last_serial + ${qty}` }),
      )
      .returning('last_serial')
      .executeTakeFirstOrThrow();
    const last = r.last_serial;
    return Array.from({ length: qty }, (_, i) => last - qty + 1 + i);
  }

  /**
   * The next `qty` serial numbers of a collection if they stay within its `supply` (decision 062): one
   * conditional upsert, so of racing takers of the last serial one gets it; null (nothing changed) otherwise.
   */
  async nextSerialsWithin(
    db: Kysely<Database>,
    tenantId: number,
    collectionId: number,
    qty: number,
    supply: number,
  ): Promise<number[] | null> {
    if (qty > supply) return null;
    const r = await db
      .insertInto('serial_counters')
      .values({ tenant_id: tenantId, collection_id: collectionId, last_serial: qty })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'collection_id'])
          .doUpdateSet({ last_serial: sql`serial_counters.last_serial + ${qty}` })
          .where(sql<boolean>`serial_counters.last_serial + ${qty} <= ${supply}`),
      )
      .returning('last_serial')
      .executeTakeFirst();
    if (!r) return null;
    const last = r.last_serial;
    return Array.from({ length: qty }, (_, i) => last - qty + 1 + i);
  }

  // ── The console (issue 17, decision 039) ──────────────────────────────────────────────────────────

  /** Moves a paid order to refunded; false when it is not paid any more (refunded first by another). */
  async refundPaid(
    db: Kysely<Database>,
    id: number,
    now: number,
    from: 'paid' | 'shipping' | 'completed' = 'paid',
  ): Promise<boolean> {
    const r = await db
      .updateTable('orders')
      .set({ status: 'refunded', ended_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Gives `qty` units back to the user's quota of the order's drop, leaving their unpaid order as it is. */
  async releaseTaken(db: Kysely<Database>, o: OrderRow, qty: number): Promise<void> {
    // A resale order takes no quota (decision 033); an activity order has its own (decision 044).
    if (o.item_kind === 'listing' || o.item_kind === 'activity') return;
    await db
      .updateTable('purchase_quotas')
      .set({ taken: sql`taken - ${qty}` })
      .where('tenant_id', '=', o.tenant_id)
      .where('user_id', '=', o.user_id)
      .where('item_kind', '=', o.item_kind)
      .where('item_id', '=', o.item_id)
      .execute();
  }

  // ── Activity orders and shipping (decision 044) ──

  /** A new activity order: unpaid (price > 0) or paid at once (free), with its address snapshot. */
  async insertActivity(
    db: Kysely<Database>,
    o: {
      tenantId: number;
      orderNo: string;
      userId: number;
      activityId: number;
      price: number;
      paid: boolean;
      completed: boolean;
      shipAddress: string | null;
      expiresAt: number;
      now: number;
    },
  ): Promise<OrderRow> {
    return db
      .insertInto('orders')
      .values({
        tenant_id: o.tenantId,
        order_no: o.orderNo,
        user_id: o.userId,
        business_type: 5,
        item_kind: 'activity',
        item_id: o.activityId,
        quantity: 1,
        unit_price: o.price,
        total_amount: o.price,
        status: o.completed ? 'completed' : o.paid ? 'paid' : 'pending_payment',
        expires_at: o.expiresAt,
        paid_at: o.paid ? o.now : null,
        ended_at: null,
        pay_method: null,
        created_at: o.now,
        updated_at: o.now,
        ship_address: o.shipAddress,
        completed_at: o.completed ? o.now : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** paid (awaiting shipment) → shipping, once. */
  async ship(db: Kysely<Database>, id: number, carrier: string, trackingNo: string, now: number): Promise<boolean> {
    const r = await db
      .updateTable('orders')
      .set({ status: 'shipping', carrier, tracking_no: trackingNo, shipped_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('business_type', '=', 5)
      .where('ship_address', 'is not', null)
      .where('shipped_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** shipping → completed, once. */
  async complete(db: Kysely<Database>, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('orders')
      .set({ status: 'completed', completed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'shipping')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Shipping orders (every tenant) shipped at or before `shippedBy`, oldest first. */
  dueForCompletion(shippedBy: number, limit: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'shipping')
      .where('shipped_at', '<=', shippedBy)
      .orderBy('shipped_at')
      .limit(limit)
      .execute();
  }

  /** The console's shipping queue: physical activity orders of one shipping state. */
  shipments(tenantId: number, status: 'awaiting' | 'shipping' | 'completed', limit: number, before?: { at: number; id: number }) {
    let q = this.db
      .selectFrom('orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('business_type', '=', 5)
      .where('ship_address', 'is not', null);
    const col = status === 'awaiting' ? 'paid_at' : status === 'shipping' ? 'shipped_at' : 'completed_at';
    q = q.where('status', '=', status === 'awaiting' ? 'paid' : status);
    if (before) {
      const b = before;
      q =
        status === 'awaiting'
          ? q.where((eb) => eb.or([eb(col, '>', b.at), eb.and([eb(col, '=', b.at), eb('id', '>', b.id)])]))
          : q.where((eb) => eb.or([eb(col, '<', b.at), eb.and([eb(col, '=', b.at), eb('id', '<', b.id)])]));
    }
    return (status === 'awaiting' ? q.orderBy(col, 'asc').orderBy('id', 'asc') : q.orderBy(col, 'desc').orderBy('id', 'desc'))
      .limit(limit)
      .execute();
  }

  /** The console's order search on a tenant, newest first; keyset on id. */
  search(tenantId: number, f: OrderSearch, limit: number) {
    let q = this.db.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).orderBy('id', 'desc').limit(limit);
    if (f.orderNo) q = q.where('order_no', '=', f.orderNo);
    if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.businessType !== undefined) q = q.where('business_type', '=', f.businessType);
    if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('created_at', '<', f.to);
    if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
    return q.execute();
  }
}

/** What the console searches orders by (all optional, combined with AND). */
export interface OrderSearch {
  orderNo?: string;
  userId?: number;
  status?: OrderRow['status'];
  businessType?: number;
  from?: number;
  to?: number;
  beforeId?: number;
}
