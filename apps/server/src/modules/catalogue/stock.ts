import { LANGUAGES, type Language } from '@curio/contract';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { TtlCache } from '../../ttl-cache';
import { textIn } from './cards';
import { saleStateOf } from './drops';
import { soldSql, StockShards } from './stock-shards';

export type DropKind = 'collection' | 'blindBox';

const recentKey = (tenantId: number, kind: DropKind, id: number, lang: Language) => `${tenantId}:${kind}:${id}:${lang}`;

/** What the sale needs to know of a drop. */
export interface DropForSale {
  kind: DropKind;
  id: number;
  name: string;
  coverUrl: string;
  price: number;
  totalSupply: number;
  soldCount: number;
  saleStart: number;
  saleEnd: number | null;
  perUserLimit: number;
  listed: boolean;
  /** Collections: the cooling period after acquiring (PRODUCT.md §6); boxes: 0. */
  holdHours: number;
}

/** A collection's resale terms and card (`DropStock.resaleTerms`). */
export interface ResaleTerms {
  id: number;
  name: string;
  coverUrl: string;
  mediaKind: 'image' | 'video' | 'glb';
  totalSupply: number;
  /** Issue price, fen. */
  issuePrice: number;
  categoryPath: string;
  holdHours: number;
  /**
   * The collection's own highest resale price, fen; null: none of its own (the market's rule then applies:
   * `resaleCeiling` in modules/market, decision 061).
   */
  ownCeiling: number | null;
  /** The creator's royalty, basis points. */
  royaltyBp: number;
  creator: { id: number; name: string; avatarUrl: string };
}

export interface BoxItemStock {
  itemId: number;
  collectionId: number;
  quantity: number;
  drawn: number;
}

/** How a drop's stock is kept (decision 075): `shards` rows per drop (1: the drop's own row), on this database. */
export interface StockOptions {
  shards: number;
  dialect: Dialect;
}

/**
 * A drop's stock, for the primary sale's steps (decisions 012, 075). Units taken by orders (unpaid and paid) and
 * by every other source of items: the drop's `sold_count` plus its shards' `taken` (`soldSql`). Taking is a
 * conditional update that cannot go past the supply — of the drop's row, or with shards of one shard, moving
 * spare cap between shards under their locks when none has room alone — so concurrent buyers never oversell and
 * nobody is refused while enough units remain; giving back happens once per closed or cancelled order.
 * Writes take the caller's transaction.
 */
export class DropStock {
  /** What `forSale` last read of each drop, for one second (see there). */
  private readonly recent: TtlCache<DropForSale>;
  readonly shards: StockShards;

  constructor(
    private readonly db: Kysely<Database>,
    clock: Clock = Date.now,
    o: StockOptions = { shards: 1, dialect: 'sqlite' },
  ) {
    this.recent = new TtlCache<DropForSale>(1_000, 10_000, clock);
    this.shards = new StockShards(o.shards, o.dialect);
  }

  /**
   * The drop as the purchase path sees it: read at most once a second per process and language. Its
   * fixed facts (price, limit, sale window, listing) may be a second old, as an operator's change to a
   * live drop takes a moment to reach every process anyway; its stock is only a hint — taking stock is
   * the conditional update in `take`, and a refused take puts the fresh count here (`refresh`), so a
   * sold-out drop answers without touching the database until it has stock again.
   */
  async forSale(tenantId: number, kind: DropKind, id: number, lang: Language): Promise<DropForSale | null> {
    return this.recent.get(recentKey(tenantId, kind, id, lang)) ?? this.refresh(tenantId, kind, id, lang);
  }

  /** Reads the drop again (after a refused take) and keeps what it read for `forSale`. */
  async refresh(tenantId: number, kind: DropKind, id: number, lang: Language): Promise<DropForSale | null> {
    const drop = await this.find(tenantId, kind, id, lang);
    const key = recentKey(tenantId, kind, id, lang);
    if (drop) this.recent.set(key, drop);
    else this.recent.delete(key);
    return drop;
  }

  async find(
    tenantId: number,
    kind: DropKind,
    id: number,
    lang: Language,
    db: Kysely<Database> = this.db,
  ): Promise<DropForSale | null> {
    if (kind === 'collection') {
      const r = await db
        .selectFrom('collections')
        .select([
          'id',
          'name',
          'cover_url',
          'price',
          'total_supply',
          soldSql('collections', 'collection').as('sold_count'),
          'sale_start',
          'sale_end',
          'per_user_limit',
          'listed',
          'hold_hours',
        ])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        kind,
        id: r.id,
        name: textIn(r.name, lang),
        coverUrl: r.cover_url,
        price: Number(r.price),
        totalSupply: r.total_supply,
        soldCount: Number(r.sold_count),
        saleStart: Number(r.sale_start),
        saleEnd: r.sale_end === null ? null : Number(r.sale_end),
        perUserLimit: r.per_user_limit,
        listed: r.listed === 1,
        holdHours: r.hold_hours,
      };
    }
    const r = await db
      .selectFrom('blind_boxes')
      .select([
        'id',
        'name',
        'cover_url',
        'price',
        'total_supply',
        soldSql('blind_boxes', 'blindBox').as('sold_count'),
        'sale_start',
        'sale_end',
        'per_user_limit',
        'listed',
      ])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) return null;
    return {
      kind,
      id: r.id,
      name: textIn(r.name, lang),
      coverUrl: r.cover_url,
      price: Number(r.price),
      totalSupply: r.total_supply,
      soldCount: Number(r.sold_count),
      saleStart: Number(r.sale_start),
      saleEnd: r.sale_end === null ? null : Number(r.sale_end),
      perUserLimit: r.per_user_limit,
      listed: r.listed === 1,
      holdHours: 0,
    };
  }

  /**
   * Takes `qty` units if that many remain; false (and nothing changed) otherwise. Split drops (`STOCK_SHARDS` > 1,
   * PostgreSQL): one shard's row, so concurrent buyers of a drop do not all wait on one row.
   */
  async take(db: Kysely<Database>, tenantId: number, kind: DropKind, id: number, qty: number): Promise<boolean> {
    if (this.shards.count > 1) return this.shards.take(db, tenantId, kind, id, qty);
    return this.shards.takeUnsplit(db, tenantId, kind, id, qty);
  }

  /** Returns `qty` units taken by an order that ended unpaid. */
  async giveBack(db: Kysely<Database>, tenantId: number, kind: DropKind, id: number, qty: number): Promise<void> {
    if (this.shards.count > 1) await this.shards.giveBack(db, tenantId, kind, id, qty);
    // Not split here: the drop's row first; units of shards (split by other processes) otherwise.
    else if (!(await this.shards.giveBackToRow(db, tenantId, kind, id, qty, true)))
      await this.shards.giveBack(db, tenantId, kind, id, qty);
    // Units are back: this process stops answering "sold out" from memory (others within a second).
    for (const lang of LANGUAGES) this.recent.delete(recentKey(tenantId, kind, id, lang));
  }

  /** The box's items in their published order, with what is left to draw; `lock` holds them (PostgreSQL). */
  async boxItems(db: Kysely<Database>, tenantId: number, boxId: number, lock = false): Promise<BoxItemStock[]> {
    let q = db
      .selectFrom('blind_box_items')
      .select(['id', 'collection_id', 'quantity', 'drawn_count'])
      .where('tenant_id', '=', tenantId)
      .where('blind_box_id', '=', boxId)
      .orderBy('sort')
      .orderBy('id');
    // PostgreSQL: concurrent openings of one box draw one after another (SQLite has one writer anyway).
    if (lock) q = q.forUpdate();
    const rows = await q.execute();
    return rows.map((r) => ({ itemId: r.id, collectionId: r.collection_id, quantity: r.quantity, drawn: r.drawn_count }));
  }

  /** Marks one unit of a box item drawn; false when none was left (a concurrent draw took it). */
  async draw(db: Kysely<Database>, tenantId: number, itemId: number): Promise<boolean> {
    const r = await db
      .updateTable('blind_box_items')
      .set({ drawn_count: sql`drawn_count + 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', itemId)
      .where(sql<boolean>`drawn_count < quantity`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Publishes a blind box's fairness seed hash (before its sale opens). */
  async publishSeedHash(db: Kysely<Database>, tenantId: number, boxId: number, hash: string): Promise<void> {
    await db
      .updateTable('blind_boxes')
      .set({ fairness_seed_hash: hash })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', boxId)
      .where('fairness_seed_hash', 'is', null)
      .execute();
  }

  /** Boxes of the tenant (every tenant when null) without a published seed hash. */
  boxesWithoutSeed(tenantId: number | null) {
    let q = this.db.selectFrom('blind_boxes').select(['tenant_id', 'id']).where('fairness_seed_hash', 'is', null);
    if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
    return q.execute();
  }

  /** The tenant's collections among `ids` (an operator's references are checked against them). */
  async knownCollections(tenantId: number, ids: readonly number[]): Promise<Set<number>> {
    return new Set((await this.collectionBriefs(tenantId, ids, 'en')).keys());
  }

  /** What a holding shows of its collections: name, cover, medium, supply. */
  async collectionBriefs(tenantId: number, ids: readonly number[], lang: Language) {
    const out = new Map<
      number,
      { name: string; coverUrl: string; mediaKind: 'image' | 'video' | 'glb'; totalSupply: number; price: number }
    >();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('collections')
      .select(['id', 'name', 'cover_url', 'media_kind', 'total_supply', 'price'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        name: textIn(r.name, lang),
        coverUrl: r.cover_url,
        mediaKind: r.media_kind as 'image' | 'video' | 'glb',
        totalSupply: r.total_supply,
        price: r.price,
      });
    }
    return out;
  }

  /**
   * What the resale market needs of collections (decision 033): the card (name, cover, kind, supply, the
   * creator), the issue price, the category path (the C2C tab's filter), the cooling hours a buyer gets,
   * its own price ceiling (or null) and the creator's royalty (basis points).
   */
  async resaleTerms(tenantId: number, ids: number[], lang: Language) {
    const out = new Map<number, ResaleTerms>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('collections as c')
      .innerJoin('creators as cr', 'cr.id', 'c.creator_id')
      .select([
        'c.id',
        'c.name',
        'c.cover_url',
        'c.media_kind',
        'c.total_supply',
        'c.price',
        'c.category_path',
        'c.hold_hours',
        'c.resale_ceiling',
        'c.royalty_bp',
        'cr.id as creator_id',
        'cr.name as creator_name',
        'cr.avatar_url as creator_avatar_url',
      ])
      .where('c.tenant_id', '=', tenantId)
      .where('c.id', 'in', [...new Set(ids)])
      .execute();
    for (const r of rows) {
      const issuePrice = Number(r.price);
      out.set(r.id, {
        id: r.id,
        name: textIn(r.name, lang),
        coverUrl: r.cover_url,
        mediaKind: r.media_kind as 'image' | 'video' | 'glb',
        totalSupply: r.total_supply,
        issuePrice,
        categoryPath: r.category_path,
        holdHours: r.hold_hours,
        ownCeiling: r.resale_ceiling === null ? null : Number(r.resale_ceiling),
        royaltyBp: r.royalty_bp,
        creator: { id: r.creator_id, name: textIn(r.creator_name, lang), avatarUrl: r.creator_avatar_url },
      });
    }
    return out;
  }

  /** The sale state of a drop now (the catalogue's rule). */
  stateOf(d: DropForSale, now: number) {
    return saleStateOf(
      { total_supply: d.totalSupply, sold_count: d.soldCount, sale_start: d.saleStart, sale_end: d.saleEnd },
      now,
    );
  }
}
