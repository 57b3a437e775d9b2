import fs from 'node:fs';
import path from 'node:path';
import type { LocalizedText } from '@curio/contract';
import type { Kysely, Transaction } from 'kysely';
import { fileServices } from '../../modules/file/index';
import { searchTextOf } from '../../modules/catalogue/search-text';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { Db } from '../database';
import type { Database, MediaKindColumn } from '../schema';
import {
  catalogueFileSchema,
  LINK_REF,
  LINK_TARGETS,
  toLocalized,
  type LinkTarget,
  type CatalogueFile,
  type MediaSourceInput,
  type SaleInput,
} from './format';
import { MediaProblem, placeholderImage, prepareMedia, type MediaRole, type PreparedMedia } from './media';
import { stripScripts } from './sanitize';

// The catalogue importer (docs/catalogue-format.md, decision 011): validates the whole file first —
// syntax, shape, references, media — and reports every problem with its path
// (`collections[3].price: ...`); then writes everything in one transaction, so a refused file changes
// nothing. Rows are matched by their key: importing the same file again updates them. Nothing is
// deleted, except blind-box items a box no longer lists (while none of them has been drawn).

export interface ImportIssue {
  /** Where in the file: `collections[3].price`, or `(file)` for the file as a whole. */
  path: string;
  message: string;
}

export class CatalogueImportError extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(`the catalogue was not imported:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`);
  }
}

export interface ImportOptions {
  tenantId: number;
  /** Where `file` media are looked for: the catalogue file's folder. */
  baseDir: string;
  /** The import's time: relative sale and publishing times count from it. */
  now: number;
  /**
   * A media file that is missing: refuse the file (default), or use a generated placeholder and warn
   * (the demo seed, so that a checkout without the media still starts).
   */
  missingMedia?: 'error' | 'placeholder';
}

type Kind = 'creators' | 'series' | 'collections' | 'blindBoxes' | 'notices' | 'banners' | 'homeSections';

export interface ImportReport {
  tenantId: number;
  /** Per kind: rows created and rows updated. */
  counts: Record<Kind, { created: number; updated: number }>;
  hotSearchWords: number;
  /** Media stored now (not already stored by an earlier import). */
  mediaStored: number;
  warnings: string[];
}

/** Reads a catalogue file and imports it (see importCatalogue). */
export async function importCatalogueFile(
  db: Db,
  storage: FileStorage,
  file: string,
  o: Omit<ImportOptions, 'baseDir'> & { baseDir?: string },
): Promise<ImportReport> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new CatalogueImportError([{ path: '(file)', message: `cannot read ${file}: ${(err as Error).message}` }]);
  }
  return importCatalogue(db, storage, text, { ...o, baseDir: o.baseDir ?? path.dirname(path.resolve(file)) });
}

/** `['collections', 3, 'price']` → `collections[3].price`. */
export function formatPath(p: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of p) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? String(seg) : `.${String(seg)}`;
  return out === '' ? '(file)' : out;
}

/** JSON.parse with the line and column of a syntax error. */
function parseJsonText(text: string): unknown {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source);
  } catch (err) {
    const offset = jsonErrorOffset(source);
    const before = source.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    const message = (err as Error).message.replace(/, "[\s\S]*" is not valid JSON$/, '');
    throw new CatalogueImportError([{ path: '(file)', message: `not valid JSON at line ${line}, column ${column}: ${message}` }]);
  }
}

/** Where a JSON text stops being JSON (Node 20's JSON.parse does not say): a small recursive-descent check. */
export function jsonErrorOffset(s: string): number {
  class At {
    constructor(readonly offset: number) {}
  }
  const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
  let i = 0;
  const ws = () => {
    while (i < s.length && ' \t\n\r'.includes(s[i]!)) i++;
  };
  const fail = (): never => {
    throw new At(i);
  };
  const literal = (word: string) => {
    if (s.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    if (s[i] !== '"') fail();
    i++;
    while (i < s.length && s[i] !== '"') {
      if (s.charCodeAt(i) < 0x20) fail();
      if (s[i] === '\\') {
        i++;
        if (s[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(s[i] ?? 'x')) fail();
      }
      i++;
    }
    if (s[i] !== '"') fail();
    i++;
  };
  const number = () => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(s);
    if (!m) return fail();
    i += m[0].length;
  };
  const value = (): void => {
    ws();
    const c = s[i];
    if (c === '{') {
      i++;
      ws();
      if (s[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        if (s[i] !== ':') fail();
        i++;
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (s[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    if (i < s.length) fail();
    return s.length;
  } catch (err) {
    if (err instanceof At) return err.offset;
    throw err;
  }
}

const minutes = (n: number) => n * 60_000;

function saleWindow(s: SaleInput, now: number): { start: number; end: number | null } {
  const start = s.startsAt !== undefined ? Date.parse(s.startsAt) : now + minutes(s.startsInMinutes ?? 0);
  const end =
    s.endsAt !== undefined ? Date.parse(s.endsAt) : s.endsInMinutes !== undefined ? now + minutes(s.endsInMinutes) : null;
  return { start, end };
}

const json = (v: unknown) => JSON.stringify(v);
const localizedJson = (v: Partial<Record<string, string>> | undefined) => json(toLocalized(v));

/** The stored media of one entity field: where it is and what it is. */
interface StoredMedia {
  url: string;
  contentType: string;
}

export async function importCatalogue(
  db: Db,
  storage: FileStorage,
  input: string | unknown,
  o: ImportOptions,
): Promise<ImportReport> {
  const raw = typeof input === 'string' ? parseJsonText(input) : input;
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueImportError(parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
  }
  const file = parsed.data;
  const issues: ImportIssue[] = [];
  const warnings: string[] = [];
  const issue = (p: PropertyKey[], message: string) => issues.push({ path: formatPath(p), message });

  // Keys are unique per kind within the file.
  for (const kind of ['creators', 'series', 'collections', 'blindBoxes', 'notices', 'banners', 'homeSections'] as const) {
    const seen = new Map<string, number>();
    file[kind].forEach((e, i) => {
      const first = seen.get(e.key);
      if (first !== undefined) issue([kind, i, 'key'], `"${e.key}" is already the key of ${kind}[${first}]`);
      else seen.set(e.key, i);
    });
  }

  // Times relative to the import.
  const sales = new Map<object, { start: number; end: number | null }>();
  for (const kind of ['collections', 'blindBoxes'] as const) {
    file[kind].forEach((e, i) => {
      const w = saleWindow(e.sale, o.now);
      if (w.end !== null && w.end <= w.start) issue([kind, i, 'sale'], 'the end must be after the start');
      sales.set(e, w);
    });
  }

  // Media: read, generated or checked now, before the transaction.
  const prepared = new Map<MediaSourceInput, PreparedMedia | null>();
  const prepare = (source: MediaSourceInput | undefined, role: MediaRole, p: PropertyKey[], fallbackSeed?: string) => {
    if (source === undefined) return;
    try {
      prepared.set(source, prepareMedia(source, role, o.baseDir));
    } catch (err) {
      if (!(err instanceof MediaProblem)) throw err;
      if (err.missing && o.missingMedia === 'placeholder') {
        warnings.push(`${formatPath(p)}: ${err.message}; ${role === 'image' ? 'a placeholder image is used' : 'left out'}`);
        prepared.set(source, role === 'image' ? placeholderImage(fallbackSeed ?? formatPath(p)) : null);
      } else {
        issue(p, err.message);
      }
    }
  };
  file.creators.forEach((c, i) => {
    prepare(c.avatar, 'image', ['creators', i, 'avatar']);
    prepare(c.cover, 'image', ['creators', i, 'cover']);
  });
  file.series.forEach((s, i) => prepare(s.cover, 'image', ['series', i, 'cover']));
  file.collections.forEach((c, i) => {
    const at = (...rest: PropertyKey[]) => ['collections', i, 'media', ...rest];
    const m = c.media;
    if (m.kind === 'image') prepare(m.image, 'image', at('image'), c.key);
    if (m.kind === 'video') {
      m.sources.forEach((s, j) => prepare(s, 'video', at('sources', j)));
      prepare(m.poster, 'image', at('poster'), c.key);
    }
    if (m.kind === 'glb') {
      prepare(m.model, 'model', at('model'));
      prepare(m.poster, 'image', at('poster'), c.key);
    }
    prepare(c.copyright?.image, 'image', ['collections', i, 'copyright', 'image']);
  });
  file.blindBoxes.forEach((b, i) => prepare(b.cover, 'image', ['blindBoxes', i, 'cover']));
  file.notices.forEach((n, i) => prepare(n.cover, 'image', ['notices', i, 'cover']));
  file.banners.forEach((b, i) => prepare(b.image, 'image', ['banners', i, 'image']));

  // References and stock are checked against the tenant's rows inside the transaction; every problem
  // found so far is reported with them, before anything is written.
  return db.kysely.transaction().execute((trx) => new Writer(trx, storage, o, file, prepared, sales, warnings, issues).run());
}

/** The writing half: references and stock checked against the tenant's rows, then every upsert. */
class Writer {
  private readonly stored = new Map<PreparedMedia, StoredMedia>();
  private mediaStored = 0;
  private readonly report: ImportReport;

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly storage: FileStorage,
    private readonly o: ImportOptions,
    private readonly file: CatalogueFile,
    private readonly prepared: Map<MediaSourceInput, PreparedMedia | null>,
    private readonly sales: Map<object, { start: number; end: number | null }>,
    private readonly warnings: string[],
    private readonly issues: ImportIssue[],
  ) {
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
      },
      hotSearchWords: 0,
      mediaStored: 0,
      warnings,
    };
  }

  private issue(p: PropertyKey[], message: string) {
    this.issues.push({ path: formatPath(p), message });
  }

  private get db(): Kysely<Database> {
    return this.trx;
  }

  private async keys(
    table: 'creators' | 'series' | 'collections' | 'blind_boxes' | 'notices' | 'home_banners' | 'home_sections',
  ) {
    const rows = await this.db.selectFrom(table).select(['id', 'key']).where('tenant_id', '=', this.o.tenantId).execute();
    return new Map(rows.map((r) => [r.key, r.id]));
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
    const seriesCategories = f.series.map((s, i) => category(s.category, ['series', i, 'category']));
    const collectionCategories = f.collections.map((c, i) => category(c.category, ['collections', i, 'category']));
    const boxCategories = f.blindBoxes.map((b, i) => category(b.category, ['blindBoxes', i, 'category']));
    await this.checkStock(collections, boxes);
    if (this.issues.length) throw new CatalogueImportError(this.issues);

    const now = this.o.now;
    const count = (kind: Kind, existed: boolean) =>
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
      const row = await this.db
        .insertInto('creators')
        .values({ tenant_id: t, key: c.key, created_at: now, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      creators.set(c.key, row.id);
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
      const row = await this.db
        .insertInto('series')
        .values({ tenant_id: t, key: s.key, created_at: now, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      series.set(s.key, row.id);
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
        per_user_limit: c.perUserLimit,
        hold_hours: c.holdHoursBeforeTransfer,
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
      count('collections', collections.has(c.key));
      const row = await this.db
        .insertInto('collections')
        .values({ tenant_id: t, key: c.key, sold_count: c.sold, created_at: now, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      collections.set(c.key, row.id);
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
        per_user_limit: b.perUserLimit,
        listed: b.listed ? 1 : 0,
        rank: b.rank,
        updated_at: now,
      };
      count('blindBoxes', boxes.has(b.key));
      const row = await this.db
        .insertInto('blind_boxes')
        .values({ tenant_id: t, key: b.key, sold_count: b.sold, created_at: now, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      boxes.set(b.key, row.id);
      const itemIds = b.items.map((it) => collections.get(it.collection)!);
      for (const [sort, it] of b.items.entries()) {
        await this.db
          .insertInto('blind_box_items')
          .values({
            tenant_id: t,
            blind_box_id: row.id,
            collection_id: itemIds[sort]!,
            quantity: it.quantity,
            drawn_count: it.drawn,
            sort,
          })
          .onConflict((oc) => oc.columns(['blind_box_id', 'collection_id']).doUpdateSet({ quantity: it.quantity, sort }))
          .execute();
      }
      await this.db
        .deleteFrom('blind_box_items')
        .where('tenant_id', '=', t)
        .where('blind_box_id', '=', row.id)
        .where('collection_id', 'not in', itemIds)
        .execute();
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
      const row = await this.db
        .insertInto('notices')
        .values({ tenant_id: t, key: n.key, created_at: now, published_at: publishedAt ?? now, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      notices.set(n.key, row.id);
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
      await this.db
        .insertInto('home_banners')
        .values({ tenant_id: t, key: b.key, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .execute();
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
      await this.db
        .insertInto('home_sections')
        .values({ tenant_id: t, key: s.key, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
        .execute();
    }

    if (f.hotSearchWords !== undefined) {
      for (const [sort, w] of f.hotSearchWords.entries()) {
        const word = localizedJson(w);
        await this.db
          .insertInto('search_hot_words')
          .values({ tenant_id: t, sort, word })
          .onConflict((oc) => oc.columns(['tenant_id', 'sort']).doUpdateSet({ word }))
          .execute();
      }
      await this.db
        .deleteFrom('search_hot_words')
        .where('tenant_id', '=', t)
        .where('sort', '>=', f.hotSearchWords.length)
        .execute();
      this.report.hotSearchWords = f.hotSearchWords.length;
    }

    await this.recount();
    this.report.mediaStored = this.mediaStored;
    return this.report;
  }

  /** The listed collections of each creator and series of the tenant, kept on their rows for the cards. */
  private async recount() {
    const t = this.o.tenantId;
    await this.db
      .updateTable('creators')
      .set((eb) => ({
        collection_count: eb
          .selectFrom('collections as c')
          .select(eb.fn.countAll<number>().as('n'))
          .where('c.tenant_id', '=', t)
          .whereRef('c.creator_id', '=', 'creators.id')
          .where('c.listed', '=', 1),
      }))
      .where('tenant_id', '=', t)
      .execute();
    await this.db
      .updateTable('series')
      .set((eb) => ({
        collection_count: eb
          .selectFrom('collections as c')
          .select(eb.fn.countAll<number>().as('n'))
          .where('c.tenant_id', '=', t)
          .whereRef('c.series_id', '=', 'series.id')
          .where('c.listed', '=', 1),
      }))
      .where('tenant_id', '=', t)
      .execute();
  }

  /**
   * Stock that sales have moved is never taken back by a file: a supply below what was sold, a box
   * quantity below what was drawn, or an item leaving a box after draws is refused.
   */
  private async checkStock(collections: Map<string, number>, boxes: Map<string, number>) {
    const t = this.o.tenantId;
    const soldCollections = new Map(
      (await this.db.selectFrom('collections').select(['key', 'sold_count']).where('tenant_id', '=', t).execute()).map((r) => [
        r.key,
        r.sold_count,
      ]),
    );
    this.file.collections.forEach((c, i) => {
      const sold = collections.has(c.key) ? (soldCollections.get(c.key) ?? 0) : c.sold;
      if (c.totalSupply < sold)
        this.issue(['collections', i, 'totalSupply'], `${sold} are sold already; the supply cannot be less`);
    });
    const soldBoxes = new Map(
      (await this.db.selectFrom('blind_boxes').select(['key', 'sold_count']).where('tenant_id', '=', t).execute()).map((r) => [
        r.key,
        r.sold_count,
      ]),
    );
    const drawnRows = await this.db
      .selectFrom('blind_box_items as i')
      .innerJoin('blind_boxes as b', 'b.id', 'i.blind_box_id')
      .innerJoin('collections as c', 'c.id', 'i.collection_id')
      .select(['b.key as box', 'c.key as collection', 'i.drawn_count'])
      .where('i.tenant_id', '=', t)
      .execute();
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
    const rows = await this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name'])
      .where('tenant_id', '=', this.o.tenantId)
      .execute();
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
      const existing = await this.db
        .selectFrom('catalogue_media')
        .select(['url', 'content_type'])
        .where('tenant_id', '=', t)
        .where('sha256', '=', p.sha256)
        .executeTakeFirst();
      if (existing) {
        result = { url: existing.url, contentType: existing.content_type };
      } else {
        const { files } = fileServices({ kysely: this.trx } as unknown as Db, this.storage, Infinity);
        const saved = await files.saveIn(this.trx, t, null, p.content, p.contentType, p.name);
        await this.db
          .insertInto('catalogue_media')
          .values({ tenant_id: t, sha256: p.sha256, url: saved.url, content_type: p.contentType, created_at: this.o.now })
          .execute();
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
