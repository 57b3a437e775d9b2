import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_HOLD_HOURS, DEFAULT_PER_USER_LIMIT, ErrorCode, type LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database, MediaKindColumn } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { CategoryRow } from '../../category/index';
import type { FileService } from '../../file/index';
import { searchTextOf } from '../search-text';
import type { CatalogueAdminRepository, KeyedTable } from './catalogue-admin.repository';
import type { CatalogueActivity, CatalogueRecipe, GrowthSteps } from './growth-entries';
import {
  CatalogueImportError,
  checkCatalogue,
  formatPath,
  minutes,
  type CheckedFile,
  type ImportIssue,
  type ImportKind,
  type ImportOptions,
  type ImportReport,
} from './import-check';
import { LINK_REF, LINK_TARGETS, toLocalized, type CatalogueFile, type LinkTarget, type MediaSourceInput } from './import-format';
import type { PreparedMedia } from './media';
import { sanitizeHtml, stripScripts } from './sanitize';

// The catalogue's writer (docs/catalogue-format.md, decision 011): the whole file is checked first —
// syntax, shape, references, media — and every problem reported with its path (`collections[3].price:
// ...`); then everything is written in one transaction, so a refused file changes nothing. Rows are
// matched by their key: importing the same file again updates them. Nothing is deleted, except
// blind-box items a box no longer lists (while none of them has been drawn). The CLI, the demo seed and
// the operator's import call all come here.

/** Stores a file in the caller's transaction (the file module's service). */
export type FileSaver = Pick<FileService, 'saveIn'>;

/** An airdrop of a catalogue file, its references resolved: what the airdrop module's import step takes. */
export interface CatalogueAirdrop {
  key: string;
  collectionId: number;
  name: LocalizedText;
  description: LocalizedText;
  /** '' : the collection's cover. */
  coverUrl: string;
  audience: 'all' | 'phones' | 'holders';
  phones: string[];
  holdersOf: number | null;
  quantityPerUser: number;
  startsAt: number;
  endsAt: number;
  claimsLimit: number;
}

/**
 * The airdrop module's import step (decision 027): writes a file's airdrops in the import's transaction,
 * idempotent by key; answers its counts and the entries it refuses (the import then writes nothing).
 */
export type AirdropImportStep = (
  trx: Kysely<Database>,
  tenantId: number,
  entries: CatalogueAirdrop[],
  now: number,
) => Promise<{ created: number; updated: number; issues: { index: number; field: string; message: string }[] }>;

/** What a drop created without its own limit or hold takes (decision 064): the tenant's brand settings. */
export interface DropDefaults {
  perUserLimit: number;
  holdHours: number;
}

/** A tenant's drop defaults, read in the writer's transaction (the tenant module answers). */
export type DropDefaultsLookup = (tenantId: number, trx: Kysely<Database>) => Promise<DropDefaults>;

/** Without a tenant's settings (a writer built without the lookup): PRODUCT.md's defaults. */
const PRODUCT_DROP_DEFAULTS: DropDefaults = { perUserLimit: DEFAULT_PER_USER_LIMIT, holdHours: DEFAULT_HOLD_HOURS };

/** A tenant's categories, read in the writer's transaction (the category module answers). */
export type CategoryRowsLookup = (tenantId: number, trx: Kysely<Database>) => Promise<CategoryRow[]>;

const json = (v: unknown) => JSON.stringify(v);
const localizedJson = (v: Partial<Record<string, string>> | undefined) => json(toLocalized(v));

/** The stored media of one entity field: where it is and what it is. */
interface StoredMedia {
  url: string;
  contentType: string;
}

/** The catalogue's write side: imports a catalogue file into a tenant (all or nothing). */
export class CatalogueWriter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: CatalogueAdminRepository,
    private readonly files: FileSaver,
    private readonly categoryRows: CategoryRowsLookup,
    private readonly airdrops: AirdropImportStep | null = null,
    private readonly growth: GrowthSteps = {},
    private readonly dropDefaults: DropDefaultsLookup | null = null,
  ) {}

  /** The drop defaults of the import's tenant, read in its transaction. */
  private async defaultsIn(trx: Kysely<Database>, tenantId: number): Promise<DropDefaults> {
    return this.dropDefaults ? this.dropDefaults(tenantId, trx) : PRODUCT_DROP_DEFAULTS;
  }

  /** Reads a catalogue file and imports it (see `import`); `file` media are looked for beside it. */
  importFile(file: string, o: Omit<ImportOptions, 'baseDir'> & { baseDir?: string }): Promise<ImportReport> {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      throw new CatalogueImportError([{ path: '(file)', message: `cannot read ${file}: ${(err as Error).message}` }]);
    }
    return this.import(text, { ...o, baseDir: o.baseDir ?? path.dirname(path.resolve(file)) });
  }

  /**
   * Imports a catalogue (JSON text or parsed) into `o.tenantId`; throws CatalogueImportError with every
   * problem, having written nothing. References and stock are checked against the tenant's rows inside
   * the transaction; every problem found before is reported with them.
   */
  import(input: string | unknown, o: ImportOptions): Promise<ImportReport> {
    const checked = checkCatalogue(input, o);
    return this.db
      .transaction()
      .execute(async (trx) =>
        new ImportRun(
          trx,
          this.repo,
          this.files,
          this.categoryRows,
          this.airdrops,
          this.growth,
          o,
          checked,
          await this.defaultsIn(trx, o.tenantId),
        ).run(),
      );
  }

  /** `import` inside the caller's transaction (the console writes its audit row in it). */
  async importIn(trx: Kysely<Database>, input: string | unknown, o: ImportOptions): Promise<ImportReport> {
    const checked = checkCatalogue(input, o);
    const defaults = await this.defaultsIn(trx, o.tenantId);
    return new ImportRun(trx, this.repo, this.files, this.categoryRows, this.airdrops, this.growth, o, checked, defaults).run();
  }

  /**
   * The operator's import (a file sent over the API, media as urls or generated art): a refused file
   * answers VALIDATION_FAILED with every problem by path in `data.issues`, having written nothing.
   */
  async importForOperator(tenantId: number, input: unknown, now: number): Promise<ImportReport> {
    try {
      return await this.import(input, { tenantId, baseDir: null, now });
    } catch (err) {
      if (err instanceof CatalogueImportError) throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues: err.issues });
      throw err;
    }
  }

  /** Whether the tenant has any catalogue yet (the demo seed imports only into an empty one). */
  hasCatalogue(tenantId: number): Promise<boolean> {
    return this.repo.hasCreator(this.db, tenantId);
  }

  /** The ids of the tenant's collections by key (the demo seed finds what it imported; decision 054). */
  async collectionIds(tenantId: number, keys: readonly string[]): Promise<Map<string, number>> {
    const all = await this.repo.keys(this.db, 'collections', tenantId);
    return new Map([...all].filter(([key]) => keys.includes(key)));
  }
}

/** One import, inside its transaction: references and stock checked against the tenant's rows, then every upsert. */
class ImportRun {
  private readonly stored = new Map<PreparedMedia, StoredMedia>();
  private mediaStored = 0;
  private readonly report: ImportReport;

  private readonly file: CatalogueFile;
  private readonly prepared: Map<MediaSourceInput, PreparedMedia | null>;
  private readonly sales: Map<object, { start: number; end: number | null }>;
  private readonly warnings: string[];
  private readonly issues: ImportIssue[];

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly repo: CatalogueAdminRepository,
    private readonly files: FileSaver,
    private readonly categoryRows: CategoryRowsLookup,
    private readonly airdrops: AirdropImportStep | null,
    private readonly growth: GrowthSteps,
    private readonly o: ImportOptions,
    checked: CheckedFile,
    /** The tenant's defaults for a drop's absent per-user limit and hold (decision 064). */
    private readonly defaults: DropDefaults = PRODUCT_DROP_DEFAULTS,
  ) {
    ({ file: this.file, prepared: this.prepared, sales: this.sales, warnings: this.warnings, issues: this.issues } = checked);
    const warnings = this.warnings;
    const zero = () => ({ created: 0, updated: 0 });
    this.report = {
      tenantId: o.tenantId,
      counts: {
        creators: zero(),
        series: zero(),
        collections: zero(),
        blindBoxes: zero(),
        notices: zero(),
        banners: zero(),
        homeSections: zero(),
        airdrops: zero(),
        recipes: zero(),
        activities: zero(),
      },
      hotSearchWords: 0,
      mediaStored: 0,
      warnings,
    };
  }

  private issue(p: PropertyKey[], message: string) {
    this.issues.push({ path: formatPath(p), message });
  }

  /** Sales took units between the stock check and the write: the supply would fall below them. */
  private refuseSupply(p: PropertyKey[]): never {
    this.issue(p, 'more are sold already; the supply cannot be less');
    throw new CatalogueImportError(this.issues);
  }

  private keys(table: KeyedTable) {
    return this.repo.keys(this.trx, table, this.o.tenantId);
  }

  async run(): Promise<ImportReport> {
    const t = this.o.tenantId;
    const f = this.file;
    const creators = await this.keys('creators');
    const series = await this.keys('series');
    const collections = await this.keys('collections');
    const boxes = await this.keys('blind_boxes');
    const notices = await this.keys('notices');
    const banners = await this.keys('home_banners');
    const sections = await this.keys('home_sections');
    const categories = await this.categoryPaths();

    // References: to an entity of the file or one the tenant already has.
    const known = (map: Map<string, number>, list: { key: string }[]) => new Set([...map.keys(), ...list.map((e) => e.key)]);
    const creatorKeys = known(creators, f.creators);
    const seriesKeys = known(series, f.series);
    const collectionKeys = known(collections, f.collections);
    const ref = (keys: Set<string>, what: string, key: string | undefined, p: PropertyKey[]) => {
      if (key !== undefined && !keys.has(key)) this.issue(p, `no ${what} with the key "${key}" in the file or on this tenant`);
    };
    const category = (name: string | undefined, p: PropertyKey[]) => {
      if (name === undefined) return { id: null, path: '' };
      const found = categories.get(normalizeCategory(name));
      if (!found)
        this.issue(p, `no category "${name}" on this tenant (a path of names in the category tree, e.g. "Art/Painting")`);
      return found ?? { id: null, path: '' };
    };
    f.series.forEach((s, i) => ref(creatorKeys, 'creator', s.creator, ['series', i, 'creator']));
    f.collections.forEach((c, i) => {
      ref(creatorKeys, 'creator', c.creator, ['collections', i, 'creator']);
      ref(seriesKeys, 'series', c.series, ['collections', i, 'series']);
    });
    f.blindBoxes.forEach((b, i) => {
      ref(creatorKeys, 'creator', b.creator, ['blindBoxes', i, 'creator']);
      ref(seriesKeys, 'series', b.series, ['blindBoxes', i, 'series']);
      b.items.forEach((it, j) => ref(collectionKeys, 'collection', it.collection, ['blindBoxes', i, 'items', j, 'collection']));
    });
    f.homeSections.forEach((s, i) =>
      (s.collections ?? []).forEach((k, j) => ref(collectionKeys, 'collection', k, ['homeSections', i, 'collections', j])),
    );
    const linkKeys: Record<LinkTarget, Set<string>> = {
      collection: collectionKeys,
      series: seriesKeys,
      blindBox: known(boxes, f.blindBoxes),
      creator: creatorKeys,
      notice: known(notices, f.notices),
    };
    f.banners.forEach((b, i) => {
      const m = LINK_REF.exec(b.link);
      if (m) ref(linkKeys[m[1] as LinkTarget], m[1]!, m[2], ['banners', i, 'link']);
    });
    f.airdrops.forEach((a, i) => {
      ref(collectionKeys, 'collection', a.collection, ['airdrops', i, 'collection']);
      if (typeof a.audience === 'object' && 'holdersOf' in a.audience)
        ref(collectionKeys, 'collection', a.audience.holdersOf, ['airdrops', i, 'audience', 'holdersOf']);
    });
    if (f.airdrops.length > 0 && !this.airdrops) this.issue(['airdrops'], 'this importer cannot write airdrops');
    f.homeTicker?.pinned.forEach((k, i) => ref(linkKeys.notice, 'notice', k, ['homeTicker', 'pinned', i]));
    f.recipes.forEach((r, i) => {
      ref(collectionKeys, 'collection', r.result, ['recipes', i, 'result']);
      r.fragments.forEach((x, j) =>
        ref(collectionKeys, 'collection', x.collection, ['recipes', i, 'fragments', j, 'collection']),
      );
    });
    if (f.recipes.length > 0 && !this.growth.recipeImport) this.issue(['recipes'], 'this importer cannot write recipes');
    f.activities.forEach((a, i) => {
      ref(collectionKeys, 'collection', a.result, ['activities', i, 'result']);
      a.qualifying.forEach((x, j) =>
        ref(collectionKeys, 'collection', x.collection, ['activities', i, 'qualifying', j, 'collection']),
      );
    });
    if (f.activities.length > 0 && !this.growth.activityImport)
      this.issue(['activities'], 'this importer cannot write activities');
    const seriesCategories = f.series.map((s, i) => category(s.category, ['series', i, 'category']));
    const collectionCategories = f.collections.map((c, i) => category(c.category, ['collections', i, 'category']));
    const boxCategories = f.blindBoxes.map((b, i) => category(b.category, ['blindBoxes', i, 'category']));
    await this.checkStock(collections, boxes);
    if (this.issues.length) throw new CatalogueImportError(this.issues);

    const now = this.o.now;
    const count = (kind: ImportKind, existed: boolean) =>
      existed ? this.report.counts[kind].updated++ : this.report.counts[kind].created++;

    for (const c of f.creators) {
      const avatar = await this.media(c.avatar);
      const cover = c.cover ? await this.media(c.cover) : null;
      const values = {
        name: localizedJson(c.name),
        search_text: searchTextOf(toLocalized(c.name)),
        intro: localizedJson(c.intro),
        avatar_url: avatar?.url ?? '',
        cover_url: cover?.url ?? '',
        rank: c.rank,
        updated_at: now,
      };
      count('creators', creators.has(c.key));
      creators.set(c.key, await this.repo.upsertCreator(this.trx, t, c.key, values, now));
    }

    for (const [i, s] of f.series.entries()) {
      const cover = await this.media(s.cover);
      const cat = seriesCategories[i]!;
      const values = {
        creator_id: creators.get(s.creator)!,
        category_id: cat.id,
        category_path: cat.path,
        name: localizedJson(s.name),
        search_text: searchTextOf(toLocalized(s.name)),
        description: localizedJson(s.description),
        cover_url: cover?.url ?? '',
        rank: s.rank,
        updated_at: now,
      };
      count('series', series.has(s.key));
      series.set(s.key, await this.repo.upsertSeries(this.trx, t, s.key, values, now));
    }

    for (const [i, c] of f.collections.entries()) {
      const m = await this.collectionMedia(c, i);
      const cat = collectionCategories[i]!;
      const sale = this.sales.get(c)!;
      const copyrightImage = c.copyright?.image ? await this.media(c.copyright.image) : null;
      const values = {
        creator_id: creators.get(c.creator)!,
        series_id: c.series !== undefined ? series.get(c.series)! : null,
        category_id: cat.id,
        category_path: cat.path,
        name: localizedJson(c.name),
        search_text: searchTextOf(toLocalized(c.name)),
        description: localizedJson(c.description),
        media_kind: m.kind,
        media_sources: json(m.sources),
        poster_url: m.posterUrl,
        cover_url: m.coverUrl,
        price: c.price,
        total_supply: c.totalSupply,
        sale_start: sale.start,
        sale_end: sale.end,
        per_user_limit: c.perUserLimit ?? this.defaults.perUserLimit,
        hold_hours: c.holdHoursBeforeTransfer ?? this.defaults.holdHours,
        resale_ceiling: c.resaleCeiling ?? null,
        royalty_bp: c.royaltyRateBp,
        privileges: json(
          c.privileges.map((p) => ({
            title: toLocalized(p.title),
            description: toLocalized(p.description),
            usageCount: p.usageCount,
            frequency: p.frequency,
          })),
        ),
        copyright: c.copyright
          ? json({
              certificateNo: c.copyright.certificateNo,
              holder: toLocalized(c.copyright.holder),
              issuer: toLocalized(c.copyright.issuer),
              certifiedAt: Date.parse(c.copyright.certifiedAt),
              imageUrl: copyrightImage?.url ?? null,
            })
          : null,
        listed: c.listed ? 1 : 0,
        rank: c.rank,
        updated_at: now,
      };
      const existed = collections.has(c.key);
      count('collections', existed);
      const id = await this.repo.upsertCollection(this.trx, t, c.key, c.sold, values, now);
      collections.set(c.key, id);
      // A split drop's shards follow its supply (decision 075); refused when sales took more meanwhile.
      if (existed && !(await this.repo.recapStock(this.trx, t, 'collection', id, c.totalSupply)))
        this.refuseSupply(['collections', i, 'totalSupply']);
    }

    for (const [i, b] of f.blindBoxes.entries()) {
      const cover = await this.media(b.cover);
      const cat = boxCategories[i]!;
      const sale = this.sales.get(b)!;
      const values = {
        creator_id: creators.get(b.creator)!,
        series_id: b.series !== undefined ? series.get(b.series)! : null,
        category_id: cat.id,
        category_path: cat.path,
        name: localizedJson(b.name),
        search_text: searchTextOf(toLocalized(b.name)),
        description: localizedJson(b.description),
        cover_url: cover?.url ?? '',
        price: b.price,
        total_supply: b.items.reduce((n, it) => n + it.quantity, 0),
        sale_start: sale.start,
        sale_end: sale.end,
        per_user_limit: b.perUserLimit ?? this.defaults.perUserLimit,
        listed: b.listed ? 1 : 0,
        rank: b.rank,
        updated_at: now,
      };
      const existed = boxes.has(b.key);
      count('blindBoxes', existed);
      const boxId = await this.repo.upsertBlindBox(this.trx, t, b.key, b.sold, values, now);
      boxes.set(b.key, boxId);
      if (existed && !(await this.repo.recapStock(this.trx, t, 'blindBox', boxId, values.total_supply)))
        this.refuseSupply(['blindBoxes', i, 'items']);
      const itemIds = b.items.map((it) => collections.get(it.collection)!);
      for (const [sort, it] of b.items.entries()) {
        await this.repo.upsertBoxItem(this.trx, t, {
          boxId,
          collectionId: itemIds[sort]!,
          quantity: it.quantity,
          drawn: it.drawn,
          sort,
        });
      }
      await this.repo.removeBoxItemsExcept(this.trx, t, boxId, itemIds);
    }

    for (const n of f.notices) {
      const cover = n.cover ? await this.media(n.cover) : null;
      const publishedAt =
        n.publishedAt !== undefined
          ? Date.parse(n.publishedAt)
          : n.publishedMinutesAgo !== undefined
            ? now - minutes(n.publishedMinutesAgo)
            : undefined;
      const html = Object.fromEntries(Object.entries(toLocalized(n.html)).map(([k, v]) => [k, stripScripts(v ?? '')]));
      const values = {
        title: localizedJson(n.title),
        summary: localizedJson(n.summary),
        html: json(html),
        cover_url: cover?.url ?? null,
        updated_at: now,
        ...(publishedAt !== undefined ? { published_at: publishedAt } : {}),
      };
      count('notices', notices.has(n.key));
      notices.set(n.key, await this.repo.upsertNotice(this.trx, t, n.key, values, now));
    }

    for (const [i, b] of f.banners.entries()) {
      const image = await this.media(b.image);
      const m = LINK_REF.exec(b.link);
      const ids: Record<LinkTarget, Map<string, number>> = {
        collection: collections,
        series,
        blindBox: boxes,
        creator: creators,
        notice: notices,
      };
      const link = m ? `${LINK_TARGETS[m[1] as LinkTarget]}${ids[m[1] as LinkTarget].get(m[2]!)!}` : b.link;
      const values = { title: localizedJson(b.title), image_url: image?.url ?? '', link, sort: b.sort ?? i, updated_at: now };
      count('banners', banners.has(b.key));
      await this.repo.upsertBanner(this.trx, t, b.key, values);
    }

    for (const [i, s] of f.homeSections.entries()) {
      const values = {
        kind: s.kind,
        title: localizedJson(s.title),
        item_limit: s.limit,
        picked: json((s.collections ?? []).map((k) => collections.get(k)!)),
        sort: s.sort ?? i,
        updated_at: now,
      };
      count('homeSections', sections.has(s.key));
      await this.repo.upsertHomeSection(this.trx, t, s.key, values);
    }

    if (f.airdrops.length > 0 && this.airdrops) {
      const entries: CatalogueAirdrop[] = [];
      for (const a of f.airdrops) {
        const w = this.sales.get(a)!;
        const cover = a.cover ? await this.media(a.cover) : null;
        const audience = a.audience;
        entries.push({
          key: a.key,
          collectionId: collections.get(a.collection)!,
          name: toLocalized(a.name),
          description: toLocalized(a.description),
          coverUrl: cover?.url ?? '',
          audience: audience === 'all' ? 'all' : 'phones' in audience ? 'phones' : 'holders',
          phones: typeof audience === 'object' && 'phones' in audience ? audience.phones : [],
          holdersOf: typeof audience === 'object' && 'holdersOf' in audience ? collections.get(audience.holdersOf)! : null,
          quantityPerUser: a.quantityPerUser,
          startsAt: w.start,
          endsAt: w.end!,
          claimsLimit: a.claimsLimit,
        });
      }
      const r = await this.airdrops(this.trx, t, entries, now);
      for (const i of r.issues) this.issue(['airdrops', i.index, i.field], i.message);
      if (this.issues.length) throw new CatalogueImportError(this.issues);
      this.report.counts.airdrops = { created: r.created, updated: r.updated };
    }

    await this.writeGrowth(collections);

    if (f.hotSearchWords !== undefined) {
      await this.repo.replaceHotWords(this.trx, t, f.hotSearchWords.map(localizedJson));
      this.report.hotSearchWords = f.hotSearchWords.length;
    }

    if (f.homeTicker !== undefined) {
      await this.repo.upsertTicker(this.trx, t, {
        enabled: f.homeTicker.enabled ? 1 : 0,
        item_count: f.homeTicker.count,
        pinned: json(f.homeTicker.pinned.map((k) => notices.get(k)!)),
        updated_at: now,
      });
    }

    await this.repo.recount(this.trx, t);
    this.report.mediaStored = this.mediaStored;
    return this.report;
  }

  /** The file's recipes and activities, through the steps of the modules that own them (issue 18). */
  private async writeGrowth(collections: Map<string, number>) {
    const t = this.o.tenantId;
    const f = this.file;
    const now = this.o.now;
    const ids = (rows: { collection: string; count: number }[]) =>
      rows.map((r) => ({ collectionId: collections.get(r.collection)!, count: r.count }));
    const withdrawn = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso));
    if (f.recipes.length > 0 && this.growth.recipeImport) {
      const entries: CatalogueRecipe[] = [];
      for (const r of f.recipes) {
        const w = this.sales.get(r)!;
        const cover = r.cover ? await this.media(r.cover) : null;
        entries.push({
          key: r.key,
          name: toLocalized(r.name),
          description: toLocalized(r.description),
          coverUrl: cover?.url ?? '',
          resultCollectionId: collections.get(r.result)!,
          fragments: ids(r.fragments),
          mode: r.mode,
          pledgeHours: r.mode === 'pledge' ? (r.pledgeHours ?? 0) : 0,
          ignoreCooling: r.ignoreCooling,
          startsAt: w.start,
          endsAt: w.end!,
          stock: r.stock,
          perUserLimit: r.perUserLimit,
          withdrawnAt: withdrawn(r.withdrawnAt),
        });
      }
      const out = await this.growth.recipeImport(this.trx, t, entries, now);
      for (const i of out.issues) this.issue(['recipes', i.index, i.field], i.message);
      if (this.issues.length) throw new CatalogueImportError(this.issues);
      this.report.counts.recipes = { created: out.created, updated: out.updated };
    }
    if (f.activities.length > 0 && this.growth.activityImport) {
      const entries: CatalogueActivity[] = [];
      for (const a of f.activities) {
        const w = this.sales.get(a)!;
        const cover = a.cover ? await this.media(a.cover) : null;
        entries.push({
          key: a.key,
          kind: a.kind,
          name: toLocalized(a.name),
          coverUrl: cover?.url ?? '',
          // HTML rebuilt from the notices' allow-list (as the console's save does); empty languages left out.
          rules: Object.fromEntries(
            Object.entries(toLocalized(a.rules))
              .map(([lang, html]) => [lang, sanitizeHtml(html ?? '').trim()])
              .filter(([, html]) => html !== ''),
          ),
          resultCollectionId: collections.get(a.result)!,
          qualifying: ids(a.qualifying),
          mode: a.mode,
          coolingBlocks: a.coolingBlocks,
          startsAt: w.start,
          endsAt: w.end!,
          stock: a.stock,
          enabled: a.enabled,
          withdrawnAt: withdrawn(a.withdrawnAt),
        });
      }
      const out = await this.growth.activityImport(this.trx, t, entries, now);
      for (const i of out.issues) this.issue(['activities', i.index, i.field], i.message);
      if (this.issues.length) throw new CatalogueImportError(this.issues);
      this.report.counts.activities = { created: out.created, updated: out.updated };
    }
  }

  /**
   * Stock that sales have moved is never taken back by a file: a supply below what was sold, a box
   * quantity below what was drawn, or an item leaving a box after draws is refused.
   */
  private async checkStock(collections: Map<string, number>, boxes: Map<string, number>) {
    const t = this.o.tenantId;
    const soldCollections = await this.repo.soldByKey(this.trx, 'collections', t);
    this.file.collections.forEach((c, i) => {
      const sold = collections.has(c.key) ? (soldCollections.get(c.key) ?? 0) : c.sold;
      if (c.totalSupply < sold)
        this.issue(['collections', i, 'totalSupply'], `${sold} are sold already; the supply cannot be less`);
    });
    const soldBoxes = await this.repo.soldByKey(this.trx, 'blind_boxes', t);
    const drawnRows = await this.repo.drawnItems(this.trx, t);
    this.file.blindBoxes.forEach((b, i) => {
      if (!boxes.has(b.key)) return;
      const total = b.items.reduce((n, it) => n + it.quantity, 0);
      const sold = soldBoxes.get(b.key) ?? 0;
      if (total < sold) this.issue(['blindBoxes', i, 'items'], `${sold} boxes are sold already; the items cannot add up to less`);
      const drawn = new Map(drawnRows.filter((r) => r.box === b.key).map((r) => [r.collection, r.drawn_count]));
      b.items.forEach((it, j) => {
        const d = drawn.get(it.collection) ?? 0;
        if (it.quantity < d)
          this.issue(['blindBoxes', i, 'items', j, 'quantity'], `${d} are drawn already; the quantity cannot be less`);
      });
      for (const [key, d] of drawn) {
        if (d > 0 && !b.items.some((it) => it.collection === key)) {
          this.issue(['blindBoxes', i, 'items'], `"${key}" has been drawn from this box and cannot leave it`);
        }
      }
    });
    // A collection's supply covers what the file's boxes hold of it.
    const inBoxes = new Map<string, number>();
    for (const b of this.file.blindBoxes)
      for (const it of b.items) inBoxes.set(it.collection, (inBoxes.get(it.collection) ?? 0) + it.quantity);
    this.file.collections.forEach((c, i) => {
      const n = inBoxes.get(c.key) ?? 0;
      if (n > c.totalSupply)
        this.issue(['collections', i, 'totalSupply'], `the blind boxes hold ${n} of it; the supply cannot be less`);
    });
  }

  /** Every category of the tenant by its name path (any language, case-insensitive): id and '/root/.../id/'. */
  private async categoryPaths(): Promise<Map<string, { id: number; path: string }>> {
    const rows = await this.categoryRows(this.o.tenantId, this.trx);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const names = (json: string): string[] => {
      try {
        return Object.values(JSON.parse(json) as LocalizedText).filter((v): v is string => typeof v === 'string' && v !== '');
      } catch {
        return [];
      }
    };
    const out = new Map<string, { id: number; path: string }>();
    for (const r of rows) {
      const chain: (typeof r)[] = [];
      for (let c: typeof r | undefined = r; c && chain.length < 20; c = c.parent_id === null ? undefined : byId.get(c.parent_id))
        chain.unshift(c);
      const idPath = `/${chain.map((c) => c.id).join('/')}/`;
      // Every combination of the chain's names in any language.
      let paths = [''];
      for (const c of chain) paths = paths.flatMap((p) => names(c.name).map((n) => (p === '' ? n : `${p}/${n}`)));
      for (const p of paths) out.set(normalizeCategory(p), { id: r.id, path: idPath });
    }
    return out;
  }

  /** Stores a prepared medium once per tenant (by content hash) and answers its address. */
  private async media(source: MediaSourceInput): Promise<StoredMedia | null> {
    const p = this.prepared.get(source);
    if (!p) return null;
    const done = this.stored.get(p);
    if (done) return done;
    let result: StoredMedia;
    if (p.kind === 'url') {
      result = { url: p.url, contentType: p.contentType };
    } else {
      const t = this.o.tenantId;
      const existing = await this.repo.mediaByHash(this.trx, t, p.sha256);
      if (existing) {
        result = { url: existing.url, contentType: existing.content_type };
      } else {
        const saved = await this.files.saveIn(this.trx, t, null, p.content, p.contentType, p.name);
        await this.repo.insertMedia(this.trx, {
          tenantId: t,
          sha256: p.sha256,
          url: saved.url,
          contentType: p.contentType,
          now: this.o.now,
        });
        this.mediaStored++;
        result = { url: saved.url, contentType: p.contentType };
      }
    }
    this.stored.set(p, result);
    return result;
  }

  /** A collection's media; a video or model whose files are all missing (demo seed) shows its poster as an image. */
  private async collectionMedia(c: CatalogueFile['collections'][number], i: number) {
    const m = c.media;
    if (m.kind === 'image') {
      const image = (await this.media(m.image))!;
      return { kind: 'image' as MediaKindColumn, sources: [image], posterUrl: null, coverUrl: image.url };
    }
    const poster = (await this.media(m.poster))!;
    const main = m.kind === 'video' ? m.sources : [m.model];
    const sources: StoredMedia[] = [];
    for (const s of main) {
      const stored = await this.media(s);
      if (stored) sources.push(stored);
    }
    if (sources.length === 0) {
      this.warnings.push(`collections[${i}]: shown as its poster image until its ${m.kind} file is imported`);
      return { kind: 'image' as MediaKindColumn, sources: [poster], posterUrl: null, coverUrl: poster.url };
    }
    return { kind: m.kind as MediaKindColumn, sources, posterUrl: poster.url, coverUrl: poster.url };
  }
}

function normalizeCategory(p: string): string {
  return p
    .split('/')
    .map((s) => s.trim().toLowerCase())
    .join('/');
}
