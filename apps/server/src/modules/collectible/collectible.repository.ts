import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { BoxHoldingsTable, CardNftsTable, Database } from '../../db/schema';

export type CardNftRow = Selectable<CardNftsTable>;

/** The statuses in which an item may be shown: held (or minting), pledged, on consignment; not frozen, not burned. */
const DISPLAYABLE = ['held', 'pledged'] as const;

/**
 * Whether a row is shown on its owner's public page (decision 028): displayed, displayable, and shown
 * by its present owner — a display older than the item's acquisition belongs to a former owner.
 */
export function isShown(r: Pick<CardNftRow, 'displayed' | 'displayed_at' | 'acquired_at' | 'status'>): boolean {
  return (
    r.displayed === 1 &&
    r.displayed_at !== null &&
    Number(r.displayed_at) >= Number(r.acquired_at) &&
    (DISPLAYABLE as readonly string[]).includes(r.status)
  );
}

/** The same rule as `isShown`, as a filter on a user's items. */
function shown<Q extends SelectQueryBuilder<Database, 'card_nfts', object>>(q: Q, tenantId: number, userId: number): Q {
  return q
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('displayed', '=', 1)
    .where('status', 'in', DISPLAYABLE)
    .where((eb) => eb('displayed_at', '>=', eb.ref('acquired_at'))) as Q;
}
export type BoxHoldingRow = Selectable<BoxHoldingsTable>;

/** My home's narrowing of what a user holds (decision 069): one status, some collections. */
export interface HoldingScope {
  status?: CardNftRow['status'];
  /** Only these collections; an empty list matches nothing. */
  collectionIds?: readonly number[];
}

/**
 * SQL on what buyers hold (collectibles, blind boxes) and the boxes' fairness seeds. Writes take the
 * caller's transaction first.
 */
export class CollectibleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async addCollectibles(db: Kysely<Database>, rows: Insertable<CardNftsTable>[]): Promise<CardNftRow[]> {
    if (rows.length === 0) return [];
    return db.insertInto('card_nfts').values(rows).returningAll().execute();
  }

  async addBoxes(db: Kysely<Database>, rows: Insertable<BoxHoldingsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('box_holdings').values(rows).execute();
  }

  collectible(tenantId: number, userId: number, id: number) {
    return this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '!=', 'consumed')
      .executeTakeFirst();
  }

  /** The user's item, also when it was burned (consumed) while theirs: its history stays theirs to read (decision 062). */
  collectibleOrBurned(tenantId: number, userId: number, id: number) {
    return this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether the user holds at least one item of the collection (not consumed). */
  async holds(tenantId: number, userId: number, collectionId: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('card_nfts')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('collection_id', '=', collectionId)
      .where('status', '!=', 'consumed')
      .limit(1)
      .executeTakeFirst();
    return r !== undefined;
  }

  collectiblesOfOrder(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('card_nfts')
      .select(['serial'])
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .orderBy('serial')
      .execute();
  }

  /**
   * The collections a user holds, with counts, most recently acquired first; keyset on (last acquired,
   * collection). `only` narrows to items of one status and to some collections (my home's filters).
   */
  groups(tenantId: number, userId: number, limit: number, after?: { at: number; collectionId: number }, only: HoldingScope = {}) {
    if (only.collectionIds?.length === 0) return Promise.resolve([]);
    let q = this.db
      .selectFrom('card_nfts')
      .select((eb) => [
        'collection_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.max('acquired_at').as('last_at'),
        eb.fn.max('token_id').as('any_token'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('status', '!=', 'consumed')
      .groupBy('collection_id')
      .orderBy('last_at', 'desc')
      .orderBy('collection_id', 'desc')
      .limit(limit);
    if (only.status !== undefined) q = q.where('status', '=', only.status);
    if (only.collectionIds !== undefined) q = q.where('collection_id', 'in', [...only.collectionIds]);
    if (after) {
      q = q.having((eb) =>
        eb.or([
          eb(eb.fn.max('acquired_at'), '<', after.at),
          eb.and([eb(eb.fn.max('acquired_at'), '=', after.at), eb('collection_id', '<', after.collectionId)]),
        ]),
      );
    }
    return q.execute();
  }

  /** Every collection a user holds (not consumed), with how many items of each. */
  heldCollections(tenantId: number, userId: number) {
    return this.db
      .selectFrom('card_nfts')
      .select((eb) => ['collection_id', eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('status', '!=', 'consumed')
      .groupBy('collection_id')
      .execute();
  }

  /** The serials a user holds of one collection, lowest first, keyset on serial; `status` narrows to one status. */
  items(
    tenantId: number,
    userId: number,
    collectionId: number,
    limit: number,
    afterSerial?: number,
    status?: CardNftRow['status'],
  ) {
    let q = this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('collection_id', '=', collectionId)
      .where('status', '!=', 'consumed')
      .orderBy('serial')
      .limit(limit);
    if (afterSerial !== undefined) q = q.where('serial', '>', afterSerial);
    if (status !== undefined) q = q.where('status', '=', status);
    return q.execute();
  }

  /** Token ids of a user's items of the given collections (for "minting" counts). */
  tokensOf(tenantId: number, userId: number, collectionIds: number[]) {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('card_nfts')
      .select(['collection_id', 'token_id'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('collection_id', 'in', collectionIds)
      .where('status', '!=', 'consumed')
      .execute();
  }

  // ── Display (decision 028) ──────────────────────────────────────────────────────────────────────────

  /** One of the user's items whatever its status (burned too), for the display switch's refusals. */
  anyCollectible(tenantId: number, userId: number, id: number) {
    return this.db
      .selectFrom('card_nfts')
      .select(['id', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Shows or hides the owner's item unless it is frozen, pledged (decision 041: a pledged item cannot be
   * operated; one displayed before its pledge stays shown) or burned (one statement: a freeze cannot slip between).
   */
  async setDisplayed(tenantId: number, userId: number, id: number, on: boolean, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('card_nfts')
      .set(on ? { displayed: 1, displayed_at: now } : { displayed: 0 })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'held')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Step: the item is no longer shown (its owner changes, or it leaves the owner). */
  async clearDisplay(db: Kysely<Database>, tenantId: number, id: number): Promise<void> {
    await db.updateTable('card_nfts').set({ displayed: 0 }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  /** The items a user shows, most recently shown first; keyset on (displayed_at, id). */
  displayed(tenantId: number, userId: number, limit: number, after?: { at: number; id: number }) {
    let q = shown(this.db.selectFrom('card_nfts').selectAll(), tenantId, userId)
      .orderBy('displayed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (after) {
      q = q.where((eb) =>
        eb.or([eb('displayed_at', '<', after.at), eb.and([eb('displayed_at', '=', after.at), eb('id', '<', after.id)])]),
      );
    }
    return q.execute();
  }

  async displayedCount(tenantId: number, userId: number): Promise<number> {
    const r = await shown(
      this.db.selectFrom('card_nfts').select((eb) => eb.fn.countAll<number>().as('n')),
      tenantId,
      userId,
    ).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  box(tenantId: number, userId: number, id: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('box_holdings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Unopened boxes oldest first (keyset on id); opened ones last opened first (keyset on opened time, id). */
  boxes(tenantId: number, userId: number, opened: boolean, limit: number, after?: { at: number; id: number }) {
    let q = this.db
      .selectFrom('box_holdings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .limit(limit);
    if (!opened) {
      q = q.where('opened_at', 'is', null).orderBy('id');
      if (after) q = q.where('id', '>', after.id);
    } else {
      q = q.where('opened_at', 'is not', null).orderBy('opened_at', 'desc').orderBy('id', 'desc');
      if (after) {
        q = q.where((eb) =>
          eb.or([eb('opened_at', '<', after.at), eb.and([eb('opened_at', '=', after.at), eb('id', '<', after.id)])]),
        );
      }
    }
    return q.execute();
  }

  /** Marks a box opened by this draw; false when another request opened it first. */
  async open(
    db: Kysely<Database>,
    id: number,
    d: { now: number; cardNftId: number; ticket: number; remaining: string },
  ): Promise<boolean> {
    const r = await db
      .updateTable('box_holdings')
      .set({ opened_at: d.now, card_nft_id: d.cardNftId, draw_ticket: d.ticket, draw_remaining: d.remaining })
      .where('id', '=', id)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Claims the box for opening inside the transaction (a second opener waits, then finds it opened). */
  async lockBox(db: Kysely<Database>, id: number): Promise<boolean> {
    const r = await db
      .updateTable('box_holdings')
      .set({ draw_ticket: sql`draw_ticket` })
      .where('id', '=', id)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  seed(tenantId: number, boxId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('box_seeds')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('blind_box_id', '=', boxId)
      .executeTakeFirst();
  }

  /** The seeds of several boxes at once (the opened-boxes list reads each box's seed once). */
  seeds(tenantId: number, boxIds: readonly number[]) {
    if (boxIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('box_seeds')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('blind_box_id', 'in', [...boxIds])
      .execute();
  }

  async addSeed(
    db: Kysely<Database>,
    row: { tenant_id: number; blind_box_id: number; seed_sealed: string; seed_hash: string; created_at: number },
  ) {
    await db
      .insertInto('box_seeds')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'blind_box_id']).doNothing())
      .execute();
  }

  /** How many of a box's draws have happened, to number the next one. */
  async drawsOf(db: Kysely<Database>, tenantId: number, boxId: number): Promise<number> {
    const r = await db
      .selectFrom('box_holdings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('blind_box_id', '=', boxId)
      .where('opened_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  // ── Ownership moves (decision 025) ───────────────────────────────────────────────────────────────────

  /** Any collectible of the tenant by id (whoever holds it), in the caller's transaction when given. */
  byId(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('card_nfts').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }

  /** Several collectibles of the tenant by id (for the lists of moves). */
  byIds(tenantId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * Freezes the owner's item for a gift: only while it is held by `ownerId` and out of its cooling
   * period. One statement, so of two gifts racing on the item exactly one changes the row (the second
   * waits for the first's row lock, then finds it frozen). False when the item was not free.
   */
  async freeze(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    f: { ownerId: number; toUserId: number; holdHours: number; now: number },
  ): Promise<boolean> {
    const r = await db
      .updateTable('card_nfts')
      .set({ status: 'frozen', transfer_to_user_id: f.toUserId, transfer_hold_hours: f.holdHours })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('user_id', '=', f.ownerId)
      .where('status', '=', 'held')
      .where('transferable_at', '<=', f.now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setTransferJob(db: Kysely<Database>, tenantId: number, id: number, jobId: number): Promise<void> {
    await db
      .updateTable('card_nfts')
      .set({ transfer_job_id: jobId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'frozen')
      .execute();
  }

  /**
   * The chain confirmed the transfer job: the frozen item becomes its recipient's, held, with a new
   * cooling period from `now`. Only the item this job froze changes, once: run twice, the second run
   * finds no item with this job and answers null.
   */
  async completeTransfer(db: Kysely<Database>, tenantId: number, jobId: number, now: number) {
    const row = await db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('transfer_job_id', '=', jobId)
      .where('status', '=', 'frozen')
      .executeTakeFirst();
    if (!row || row.transfer_to_user_id === null) return null;
    const holdMs = Number(row.transfer_hold_hours ?? 0) * 3_600_000;
    const r = await db
      .updateTable('card_nfts')
      .set({
        user_id: row.transfer_to_user_id,
        status: 'held',
        acquired_at: now,
        transferable_at: now + holdMs,
        transfer_job_id: null,
        transfer_to_user_id: null,
        transfer_hold_hours: null,
      })
      .where('id', '=', row.id)
      .where('transfer_job_id', '=', jobId)
      .where('status', '=', 'frozen')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1
      ? { cardNftId: row.id, fromUserId: row.user_id, toUserId: row.transfer_to_user_id }
      : null;
  }

  /**
   * Step of consigning (decision 033): the owner's free item goes on consignment — only if still theirs,
   * held and out of its cooling period (one statement: of a racing gift and listing one wins); it is no
   * longer shown on the owner's page.
   */
  async consign(db: Kysely<Database>, tenantId: number, id: number, ownerId: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('card_nfts')
      .set({ status: 'on_consignment', displayed: 0 })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .where('status', '=', 'held')
      .where('transferable_at', '<=', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Step: taken off the shelf, the item is its owner's to use again. */
  async unconsign(db: Kysely<Database>, tenantId: number, id: number, ownerId: number): Promise<boolean> {
    const r = await db
      .updateTable('card_nfts')
      .set({ status: 'held' })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .where('status', '=', 'on_consignment')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Step of a paid resale: the consigned item becomes the buyer's at once, held, hidden, with the
   * collection's cooling period from now; the order that bought it is its order now.
   */
  async sell(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    s: { sellerId: number; buyerId: number; orderId: number; holdHours: number; now: number },
  ): Promise<boolean> {
    const r = await db
      .updateTable('card_nfts')
      .set({
        user_id: s.buyerId,
        status: 'held',
        order_id: s.orderId,
        acquired_at: s.now,
        transferable_at: s.now + s.holdHours * 3_600_000,
        displayed: 0,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('user_id', '=', s.sellerId)
      .where('status', '=', 'on_consignment')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ── Synthesis (issue 18, decision 041) ────────────────────────────────────────────────────────────

  /** A user's items of the given collections (not burned), lowest serial first, read in `db` when given. */
  ofCollections(tenantId: number, userId: number, collectionIds: readonly number[], db: Kysely<Database> = this.db) {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('collection_id', 'in', [...collectionIds])
      .where('status', '!=', 'consumed')
      .orderBy('collection_id')
      .orderBy('serial')
      .execute();
  }

  /**
   * Takes the user's free items for a synthesis in one statement: held by the user, and out of their
   * cooling period unless `ignoreCooling`; burned (consumed, off the public page) or pledged until
   * `pledgeEndsAt`. Answers the rows it changed: of two syntheses racing for an item, one gets it.
   */
  useForSynthesis(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    ids: readonly number[],
    u: { burn: boolean; now: number; ignoreCooling: boolean; pledgeEndsAt: number | null },
  ) {
    let q = db
      .updateTable('card_nfts')
      .set(u.burn ? { status: 'consumed', displayed: 0 } : { status: 'pledged', pledge_ends_at: u.pledgeEndsAt })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .where('status', '=', 'held');
    if (!u.ignoreCooling) q = q.where('transferable_at', '<=', u.now);
    return q.returningAll().execute();
  }

  /** Gives pledged items back to their holder (pledged → held); answers how many came back. */
  async returnPledged(db: Kysely<Database>, tenantId: number, userId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await db
      .updateTable('card_nfts')
      .set({ status: 'held', pledge_ends_at: null })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .where('status', '=', 'pledged')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  // ── The console (issue 17, decision 039) ──────────────────────────────────────────────────────────

  /**
   * Takes back an order's collectibles from its buyer (a refund): each one still held by the buyer is
   * burned (status consumed, kept for history, off the public page). Answers the rows taken; the caller
   * compares their count with the order's and rolls back when an item had moved on.
   */
  takeBack(db: Kysely<Database>, tenantId: number, orderId: number, userId: number) {
    return db
      .updateTable('card_nfts')
      .set({ status: 'consumed', displayed: 0 })
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('box_id', 'is', null)
      .where('user_id', '=', userId)
      .where('status', '=', 'held')
      .returningAll()
      .execute();
  }

  /**
   * A refunded resale (decision 066): the item the order bought goes back from its buyer to its seller —
   * held, free to move at once (the seller had it before), off the public page. False when the buyer does
   * not hold it free any more.
   */
  async returnSale(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    s: { buyerId: number; sellerId: number; orderId: number; now: number },
  ): Promise<boolean> {
    const r = await db
      .updateTable('card_nfts')
      .set({ user_id: s.sellerId, acquired_at: s.now, transferable_at: s.now, displayed: 0 })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('user_id', '=', s.buyerId)
      .where('order_id', '=', s.orderId)
      .where('status', '=', 'held')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Takes back an order's unopened blind boxes from its buyer (a refund); answers how many. */
  async takeBackBoxes(db: Kysely<Database>, tenantId: number, orderId: number, userId: number): Promise<number> {
    const r = await db
      .deleteFrom('box_holdings')
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('user_id', '=', userId)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** A user's collectibles for the console, any status, newest first; keyset on id. */
  ofUser(tenantId: number, userId: number, limit: number, beforeId?: number) {
    let q = this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  /** An order's collectibles (console: the order's detail), any status. */
  ofOrder(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .orderBy('serial')
      .execute();
  }

  /** A user's blind boxes (console), newest first. */
  boxesOfUser(tenantId: number, userId: number, limit: number) {
    return this.db
      .selectFrom('box_holdings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  // ── Casting activities (issue 18, decision 042) ────────────────────────────────────────────────────

  /** A user's items (not consumed) of some collections, by collection then serial (what may qualify for an activity). */
  castableOf(tenantId: number, userId: number, collectionIds: readonly number[], limit: number) {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('card_nfts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('collection_id', 'in', [...collectionIds])
      .where('status', '!=', 'consumed')
      .orderBy('collection_id')
      .orderBy('serial')
      .limit(limit)
      .execute();
  }

  /**
   * Takes the owner's free items for a cast in one statement: held (not pledged, frozen or on consignment),
   * out of cooling when `freeBy` is given; spent ones become consumed (off the public page), held ones are
   * only locked for the transaction. Answers the rows taken: fewer than asked means one was not free.
   */
  takeForCast(
    db: Kysely<Database>,
    tenantId: number,
    userId: number,
    ids: readonly number[],
    o: { spend: boolean; freeBy: number | null },
  ) {
    let q = db
      .updateTable('card_nfts')
      .set(o.spend ? { status: 'consumed', displayed: 0 } : { status: 'held' })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .where('status', '=', 'held');
    if (o.freeBy !== null) q = q.where('transferable_at', '<=', o.freeBy);
    return q.returningAll().execute();
  }
}
