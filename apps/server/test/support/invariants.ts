import type { Kysely, Selectable } from 'kysely';
import type { CardNftsTable, Database, ListingsTable, OrdersTable } from '../../src/db/schema';
import { shardProblems, soldColumn } from './stock';

/** Units sold and drawn before the sale under test began (an imported catalogue may start with some). */
export interface SaleBaseline {
  sold: Map<string, number>;
  drawn: Map<number, number>;
  /** Items of each collection made outside an order before (decision 062): they took its stock too. */
  issued: Map<number, number>;
}

/** The sources whose items take a unit of their collection's stock without an order (decision 062). */
const ISSUED_SOURCES = ['airdrop', 'cast', 'redemption', 'synthesis', 'box'] as const;

/** Items of each collection made outside an order: airdrops, casts, redemptions, syntheses, boxes' draws. */
async function issuedByCollection(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('card_nfts')
    .select((eb) => ['collection_id', eb.fn.countAll<number>().as('n')])
    .where('source', 'in', [...ISSUED_SOURCES])
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((r) => [r.collection_id, Number(r.n)]));
}

/** Spec §4 payment channel types. */
const CHANNEL_TYPES = new Set([2010, 2011, 2012, 2013, 2020, 2015, 2022]);

const emptyBaseline = (): SaleBaseline => ({ sold: new Map(), drawn: new Map(), issued: new Map() });

/** What the catalogue already counted as sold or drawn before any order: the invariants' starting point. */
export async function saleBaseline(db: Kysely<Database>): Promise<SaleBaseline> {
  const b = emptyBaseline();
  for (const r of await db
    .selectFrom('collections')
    .select(['id', soldColumn('collections')])
    .execute())
    b.sold.set(`collection:${r.id}`, Number(r.sold_count));
  for (const r of await db
    .selectFrom('blind_boxes')
    .select(['id', soldColumn('blind_boxes')])
    .execute())
    b.sold.set(`blindBox:${r.id}`, Number(r.sold_count));
  const drawn = await db
    .selectFrom('blind_box_items')
    .select((eb) => ['blind_box_id', eb.fn.sum<number>('drawn_count').as('drawn')])
    .groupBy('blind_box_id')
    .execute();
  for (const r of drawn) b.drawn.set(r.blind_box_id, Number(r.drawn));
  b.issued = await issuedByCollection(db);
  return b;
}

/**
 * The ledger split of every order (decisions 033, 065), over the whole database:
 * - a resale order that was paid (paid, or refunded since) has exactly one fee, one royalty accrual, one
 *   proceeds row and at most one discount row of its split (the first of each kind: a refund's reversals come
 *   later), and payment = fee + royalty + proceeds + discount; the discount is minus the order's coupon
 *   discount; the royalty accrues to the creator of the listing's collection;
 * - royalty rows after the accrual only reverse it: they never take it below zero, and the order's royalty
 *   rows all name the same creator;
 * - no other order (a drop, a box, an activity, or a resale whose late payment was refunded) has split rows.
 */
export async function checkLedgerSplit(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const SPLIT = ['fee', 'royalty', 'proceeds', 'discount'];
  const ledger = await db
    .selectFrom('ledger_entries')
    .select(['id', 'order_id', 'kind', 'amount', 'creator_id'])
    .orderBy('id')
    .execute();
  const byOrder = new Map<number, typeof ledger>();
  for (const e of ledger) byOrder.set(e.order_id, [...(byOrder.get(e.order_id) ?? []), e]);
  const orders = await db.selectFrom('orders').select(['id', 'item_kind', 'item_id', 'status', 'discount_amount']).execute();
  const creators = new Map(
    (
      await db
        .selectFrom('listings')
        .innerJoin('collections', 'collections.id', 'listings.collection_id')
        .select(['listings.id', 'collections.creator_id'])
        .execute()
    ).map((l) => [l.id, l.creator_id]),
  );
  for (const o of orders) {
    const rows = byOrder.get(o.id) ?? [];
    const split = rows.filter((e) => SPLIT.includes(e.kind));
    const sold = o.item_kind === 'listing' && (o.status === 'paid' || o.status === 'refunded');
    if (!sold) {
      if (split.length > 0) problems.push(`order ${o.id} (${o.item_kind}, ${o.status}): ${split.length} split rows`);
      continue;
    }
    const where = `resale order ${o.id}`;
    const payment = rows.filter((e) => e.kind === 'payment');
    const first = (kind: string) => split.find((e) => e.kind === kind);
    const [fee, royalty, proceeds, discount] = SPLIT.map(first);
    if (payment.length !== 1 || !fee || !royalty || !proceeds) {
      problems.push(
        `${where}: ledger split payment ${payment.length} fee ${fee?.amount} royalty ${royalty?.amount} proceeds ${proceeds?.amount}`,
      );
      continue;
    }
    const parts = [fee, royalty, proceeds, discount].reduce((sum, e) => sum + Number(e?.amount ?? 0), 0);
    if (Number(payment[0]!.amount) !== parts)
      problems.push(
        `${where}: ledger split payment ${payment[0]!.amount} ≠ fee ${fee.amount} + royalty ${royalty.amount} + proceeds ${proceeds.amount} + discount ${discount?.amount ?? 0}`,
      );
    if (Number(discount?.amount ?? 0) !== -Number(o.discount_amount ?? 0))
      problems.push(`${where}: discount row ${discount?.amount ?? 'none'}, the order's coupon took ${o.discount_amount}`);
    if (royalty.creator_id === null || royalty.creator_id !== creators.get(o.item_id))
      problems.push(`${where}: royalty accrues to creator ${royalty.creator_id}, the collection's is ${creators.get(o.item_id)}`);
    const royalties = split.filter((e) => e.kind === 'royalty');
    if (royalties.some((e) => e.creator_id !== royalty.creator_id)) problems.push(`${where}: royalty rows of two creators`);
    let standing = 0;
    for (const e of royalties) {
      standing += Number(e.amount);
      if (standing < 0 || (e !== royalty && Number(e.amount) > 0))
        problems.push(`${where}: royalty row ${e.id} (${e.amount}) is no reversal of the accrual ${royalty.amount}`);
    }
  }
  return problems;
}

/**
 * The primary sale's invariants (issue 7), checked over the whole database by the tests after every
 * scenario. Answers what is violated, in words; an empty list means all hold:
 * - stock ≥ 0, and a drop's units taken = its unpaid + paid units (so initial stock = available +
 *   unpaid + paid, and an ended order returned its stock exactly once), plus for a collection the items made
 *   of it outside an order (an airdrop, a cast, a redemption, a synthesis, a box's draw: decision 062);
 * - at most one unpaid order per user and drop, and it is the one the quota points at;
 * - paid + unpaid ≤ the per-user limit, and the quota counts exactly that;
 * - each successful payment notice wrote one ledger row and caused one outcome (paid or refund), and
 *   an order is paid at most once;
 * - every paid collection unit has exactly one holder and exactly one mint job, serials unique;
 * - every opened box holds one drawn collectible with one mint job; a box's items were drawn as often
 *   as its boxes were opened;
 * - a refunded order (the console, decision 039) keeps its stock taken (serials are never reused) but
 *   not its quota; its paying payment owes exactly one refund, the operator's, of the whole amount; its
 *   collectibles are all burned (consumed, one burn job each), its boxes gone.
 */
export async function checkSaleInvariants(db: Kysely<Database>, baseline: SaleBaseline = emptyBaseline()): Promise<string[]> {
  const problems: string[] = [];
  // A split drop's stock (decision 075): its shards' caps and its own count add up to its supply.
  problems.push(...(await shardProblems(db)));

  for (const kind of ['collection', 'blindBox'] as const) {
    const table = kind === 'collection' ? 'collections' : 'blind_boxes';
    const drops = (
      await db
        .selectFrom(table)
        .select(['id', 'tenant_id', 'total_supply', soldColumn(table), 'per_user_limit'])
        .execute()
    ).map((d) => ({ ...d, sold_count: Number(d.sold_count) }));
    const held = await db
      .selectFrom('orders')
      .select((eb) => ['item_id', eb.fn.sum<number>('quantity').as('units')])
      .where('item_kind', '=', kind)
      .where('status', 'in', ['pending_payment', 'paid', 'refunded'])
      .groupBy('item_id')
      .execute();
    const units = new Map(held.map((h) => [h.item_id, Number(h.units)]));
    const issued = kind === 'collection' ? await issuedByCollection(db) : new Map<number, number>();
    for (const d of drops) {
      if (d.sold_count < 0 || d.sold_count > d.total_supply)
        problems.push(`${kind} ${d.id}: sold ${d.sold_count} of ${d.total_supply}`);
      const before = baseline.sold.get(`${kind}:${d.id}`) ?? 0;
      const made = (issued.get(d.id) ?? 0) - (baseline.issued.get(d.id) ?? 0);
      if (d.sold_count - before !== (units.get(d.id) ?? 0) + made) {
        problems.push(
          `${kind} ${d.id}: ${d.sold_count - before} units taken, but unpaid + paid + refunded orders hold ${units.get(d.id) ?? 0}` +
            ` and ${made} were made outside an order`,
        );
      }
    }
    const limits = new Map(drops.map((d) => [d.id, d.per_user_limit]));
    const perUser = await db
      .selectFrom('orders')
      .select((eb) => [
        'tenant_id',
        'user_id',
        'item_id',
        eb.fn.sum<number>('quantity').as('units'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'pending_payment').then(1).else(0).end()).as('unpaid'),
      ])
      .where('item_kind', '=', kind)
      .where('status', 'in', ['pending_payment', 'paid'])
      .groupBy(['tenant_id', 'user_id', 'item_id'])
      .execute();
    const quotas = await db.selectFrom('purchase_quotas').selectAll().where('item_kind', '=', kind).execute();
    const quotaOf = new Map(quotas.map((q) => [`${q.tenant_id}:${q.user_id}:${q.item_id}`, q]));
    for (const u of perUser) {
      const where = `${kind} ${u.item_id}, user ${u.user_id}`;
      if (Number(u.unpaid) > 1) problems.push(`${where}: ${u.unpaid} unpaid orders`);
      if (Number(u.units) > (limits.get(u.item_id) ?? 0))
        problems.push(`${where}: ${u.units} units over the limit ${limits.get(u.item_id)}`);
      const q = quotaOf.get(`${u.tenant_id}:${u.user_id}:${u.item_id}`);
      if (!q || q.taken !== Number(u.units)) problems.push(`${where}: quota counts ${q?.taken ?? 0}, orders hold ${u.units}`);
    }
    for (const q of quotas) {
      const u = perUser.find((p) => p.tenant_id === q.tenant_id && p.user_id === q.user_id && p.item_id === q.item_id);
      if (!u && q.taken !== 0) problems.push(`${kind} ${q.item_id}, user ${q.user_id}: quota counts ${q.taken} without orders`);
      if (q.unpaid_order_id !== null) {
        const o = await db.selectFrom('orders').select(['status']).where('id', '=', q.unpaid_order_id).executeTakeFirst();
        if (o?.status !== 'pending_payment')
          problems.push(`${kind} ${q.item_id}, user ${q.user_id}: quota points at a ${o?.status ?? 'missing'} order`);
      }
    }
  }

  // Money: one ledger row per successful payment notice; paid at most once per order.
  const paidEvents = await db
    .selectFrom('payment_events')
    .select(['event_id', 'outcome'])
    .where('kind', '=', 'paid')
    .where('outcome', 'in', ['paid', 'refund'])
    .execute();
  const ledger = await db.selectFrom('ledger_entries').select(['event_id', 'kind', 'order_id', 'amount']).execute();
  const paymentsIn = ledger.filter((l) => l.kind === 'payment');
  if (paymentsIn.length !== paidEvents.length)
    problems.push(`${paidEvents.length} payment notices took money, ledger has ${paymentsIn.length} rows`);
  if (new Set(paymentsIn.map((l) => l.event_id)).size !== paymentsIn.length)
    problems.push('a payment notice has two ledger rows');
  const paidOrders = await db
    .selectFrom('orders')
    .select(['id', 'item_kind', 'item_id', 'quantity', 'total_amount'])
    .where('status', '=', 'paid')
    .execute();
  const refundedOrders = await db
    .selectFrom('orders')
    .select(['id', 'item_kind', 'item_id', 'quantity', 'total_amount'])
    .where('status', '=', 'refunded')
    .execute();
  // Activity orders (business type 5, decision 044) paid by a payment go on to shipping / completed; a free
  // one (total 0) is paid with no payment at all.
  const activityPaid = await db
    .selectFrom('orders')
    .select(['id', 'status', 'total_amount', 'item_id', 'user_id'])
    .where('business_type', '=', 5)
    .execute();
  const paidWithMoney =
    paidOrders.filter((o) => !(o.item_kind === 'activity' && Number(o.total_amount) === 0)).length +
    activityPaid.filter((o) => (o.status === 'shipping' || o.status === 'completed') && Number(o.total_amount) > 0).length;
  const paidOutcomes = paidEvents.filter((e) => e.outcome === 'paid').length;
  // A free activity order an operator refunded (decision 066) was never paid by a payment: no money to give back.
  const refundedWithMoney = refundedOrders.filter((o) => !(o.item_kind === 'activity' && Number(o.total_amount) === 0));
  if (paidOutcomes !== paidWithMoney + refundedWithMoney.length)
    problems.push(
      `${paidOutcomes} notices paid orders, ${paidWithMoney} orders are paid and ${refundedWithMoney.length} refunded`,
    );
  // Activity orders (decision 044): each live order (pending, paid, shipping, completed) holds one unit of its
  // activity's stock and of its user's quota; items are held only by live orders.
  const live = activityPaid.filter((o) => ['pending_payment', 'paid', 'shipping', 'completed'].includes(o.status));
  const rewardActivities = await db.selectFrom('activities').select(['id', 'cast_count']).where('kind', '!=', 'cast').execute();
  for (const a of rewardActivities) {
    const n = live.filter((o) => o.item_id === a.id).length;
    if (n !== a.cast_count) problems.push(`activity ${a.id}: ${a.cast_count} taken from its stock, ${n} live orders`);
  }
  // A casting activity's quotas count casts (decision 062): checkActivityInvariants holds them.
  const rewardIds = new Set(rewardActivities.map((a) => a.id));
  const quotas = (await db.selectFrom('activity_quotas').selectAll().execute()).filter((q) => rewardIds.has(q.activity_id));
  for (const q of quotas) {
    const n = live.filter((o) => o.item_id === q.activity_id && o.user_id === q.user_id).length;
    if (n !== q.taken) problems.push(`activity ${q.activity_id} user ${q.user_id}: quota ${q.taken}, ${n} live orders`);
  }
  const heldItems = await db.selectFrom('activity_order_items').select(['order_id', 'released_at', 'spent']).execute();
  for (const h of heldItems) {
    const isLive = live.some((o) => o.id === h.order_id);
    if (h.released_at === null && !isLive) problems.push(`order ${h.order_id}: ended, its items still held`);
    if (h.released_at !== null && isLive) problems.push(`order ${h.order_id}: live, its items released`);
  }
  const refundsOwed = paidEvents.filter((e) => e.outcome === 'refund').length;
  const allRefunds = await db
    .selectFrom('refunds')
    .select(['id', 'status', 'order_id', 'payment_id', 'amount', 'operator_id'])
    .execute();
  // An operator's refund of a refunded order gives back the payment that paid it: one, of its whole amount.
  const payingRows = await db
    .selectFrom('payment_events')
    .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
    .select(['payments.id', 'payments.order_id', 'payments.amount'])
    .where('payment_events.kind', '=', 'paid')
    .where('payment_events.outcome', '=', 'paid')
    .execute();
  for (const o of refundedOrders) {
    const mine = allRefunds.filter((r) => r.order_id === o.id && r.operator_id !== null);
    if (!refundedWithMoney.includes(o)) {
      if (mine.length > 0) problems.push(`refunded free order ${o.id}: ${mine.length} operator refunds`);
      continue;
    }
    const paid = payingRows.find((p) => p.order_id === o.id);
    if (mine.length !== 1 || !paid || mine[0]!.payment_id !== paid.id || Number(mine[0]!.amount) !== Number(paid.amount))
      problems.push(`refunded order ${o.id}: ${mine.length} operator refunds, not one of its paying payment's amount`);
  }
  const operatorRefunds = allRefunds.filter((r) => r.operator_id !== null);
  for (const r of operatorRefunds)
    if (!refundedOrders.some((o) => o.id === r.order_id)) problems.push(`operator refund ${r.id}: its order is not refunded`);
  const refundRows = allRefunds.filter((r) => r.operator_id === null);
  if (refundRows.length !== refundsOwed) problems.push(`${refundsOwed} late payments, ${refundRows.length} refunds`);
  // The payment that paid an order is never given back (another payment of the same order may be).
  const paying = await db
    .selectFrom('payment_events')
    .select('payment_id')
    .where('kind', '=', 'paid')
    .where('outcome', '=', 'paid')
    .execute();
  const payingIds = new Set(paying.map((p) => p.payment_id));
  if (payingIds.size !== paying.length) problems.push('a payment paid two orders, or one order twice');
  for (const r of refundRows) {
    if (payingIds.has(r.payment_id)) problems.push(`order ${r.order_id}: the payment that paid it is refunded`);
  }
  const refundsOut = ledger.filter((l) => l.kind === 'refund').length;
  const refundsDone = allRefunds.filter((r) => r.status === 'done').length;
  if (refundsOut !== refundsDone) problems.push(`${refundsDone} refunds done, ledger has ${refundsOut} refund rows`);

  // The ledger split (decisions 033, 065): payment = fee + royalty + proceeds + discount for every resale order.
  problems.push(...(await checkLedgerSplit(db)));

  // Channels (decision 031): every payment records a spec §4 channel type; the wallet's method (6
  // LIANLIAN) is paid through the wallet channel (2022) and nothing else is.
  const channels = await db
    .selectFrom('payments')
    .select(['payment_no', 'method', 'channel_type', 'provider', 'payer_ref'])
    .execute();
  for (const p of channels) {
    if (!CHANNEL_TYPES.has(p.channel_type)) problems.push(`payment ${p.payment_no}: channel type ${p.channel_type}`);
    if ((p.channel_type === 2022) !== (p.method === 6) || (p.channel_type === 2022) !== (p.payer_ref !== null))
      problems.push(`payment ${p.payment_no}: method ${p.method} by ${p.provider} through channel ${p.channel_type}`);
  }

  // Goods: each paid collection unit has one holder and one mint.
  const nfts = await db
    .selectFrom('card_nfts')
    .select(['id', 'tenant_id', 'order_id', 'box_id', 'token_id', 'collection_id', 'serial'])
    .execute();
  const mints = await db.selectFrom('chain_jobs').select(['tenant_id', 'token_id']).where('kind', '=', 'mint').execute();
  const mintCount = new Map<string, number>();
  for (const m of mints) mintCount.set(`${m.tenant_id}:${m.token_id}`, (mintCount.get(`${m.tenant_id}:${m.token_id}`) ?? 0) + 1);
  for (const o of paidOrders.filter((p) => p.item_kind === 'collection')) {
    const mine = nfts.filter((n) => n.order_id === o.id && n.box_id === null);
    if (mine.length !== o.quantity) problems.push(`paid order ${o.id}: ${o.quantity} units, ${mine.length} collectibles`);
  }
  for (const n of nfts) {
    const count = mintCount.get(`${n.tenant_id}:${n.token_id}`) ?? 0;
    if (count !== 1) problems.push(`collectible ${n.id} (collection ${n.collection_id} #${n.serial}): ${count} mint jobs`);
  }
  const holdersOf = new Map<string, number>();
  for (const n of nfts)
    holdersOf.set(
      `${n.tenant_id}:${n.collection_id}:${n.serial}`,
      (holdersOf.get(`${n.tenant_id}:${n.collection_id}:${n.serial}`) ?? 0) + 1,
    );
  for (const [k, c] of holdersOf) if (c !== 1) problems.push(`serial ${k} has ${c} holders`);
  const unpaidNfts = nfts.filter(
    (n) =>
      n.order_id !== null && !paidOrders.some((o) => o.id === n.order_id) && !refundedOrders.some((o) => o.id === n.order_id),
  );
  if (unpaidNfts.length > 0) problems.push(`${unpaidNfts.length} collectibles of orders that are not paid`);
  // A refunded order's collectibles are all burned: consumed, each with exactly one burn job.
  const burns = await db.selectFrom('chain_jobs').select(['tenant_id', 'token_id']).where('kind', '=', 'burn').execute();
  const burnCount = new Map<string, number>();
  for (const b of burns) burnCount.set(`${b.tenant_id}:${b.token_id}`, (burnCount.get(`${b.tenant_id}:${b.token_id}`) ?? 0) + 1);
  const statusOf = new Map(
    (await db.selectFrom('card_nfts').select(['id', 'status']).execute()).map((n) => [n.id, n.status] as const),
  );
  for (const o of refundedOrders.filter((p) => p.item_kind === 'collection')) {
    const mine = nfts.filter((n) => n.order_id === o.id && n.box_id === null);
    if (mine.length !== o.quantity) problems.push(`refunded order ${o.id}: ${o.quantity} units, ${mine.length} collectibles`);
    for (const n of mine) {
      if (statusOf.get(n.id) !== 'consumed')
        problems.push(`refunded order ${o.id}: collectible ${n.id} is ${statusOf.get(n.id)}`);
      if ((burnCount.get(`${n.tenant_id}:${n.token_id}`) ?? 0) !== 1)
        problems.push(`refunded order ${o.id}: collectible ${n.id} has not exactly one burn job`);
    }
  }

  // Boxes: one per paid unit; opened ones hold one drawn collectible; items drawn = boxes opened.
  const boxes = await db
    .selectFrom('box_holdings')
    .select(['id', 'order_id', 'blind_box_id', 'opened_at', 'card_nft_id'])
    .execute();
  for (const o of paidOrders.filter((p) => p.item_kind === 'blindBox')) {
    const mine = boxes.filter((b) => b.order_id === o.id);
    if (mine.length !== o.quantity) problems.push(`paid box order ${o.id}: ${o.quantity} units, ${mine.length} boxes`);
  }
  for (const o of refundedOrders.filter((p) => p.item_kind === 'blindBox')) {
    const mine = boxes.filter((b) => b.order_id === o.id);
    if (mine.length !== 0) problems.push(`refunded box order ${o.id}: ${mine.length} boxes still held`);
  }
  for (const b of boxes) {
    if ((b.opened_at === null) !== (b.card_nft_id === null)) problems.push(`box ${b.id}: opened and drawn disagree`);
    if (b.card_nft_id !== null && nfts.filter((n) => n.box_id === b.id).length !== 1)
      problems.push(`box ${b.id}: drawn collectibles ≠ 1`);
  }
  const drawnRows = await db
    .selectFrom('blind_box_items')
    .select((eb) => ['blind_box_id', eb.fn.sum<number>('drawn_count').as('drawn')])
    .groupBy('blind_box_id')
    .execute();
  for (const d of drawnRows) {
    const opened = boxes.filter((b) => b.blind_box_id === d.blind_box_id && b.opened_at !== null).length;
    const before = baseline.drawn.get(d.blind_box_id) ?? 0;
    if (Number(d.drawn) - before !== opened)
      problems.push(`blind box ${d.blind_box_id}: ${d.drawn} items drawn, ${opened} boxes opened`);
  }
  problems.push(...(await checkTransferInvariants(db)));
  problems.push(...(await checkMarketInvariants(db)));
  problems.push(...(await checkCouponInvariants(db)));
  return problems;
}

/**
 * Coupons and redemption codes (decision 043), over the whole database; an empty list means all hold:
 * - a used coupon is used by exactly one order, of its owner and tenant, that is not closed or cancelled
 *   (unpaid, paid, or later); an unused coupon points at no order;
 * - no two live orders hold one coupon; a live order with a coupon is the one its coupon points at;
 * - an order's total is quantity × unit price − its discount, never below 1 fen when discounted;
 * - a template's issued count never passes its total and equals its claims; no user over the per-user limit;
 * - a code is redeemed once (user and time together) with what it gave; a batch counts its redeemed codes.
 */
export async function checkCouponInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  // A refunded order gives its coupon back too (decision 066).
  const ended = new Set(['closed', 'cancelled', 'refunded']);
  const coupons = await db.selectFrom('user_coupons').selectAll().execute();
  const withCoupon = await db
    .selectFrom('orders')
    .select(['id', 'tenant_id', 'user_id', 'status', 'coupon_id', 'quantity', 'unit_price', 'total_amount', 'discount_amount'])
    .where('coupon_id', 'is not', null)
    .execute();
  const orderById = new Map(withCoupon.map((o) => [o.id, o]));
  for (const c of coupons) {
    if (c.status === 'used') {
      const o = c.order_id === null ? undefined : orderById.get(c.order_id);
      if (!o) problems.push(`coupon ${c.id}: used by order ${c.order_id}, which does not hold it`);
      else {
        if (ended.has(o.status)) problems.push(`coupon ${c.id}: used by order ${o.id}, which is ${o.status}`);
        if (o.user_id !== c.user_id || o.tenant_id !== c.tenant_id)
          problems.push(`coupon ${c.id}: used by another user's order ${o.id}`);
      }
    } else if (c.order_id !== null || c.used_at !== null)
      problems.push(`coupon ${c.id}: unused but points at order ${c.order_id}`);
  }
  const live = new Map<number, number[]>();
  for (const o of withCoupon) {
    const before = Number(o.unit_price) * o.quantity;
    if (Number(o.total_amount) !== before - Number(o.discount_amount))
      problems.push(`order ${o.id}: total ${o.total_amount} ≠ ${before} − discount ${o.discount_amount}`);
    if (Number(o.discount_amount) > 0 && Number(o.total_amount) < 1)
      problems.push(`order ${o.id}: discounted total ${o.total_amount} < 1 fen`);
    if (Number(o.discount_amount) < 0) problems.push(`order ${o.id}: negative discount`);
    if (ended.has(o.status)) continue;
    live.set(o.coupon_id!, [...(live.get(o.coupon_id!) ?? []), o.id]);
  }
  const couponById = new Map(coupons.map((c) => [c.id, c]));
  for (const [couponId, orderIds] of live) {
    if (orderIds.length > 1) problems.push(`coupon ${couponId}: held by ${orderIds.length} live orders (${orderIds.join(', ')})`);
    const c = couponById.get(couponId);
    if (!c || c.status !== 'used' || !orderIds.includes(c.order_id ?? -1))
      problems.push(`coupon ${couponId}: live order ${orderIds[0]} holds it but the coupon is ${c?.status ?? 'missing'}`);
  }
  const templates = await db.selectFrom('coupon_templates').selectAll().execute();
  const claims = await db.selectFrom('coupon_claims').selectAll().execute();
  for (const t of templates) {
    if (Number(t.issued) > Number(t.total)) problems.push(`coupon template ${t.id}: issued ${t.issued} of ${t.total}`);
    const mine = claims.filter((c) => c.template_id === t.id);
    const claimed = mine.reduce((n, c) => n + Number(c.claimed), 0);
    const rows = coupons.filter((c) => c.template_id === t.id && c.source === 'claim').length;
    if (claimed !== Number(t.issued) || rows !== claimed)
      problems.push(`coupon template ${t.id}: issued ${t.issued}, claims count ${claimed}, claimed coupons ${rows}`);
    for (const c of mine)
      if (Number(c.claimed) > Number(t.per_user_limit))
        problems.push(`coupon template ${t.id}, user ${c.user_id}: ${c.claimed} claims over ${t.per_user_limit}`);
  }
  const codes = await db.selectFrom('redeem_codes').selectAll().execute();
  const batches = await db.selectFrom('redeem_batches').selectAll().execute();
  for (const c of codes) {
    if ((c.redeemed_by === null) !== (c.redeemed_at === null)) problems.push(`redeem code ${c.id}: redeemed by/at disagree`);
    if (c.redeemed_by === null && (c.user_coupon_id !== null || c.card_nft_id !== null))
      problems.push(`redeem code ${c.id}: a gift without a redemption`);
  }
  for (const b of batches) {
    const n = codes.filter((c) => c.batch_id === b.id && c.redeemed_by !== null).length;
    if (n !== Number(b.redeemed)) problems.push(`redeem batch ${b.id}: counts ${b.redeemed} redeemed, ${n} codes are`);
    if (codes.filter((c) => c.batch_id === b.id).length !== Number(b.count))
      problems.push(`redeem batch ${b.id}: count ≠ its codes`);
  }
  return problems;
}

/**
 * Ownership moves (issue 14, decision 025), checked over the whole database; an empty list means all hold:
 * - every collectible has exactly one owner, a user of its own tenant (or is consumed, kept for history);
 * - a frozen item has exactly one pending chain transfer job, the one it points at, of its own token;
 *   an item that is not frozen has no pending transfer job and no pending recipient;
 * - every move between users has one circulation record per side (one 'out', one 'in', each naming the
 *   other) and its recipient one claim;
 * - an item's owner is the receiver of its latest move (its pending recipient while frozen).
 */
export async function checkTransferInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const nfts = await db.selectFrom('card_nfts').selectAll().execute();
  const users = await db.selectFrom('users').select(['id', 'tenant_id']).execute();
  const tenantOfUser = new Map(users.map((u) => [u.id, u.tenant_id]));
  const transfers = await db
    .selectFrom('chain_jobs')
    .select(['id', 'tenant_id', 'token_id', 'status'])
    .where('kind', '=', 'transfer')
    .execute();
  const records = await db.selectFrom('circulation_records').selectAll().orderBy('id').execute();
  const lastIn = new Map<number, number>();
  for (const r of records) if (r.direction === 'in') lastIn.set(r.card_nft_id, r.user_id);
  // A resale (business type 7) changes the owner at once; its chain transfer may still be pending.
  const saleJobs = new Set(records.filter((r) => r.business_type === 7 && r.chain_job_id !== null).map((r) => r.chain_job_id!));
  const pendingByToken = new Map<string, number[]>();
  for (const j of transfers.filter((x) => x.status === 'pending' && !saleJobs.has(x.id))) {
    const k = `${j.tenant_id}:${j.token_id}`;
    pendingByToken.set(k, [...(pendingByToken.get(k) ?? []), j.id]);
  }

  for (const n of nfts) {
    const where = `collectible ${n.id}`;
    if (tenantOfUser.get(n.user_id) !== n.tenant_id)
      problems.push(`${where}: its owner ${n.user_id} is not a user of its tenant`);
    const pending = pendingByToken.get(`${n.tenant_id}:${n.token_id}`) ?? [];
    if (n.status === 'frozen') {
      if (n.transfer_job_id === null || n.transfer_to_user_id === null) problems.push(`${where}: frozen without its transfer`);
      else if (pending.length !== 1 || pending[0] !== n.transfer_job_id)
        problems.push(`${where}: frozen with pending transfer jobs [${pending.join(', ')}], points at ${n.transfer_job_id}`);
      if (n.transfer_to_user_id !== null && lastIn.get(n.id) !== n.transfer_to_user_id)
        problems.push(`${where}: its latest move is not to its pending recipient`);
    } else {
      if (n.transfer_job_id !== null || n.transfer_to_user_id !== null)
        problems.push(`${where}: ${n.status} with a pending transfer`);
      if (pending.length > 0) problems.push(`${where}: ${n.status} with ${pending.length} pending transfer jobs`);
      if (lastIn.has(n.id) && lastIn.get(n.id) !== n.user_id)
        problems.push(`${where}: owned by ${n.user_id}, its latest move went to ${lastIn.get(n.id)}`);
    }
  }

  // Moves between users: one record per side, naming each other; one claim for each gift.
  const byJob = new Map<number, typeof records>();
  // An end (an 'out' record to no one: a burn, decision 062) is no move between users.
  for (const r of records.filter((x) => x.counterparty_user_id !== null)) {
    if (r.chain_job_id === null) continue;
    byJob.set(r.chain_job_id, [...(byJob.get(r.chain_job_id) ?? []), r]);
  }
  for (const [job, rs] of byJob) {
    const out = rs.filter((r) => r.direction === 'out');
    const inn = rs.filter((r) => r.direction === 'in');
    if (out.length !== 1 || inn.length !== 1) {
      problems.push(`move of chain job ${job}: ${out.length} out and ${inn.length} in records`);
      continue;
    }
    if (out[0]!.counterparty_user_id !== inn[0]!.user_id || inn[0]!.counterparty_user_id !== out[0]!.user_id)
      problems.push(`move of chain job ${job}: its records do not name each other`);
  }
  for (const t of transfers) {
    const rs = byJob.get(t.id) ?? [];
    if (rs.length !== 2) problems.push(`chain transfer ${t.id}: ${rs.length} circulation records, not 2`);
  }
  const gifts = await db.selectFrom('send_records').select(['chain_job_id']).where('kind', '=', 'gift').execute();
  const giftMoves = [...byJob.values()].filter((rs) => rs.some((r) => r.business_type === 6)).length;
  if (gifts.length !== giftMoves) problems.push(`${giftMoves} gifts, ${gifts.length} gift claims`);
  return problems;
}

// ── Airdrops (issue 14, decision 027) ─────────────────────────────────────────────────────────────────

/**
 * The airdrops' invariants, over the whole database; answers what is violated, in words:
 * - each airdrop's claimed count ≤ its limit, and equals its claim rows (one per user at most);
 * - each claim gave exactly `quantity per user` items of the airdrop's collection, each a card_nft with
 *   source 'airdrop' on the claim's tenant, each with one mint job; no airdrop item belongs to no claim;
 * - each item received is in the receiver's claims once (send_records, kind 'airdrop') with one incoming
 *   circulation record (business type 6 SEND), and each claim wrote one "airdropped" inbox event.
 */
export async function checkAirdropInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const airdrops = await db
    .selectFrom('airdrops')
    .select(['id', 'tenant_id', 'collection_id', 'claims_limit', 'claimed_count', 'quantity_per_user'])
    .execute();
  const claims = await db
    .selectFrom('airdrop_claims')
    .select(['id', 'tenant_id', 'airdrop_id', 'user_id', 'card_nft_ids'])
    .execute();
  const nfts = await db
    .selectFrom('card_nfts')
    .select(['id', 'tenant_id', 'collection_id', 'token_id', 'source'])
    .where('source', '=', 'airdrop')
    .execute();
  const nftById = new Map(nfts.map((n) => [n.id, n]));
  const mints = await db.selectFrom('chain_jobs').select(['tenant_id', 'token_id']).where('kind', '=', 'mint').execute();
  const mintCount = new Map<string, number>();
  for (const m of mints) mintCount.set(`${m.tenant_id}:${m.token_id}`, (mintCount.get(`${m.tenant_id}:${m.token_id}`) ?? 0) + 1);
  const claimed = new Set<number>();
  for (const a of airdrops) {
    const mine = claims.filter((c) => c.airdrop_id === a.id);
    if (a.claimed_count > a.claims_limit)
      problems.push(`airdrop ${a.id}: ${a.claimed_count} claims over its limit ${a.claims_limit}`);
    if (a.claimed_count !== mine.length)
      problems.push(`airdrop ${a.id}: counts ${a.claimed_count} claims, has ${mine.length} claim rows`);
    if (new Set(mine.map((c) => c.user_id)).size !== mine.length) problems.push(`airdrop ${a.id}: a user has two claims`);
    for (const c of mine) {
      const ids = JSON.parse(c.card_nft_ids) as number[];
      if (ids.length !== a.quantity_per_user)
        problems.push(`airdrop ${a.id}, claim ${c.id}: ${ids.length} items, ${a.quantity_per_user} per user`);
      for (const id of ids) {
        const n = nftById.get(id);
        claimed.add(id);
        if (!n) problems.push(`airdrop ${a.id}, claim ${c.id}: item ${id} is not an airdropped collectible`);
        else if (n.tenant_id !== c.tenant_id || n.collection_id !== a.collection_id)
          problems.push(`airdrop ${a.id}, claim ${c.id}: item ${id} is of another tenant or collection`);
        else if ((mintCount.get(`${n.tenant_id}:${n.token_id}`) ?? 0) !== 1)
          problems.push(`airdropped item ${id}: not exactly one mint job`);
      }
    }
  }
  for (const n of nfts) if (!claimed.has(n.id)) problems.push(`airdropped item ${n.id}: belongs to no claim`);

  const sends = await db
    .selectFrom('send_records')
    .select(['card_nft_id', 'recipient_user_id', 'airdrop_id'])
    .where('kind', '=', 'airdrop')
    .execute();
  const ins = await db
    .selectFrom('circulation_records')
    .select(['card_nft_id', 'user_id', 'airdrop_id'])
    .where('direction', '=', 'in')
    .where('business_type', '=', 6)
    .where('airdrop_id', 'is not', null)
    .execute();
  const events = await db.selectFrom('inbox_events').select(['user_id', 'ref']).where('kind', '=', 'airdropped').execute();
  for (const c of claims) {
    const ids = JSON.parse(c.card_nft_ids) as number[];
    for (const id of ids) {
      const s = sends.filter((r) => r.card_nft_id === id);
      if (s.length !== 1 || s[0]!.recipient_user_id !== c.user_id || s[0]!.airdrop_id !== c.airdrop_id)
        problems.push(`airdropped item ${id}: ${s.length} claims (send records) for its receiver`);
      const i = ins.filter((r) => r.card_nft_id === id);
      if (i.length !== 1 || i[0]!.user_id !== c.user_id)
        problems.push(`airdropped item ${id}: ${i.length} incoming circulation records`);
    }
    const e = events.filter((r) => r.user_id === c.user_id && r.ref === `airdrop:${c.airdrop_id}`);
    if (e.length !== 1) problems.push(`airdrop ${c.airdrop_id}, claim ${c.id}: ${e.length} inbox events`);
  }
  if (sends.length !== nfts.length)
    problems.push(`${nfts.length} airdropped items, ${sends.length} airdrop claims in send records`);
  return problems;
}

// ── The resale market (issue 16, decision 033) ───────────────────────────────────────────────────────

/**
 * The market's invariants, over the whole database; answers what is violated, in words:
 * - at most one open listing (on sale or locked) per item; an item is on consignment exactly when it has
 *   an open listing, and then belongs to its seller (so no item is both listed and frozen);
 * - a locked listing is held by one unpaid resale order for it, an on-sale one by none;
 * - a sold listing was bought by a paid resale order of its buyer; its item's sale move went to the buyer,
 *   who still holds it unless it moved on later;
 * - for every paid resale order: fee + royalty + net = price = the order's amount + its coupon's discount, the ledger's fee,
 *   royalty and proceeds rows say the same, and proceeds credited to a wallet were credited once, exactly.
 */
export async function checkMarketInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const listings = await db.selectFrom('listings').selectAll().orderBy('id').execute();
  const items = new Map((await db.selectFrom('card_nfts').selectAll().execute()).map((n) => [n.id, n]));
  const orders = await db.selectFrom('orders').selectAll().where('item_kind', '=', 'listing').execute();
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const open = listings.filter((l) => l.status === 'on_sale' || l.status === 'locked');
  const openByItem = new Map<number, number>();
  for (const l of open) openByItem.set(l.card_nft_id, (openByItem.get(l.card_nft_id) ?? 0) + 1);
  for (const [item, n] of openByItem) if (n > 1) problems.push(`collectible ${item}: ${n} open listings`);
  for (const l of open) {
    const n = items.get(l.card_nft_id);
    if (!n || n.status !== 'on_consignment' || n.user_id !== l.seller_id)
      problems.push(`listing ${l.id}: open, its item is ${n?.status ?? 'missing'} of user ${n?.user_id}`);
  }
  for (const n of items.values()) {
    if (n.status === 'on_consignment' && !openByItem.has(n.id))
      problems.push(`collectible ${n.id}: on consignment without a listing`);
  }
  const pendingFor = new Map<number, number[]>();
  for (const o of orders.filter((x) => x.status === 'pending_payment'))
    pendingFor.set(o.item_id, [...(pendingFor.get(o.item_id) ?? []), o.id]);
  for (const l of listings) {
    const pending = pendingFor.get(l.id) ?? [];
    if (l.status === 'locked' && (pending.length !== 1 || pending[0] !== l.order_id))
      problems.push(`listing ${l.id}: locked by ${l.order_id}, unpaid orders [${pending.join(', ')}]`);
    if (l.status !== 'locked' && pending.length > 0)
      problems.push(`listing ${l.id}: ${l.status} with unpaid orders [${pending.join(', ')}]`);
  }
  const records = await db.selectFrom('circulation_records').selectAll().where('business_type', '=', 7).orderBy('id').execute();
  const allIn = await db.selectFrom('circulation_records').select(['id', 'card_nft_id']).where('direction', '=', 'in').execute();
  const ledger = await db.selectFrom('ledger_entries').select(['order_id', 'kind', 'amount']).execute();
  const movements = await db
    .selectFrom('wallet_sandbox_movements')
    .select(['request_id', 'amount', 'kind'])
    .where('kind', '=', 'income')
    .execute();
  for (const l of listings.filter((x) => x.status === 'sold')) {
    const where = `sold listing ${l.id}`;
    const o = l.order_id === null ? undefined : orderById.get(l.order_id);
    if (!o || o.status !== 'paid' || o.user_id !== l.buyer_id) problems.push(`${where}: its order is ${o?.status ?? 'missing'}`);
    const saleIn = records.find((r) => r.card_nft_id === l.card_nft_id && r.direction === 'in' && r.user_id === l.buyer_id);
    if (!saleIn) problems.push(`${where}: no move in to its buyer`);
    const later = allIn.some((r) => r.card_nft_id === l.card_nft_id && saleIn && r.id > saleIn.id);
    if (!later && items.get(l.card_nft_id)?.user_id !== l.buyer_id) problems.push(`${where}: its item is not its buyer's`);
    const price = Number(l.price);
    if (Number(l.fee) + Number(l.royalty) + Number(l.net) !== price)
      problems.push(`${where}: ${l.fee} + ${l.royalty} + ${l.net} ≠ ${price}`);
    // A coupon (decision 043) lowers what the buyer pays, not the seller's split: amount + discount = price.
    if (o && Number(o.total_amount) + Number(o.discount_amount ?? 0) !== price)
      problems.push(`${where}: order amount ${o.total_amount} + discount ${o.discount_amount} ≠ price ${price}`);
    const split = (kind: string) =>
      ledger.filter((e) => e.order_id === l.order_id && e.kind === kind).map((e) => Number(e.amount));
    const [fee, royalty, net] = [split('fee'), split('royalty'), split('proceeds')];
    if (fee.length !== 1 || royalty.length !== 1 || net.length !== 1 || fee[0]! + royalty[0]! + net[0]! !== price)
      problems.push(`${where}: ledger split fee ${fee} royalty ${royalty} proceeds ${net}, price ${price}`);
    const credits = movements.filter((m) => m.request_id === `L${l.id}`);
    if (l.payout === 'done' && (credits.length !== 1 || Number(credits[0]!.amount) !== Number(l.net)))
      problems.push(`${where}: proceeds ${l.net} done, credited ${credits.map((c) => c.amount).join(', ')}`);
    if (l.payout !== 'done' && credits.length > 0) problems.push(`${where}: credited but still ${l.payout}`);
  }
  const paid = orders.filter((o) => o.status === 'paid');
  for (const o of paid) {
    if (!listings.some((l) => l.status === 'sold' && l.order_id === o.id))
      problems.push(`paid resale order ${o.id}: no sold listing`);
  }
  problems.push(...(await checkResaleRefunds(db, listings, orders, items)));
  return problems;
}

/**
 * A refunded resale (decision 066), over the whole database:
 * - a listing is refunded exactly when its order is refunded; its payout is reversed;
 * - its item went back to its seller: a move out of the buyer into the seller after the sale, and the seller
 *   still holds it unless it moved on later;
 * - every ledger row of the order but the money's own (payment, refund) is answered by one reversal, so each
 *   kind of the split (fee, royalty, proceeds, discount, ...) sums to zero;
 * - the seller kept none of the proceeds: the wallet's credit (`L<id>`), debits (`RV<id>-n`) and debits
 *   given back (`RVB<id>-n`) of the listing sum to zero.
 */
async function checkResaleRefunds(
  db: Kysely<Database>,
  listings: Selectable<ListingsTable>[],
  orders: Selectable<OrdersTable>[],
  items: Map<number, Selectable<CardNftsTable>>,
): Promise<string[]> {
  const problems: string[] = [];
  const refunded = listings.filter((l) => l.status === 'refunded');
  for (const o of orders.filter((x) => x.status === 'refunded')) {
    if (!refunded.some((l) => l.order_id === o.id)) problems.push(`refunded resale order ${o.id}: its listing is not refunded`);
  }
  if (refunded.length === 0) return problems;
  const ledger = await db.selectFrom('ledger_entries').select(['id', 'order_id', 'kind', 'amount', 'event_id']).execute();
  const incomes = await db
    .selectFrom('wallet_sandbox_movements')
    .select(['request_id', 'amount'])
    .where('kind', '=', 'income')
    .execute();
  const moves = await db.selectFrom('circulation_records').selectAll().orderBy('id').execute();
  for (const l of refunded) {
    const where = `refunded listing ${l.id}`;
    const o = orders.find((x) => x.id === l.order_id);
    if (o?.status !== 'refunded') problems.push(`${where}: its order is ${o?.status ?? 'missing'}`);
    if (l.payout !== 'reversed') problems.push(`${where}: payout ${l.payout}`);
    const mine = moves.filter((r) => r.card_nft_id === l.card_nft_id);
    const saleIn = mine.find((r) => r.direction === 'in' && r.user_id === l.buyer_id && r.business_type === 7);
    const back = mine.find((r) => saleIn && r.id > saleIn.id && r.direction === 'in' && r.user_id === l.seller_id);
    const backOut = mine.find((r) => saleIn && r.id > saleIn.id && r.direction === 'out' && r.user_id === l.buyer_id);
    if (!back || !backOut) problems.push(`${where}: no move back from its buyer to its seller`);
    const later = mine.some((r) => back && r.id > back.id && r.direction === 'in');
    if (back && !later && items.get(l.card_nft_id)?.user_id !== l.seller_id)
      problems.push(`${where}: its item is not its seller's`);
    const rows = ledger.filter((e) => e.order_id === l.order_id && e.kind !== 'payment' && e.kind !== 'refund');
    const originals = rows.filter((e) => !e.event_id.startsWith('reversal:'));
    for (const r of originals) {
      const rev = rows.filter((e) => e.event_id === `reversal:${r.id}`);
      if (rev.length !== 1 || Number(rev[0]!.amount) !== -Number(r.amount))
        problems.push(`${where}: ledger ${r.kind} row ${r.id} reversed ${rev.length} times`);
    }
    if (rows.length !== originals.length * 2)
      problems.push(`${where}: ${rows.length} split rows for ${originals.length} originals`);
    const kept = incomes
      .filter(
        (m) => m.request_id === `L${l.id}` || m.request_id.startsWith(`RV${l.id}-`) || m.request_id.startsWith(`RVB${l.id}-`),
      )
      .reduce((sum, m) => sum + Number(m.amount), 0);
    if (kept !== 0) problems.push(`${where}: the seller kept ${kept} of its proceeds`);
  }
  return problems;
}

// ── Casting activities (issue 18, decision 042) ─────────────────────────────────────────────────────

/**
 * The casting activities' invariants, over the whole database; answers what is violated, in words:
 * - each activity's cast count equals its cast records and never passes its stock;
 * - a user's casts per activity never pass its per-user limit, and its quota counts exactly them (decision 062);
 * - each cast's result is one card_nft of the activity's result collection, source 'cast', handed to the
 *   caster, with exactly one mint job; each cast's items are its item-use rows, each row the caster's (once
 *   per activity, item and holder: decision 062);
 * - a spend cast's items are all consumed, each with one burn job and one end record (cast_spend) of the
 *   caster's; a hold cast's items were not consumed by it (they are consumed only if something else burned them).
 */
export async function checkActivityInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const activities = await db.selectFrom('activities').selectAll().execute();
  const casts = await db.selectFrom('cast_records').selectAll().execute();
  const uses = await db.selectFrom('activity_item_uses').selectAll().execute();
  const nfts = new Map((await db.selectFrom('card_nfts').selectAll().execute()).map((n) => [n.id, n]));
  const jobs = await db.selectFrom('chain_jobs').select(['tenant_id', 'token_id', 'kind']).execute();
  const jobCount = (kind: string, tenantId: number, tokenId: string) =>
    jobs.filter((j) => j.kind === kind && j.tenant_id === tenantId && String(j.token_id) === tokenId).length;
  for (const a of activities) {
    const mine = casts.filter((c) => c.activity_id === a.id);
    if (a.cast_count !== mine.length) problems.push(`activity ${a.id}: counts ${a.cast_count} casts, has ${mine.length} records`);
    if (a.cast_count > a.stock) problems.push(`activity ${a.id}: ${a.cast_count} casts over its stock ${a.stock}`);
    if (a.kind === 'cast') {
      const perUser = new Map<number, number>();
      for (const c of mine) perUser.set(c.user_id, (perUser.get(c.user_id) ?? 0) + 1);
      const quotas = await db.selectFrom('activity_quotas').selectAll().where('activity_id', '=', a.id).execute();
      for (const [userId, n] of perUser) {
        if (n > a.per_user_limit) problems.push(`activity ${a.id}: user ${userId} cast ${n} times, over ${a.per_user_limit}`);
        const q = quotas.find((x) => x.user_id === userId);
        if ((q?.taken ?? 0) !== n)
          problems.push(`activity ${a.id}: user ${userId} cast ${n} times, quota counts ${q?.taken ?? 0}`);
      }
      for (const q of quotas)
        if (!perUser.has(q.user_id) && q.taken !== 0)
          problems.push(`activity ${a.id}: quota of user ${q.user_id} counts ${q.taken} without casts`);
    }
    for (const c of mine) {
      const where = `activity ${a.id}, cast ${c.id}`;
      const r = nfts.get(c.result_card_nft_id);
      if (!r) problems.push(`${where}: no result item`);
      else {
        if (r.source !== 'cast' || r.collection_id !== a.result_collection_id || r.tenant_id !== a.tenant_id)
          problems.push(`${where}: the result is not a cast item of the result collection`);
        if (r.serial !== c.result_serial) problems.push(`${where}: the result's serial differs from the record's`);
        if (jobCount('mint', r.tenant_id, r.token_id) !== 1) problems.push(`${where}: the result has not exactly one mint job`);
        if (r.status !== 'held' || r.user_id !== c.user_id) {
          // It may have moved on since (a gift, a listing, a later cast); a moved item has a move in for its owner.
          const moved = await db
            .selectFrom('circulation_records')
            .select('id')
            .where('card_nft_id', '=', r.id)
            .where('counterparty_user_id', 'is not', null)
            .executeTakeFirst();
          if (!moved && r.user_id !== c.user_id) problems.push(`${where}: the result is not the caster's and never moved`);
        }
      }
      const items = JSON.parse(c.items) as { cardNftId: number }[];
      const used = uses
        .filter((u) => u.cast_id === c.id)
        .map((u) => u.card_nft_id)
        .sort((x, y) => x - y);
      const listed = items.map((i) => i.cardNftId).sort((x, y) => x - y);
      if (JSON.stringify(used) !== JSON.stringify(listed))
        problems.push(`${where}: its items [${listed}] are not its use rows [${used}]`);
      if (uses.some((u) => u.cast_id === c.id && u.user_id !== c.user_id)) problems.push(`${where}: a use row of another holder`);
      for (const id of listed) {
        const n = nfts.get(id);
        if (!n) {
          problems.push(`${where}: item ${id} does not exist`);
          continue;
        }
        if (c.mode === 'spend') {
          if (n.status !== 'consumed') problems.push(`${where}: spent item ${id} is ${n.status}`);
          if (jobCount('burn', n.tenant_id, n.token_id) !== 1)
            problems.push(`${where}: spent item ${id} has not exactly one burn job`);
          const ends = await db
            .selectFrom('circulation_records')
            .select(['user_id', 'direction', 'counterparty_user_id'])
            .where('card_nft_id', '=', id)
            .where('source', '=', 'cast_spend')
            .execute();
          if (ends.length !== 1 || ends[0]!.user_id !== c.user_id || ends[0]!.direction !== 'out')
            problems.push(`${where}: spent item ${id} has not exactly one end record of the caster's`);
        }
      }
    }
  }
  const seen = new Set<string>();
  for (const u of uses) {
    const k = `${u.activity_id}:${u.card_nft_id}:${u.user_id}`;
    if (seen.has(k)) problems.push(`item ${u.card_nft_id} used twice in activity ${u.activity_id} by holder ${u.user_id}`);
    seen.add(k);
  }
  return problems;
}

/**
 * Synthesis (issue 18, decision 041):
 * - every input of a synthesis is burned (its item consumed, one burn job), pledged (its item pledged by
 *   the same user until the synthesis's pledge end, the synthesis `ing`) or returned (its item no longer
 *   pledged by it, the synthesis finish or cancel); an item is pledged by at most one running synthesis,
 *   and every pledged item belongs to one;
 * - a recipe's `used` equals its syntheses and never passes its stock; per user, syntheses ≤ the limit and
 *   numbered 1..n without a gap;
 * - every synthesis result is an item of the recipe's result collection, source 'synthesis', with one mint job;
 * - done syntheses are burn recipes' (inputs burned), ing / finish / cancel are pledge recipes'.
 */
export async function checkSynthesisInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const recipes = await db.selectFrom('recipes').selectAll().execute();
  const syntheses = await db.selectFrom('syntheses').selectAll().execute();
  const inputs = await db.selectFrom('synthesis_inputs').selectAll().execute();
  const nfts = await db
    .selectFrom('card_nfts')
    .select(['id', 'tenant_id', 'user_id', 'collection_id', 'token_id', 'status', 'source', 'pledge_ends_at'])
    .execute();
  const nftById = new Map(nfts.map((n) => [n.id, n]));
  const jobs = await db
    .selectFrom('chain_jobs')
    .select(['tenant_id', 'token_id', 'kind'])
    .where('kind', 'in', ['mint', 'burn'])
    .execute();
  const count = new Map<string, number>();
  for (const j of jobs)
    count.set(`${j.kind}:${j.tenant_id}:${j.token_id}`, (count.get(`${j.kind}:${j.tenant_id}:${j.token_id}`) ?? 0) + 1);
  const recipeById = new Map(recipes.map((r) => [r.id, r]));
  for (const r of recipes) {
    const mine = syntheses.filter((s) => s.recipe_id === r.id);
    if (r.used !== mine.length) problems.push(`recipe ${r.id}: used ${r.used}, has ${mine.length} syntheses`);
    if (mine.length > r.stock) problems.push(`recipe ${r.id}: ${mine.length} results over its stock ${r.stock}`);
    const perUser = new Map<number, number[]>();
    for (const s of mine) perUser.set(s.user_id, [...(perUser.get(s.user_id) ?? []), s.n]);
    for (const [user, ns] of perUser) {
      if (ns.length > r.per_user_limit)
        problems.push(`recipe ${r.id}: user ${user} made ${ns.length} over the limit ${r.per_user_limit}`);
      const sorted = [...ns].sort((a, b) => a - b);
      if (sorted.some((n, i) => n !== i + 1)) problems.push(`recipe ${r.id}: user ${user} numbered ${sorted.join(',')}`);
    }
  }
  const pledgedBy = new Map<number, number>();
  for (const s of syntheses) {
    const r = recipeById.get(s.recipe_id);
    if (!r) {
      problems.push(`synthesis ${s.id}: no recipe`);
      continue;
    }
    const expected = r.mode === 'burn' ? ['done'] : ['ing', 'finish', 'cancel'];
    if (!expected.includes(s.status)) problems.push(`synthesis ${s.id}: status ${s.status} for a ${r.mode} recipe`);
    const result = nftById.get(s.result_card_nft_id);
    if (!result || result.collection_id !== r.result_collection_id || result.source !== 'synthesis')
      problems.push(`synthesis ${s.id}: result ${s.result_card_nft_id} is not a synthesis item of the result collection`);
    else if ((count.get(`mint:${result.tenant_id}:${result.token_id}`) ?? 0) !== 1)
      problems.push(`synthesis ${s.id}: result without exactly one mint`);
    const ins = inputs.filter((i) => i.synthesis_id === s.id);
    if (ins.length === 0) problems.push(`synthesis ${s.id}: no inputs`);
    for (const i of ins) {
      const n = nftById.get(i.card_nft_id);
      if (!n) {
        problems.push(`synthesis ${s.id}: input ${i.card_nft_id} missing`);
        continue;
      }
      if (i.state === 'burned') {
        if (s.status !== 'done') problems.push(`synthesis ${s.id}: burned input in a ${s.status} synthesis`);
        if (n.status !== 'consumed') problems.push(`synthesis ${s.id}: burned input ${n.id} is ${n.status}`);
        if ((count.get(`burn:${n.tenant_id}:${n.token_id}`) ?? 0) !== 1)
          problems.push(`synthesis ${s.id}: input ${n.id} without exactly one burn`);
      } else if (i.state === 'pledged') {
        if (s.status !== 'ing') problems.push(`synthesis ${s.id}: pledged input in a ${s.status} synthesis`);
        if (n.status !== 'pledged' || n.user_id !== s.user_id || Number(n.pledge_ends_at) !== Number(s.pledge_ends_at))
          problems.push(`synthesis ${s.id}: pledged input ${n.id} is ${n.status} of user ${n.user_id}`);
        if (pledgedBy.has(n.id)) problems.push(`item ${n.id}: pledged by two running syntheses`);
        pledgedBy.set(n.id, s.id);
      } else {
        if (s.status === 'ing' || s.status === 'done')
          problems.push(`synthesis ${s.id}: returned input in a ${s.status} synthesis`);
      }
    }
  }
  for (const n of nfts)
    if (n.status === 'pledged' && !pledgedBy.has(n.id)) problems.push(`item ${n.id}: pledged by no running synthesis`);
  return problems;
}

// ── The supply (issue 31, decision 062) ──────────────────────────────────────────────────────────────

/**
 * A collection's supply is a hard limit for every source, over the whole database; an empty list means it
 * holds: every collectible's serial is from 1 to its collection's supply and unique in it, no serial counter
 * is past its collection's supply, and no collection has more items than its supply or than its stock taken.
 */
export async function checkSupplyInvariants(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const collections = new Map(
    (
      await db
        .selectFrom('collections')
        .select(['id', 'total_supply', soldColumn('collections')])
        .execute()
    ).map((c) => [c.id, { ...c, sold_count: Number(c.sold_count) }]),
  );
  const items = await db.selectFrom('card_nfts').select(['id', 'collection_id', 'serial']).execute();
  const seen = new Set<string>();
  const perCollection = new Map<number, number>();
  for (const n of items) {
    const c = collections.get(n.collection_id);
    if (!c) continue;
    if (n.serial < 1 || n.serial > c.total_supply) problems.push(`collectible ${n.id}: #${n.serial}/${c.total_supply}`);
    const k = `${n.collection_id}:${n.serial}`;
    if (seen.has(k)) problems.push(`collection ${n.collection_id}: serial ${n.serial} twice`);
    seen.add(k);
    perCollection.set(n.collection_id, (perCollection.get(n.collection_id) ?? 0) + 1);
  }
  for (const r of await db.selectFrom('serial_counters').selectAll().execute()) {
    const c = collections.get(r.collection_id);
    if (c && r.last_serial > c.total_supply)
      problems.push(`collection ${r.collection_id}: counter at ${r.last_serial}, past its supply ${c.total_supply}`);
  }
  for (const [id, n] of perCollection) {
    const c = collections.get(id)!;
    if (n > c.total_supply) problems.push(`collection ${id}: ${n} items of a supply of ${c.total_supply}`);
  }
  return problems;
}
