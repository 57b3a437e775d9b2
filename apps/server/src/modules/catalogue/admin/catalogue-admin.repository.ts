import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { soldSql, StockShards } from '../stock-shards';
import type {
  BlindBoxesTable,
  CollectionsTable,
  CreatorsTable,
  Database,
  HomeBannersTable,
  HomeSectionsTable,
  NoticesTable,
  SeriesTable,
} from '../../../db/schema';

/** The catalogue's keyed tables: rows an import file names by `key`. */
export type KeyedTable = 'creators' | 'series' | 'collections' | 'blind_boxes' | 'notices' | 'home_banners' | 'home_sections';

/** The columns an import writes (and rewrites) of a keyed row. */
type Values<T> = Omit<Insertable<T>, 'tenant_id' | 'key' | 'created_at'>;

/**
 * The catalogue's write side (the importer, later the operator console): every statement takes the
 * executor — the writer's transaction — first, so one import is one transaction.
 */
export class CatalogueAdminRepository {
  /** Only to lock a split drop's stock shards when its supply changes (decision 075). */
  constructor(private readonly dialect: Dialect = 'sqlite') {}

  /**
   * After an upsert set a drop's supply to `total`: a split drop's shards follow (decision 075). False when fewer
   * units than that are untaken (the caller refuses the change and its transaction rolls back).
   */
  recapStock(db: Kysely<Database>, tenantId: number, kind: 'collection' | 'blindBox', id: number, total: number) {
    return new StockShards(1, this.dialect).recap(db, tenantId, kind, id, total);
  }

  /** A tenant's rows of a keyed table: key → id. */
  async keys(db: Kysely<Database>, table: KeyedTable, tenantId: number): Promise<Map<string, number>> {
    const rows = await db.selectFrom(table).select(['id', 'key']).where('tenant_id', '=', tenantId).execute();
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  /** Whether the tenant has a catalogue at all (a creator). */
  async hasCreator(db: Kysely<Database>, tenantId: number): Promise<boolean> {
    const row = await db.selectFrom('creators').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** What sales moved: units taken by key (with the drops' stock shards', decision 075). */
  async soldByKey(db: Kysely<Database>, table: 'collections' | 'blind_boxes', tenantId: number): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom(table)
      .select(['key', soldSql(table, table === 'collections' ? 'collection' : 'blindBox').as('sold')])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((r) => [r.key, Number(r.sold)]));
  }

  /** What draws moved: each box item's drawn count, by box key and collection key. */
  drawnItems(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('blind_box_items as i')
      .innerJoin('blind_boxes as b', 'b.id', 'i.blind_box_id')
      .innerJoin('collections as c', 'c.id', 'i.collection_id')
      .select(['b.key as box', 'c.key as collection', 'i.drawn_count'])
      .where('i.tenant_id', '=', tenantId)
      .execute();
  }

  async upsertCreator(db: Kysely<Database>, tenantId: number, key: string, values: Values<CreatorsTable>, now: number) {
    const row = await db
      .insertInto('creators')
      .values({ tenant_id: tenantId, key, created_at: now, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async upsertSeries(db: Kysely<Database>, tenantId: number, key: string, values: Values<SeriesTable>, now: number) {
    const row = await db
      .insertInto('series')
      .values({ tenant_id: tenantId, key, created_at: now, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** `sold` is written on creation only: afterwards sales own it. */
  async upsertCollection(
    db: Kysely<Database>,
    tenantId: number,
    key: string,
    sold: number,
    values: Omit<Values<CollectionsTable>, 'sold_count'>,
    now: number,
  ) {
    const row = await db
      .insertInto('collections')
      .values({ tenant_id: tenantId, key, sold_count: sold, created_at: now, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** `sold` is written on creation only: afterwards sales own it. */
  async upsertBlindBox(
    db: Kysely<Database>,
    tenantId: number,
    key: string,
    sold: number,
    values: Omit<Values<BlindBoxesTable>, 'sold_count'>,
    now: number,
  ) {
    const row = await db
      .insertInto('blind_boxes')
      .values({ tenant_id: tenantId, key, sold_count: sold, created_at: now, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A box's item; `drawn` is written on creation only: afterwards draws own it. */
  async upsertBoxItem(
    db: Kysely<Database>,
    tenantId: number,
    item: { boxId: number; collectionId: number; quantity: number; drawn: number; sort: number },
  ) {
    await db
      .insertInto('blind_box_items')
      .values({
        tenant_id: tenantId,
        blind_box_id: item.boxId,
        collection_id: item.collectionId,
        quantity: item.quantity,
        drawn_count: item.drawn,
        sort: item.sort,
      })
      .onConflict((oc) => oc.columns(['blind_box_id', 'collection_id']).doUpdateSet({ quantity: item.quantity, sort: item.sort }))
      .execute();
  }

  /** Removes the items a box no longer lists. */
  async removeBoxItemsExcept(db: Kysely<Database>, tenantId: number, boxId: number, keep: number[]) {
    await db
      .deleteFrom('blind_box_items')
      .where('tenant_id', '=', tenantId)
      .where('blind_box_id', '=', boxId)
      .where('collection_id', 'not in', keep)
      .execute();
  }

  /** A notice; its publishing time is kept unless the file gives one. */
  async upsertNotice(
    db: Kysely<Database>,
    tenantId: number,
    key: string,
    values: Omit<Values<NoticesTable>, 'published_at'> & { published_at?: number },
    now: number,
  ) {
    const row = await db
      .insertInto('notices')
      .values({ tenant_id: tenantId, key, created_at: now, published_at: values.published_at ?? now, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async upsertBanner(db: Kysely<Database>, tenantId: number, key: string, values: Values<HomeBannersTable>) {
    await db
      .insertInto('home_banners')
      .values({ tenant_id: tenantId, key, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .execute();
  }

  async upsertHomeSection(db: Kysely<Database>, tenantId: number, key: string, values: Values<HomeSectionsTable>) {
    await db
      .insertInto('home_sections')
      .values({ tenant_id: tenantId, key, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .execute();
  }

  /** The tenant's home banners and sections as the console's home decoration reads them, in order. */
  async homeRows(db: Kysely<Database>, tenantId: number) {
    const [banners, sections, hotWords, ticker] = await Promise.all([
      db.selectFrom('home_banners').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),
      db.selectFrom('home_sections').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),
      db.selectFrom('search_hot_words').select('word').where('tenant_id', '=', tenantId).orderBy('sort').execute(),
      db
        .selectFrom('home_tickers')
        .select(['enabled', 'item_count', 'pinned'])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst(),
    ]);
    return { banners, sections, hotWords, ticker };
  }

  /** Removes the tenant's banners whose key is not in `keep` (the console's publish). */
  async removeBannersExcept(db: Kysely<Database>, tenantId: number, keep: string[]) {
    let q = db.deleteFrom('home_banners').where('tenant_id', '=', tenantId);
    if (keep.length > 0) q = q.where('key', 'not in', keep);
    await q.execute();
  }

  /** Removes the tenant's sections whose key is not in `keep` (the console's publish). */
  async removeSectionsExcept(db: Kysely<Database>, tenantId: number, keep: string[]) {
    let q = db.deleteFrom('home_sections').where('tenant_id', '=', tenantId);
    if (keep.length > 0) q = q.where('key', 'not in', keep);
    await q.execute();
  }

  /** The tenant's creators with what the creator space's decoration edits (decision 040). */
  creatorLooks(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('creators')
      .select(['id', 'name', 'cover_url', 'avatar_url', 'intro'])
      .where('tenant_id', '=', tenantId)
      .orderBy('rank')
      .orderBy('id')
      .execute();
  }

  async updateCreatorLook(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    set: { cover_url: string; avatar_url: string; intro: string; updated_at: number },
  ) {
    await db.updateTable('creators').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  /** The tenant's hot search words become exactly `words` (LocalizedText JSON), in order. */
  async replaceHotWords(db: Kysely<Database>, tenantId: number, words: string[]) {
    for (const [sort, word] of words.entries()) {
      await db
        .insertInto('search_hot_words')
        .values({ tenant_id: tenantId, sort, word })
        .onConflict((oc) => oc.columns(['tenant_id', 'sort']).doUpdateSet({ word }))
        .execute();
    }
    await db.deleteFrom('search_hot_words').where('tenant_id', '=', tenantId).where('sort', '>=', words.length).execute();
  }

  /** The notice ticker's settings become these (one row per tenant, migration 0022). */
  async upsertTicker(
    db: Kysely<Database>,
    tenantId: number,
    set: { enabled: number; item_count: number; pinned: string; updated_at: number },
  ) {
    await db
      .insertInto('home_tickers')
      .values({ tenant_id: tenantId, ...set })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(set))
      .execute();
  }

  /** The listed collections of each creator and series of the tenant, kept on their rows for the cards. */
  async recount(db: Kysely<Database>, tenantId: number) {
    await db
      .updateTable('creators')
      .set((eb) => ({
        collection_count: eb
          .selectFrom('collections as c')
          .select(eb.fn.countAll<number>().as('n'))
          .where('c.tenant_id', '=', tenantId)
          .whereRef('c.creator_id', '=', 'creators.id')
          .where('c.listed', '=', 1),
      }))
      .where('tenant_id', '=', tenantId)
      .execute();
    await db
      .updateTable('series')
      .set((eb) => ({
        collection_count: eb
          .selectFrom('collections as c')
          .select(eb.fn.countAll<number>().as('n'))
          .where('c.tenant_id', '=', tenantId)
          .whereRef('c.series_id', '=', 'series.id')
          .where('c.listed', '=', 1),
      }))
      .where('tenant_id', '=', tenantId)
      .execute();
  }

  /** Everything of a tenant's catalogue, in id order (the export). */
  rowsOf(db: Kysely<Database>, tenantId: number) {
    return catalogueRowsOf(db, tenantId);
  }

  /** A medium the tenant already stored, by content hash. */
  mediaByHash(db: Kysely<Database>, tenantId: number, sha256: string) {
    return db
      .selectFrom('catalogue_media')
      .select(['url', 'content_type'])
      .where('tenant_id', '=', tenantId)
      .where('sha256', '=', sha256)
      .executeTakeFirst();
  }

  async insertMedia(
    db: Kysely<Database>,
    row: { tenantId: number; sha256: string; url: string; contentType: string; now: number },
  ) {
    await db
      .insertInto('catalogue_media')
      .values({ tenant_id: row.tenantId, sha256: row.sha256, url: row.url, content_type: row.contentType, created_at: row.now })
      .execute();
  }
}

const withUnits = <R extends { sold_count: number; sold_units: number }>(rows: R[]) =>
  rows.map((r) => ({ ...r, sold_count: Number(r.sold_units) }));

/** Everything of a tenant's catalogue, in id order: what an export writes (the executor first, like every statement here). */
export async function catalogueRowsOf(db: Kysely<Database>, tenantId: number) {
  return {
    creators: await db.selectFrom('creators').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    series: await db.selectFrom('series').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    // `sold_count`: the units taken, with the drop's stock shards' (decision 075).
    collections: withUnits(
      await db
        .selectFrom('collections')
        .selectAll()
        .select(soldSql('collections', 'collection').as('sold_units'))
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    ),
    blindBoxes: withUnits(
      await db
        .selectFrom('blind_boxes')
        .selectAll()
        .select(soldSql('blind_boxes', 'blindBox').as('sold_units'))
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    ),
    boxItems: await db
      .selectFrom('blind_box_items')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('blind_box_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    notices: await db.selectFrom('notices').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    banners: await db.selectFrom('home_banners').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    sections: await db.selectFrom('home_sections').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    hotWords: await db.selectFrom('search_hot_words').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').execute(),
    ticker: await db.selectFrom('home_tickers').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst(),
  };
}
