import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Units sold and drawn before the sale under test began (an imported catalogue may start with some). */
export interface SaleBaseline {
  sold: Map<string, number>;
  drawn: Map<number, number>;
}

/** Spec §4 payment channel types. */
const CHANNEL_TYPES = new Set([2010, 2011, 2012, 2013, 2020, 2015, 2022]);

const emptyBaseline = (): SaleBaseline => ({ sold: new Map(), drawn: new Map() });

/** What the catalogue already counted as sold or drawn before any order: the invariants' starting point. */
export async function saleBaseline(db: Kysely<Database>): Promise<SaleBaseline> {
  const b = emptyBaseline();
  for (const r of await db.selectFrom('collections').select(['id', 'sold_count']).execute())
    b.sold.set(`collection:${r.id}`, r.sold_count);
  for (const r of await db.selectFrom('blind_boxes').select(['id', 'sold_count']).execute())
    b.sold.set(`blindBox:${r.id}`, r.sold_count);
  const drawn = await db
    .selectFrom('blind_box_items')
    .select((eb) => ['blind_box_id', eb.fn.sum<number>('drawn_count').as('drawn')])
    .groupBy('blind_box_id')
    .execute();
  for (const r of drawn) b.drawn.set(r.blind_box_id, Number(r.drawn));
  return b;
}

/**
 * The primary sale's invariants (issue 7), checked over the whole database by the tests after every
 * scenario. Answers what is violated, in words; an empty list means all hold:
 * - stock ≥ 0, and a drop's units taken = its unpaid + paid units (so initial stock = available +
 *   unpaid + paid, and an ended order returned its stock exactly once);
 * - at most one unpaid order per user and drop, and it is the one the quota points at;
 * - paid + unpaid ≤ the per-user limit, and the quota counts exactly that;
 * - each successful payment notice wrote one ledger row and caused one outcome (paid or refund), and
 *   an order is paid at most once;
 * - every paid collection unit has exactly one holder and exactly one mint job, serials unique;
 * - every opened box holds one drawn collectible with one mint job; a box's items were drawn as often
 *   as its boxes were opened.
 */
export async function checkSaleInvariants(db: Kysely<Database>, baseline: SaleBaseline = emptyBaseline()): Promise<string[]> {
  const problems: string[] = [];

  for (const kind of ['collection', 'blindBox'] as const) {
    const table = kind === 'collection' ? 'collections' : 'blind_boxes';
    const drops = await db
      .selectFrom(table)
      .select(['id', 'tenant_id', 'total_supply', 'sold_count', 'per_user_limit'])
      .execute();
    const held = await db
      .selectFrom('orders')
      .select((eb) => ['item_id', eb.fn.sum<number>('quantity').as('units')])
      .where('item_kind', '=', kind)
      .where('status', 'in', ['pending_payment', 'paid'])
      .groupBy('item_id')
      .execute();
    const units = new Map(held.map((h) => [h.item_id, Number(h.units)]));
    for (const d of drops) {
      if (d.sold_count < 0 || d.sold_count > d.total_supply)
        problems.push(`${kind} ${d.id}: sold ${d.sold_count} of ${d.total_supply}`);
      const before = baseline.sold.get(`${kind}:${d.id}`) ?? 0;
      if (d.sold_count - before !== (units.get(d.id) ?? 0)) {
        problems.push(
          `${kind} ${d.id}: ${d.sold_count - before} units taken, but unpaid + paid orders hold ${units.get(d.id) ?? 0}`,
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
  const paidOutcomes = paidEvents.filter((e) => e.outcome === 'paid').length;
  if (paidOutcomes !== paidOrders.length)
    problems.push(`${paidOutcomes} notices paid orders, ${paidOrders.length} orders are paid`);
  const refundsOwed = paidEvents.filter((e) => e.outcome === 'refund').length;
  const refundRows = await db.selectFrom('refunds').select(['id', 'status', 'order_id', 'payment_id']).execute();
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
  const refundsDone = refundRows.filter((r) => r.status === 'done').length;
  if (refundsOut !== refundsDone) problems.push(`${refundsDone} refunds done, ledger has ${refundsOut} refund rows`);

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
  const unpaidNfts = nfts.filter((n) => n.order_id !== null && !paidOrders.some((o) => o.id === n.order_id));
  if (unpaidNfts.length > 0) problems.push(`${unpaidNfts.length} collectibles of orders that are not paid`);

  // Boxes: one per paid unit; opened ones hold one drawn collectible; items drawn = boxes opened.
  const boxes = await db
    .selectFrom('box_holdings')
    .select(['id', 'order_id', 'blind_box_id', 'opened_at', 'card_nft_id'])
    .execute();
  for (const o of paidOrders.filter((p) => p.item_kind === 'blindBox')) {
    const mine = boxes.filter((b) => b.order_id === o.id);
    if (mine.length !== o.quantity) problems.push(`paid box order ${o.id}: ${o.quantity} units, ${mine.length} boxes`);
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
  return problems;
}
