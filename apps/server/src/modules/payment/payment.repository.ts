import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, LedgerEntriesTable, PaymentClaimsTable, PaymentsTable } from '../../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentClaimRow = Selectable<PaymentClaimsTable>;
export type DueRefund = Awaited<ReturnType<PaymentRepository['dueRefunds']>>[number];

/**
 * SQL on payments, their provider events, the ledger and refunds. Writes take the caller's transaction
 * (or the database) first. A payment's payable is an order today: its `order_id` column.
 */
export class PaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(db: Kysely<Database>, row: Insertable<PaymentsTable>) {
    return db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Inserts a payment unless one of the same order and client request id exists (a repeat: nothing). */
  async insertOnce(db: Kysely<Database>, row: Insertable<PaymentsTable>): Promise<void> {
    await db
      .insertInto('payments')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'order_id', 'request_id']).doNothing())
      .execute();
  }

  // ── The order's one payment in flight (decision 060) ─────────────────────────────────────────────────

  /** Claims an order's payment slot for an attempt when nobody holds it; false when somebody does. */
  async claim(db: Kysely<Database>, c: { tenantId: number; orderId: number; paymentNo: string; now: number }): Promise<boolean> {
    const r = await db
      .insertInto('payment_claims')
      .values({ order_id: c.orderId, tenant_id: c.tenantId, payment_no: c.paymentNo, claimed_at: c.now })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Who holds an order's payment slot, and since when. */
  claimOf(orderId: number): Promise<PaymentClaimRow | undefined> {
    return this.db.selectFrom('payment_claims').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** Hands the slot from an attempt that has ended to a new one: false when another attempt took it first. */
  async takeOver(orderId: number, from: string, to: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('payment_claims')
      .set({ payment_no: to, claimed_at: now })
      .where('order_id', '=', orderId)
      .where('payment_no', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** An attempt gives the slot back (only its own: one that took it over meanwhile keeps it). */
  async release(orderId: number, paymentNo: string): Promise<void> {
    await this.db.deleteFrom('payment_claims').where('order_id', '=', orderId).where('payment_no', '=', paymentNo).execute();
  }

  /** Forgets the slots claimed before `before` (their orders' deadlines long past). */
  async sweepClaims(before: number): Promise<void> {
    await this.db.deleteFrom('payment_claims').where('claimed_at', '<', before).execute();
  }

  /** A payment its provider has ended without money (closed there) ends with `progress`, unless something finished it first. */
  async ended(id: number, progress: number, now: number): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ progress, updated_at: now })
      .where('id', '=', id)
      .where('progress', '<', 5)
      .where('succeeded_at', 'is', null)
      .execute();
  }

  /** The payment a client request id opened for an order. */
  byRequest(tenantId: number, orderId: number, requestId: string) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /** The provider's reference of a payment, once known (a wallet payment: its debit's movement number). */
  /** The buyer's openid at a WeChat official account (from WeChat's web authorization). */
  async openidOf(tenantId: number, userId: number, appId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('wechat_openids')
      .select('openid')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row?.openid ?? null;
  }

  async saveOpenid(tenantId: number, userId: number, appId: string, openid: string, now: number): Promise<void> {
    await this.db
      .insertInto('wechat_openids')
      .values({ tenant_id: tenantId, user_id: userId, app_id: appId, openid, created_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'app_id']).doUpdateSet({ openid, created_at: now }))
      .execute();
  }

  async setProviderRef(id: number, providerRef: string, now: number): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ provider_ref: providerRef, updated_at: now })
      .where('id', '=', id)
      .where('provider_ref', 'is', null)
      .execute();
  }

  /** A payment the provider refused ends FAIL, unless something else finished it first. */
  refused(id: number, now: number): Promise<void> {
    return this.ended(id, 6, now);
  }

  byNo(paymentNo: string, db: Kysely<Database> = this.db) {
    return db.selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst();
  }

  /** An order's payments the provider has not finished (progress before TIMEOUT, FAIL, SUCCESS). */
  openOfOrder(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('progress', '<', 5)
      .where('succeeded_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** Payments the provider has not finished, opened before `before` (oldest first): the stale ones' scan. */
  staleOpen(before: number, limit: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('progress', '<', 5)
      .where('succeeded_at', 'is', null)
      .where('created_at', '<=', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  async setProgress(db: Kysely<Database>, id: number, progress: number, now: number, succeeded = false): Promise<void> {
    await db
      .updateTable('payments')
      .set({ progress, updated_at: now, ...(succeeded ? { succeeded_at: now } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** Records a provider event once; false when it was seen before (a repeat changes nothing). */
  async firstSight(
    db: Kysely<Database>,
    e: { provider: string; eventId: string; tenantId: number; paymentId: number; kind: string; outcome: string; now: number },
  ): Promise<boolean> {
    const r = await db
      .insertInto('payment_events')
      .values({
        provider: e.provider,
        event_id: e.eventId,
        tenant_id: e.tenantId,
        payment_id: e.paymentId,
        kind: e.kind,
        outcome: e.outcome,
        received_at: e.now,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async setOutcome(db: Kysely<Database>, provider: string, eventId: string, outcome: string): Promise<void> {
    await db
      .updateTable('payment_events')
      .set({ outcome })
      .where('provider', '=', provider)
      .where('event_id', '=', eventId)
      .execute();
  }

  async ledger(
    db: Kysely<Database>,
    e: {
      tenantId: number;
      orderId: number;
      paymentId: number;
      kind: LedgerEntriesTable['kind'];
      amount: number;
      eventId: string;
      now: number;
      /** The creator a royalty accrues to (decision 065). */
      creatorId?: number | null;
    },
  ): Promise<void> {
    await db
      .insertInto('ledger_entries')
      .values({
        tenant_id: e.tenantId,
        order_id: e.orderId,
        payment_id: e.paymentId,
        kind: e.kind,
        amount: e.amount,
        event_id: e.eventId,
        created_at: e.now,
        creator_id: e.creatorId ?? null,
      })
      .execute();
  }

  /**
   * A refunded order's split reversed (decision 066): for every ledger row of the order but the money's own
   * (payment in, refund out: the refund's row answers the payment's), one row of the same kind, creator and
   * payment with the opposite amount — whatever kinds the order has (fee, royalty, proceeds, discount, ...).
   * Answers the rows written; event `reversal:<row id>` so each row is reversed once.
   */
  async reverseSplit(db: Kysely<Database>, tenantId: number, orderId: number, now: number): Promise<number> {
    const rows = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('kind', 'not in', ['payment', 'refund'])
      .where('event_id', 'not like', 'reversal:%')
      .orderBy('id')
      .execute();
    if (rows.length === 0) return 0;
    await db
      .insertInto('ledger_entries')
      .values(
        rows.map((r) => {
          const creator = (r as { creator_id?: number | null }).creator_id;
          return {
            tenant_id: r.tenant_id,
            order_id: r.order_id,
            payment_id: r.payment_id,
            kind: r.kind,
            amount: -Number(r.amount),
            event_id: `reversal:${r.id}`,
            created_at: now,
            ...(creator === null || creator === undefined ? {} : { creator_id: creator }),
          };
        }),
      )
      .execute();
    return rows.length;
  }

  /** A refund owed for a payment (one per payment). */
  async owe(
    db: Kysely<Database>,
    p: PaymentRow,
    orderId: number,
    amount: number,
    now: number,
    by?: { reason: string; operatorId: number },
  ): Promise<boolean> {
    const r = await db
      .insertInto('refunds')
      .values({
        tenant_id: p.tenant_id,
        payment_id: p.id,
        order_id: orderId,
        amount,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
        ...(by ? { reason: by.reason, operator_id: by.operatorId } : {}),
      })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  dueRefunds(now: number, limit: number) {
    return this.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select([
        'refunds.id',
        'refunds.tenant_id',
        'refunds.order_id',
        'refunds.payment_id',
        'refunds.amount',
        'refunds.attempts',
        'payments.provider',
        'payments.provider_ref',
        'payments.payer_ref',
        'payments.channel_type',
        'payments.payment_no',
        'payments.amount as payment_amount',
      ])
      .where('refunds.status', '=', 'pending')
      .where('refunds.next_attempt_at', '<=', now)
      .orderBy('refunds.id')
      .limit(limit)
      .execute();
  }

  /** Marks a refund done, once: answers the refund, or undefined when it was done already. */
  refunded(db: Kysely<Database>, refundId: number, providerRef: string, now: number) {
    return db
      .updateTable('refunds')
      .set({ status: 'done', provider_ref: providerRef, done_at: now, last_error: null })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  async refundFailed(db: Kysely<Database>, refundId: number, error: string, nextAttemptAt: number): Promise<void> {
    await db
      .updateTable('refunds')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt }))
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .execute();
  }

  refundOf(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('refunds')
      .select(['amount', 'status', 'done_at', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .executeTakeFirst();
  }

  // ── The console (issue 17, decision 039) ──────────────────────────────────────────────────────────

  /** The payment that paid an order (its `paid` event's outcome is 'paid'), read in the caller's transaction. */
  paying(db: Kysely<Database>, tenantId: number, orderId: number) {
    return db
      .selectFrom('payments')
      .innerJoin('payment_events', 'payment_events.payment_id', 'payments.id')
      .selectAll('payments')
      .where('payments.tenant_id', '=', tenantId)
      .where('payments.order_id', '=', orderId)
      .where('payment_events.kind', '=', 'paid')
      .where('payment_events.outcome', '=', 'paid')
      .executeTakeFirst();
  }

  /** An order's payments, oldest first. */
  ofOrder(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** An order's refunds (one per payment), oldest first. */
  refundsOfOrder(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('refunds')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** A tenant's payments for finance, newest first; keyset on id. */
  payments(tenantId: number, f: { progress?: number; from?: number; to?: number; beforeId?: number }, limit: number) {
    let q = this.db.selectFrom('payments').selectAll().where('tenant_id', '=', tenantId).orderBy('id', 'desc').limit(limit);
    if (f.progress !== undefined) q = q.where('progress', '=', f.progress);
    if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('created_at', '<', f.to);
    if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
    return q.execute();
  }

  /** A tenant's ledger for finance, newest first; keyset on id. */
  ledgerRows(
    tenantId: number,
    f: { kind?: LedgerEntriesTable['kind']; from?: number; to?: number; beforeId?: number },
    limit: number,
  ) {
    let q = this.db
      .selectFrom('ledger_entries')
      .innerJoin('payments', 'payments.id', 'ledger_entries.payment_id')
      .selectAll('ledger_entries')
      .select(['payments.payment_no', 'payments.method', 'payments.channel_type'])
      .where('ledger_entries.tenant_id', '=', tenantId)
      .orderBy('ledger_entries.id', 'desc')
      .limit(limit);
    if (f.kind) q = q.where('ledger_entries.kind', '=', f.kind);
    if (f.from !== undefined) q = q.where('ledger_entries.created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('ledger_entries.created_at', '<', f.to);
    if (f.beforeId !== undefined) q = q.where('ledger_entries.id', '<', f.beforeId);
    return q.execute();
  }

  /** The ledger's totals over a time range: money in (payments), money out (refunds), rows. */
  async ledgerTotals(tenantId: number, f: { from?: number; to?: number }) {
    let q = this.db
      .selectFrom('ledger_entries')
      .select((eb) => ['kind', eb.fn.sum<number>('amount').as('total'), eb.fn.countAll<number>().as('count')])
      .where('tenant_id', '=', tenantId)
      .groupBy('kind');
    if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('created_at', '<', f.to);
    return q.execute();
  }

  /** Refunds not yet sent (pending), of a tenant: finance sees what is still owed. */
  async pendingRefunds(tenantId: number): Promise<{ count: number; amount: number }> {
    const r = await this.db
      .selectFrom('refunds')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount').as('amount')])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return { count: Number(r?.count ?? 0), amount: Number(r?.amount ?? 0) };
  }
}
