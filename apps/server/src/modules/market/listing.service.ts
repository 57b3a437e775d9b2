import {
  BASIS_POINTS,
  CatalogueSort,
  CONSIGN_PRICE_MIN,
  DEFAULT_PLATFORM_FEE_BP,
  ErrorCode,
  RESALE_CEILING_MULTIPLE,
  splitProceeds,
  type CallData,
  type ConsignmentQuote,
  type getPriceHistory,
  type Language,
  type ListingCard,
  type ListingDetail,
  type ListingListQuery,
  type ListingStatus,
  type Media,
  type MySaleListing,
} from '@curio/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, ListingsTable } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { ListingRepository, ListingRow, ListingSortColumn } from './listing.repository';
import type { TenantContext } from '../../http/request-context';

/** A collection as the market needs it (the catalogue answers): card, issue price, resale terms. */
export interface MarketCollection {
  id: number;
  name: string;
  coverUrl: string;
  mediaKind: 'image' | 'video' | 'glb';
  totalSupply: number;
  issuePrice: number;
  categoryPath: string;
  holdHours: number;
  /** The collection's own highest resale price, fen, or null (then `resaleCeiling`'s rule). */
  ownCeiling: number | null;
  royaltyBp: number;
  creator: { id: number; name: string; avatarUrl: string };
}

/** An item as the market needs it (the collectible module answers). */
export interface MarketItem {
  id: number;
  userId: number;
  collectionId: number;
  serial: number;
  transferableAt: number;
}

/** What the market module reads of its neighbours (decision 013); wiring/market.ports.ts supplies them. */
export interface MarketPorts {
  /** Catalogue: collections' cards and resale terms, in `lang`. */
  collections(tenantId: number, ids: number[], lang: Language): Promise<ReadonlyMap<number, MarketCollection>>;
  /** Catalogue: a collection's description and media (the listing's detail). */
  collectionMedia(tenantId: number, collectionId: number, lang: Language): Promise<{ description: string; media: Media } | null>;
  /** Collectibles: the user's item, or null. */
  item(tenantId: number, userId: number, cardNftId: number): Promise<MarketItem | null>;
  /** Collectibles: why the item may not move now (cooling, pledged, frozen, on consignment), or null. */
  moveRefusal(tenantId: number, userId: number, cardNftId: number, now: number): Promise<AppError | null>;
  /** Identity: users as others see them (the phone masked). */
  people(
    tenantId: number,
    ids: readonly number[],
  ): Promise<ReadonlyMap<number, { userId: number; nickname: string; avatarUrl: string; maskedPhone: string }>>;
  /** Wallet: is the user's wallet open (the proceeds go there)? */
  walletOpen(tenantId: number, userId: number): Promise<boolean>;
  /** Catalogue: ids of the collections whose name or creator's name holds the keyword (decision 069). */
  collectionIdsMatching(tenantId: number, keyword: string): Promise<number[]>;
}

const SORTS: Record<number, { column: ListingSortColumn; direction: 'asc' | 'desc' }> = {
  // "Recommended": the best deals first (lowest price against the issue price).
  [CatalogueSort.RECOMMENDED]: { column: 'deal_bp', direction: 'asc' },
  [CatalogueSort.NEWEST]: { column: 'listed_at', direction: 'desc' },
  [CatalogueSort.PRICE_ASC]: { column: 'price', direction: 'asc' },
  [CatalogueSort.PRICE_DESC]: { column: 'price', direction: 'desc' },
};

const STATUS: Record<ListingRow['status'], ListingStatus> = {
  on_sale: 'on-sale',
  locked: 'locked',
  sold: 'sold',
  cancelled: 'cancelled',
  // Taken down by an operator (decision 067): to the storefront it ended like a withdrawn one.
  taken_down: 'cancelled',
  // Its order refunded by an operator (decision 066): the item is back with its seller, off the market.
  refunded: 'cancelled',
};

/** The stored states a listing state of the contract stands for. */
function rowStatusesOf(status: ListingStatus): ListingRow['status'][] {
  return (Object.keys(STATUS) as ListingRow['status'][]).filter((k) => STATUS[k] === status);
}

/** The tenant's platform fee in basis points (the setting `platformFeeRate`, a fraction; default 5 %). */
export function platformFeeBp(tenant: TenantContext): number {
  const rate = tenant.settings.platformFeeRate;
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return DEFAULT_PLATFORM_FEE_BP;
  return Math.min(BASIS_POINTS, Math.max(0, Math.round(rate * BASIS_POINTS)));
}

/**
 * A collection's highest resale price, fen (PRODUCT.md §7, decisions 061 and 064): its own; else, for a
 * collection given away free (issue price 0: airdrops, free drops, casts, redemptions), the tenant's ceiling
 * for free collections (the setting `freeResaleCeiling`, default ¥100.00, 0: unlistable); else the tenant's
 * multiple of the issue price (the setting `resaleCeilingMultiple`, default 20), rounded down to the fen.
 * Below CONSIGN_PRICE_MIN no price fits: the item is not listable (`isListable`).
 */
export function resaleCeiling(
  settings: Pick<TenantContext['settings'], 'freeResaleCeiling'> &
    Partial<Pick<TenantContext['settings'], 'resaleCeilingMultiple'>>,
  c: Pick<MarketCollection, 'ownCeiling' | 'issuePrice'>,
): number {
  if (c.ownCeiling !== null) return c.ownCeiling;
  if (c.issuePrice === 0) return settings.freeResaleCeiling;
  // A multiple in tenths (decision 064): whole-number maths, so 2.3 × 100 fen is 230, never 229.
  const tenths = Math.round((settings.resaleCeilingMultiple ?? RESALE_CEILING_MULTIPLE) * 10);
  return Math.floor((c.issuePrice * tenths) / 10);
}

/** Can an item with this ceiling be listed at any price at all? */
export const isListable = (ceiling: number) => ceiling >= CONSIGN_PRICE_MIN;

/** Is `price` allowed under `ceiling`: whole fen in [CONSIGN_PRICE_MIN, ceiling]? */
export const priceValid = (price: number, ceiling: number) =>
  Number.isSafeInteger(price) && price >= CONSIGN_PRICE_MIN && price <= ceiling;

function decodeCursor(code: number, cursor: string | undefined): { value: number; id: number } | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(p) && p.length === 3 && p[0] === code && Number.isSafeInteger(p[1]) && Number.isSafeInteger(p[2]))
      return { value: p[1] as number, id: p[2] as number };
  } catch {
    // refused below
  }
  throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: 'cursor' });
}

/**
 * The resale market's listings (PRODUCT.md §7, decision 033): the C2C tab, a listing's detail, price
 * history, the consignment quote; and the steps the flows run in their transactions (consign, lock,
 * unlock, sell, cancel, payouts). Money in fen, rates in basis points.
 */
/** A listing card's collection: the fields the storefront shows of it (the market list and my listings). */
const cardCollection = (c: ListingCard['collection']): ListingCard['collection'] => ({
  id: c.id,
  name: c.name,
  coverUrl: c.coverUrl,
  mediaKind: c.mediaKind,
  totalSupply: c.totalSupply,
  issuePrice: c.issuePrice,
  creator: c.creator,
});

export class ListingService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly ports: MarketPorts,
    private readonly clock: Clock,
  ) {}

  // ── reads ────────────────────────────────────────────────────────────────────────────────────────

  byId(tenantId: number, id: number, db?: Kysely<Database>): Promise<ListingRow | undefined> {
    return this.listings.byId(tenantId, id, db);
  }

  openOf(tenantId: number, cardNftId: number, db?: Kysely<Database>): Promise<ListingRow | undefined> {
    return this.listings.openOf(tenantId, cardNftId, db);
  }

  floor(tenantId: number, collectionId: number, db?: Kysely<Database>): Promise<number | null> {
    return this.listings.floor(tenantId, collectionId, db);
  }

  async terms(tenantId: number, collectionId: number, lang: Language): Promise<MarketCollection> {
    const c = (await this.ports.collections(tenantId, [collectionId], lang)).get(collectionId);
    if (!c) throw notFound();
    return c;
  }

  /** The C2C tab: open listings with the B2C tab's filters and sorts; keyset cursor. */
  async list(
    tenant: TenantContext,
    q: ListingListQuery,
    lang: Language,
  ): Promise<{ items: ListingCard[]; nextCursor: string | null }> {
    const sort = SORTS[q.sortType];
    if (!sort) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const after = decodeCursor(q.sortType, q.cursor);
    // A keyword narrows to the collections it matches (by their names or their creators'); none: nothing.
    const keyword = q.keyword?.trim() ?? '';
    const collectionIds = keyword === '' ? undefined : await this.ports.collectionIdsMatching(tenant.id, keyword);
    const rows = await this.listings.page(
      tenant.id,
      { categoryId: q.categoryId, collectionId: q.collectionId, priceMin: q.priceMin, priceMax: q.priceMax, collectionIds },
      sort,
      q.pageSize + 1,
      after,
    );
    const page = rows.slice(0, q.pageSize);
    const items = await this.cards(tenant.id, page, lang);
    const last = page.at(-1);
    const nextCursor =
      rows.length > q.pageSize && last
        ? Buffer.from(JSON.stringify([q.sortType, Number(last[sort.column]), last.id])).toString('base64url')
        : null;
    return { items, nextCursor };
  }

  private async cards(tenantId: number, rows: ListingRow[], lang: Language): Promise<ListingCard[]> {
    const collections = await this.ports.collections(tenantId, [...new Set(rows.map((r) => r.collection_id))], lang);
    const people = await this.ports.people(tenantId, [...new Set(rows.map((r) => r.seller_id))]);
    return rows.flatMap((r) => {
      const c = collections.get(r.collection_id);
      if (!c) return [];
      const seller = people.get(r.seller_id) ?? { userId: r.seller_id, nickname: '', avatarUrl: '', maskedPhone: '' };
      return [
        {
          id: r.id,
          cardNftId: r.card_nft_id,
          collection: cardCollection(c),
          serial: r.serial,
          price: Number(r.price),
          status: STATUS[r.status],
          seller,
          listedAt: Number(r.listed_at),
          marketType: 2 as const,
          businessType: 7 as const,
          saleKind: 3 as const,
        },
      ];
    });
  }

  /**
   * My listings (decision 069): the seller's own, newest first, any state or one. An open listing shows the
   * split a sale would give at its rates (kept on the listing since it was listed); a sold one the split the
   * sale gave, the buyer masked and whether the proceeds reached the wallet.
   */
  async mine(
    tenant: TenantContext,
    sellerId: number,
    q: { status?: ListingStatus | undefined; cursor?: string | undefined; pageSize: number },
    lang: Language,
  ): Promise<{ items: MySaleListing[]; nextCursor: string | null }> {
    let afterId: number | undefined;
    if (q.cursor !== undefined && q.cursor !== '') {
      if (!/^[1-9]\d{0,15}$/.test(q.cursor)) throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: 'cursor' });
      afterId = Number(q.cursor);
    }
    const statuses = q.status === undefined ? undefined : rowStatusesOf(q.status);
    const rows = await this.listings.mine(tenant.id, sellerId, statuses, q.pageSize + 1, afterId);
    const page = rows.slice(0, q.pageSize);
    const collections = await this.ports.collections(tenant.id, [...new Set(page.map((r) => r.collection_id))], lang);
    const buyerIds = [...new Set(page.flatMap((r) => (r.status === 'sold' && r.buyer_id !== null ? [r.buyer_id] : [])))];
    const people = await this.ports.people(tenant.id, buyerIds);
    const items = page.flatMap((r): MySaleListing[] => {
      const c = collections.get(r.collection_id);
      if (!c) return [];
      const price = Number(r.price);
      const sold = r.status === 'sold' && r.net !== null;
      const split = sold
        ? { fee: Number(r.fee ?? 0), royalty: Number(r.royalty ?? 0), net: Number(r.net) }
        : splitProceeds(price, Number(r.fee_bp), Number(r.royalty_bp));
      const buyer = sold && r.buyer_id !== null ? people.get(r.buyer_id) : undefined;
      return [
        {
          id: r.id,
          cardNftId: r.card_nft_id,
          collection: cardCollection(c),
          serial: r.serial,
          price,
          status: STATUS[r.status],
          listedAt: Number(r.listed_at),
          endedAt: r.ended_at === null ? null : Number(r.ended_at),
          fee: split.fee,
          feeRateBp: Number(r.fee_bp),
          royalty: split.royalty,
          royaltyRateBp: Number(r.royalty_bp),
          net: split.net,
          paidOut: sold ? r.payout === 'done' : null,
          buyer: sold ? { nickname: buyer?.nickname ?? '', maskedPhone: buyer?.maskedPhone ?? '' } : null,
          takenDown: r.status === 'taken_down' ? { reason: r.take_down_reason ?? '' } : null,
        },
      ];
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > q.pageSize && last ? String(last.id) : null };
  }

  async detail(tenant: TenantContext, userId: number, id: number, lang: Language): Promise<ListingDetail> {
    const row = await this.listings.byId(tenant.id, id);
    if (!row) throw notFound();
    const [card] = await this.cards(tenant.id, [row], lang);
    const media = await this.ports.collectionMedia(tenant.id, row.collection_id, lang);
    if (!card || !media) throw notFound();
    return {
      ...card,
      description: media.description,
      media: media.media,
      floorPrice: await this.listings.floor(tenant.id, row.collection_id),
      mine: row.seller_id === userId,
      endedAt: row.ended_at === null ? null : Number(row.ended_at),
      serverTime: this.clock(),
    };
  }

  async history(tenant: TenantContext, collectionId: number, limit: number): Promise<CallData<typeof getPriceHistory>> {
    await this.terms(tenant.id, collectionId, 'en');
    const points = await this.listings.sales(tenant.id, collectionId, limit);
    const summary = await this.listings.salesSummary(tenant.id, collectionId);
    return {
      collectionId,
      points,
      floorPrice: await this.listings.floor(tenant.id, collectionId),
      lastPrice: points.at(-1)?.price ?? null,
      count: summary.count,
      highPrice: summary.high,
      lowPrice: summary.low,
    };
  }

  /** What consigning my item at `price` (default: the ceiling) would give, and what would refuse it now. */
  async preview(
    tenant: TenantContext,
    userId: number,
    q: { cardNftId: number; price?: number | undefined },
  ): Promise<ConsignmentQuote> {
    const item = await this.ports.item(tenant.id, userId, q.cardNftId);
    if (!item) throw notFound();
    const c = await this.terms(tenant.id, item.collectionId, 'en');
    const ceiling = resaleCeiling(tenant.settings, c);
    // Not listable: the quote is at the lowest price (never a price below it), and says why (blockedBy).
    const price = q.price ?? Math.max(ceiling, CONSIGN_PRICE_MIN);
    const feeBp = platformFeeBp(tenant);
    const split = splitProceeds(price, feeBp, c.royaltyBp);
    const now = this.clock();
    let blockedBy: number | null = null;
    if (!isListable(ceiling)) blockedBy = ErrorCode.NOT_LISTABLE;
    else if (!(await this.ports.walletOpen(tenant.id, userId))) blockedBy = ErrorCode.WALLET_NOT_OPENED;
    else {
      const refusal = await this.ports.moveRefusal(tenant.id, userId, item.id, now);
      if (refusal) blockedBy = refusal.code;
    }
    return {
      cardNftId: item.id,
      price,
      minPrice: CONSIGN_PRICE_MIN,
      ceiling,
      priceValid: priceValid(price, ceiling),
      feeRateBp: feeBp,
      fee: split.fee,
      royaltyRateBp: c.royaltyBp,
      royalty: split.royalty,
      net: split.net,
      blockedBy,
      transferableAt: item.transferableAt,
    };
  }

  /** The item's open listing as the owner's collectible detail shows it (getMyCollectible). */
  async openListingOf(tenantId: number, cardNftId: number) {
    const r = await this.listings.openOf(tenantId, cardNftId);
    if (!r) return null;
    return {
      id: r.id,
      price: Number(r.price),
      status: r.status === 'locked' ? ('locked' as const) : ('on-sale' as const),
      listedAt: Number(r.listed_at),
    };
  }

  /** A listing as an order shows what it is for (the order module's port). */
  async orderItem(tenantId: number, id: number, lang: Language) {
    const r = await this.listings.byId(tenantId, id);
    if (!r) return null;
    const c = (await this.ports.collections(tenantId, [r.collection_id], lang)).get(r.collection_id);
    return { name: c?.name ?? '', coverUrl: c?.coverUrl ?? '', totalSupply: c?.totalSupply ?? 0, serial: r.serial };
  }

  walletOpen(tenantId: number, userId: number): Promise<boolean> {
    return this.ports.walletOpen(tenantId, userId);
  }

  // ── steps (the flows' transactions) ─────────────────────────────────────────────────────────────

  /** Step: a new listing on sale (the unique index refuses a second open one of the item). */
  insert(trx: Kysely<Database>, row: Omit<Insertable<ListingsTable>, 'status' | 'deal_bp' | 'updated_at'>): Promise<ListingRow> {
    const issue = Math.max(1, Number(row.issue_price));
    return this.listings.insert(trx, {
      ...row,
      status: 'on_sale',
      deal_bp: Math.floor((Number(row.price) * BASIS_POINTS) / issue),
      updated_at: row.listed_at,
    });
  }

  lock(trx: Kysely<Database>, tenantId: number, id: number, orderId: number, now: number): Promise<boolean> {
    return this.listings.lock(trx, tenantId, id, orderId, now);
  }

  unlock(trx: Kysely<Database>, tenantId: number, id: number, orderId: number, now: number): Promise<boolean> {
    return this.listings.unlock(trx, tenantId, id, orderId, now);
  }

  sell(
    trx: Kysely<Database>,
    tenantId: number,
    id: number,
    s: { orderId: number; buyerId: number; fee: number; royalty: number; net: number; now: number },
  ): Promise<boolean> {
    return this.listings.sell(trx, tenantId, id, s);
  }

  cancel(trx: Kysely<Database>, tenantId: number, id: number, sellerId: number, now: number): Promise<boolean> {
    return this.listings.cancel(trx, tenantId, id, sellerId, now);
  }

  /** Step (a refunded resale, decision 066): sold → refunded, its proceeds reversed; false when it changed meanwhile. */
  refundSale(
    trx: Kysely<Database>,
    tenantId: number,
    id: number,
    s: { orderId: number; payoutWas: 'owed' | 'done'; now: number },
  ): Promise<boolean> {
    return this.listings.refundSale(trx, tenantId, id, s);
  }

  owedPayouts(limit: number): Promise<ListingRow[]> {
    return this.listings.owedPayouts(limit);
  }

  payoutDone(db: Kysely<Database>, id: number, ref: string): Promise<boolean> {
    return this.listings.payoutDone(db, id, ref, this.clock());
  }

  payoutFailed(db: Kysely<Database>, id: number): Promise<void> {
    return this.listings.payoutFailed(db, id);
  }
}
