import {
  ErrorCode,
  type CallData,
  type CollectionDetail,
  type DisplayedCollectible,
  type DrawProof,
  type getMyCollectible,
  type HeldBox,
  type HeldCollectible,
  type HoldingFilter,
  type Language,
  type listMyCollectibles,
  type listMySeries,
  type NftTarget,
  type openBox,
  type setDisplay,
} from '@curio/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { BoxHoldingsTable, CardNftsTable, Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Keyring } from '../../secrets/keyring';
import type { DropStock } from '../catalogue/index';
import { CHAIN_NAME, type ChainService } from '../chain/index';
import { isShown, type BoxHoldingRow, type CardNftRow, type CollectibleRepository } from './collectible.repository';
import type { TenantContext } from '../../http/request-context';

/**
 * What the collectible module reads of its neighbours; wiring/collectible.ports.ts supplies them. Typed
 * by the neighbours' faces, narrowed to the reads used here: no writes, no other module's rules.
 */
export interface CollectiblePorts {
  /** The catalogue: what a holding shows of its collection or box. */
  drops: Pick<DropStock, 'collectionBriefs' | 'find' | 'stateOf'>;
  /** The catalogue: a collection's detail (description, media, creator ...) for one held item. */
  collectionDetail(tenantId: number, collectionId: number, lang: Language): Promise<Omit<CollectionDetail, 'mine'>>;
  /** The chain: minted or not, a token's facts and records, the tenant's contract. */
  chain: Pick<ChainService, 'mintedOf' | 'tokenFacts' | 'tokenRecords' | 'contractOf'>;
  /** The order module: the number of the order an item or a box came from. */
  orderNoOf(tenantId: number, orderId: number): Promise<string | null>;
  /** The catalogue: the series of these collections (my home's series filter, decision 069). */
  seriesOf(
    tenantId: number,
    collectionIds: readonly number[],
    lang: Language,
  ): Promise<ReadonlyMap<number, { id: number; name: string; rank: number }>>;
  /** The market module: the item's open listing (on sale or locked), for its owner's detail page. */
  openListing(
    tenantId: number,
    cardNftId: number,
  ): Promise<{ id: number; price: number; status: 'on-sale' | 'locked'; listedAt: number } | null>;
}

/** The stored status each of my home's filters shows (decision 069). */
const FILTER_STATUS: Record<HoldingFilter, CardNftRow['status']> = {
  listed: 'on_consignment',
  pledged: 'pledged',
  frozen: 'frozen',
};

const seedContext = (tenantId: number, boxId: number) => `box_seeds:${tenantId}:${boxId}`;

function cursorNumbers(cursor: string | undefined, parts: number): number[] | undefined {
  if (cursor === undefined) return undefined;
  const nums = cursor.split('.').map(Number);
  if (nums.length !== parts || nums.some((n) => !Number.isInteger(n) || n < 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return nums;
}

/**
 * What buyers hold (decisions 012, 013): their collectibles grouped by collection, one item's detail
 * with its on-chain facts and records, their blind boxes with the draw proofs, and the boxes' sealed
 * seeds. Handing over and opening a box are flows (src/flows/) that run this module's steps — each
 * takes the flow's transaction first — beside the catalogue's stock and the chain's outbox.
 */
export class CollectibleService {
  private readonly stock: CollectiblePorts['drops'];
  private readonly chain: CollectiblePorts['chain'];

  constructor(
    private readonly holdings: CollectibleRepository,
    private readonly ports: CollectiblePorts,
    private readonly keyring: Keyring,
    private readonly clock: Clock,
  ) {
    this.stock = ports.drops;
    this.chain = ports.chain;
  }

  // ── Steps of the hand-over and box-opening flows ────────────────────────────────────────────────────

  /** Step: collectibles become their holders'; answers the new rows. */
  async addCollectibles(trx: Kysely<Database>, rows: Insertable<CardNftsTable>[]): Promise<CardNftRow[]> {
    return this.holdings.addCollectibles(trx, rows);
  }

  /** Step: unopened blind boxes become their buyer's. */
  addBoxes(trx: Kysely<Database>, rows: Insertable<BoxHoldingsTable>[]): Promise<void> {
    return this.holdings.addBoxes(trx, rows);
  }

  /**
   * Step (refund, decision 039): the order's collectibles still held by its buyer are burned (consumed,
   * kept for history); answers them. Fewer than the order handed over means one moved on: the caller
   * refuses and rolls back.
   */
  takeBack(trx: Kysely<Database>, tenantId: number, orderId: number, userId: number): Promise<CardNftRow[]> {
    return this.holdings.takeBack(trx, tenantId, orderId, userId);
  }

  /** Step (a refunded resale, decision 066): the item goes back from its buyer to its seller; false when the buyer moved it. */
  returnSale(
    trx: Kysely<Database>,
    tenantId: number,
    cardNftId: number,
    s: { buyerId: number; sellerId: number; orderId: number; now: number },
  ): Promise<boolean> {
    return this.holdings.returnSale(trx, tenantId, cardNftId, s);
  }

  /** Step (refund): the order's unopened blind boxes leave their buyer; answers how many. */
  takeBackBoxes(trx: Kysely<Database>, tenantId: number, orderId: number, userId: number): Promise<number> {
    return this.holdings.takeBackBoxes(trx, tenantId, orderId, userId);
  }

  /** The user's box, opened or not. */
  box(tenantId: number, userId: number, id: number): Promise<BoxHoldingRow | undefined> {
    return this.holdings.box(tenantId, userId, id);
  }

  /** Step: claims the box for opening (a second opener waits, then finds it opened); false when opened. */
  lockBox(trx: Kysely<Database>, id: number): Promise<boolean> {
    return this.holdings.lockBox(trx, id);
  }

  /** Step: the box is opened by this draw; false when another request opened it first. */
  markOpened(trx: Kysely<Database>, id: number, d: { now: number; cardNftId: number; ticket: number; remaining: string }) {
    return this.holdings.open(trx, id, d);
  }

  /** A box's fairness seed (unsealed) and its published hash, or null before it has one. */
  async seedOf(tenantId: number, boxId: number): Promise<{ seed: Buffer; hash: string } | null> {
    const row = await this.holdings.seed(tenantId, boxId);
    if (!row) return null;
    return { seed: this.keyring.open('box-seed', row.seed_sealed, seedContext(tenantId, boxId)), hash: row.seed_hash };
  }

  /** Step: keeps a new seed for the box, sealed, unless it has one; answers the hash of the seed kept. */
  async addSeed(
    trx: Kysely<Database>,
    tenantId: number,
    boxId: number,
    seed: Buffer,
    hash: string,
    now: number,
  ): Promise<string> {
    await this.holdings.addSeed(trx, {
      tenant_id: tenantId,
      blind_box_id: boxId,
      seed_sealed: this.keyring.seal('box-seed', seed, seedContext(tenantId, boxId)),
      seed_hash: hash,
      created_at: now,
    });
    return (await this.holdings.seed(tenantId, boxId, trx))!.seed_hash;
  }

  /** Whether the user holds an item of the collection (an airdrop's "holders" audience asks). */
  holds(tenantId: number, userId: number, collectionId: number): Promise<boolean> {
    return this.holdings.holds(tenantId, userId, collectionId);
  }

  /** The serial numbers an order handed over, lowest first (the order's view shows them). */
  async serialsOfOrder(tenantId: number, orderId: number): Promise<number[]> {
    return (await this.holdings.collectiblesOfOrder(tenantId, orderId)).map((r) => r.serial);
  }

  // ── Display on the public page (decision 028) ───────────────────────────────────────────────────────

  /**
   * The owner shows (or hides) one of their items on their public page; doing it again changes nothing.
   * Not mine: not found; frozen (a transfer on chain): DISPLAY_FROZEN; burned: DISPLAY_BURNED; on consignment: ON_CONSIGNMENT.
   */
  async setDisplay(
    tenant: TenantContext,
    userId: number,
    input: { cardNftId: number; displayed: 0 | 1 },
  ): Promise<CallData<typeof setDisplay>> {
    const on = input.displayed === 1;
    if (!(await this.holdings.setDisplayed(tenant.id, userId, input.cardNftId, on, this.clock()))) {
      const row = await this.holdings.anyCollectible(tenant.id, userId, input.cardNftId);
      if (!row) throw notFound();
      if (row.status === 'consumed') throw new AppError(ErrorCode.DISPLAY_BURNED);
      // A pledged item cannot be operated until its pledge ends (spec §4, decision 041).
      if (row.status === 'pledged') throw new AppError(ErrorCode.PLEDGED);
      // A listed item is not shown on its owner's page (decision 033): take it off the shelf first.
      if (row.status === 'on_consignment') {
        if (on) throw new AppError(ErrorCode.ON_CONSIGNMENT);
        return { cardNftId: input.cardNftId, displayed: false };
      }
      throw new AppError(ErrorCode.DISPLAY_FROZEN);
    }
    return { cardNftId: input.cardNftId, displayed: on };
  }

  /**
   * Step of any flow that moves an item away from its owner (a gift, a sale): it is no longer shown, so
   * the new owner starts with it hidden. Safe to run twice. (A display older than the item's
   * acquisition never shows anyway: `isShown`.)
   */
  hideOnOwnerChange(trx: Kysely<Database>, tenantId: number, cardNftId: number): Promise<void> {
    return this.holdings.clearDisplay(trx, tenantId, cardNftId);
  }

  /** The items a user shows on their public page, most recently shown first; keyset cursor. */
  async displayedOf(
    tenantId: number,
    ownerId: number,
    q: { cursor?: string | undefined; pageSize: number },
    lang: Language,
  ): Promise<{ items: DisplayedCollectible[]; nextCursor: string | null }> {
    const after = cursorNumbers(q.cursor, 2);
    const rows = await this.holdings.displayed(
      tenantId,
      ownerId,
      q.pageSize + 1,
      after ? { at: after[0]!, id: after[1]! } : undefined,
    );
    const page = rows.slice(0, q.pageSize);
    const briefs = await this.stock.collectionBriefs(
      tenantId,
      page.map((r) => r.collection_id),
      lang,
    );
    const minted = await this.chain.mintedOf(
      tenantId,
      page.map((r) => r.token_id),
    );
    const last = page.at(-1);
    return {
      items: page.map((r) => {
        const b = briefs.get(r.collection_id);
        return {
          cardNftId: r.id,
          collectionId: r.collection_id,
          name: b?.name ?? '',
          coverUrl: b?.coverUrl ?? '',
          mediaKind: b?.mediaKind ?? 'image',
          serial: r.serial,
          totalSupply: b?.totalSupply ?? 0,
          tokenId: r.token_id,
          minted: minted.has(r.token_id),
          displayedAt: Number(r.displayed_at),
        };
      }),
      nextCursor: rows.length > q.pageSize && last ? `${Number(last.displayed_at)}.${last.id}` : null,
    };
  }

  /** How many items a user shows. */
  displayedCount(tenantId: number, ownerId: number): Promise<number> {
    return this.holdings.displayedCount(tenantId, ownerId);
  }

  // ── Steps of ownership moves (decision 025) ─────────────────────────────────────────────────────────

  /** The user's collectible (not consumed), or undefined. */
  owned(tenantId: number, userId: number, cardNftId: number): Promise<CardNftRow | undefined> {
    return this.holdings.collectible(tenantId, userId, cardNftId);
  }

  /** The user's item (not consumed) as the market reads it for a consignment, or null. */
  async ownedItem(
    tenantId: number,
    userId: number,
    cardNftId: number,
  ): Promise<{ id: number; userId: number; collectionId: number; serial: number; transferableAt: number } | null> {
    const r = await this.owned(tenantId, userId, cardNftId);
    return r && r.status !== 'consumed'
      ? {
          id: r.id,
          userId: r.user_id,
          collectionId: r.collection_id,
          serial: r.serial,
          transferableAt: Number(r.transferable_at),
        }
      : null;
  }

  /** Why the user's item cannot move now (`moveRefusal`); null when it can, or when the user does not hold it. */
  async moveRefusalOf(tenantId: number, userId: number, cardNftId: number, now: number): Promise<AppError | null> {
    const r = await this.owned(tenantId, userId, cardNftId);
    return r ? this.moveRefusal(r, now) : null;
  }

  /** Any collectible of the tenant by id, read in the caller's transaction when given. */
  byId(tenantId: number, cardNftId: number, db?: Kysely<Database>): Promise<CardNftRow | undefined> {
    return this.holdings.byId(tenantId, cardNftId, db);
  }

  /**
   * Why the item cannot move now, or null when it can: the refusal a gift (or a listing) answers.
   * pledged 5000034, frozen 5000037, on consignment 5000038, cooling 5000033 with the time left.
   */
  moveRefusal(row: CardNftRow, now: number): AppError | null {
    switch (row.status) {
      case 'consumed':
        return notFound();
      case 'pledged':
        return new AppError(ErrorCode.PLEDGED);
      case 'frozen':
        return new AppError(ErrorCode.TRANSFER_PENDING);
      case 'on_consignment':
        return new AppError(ErrorCode.ON_CONSIGNMENT);
      case 'held':
        break;
    }
    const until = Number(row.transferable_at);
    if (until > now) return new AppError(ErrorCode.COOLING_PERIOD, {}, { transferableAt: until, msLeft: until - now });
    return null;
  }

  // ── Steps of a synthesis (issue 18, decision 041) ───────────────────────────────────────────────────

  /** The user's items of the given collections (not burned), read in the caller's transaction when given. */
  ofCollections(
    tenantId: number,
    userId: number,
    collectionIds: readonly number[],
    db?: Kysely<Database>,
  ): Promise<CardNftRow[]> {
    return this.holdings.ofCollections(tenantId, userId, collectionIds, db);
  }

  /** The user's items of one collection, lowest serial first, keyset on serial (the fragment picker). */
  itemsOfCollection(
    tenantId: number,
    userId: number,
    collectionId: number,
    limit: number,
    afterSerial?: number,
  ): Promise<CardNftRow[]> {
    return this.holdings.items(tenantId, userId, collectionId, limit, afterSerial);
  }

  /** Step: burns or pledges the user's free items (one statement); answers the rows taken. */
  useForSynthesis(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    ids: readonly number[],
    u: { burn: boolean; now: number; ignoreCooling: boolean; pledgeEndsAt: number | null },
  ): Promise<CardNftRow[]> {
    return this.holdings.useForSynthesis(trx, tenantId, userId, ids, u);
  }

  /** Step: pledged items come back to their holder; answers how many did. */
  returnPledged(trx: Kysely<Database>, tenantId: number, userId: number, ids: readonly number[]): Promise<number> {
    return this.holdings.returnPledged(trx, tenantId, userId, ids);
  }

  /** Step of consigning: the owner's free item goes on consignment; false when it is not free (decision 033). */
  consign(trx: Kysely<Database>, tenantId: number, cardNftId: number, ownerId: number, now: number): Promise<boolean> {
    return this.holdings.consign(trx, tenantId, cardNftId, ownerId, now);
  }

  /** Step: the listing ended unsold (taken off the shelf): the item is free again. */
  unconsign(trx: Kysely<Database>, tenantId: number, cardNftId: number, ownerId: number): Promise<boolean> {
    return this.holdings.unconsign(trx, tenantId, cardNftId, ownerId);
  }

  /** Step of a paid resale: the consigned item is the buyer's now (decision 033); false when it is not consigned by the seller. */
  sell(
    trx: Kysely<Database>,
    tenantId: number,
    cardNftId: number,
    s: { sellerId: number; buyerId: number; orderId: number; holdHours: number; now: number },
  ): Promise<boolean> {
    return this.holdings.sell(trx, tenantId, cardNftId, s);
  }

  /** Step: freezes the owner's free item for a gift to `toUserId`; false when it is not free (another move won). */
  freeze(
    trx: Kysely<Database>,
    tenantId: number,
    cardNftId: number,
    f: { ownerId: number; toUserId: number; holdHours: number; now: number },
  ) {
    return this.holdings.freeze(trx, tenantId, cardNftId, f);
  }

  /** Step: the chain transfer job that carries the frozen item's gift. */
  setTransferJob(trx: Kysely<Database>, tenantId: number, cardNftId: number, jobId: number): Promise<void> {
    return this.holdings.setTransferJob(trx, tenantId, cardNftId, jobId);
  }

  /**
   * Step (the chain's confirmation hook, decision 025): the transfer job confirmed, so the item it froze
   * becomes the recipient's with a new cooling period. Safe to run twice: the second run changes nothing.
   */
  completeTransfer(trx: Kysely<Database>, tenantId: number, jobId: number, now: number) {
    return this.holdings.completeTransfer(trx, tenantId, jobId, now);
  }

  /** Whether the item is held (minted and its owner's): a redeemed collectible's state (decision 043). */
  async isHeld(tenantId: number, cardNftId: number): Promise<boolean> {
    return (await this.briefs(tenantId, [cardNftId], 'en')).get(cardNftId)?.status === 'held';
  }

  /** Several items as lists of moves show them (whoever holds them now), by id. */
  async briefs(tenantId: number, ids: readonly number[], lang: Language): Promise<Map<number, HeldCollectible>> {
    const rows = await this.holdings.byIds(tenantId, [...new Set(ids)]);
    const views = await this.views(tenantId, rows, lang);
    return new Map(views.map((v) => [v.cardNftId, v]));
  }

  // ── The holder's views ──────────────────────────────────────────────────────────────────────────────

  private async views(tenantId: number, rows: CardNftRow[], lang: Language): Promise<HeldCollectible[]> {
    const briefs = await this.stock.collectionBriefs(
      tenantId,
      rows.map((r) => r.collection_id),
      lang,
    );
    const minted = await this.chain.mintedOf(
      tenantId,
      rows.map((r) => r.token_id),
    );
    return rows.map((r) => {
      const b = briefs.get(r.collection_id);
      return {
        cardNftId: r.id,
        collectionId: r.collection_id,
        name: b?.name ?? '',
        coverUrl: b?.coverUrl ?? '',
        mediaKind: b?.mediaKind ?? 'image',
        serial: r.serial,
        totalSupply: b?.totalSupply ?? 0,
        status: r.status === 'held' && !minted.has(r.token_id) ? 'minting' : r.status,
        acquiredAt: Number(r.acquired_at),
        transferableAt: Number(r.transferable_at),
        displayed: isShown(r),
      };
    });
  }

  async groups(
    tenant: TenantContext,
    userId: number,
    q: { filter?: HoldingFilter | undefined; seriesId?: number | undefined; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listMyCollectibles>> {
    const after = cursorNumbers(q.cursor, 2);
    const status = q.filter === undefined ? undefined : FILTER_STATUS[q.filter];
    const rows = await this.holdings.groups(
      tenant.id,
      userId,
      q.pageSize + 1,
      after ? { at: after[0]!, collectionId: after[1]! } : undefined,
      {
        ...(status === undefined ? {} : { status }),
        ...(q.seriesId === undefined ? {} : { collectionIds: await this.heldOfSeries(tenant.id, userId, q.seriesId) }),
      },
    );
    const page = rows.slice(0, q.pageSize);
    const ids = page.map((r) => r.collection_id);
    const briefs = await this.stock.collectionBriefs(tenant.id, ids, lang);
    const tokens = await this.holdings.tokensOf(tenant.id, userId, ids);
    const minted = await this.chain.mintedOf(
      tenant.id,
      tokens.map((t) => t.token_id),
    );
    const mintingBy = new Map<number, number>();
    for (const t of tokens)
      if (!minted.has(t.token_id)) mintingBy.set(t.collection_id, (mintingBy.get(t.collection_id) ?? 0) + 1);
    const last = page.at(-1);
    return {
      items: page.map((r) => {
        const b = briefs.get(r.collection_id);
        return {
          collection: {
            id: r.collection_id,
            name: b?.name ?? '',
            coverUrl: b?.coverUrl ?? '',
            mediaKind: b?.mediaKind ?? 'image',
            totalSupply: b?.totalSupply ?? 0,
          },
          count: Number(r.n),
          minting: mintingBy.get(r.collection_id) ?? 0,
          lastAcquiredAt: Number(r.last_at),
        };
      }),
      nextCursor: rows.length > q.pageSize && last ? `${Number(last.last_at)}.${last.collection_id}` : null,
    };
  }

  /** The collections I hold that belong to a series (my home's series filter). */
  private async heldOfSeries(tenantId: number, userId: number, seriesId: number): Promise<number[]> {
    const held = await this.holdings.heldCollections(tenantId, userId);
    const series = await this.ports.seriesOf(
      tenantId,
      held.map((h) => h.collection_id),
      'en',
    );
    return held.flatMap((h) => (series.get(h.collection_id)?.id === seriesId ? [h.collection_id] : []));
  }

  /** My home's series filter: the series of what I hold, with how many items of each, the operator's order. */
  async mySeries(tenant: TenantContext, userId: number, lang: Language): Promise<CallData<typeof listMySeries>> {
    const held = await this.holdings.heldCollections(tenant.id, userId);
    const series = await this.ports.seriesOf(
      tenant.id,
      held.map((h) => h.collection_id),
      lang,
    );
    const by = new Map<number, { id: number; name: string; count: number; rank: number }>();
    for (const h of held) {
      const s = series.get(h.collection_id);
      if (!s) continue;
      const entry = by.get(s.id) ?? { id: s.id, name: s.name, count: 0, rank: s.rank };
      entry.count += Number(h.n);
      by.set(s.id, entry);
    }
    return {
      series: [...by.values()].sort((a, b) => b.rank - a.rank || b.id - a.id).map(({ id, name, count }) => ({ id, name, count })),
    };
  }

  async items(
    tenant: TenantContext,
    userId: number,
    q: { collectionId: number; filter?: HoldingFilter | undefined; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: HeldCollectible[]; nextCursor: string | null }> {
    const after = cursorNumbers(q.cursor, 1);
    const status = q.filter === undefined ? undefined : FILTER_STATUS[q.filter];
    const rows = await this.holdings.items(tenant.id, userId, q.collectionId, q.pageSize + 1, after?.[0], status);
    const page = rows.slice(0, q.pageSize);
    return {
      items: await this.views(tenant.id, page, lang),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.serial) : null,
    };
  }

  async nftTarget(tenant: TenantContext, userId: number, cardNftId: number): Promise<NftTarget> {
    const row = await this.holdings.collectible(tenant.id, userId, cardNftId);
    if (!row) throw notFound();
    return this.target(tenant, row);
  }

  private async target(tenant: TenantContext, row: CardNftRow): Promise<NftTarget> {
    const facts = await this.chain.tokenFacts(tenant.id, BigInt(row.token_id));
    const contract = facts?.contractAddress ?? (await this.chain.contractOf(tenant.id))?.address ?? null;
    return {
      cardNftId: row.id,
      chainName: CHAIN_NAME,
      standard: facts?.standard ?? 'ERC-721',
      contractAddress: contract,
      tokenId: row.token_id,
      ownerAddress: facts?.ownerAddress ?? null,
      hashAddress: facts?.mintTxHash ?? null,
      certifiedAt: facts?.certifiedAt ?? null,
      status: facts?.status ?? 'minting',
    };
  }

  async detail(
    tenant: TenantContext,
    userId: number,
    cardNftId: number,
    lang: Language,
  ): Promise<CallData<typeof getMyCollectible>> {
    const row = await this.holdings.collectible(tenant.id, userId, cardNftId);
    if (!row) throw notFound();
    const [view] = await this.views(tenant.id, [row], lang);
    const c = await this.ports.collectionDetail(tenant.id, row.collection_id, lang);
    const orderNo = row.order_id === null ? null : await this.ports.orderNoOf(tenant.id, row.order_id);
    const records = await this.chain.tokenRecords(tenant.id, BigInt(row.token_id));
    return {
      ...view!,
      description: c.description,
      media: c.media,
      creator: c.creator,
      privileges: c.privileges,
      copyright: c.copyright,
      orderNo,
      listing: row.status === 'on_consignment' ? await this.ports.openListing(tenant.id, row.id) : null,
      chain: await this.target(tenant, row),
      txRecords: records,
      pledgeEndsAt: row.status === 'pledged' && row.pledge_ends_at !== null ? Number(row.pledge_ends_at) : null,
      serverTime: this.clock(),
    };
  }

  /**
   * The seeds of the given boxes, each read once: the published hash always, the seed itself (hex) only
   * once the box's sale has ended (the same rule as `open`).
   */
  private async seedsOf(
    tenantId: number,
    boxes: ReadonlyMap<number, { saleEnd: number | null } | null | undefined>,
    now: number,
  ): Promise<Map<number, { hash: string; seed: string | null }>> {
    const rows = await this.holdings.seeds(tenantId, [...boxes.keys()]);
    const out = new Map<number, { hash: string; seed: string | null }>();
    for (const row of rows) {
      const saleEnd = boxes.get(row.blind_box_id)?.saleEnd ?? null;
      const revealed = saleEnd !== null && now >= saleEnd;
      out.set(row.blind_box_id, {
        hash: row.seed_hash,
        seed: revealed
          ? this.keyring.open('box-seed', row.seed_sealed, seedContext(tenantId, row.blind_box_id)).toString('hex')
          : null,
      });
    }
    return out;
  }

  /** An opened box's draw proof from what its opening stored; null while unopened. */
  private proofOf(r: BoxHoldingRow, orderNo: string, seed: { hash: string; seed: string | null } | undefined): DrawProof | null {
    if (r.opened_at === null || r.draw_ticket === null || r.draw_remaining === null || !seed) return null;
    const remaining = JSON.parse(r.draw_remaining) as { collectionId: number; remaining: number }[];
    return {
      seedHash: seed.hash,
      seed: seed.seed,
      drawInput: `${orderNo}:${r.order_index}`,
      remainingBefore: remaining.map((x) => ({ collectionId: Number(x.collectionId), remaining: Number(x.remaining) })),
      ticket: Number(r.draw_ticket),
    };
  }

  async boxViews(tenant: TenantContext, rows: BoxHoldingRow[], lang: Language): Promise<HeldBox[]> {
    const out: HeldBox[] = [];
    const now = this.clock();
    // Each distinct box (its facts, its seed) and order is read once, not once per row.
    const boxes = new Map<number, Awaited<ReturnType<CollectiblePorts['drops']['find']>>>();
    for (const id of new Set(rows.map((r) => r.blind_box_id)))
      boxes.set(id, await this.stock.find(tenant.id, 'blindBox', id, lang));
    const opened = new Set(rows.filter((r) => r.opened_at !== null).map((r) => r.blind_box_id));
    const seeds = await this.seedsOf(tenant.id, new Map([...boxes].filter(([id]) => opened.has(id))), now);
    const orderNos = new Map<number, string>();
    for (const r of rows) {
      const box = boxes.get(r.blind_box_id);
      let orderNo = orderNos.get(r.order_id);
      if (orderNo === undefined) {
        orderNo = (await this.ports.orderNoOf(tenant.id, r.order_id)) ?? '';
        orderNos.set(r.order_id, orderNo);
      }
      let drawn: HeldCollectible | null = null;
      if (r.card_nft_id !== null) {
        const nft = await this.holdings.collectible(tenant.id, r.user_id, r.card_nft_id);
        drawn = nft ? ((await this.views(tenant.id, [nft], lang))[0] ?? null) : null;
      }
      out.push({
        boxId: r.id,
        blindBox: {
          id: r.blind_box_id,
          name: box?.name ?? '',
          coverUrl: box?.coverUrl ?? '',
          saleState: box ? this.stock.stateOf(box, now) : 'ended',
        },
        orderNo,
        acquiredAt: Number(r.acquired_at),
        openedAt: r.opened_at === null ? null : Number(r.opened_at),
        drawn,
        proof: orderNo === '' ? null : this.proofOf(r, orderNo, seeds.get(r.blind_box_id)),
      });
    }
    return out;
  }

  async boxes(
    tenant: TenantContext,
    userId: number,
    q: { opened: '0' | '1'; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: HeldBox[]; nextCursor: string | null }> {
    const opened = q.opened === '1';
    const after = cursorNumbers(q.cursor, 2);
    const rows = await this.holdings.boxes(
      tenant.id,
      userId,
      opened,
      q.pageSize + 1,
      after ? { at: after[0]!, id: after[1]! } : undefined,
    );
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1);
    return {
      items: await this.boxViews(tenant, page, lang),
      nextCursor: rows.length > q.pageSize && last ? `${Number(last.opened_at ?? 0)}.${last.id}` : null,
    };
  }

  /** A box just opened, what it held and its proof, as the opened-boxes list shows them (one function builds both). */
  async openedBox(tenant: TenantContext, userId: number, boxId: number, lang: Language): Promise<CallData<typeof openBox>> {
    const [heldBox] = await this.boxViews(tenant, [(await this.holdings.box(tenant.id, userId, boxId))!], lang);
    return { box: heldBox!, drawn: heldBox!.drawn!, proof: heldBox!.proof! };
  }

  // ── Casting activities (issue 18, decision 042) ────────────────────────────────────────────────────

  /** A user's items (not consumed) of some collections, by collection then serial, each with whether its mint is confirmed. */
  async castableOf(
    tenantId: number,
    userId: number,
    collectionIds: readonly number[],
    limit = 2_000,
  ): Promise<(CardNftRow & { minted: boolean })[]> {
    const rows = await this.holdings.castableOf(tenantId, userId, collectionIds, limit);
    const minted = await this.chain.mintedOf(
      tenantId,
      rows.map((r) => r.token_id),
    );
    return rows.map((r) => ({ ...r, minted: minted.has(r.token_id) }));
  }

  /** Step of a cast: the owner's free items are taken (spent: burned, status consumed; held: locked); answers the rows taken. */
  takeForCast(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    ids: readonly number[],
    o: { spend: boolean; freeBy: number | null },
  ): Promise<CardNftRow[]> {
    return this.holdings.takeForCast(trx, tenantId, userId, ids, o);
  }
}
