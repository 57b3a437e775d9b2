import { ErrorCode, localize, type Language, type LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AuditRecorder } from '../../../http/request-context';
import { remainingOf, saleStateOf } from '../drops';
import type { CatalogueAdminRepository } from './catalogue-admin.repository';
import type { CatalogueExporter, ExportedCatalogue, FileEntry } from './catalogue-export';
import type { CatalogueWriter } from './catalogue-writer.service';
import { CatalogueImportError, type ImportReport } from './import-check';
import { CATALOGUE_FORMAT, CATALOGUE_VERSION } from './import-format';

// The console's catalogue (decision 038): every edit is a one-entry catalogue file written by the same
// writer as the importer, so the console, the CLI and a file follow one set of rules (stock already sold
// or drawn is never taken back, references by key, media checked). Each write runs in one transaction
// with its audit row, whose before and after are the entry as an export writes it.

/** The kinds of entries the console edits one by one. */
export const CONSOLE_KINDS = ['creators', 'series', 'collections', 'blindBoxes', 'notices'] as const;
export type ConsoleKind = (typeof CONSOLE_KINDS)[number];

/** A row of a console list. */
export interface ConsoleRow {
  id: number;
  key: string;
  name: string;
  coverUrl: string;
  rank: number;
  /** Drops (collections, blind boxes). */
  price?: number;
  totalSupply?: number;
  sold?: number;
  remaining?: number;
  saleStart?: number;
  saleEnd?: number | null;
  saleState?: 'upcoming' | 'on_sale' | 'sold_out' | 'ended';
  perUserLimit?: number;
  listed?: boolean;
  /** Notices. */
  publishedAt?: number;
}

/** What the sale did to an entry: shown beside the form, never written by it. */
export interface EntryFacts {
  id: number;
  sold?: number;
  remaining?: number;
  saleState?: ConsoleRow['saleState'];
  /** Blind boxes: each item's quantity, drawn count and odds (its remaining over the box's remaining). */
  items?: { collection: string; name: string; quantity: number; drawn: number; odds: number }[];
  /** Blind boxes: the hash of the draw seed, null until the sale commits to one. */
  fairnessSeedHash?: string | null;
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};
const name = (json: string, lang: Language) => localize(parse<LocalizedText>(json, {}), lang);

/** A refused entry: CATALOGUE_ENTRY_REFUSED with every problem by path, as the import answers. */
function refused(err: unknown): never {
  if (err instanceof CatalogueImportError) throw new AppError(ErrorCode.CATALOGUE_ENTRY_REFUSED, {}, { issues: err.issues });
  throw err;
}

export class CatalogueConsole {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: CatalogueAdminRepository,
    private readonly writer: CatalogueWriter,
    private readonly exporter: CatalogueExporter,
  ) {}

  /** The tenant's entries of a kind, newest first (a tenant has hundreds, not millions: one read). */
  async list(tenantId: number, kind: ConsoleKind, lang: Language, now: number): Promise<ConsoleRow[]> {
    const r = await this.repo.rowsOf(this.db, tenantId);
    const drop = (d: (typeof r.collections)[number] | (typeof r.blindBoxes)[number]) => {
      const remaining = remainingOf(d);
      return {
        price: d.price,
        totalSupply: d.total_supply,
        sold: d.sold_count,
        remaining,
        saleStart: Number(d.sale_start),
        saleEnd: d.sale_end === null ? null : Number(d.sale_end),
        saleState: saleStateOf(d, now),
        perUserLimit: d.per_user_limit,
        listed: d.listed === 1,
      };
    };
    const rows: ConsoleRow[] =
      kind === 'creators'
        ? r.creators.map((c) => ({ id: c.id, key: c.key, name: name(c.name, lang), coverUrl: c.avatar_url, rank: c.rank }))
        : kind === 'series'
          ? r.series.map((s) => ({ id: s.id, key: s.key, name: name(s.name, lang), coverUrl: s.cover_url, rank: s.rank }))
          : kind === 'collections'
            ? r.collections.map((c) => ({
                id: c.id,
                key: c.key,
                name: name(c.name, lang),
                coverUrl: c.cover_url,
                rank: c.rank,
                ...drop(c),
              }))
            : kind === 'blindBoxes'
              ? r.blindBoxes.map((b) => ({
                  id: b.id,
                  key: b.key,
                  name: name(b.name, lang),
                  coverUrl: b.cover_url,
                  rank: b.rank,
                  ...drop(b),
                }))
              : r.notices.map((n) => ({
                  id: n.id,
                  key: n.key,
                  name: name(n.title, lang),
                  coverUrl: n.cover_url ?? '',
                  rank: 0,
                  publishedAt: Number(n.published_at),
                }));
    return rows.reverse();
  }

  /** One entry as the catalogue file writes it, and what the sale did to it; NOT_FOUND when the tenant has no such key. */
  async get(
    tenantId: number,
    kind: ConsoleKind,
    key: string,
    lang: Language,
    now: number,
  ): Promise<{ entry: FileEntry; facts: EntryFacts }> {
    const file = await this.exporter.export(tenantId);
    const entry = file[kind].find((e) => e.key === key);
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND);
    return { entry, facts: await this.facts(tenantId, kind, key, lang, now) };
  }

  private async facts(tenantId: number, kind: ConsoleKind, key: string, lang: Language, now: number): Promise<EntryFacts> {
    const r = await this.repo.rowsOf(this.db, tenantId);
    const byKey = <T extends { key: string }>(rows: T[]) => rows.find((x) => x.key === key)!;
    if (kind === 'collections') {
      const c = byKey(r.collections);
      return { id: c.id, sold: c.sold_count, remaining: remainingOf(c), saleState: saleStateOf(c, now) };
    }
    if (kind === 'blindBoxes') {
      const b = byKey(r.blindBoxes);
      const items = r.boxItems.filter((i) => i.blind_box_id === b.id);
      const left = items.reduce((n, i) => n + (i.quantity - i.drawn_count), 0);
      const collections = new Map(r.collections.map((c) => [c.id, c]));
      return {
        id: b.id,
        sold: b.sold_count,
        remaining: remainingOf(b),
        saleState: saleStateOf(b, now),
        fairnessSeedHash: b.fairness_seed_hash ?? null,
        items: items.map((i) => ({
          collection: collections.get(i.collection_id)?.key ?? '',
          name: name(collections.get(i.collection_id)?.name ?? '{}', lang),
          quantity: i.quantity,
          drawn: i.drawn_count,
          odds: left > 0 ? Math.round(((i.quantity - i.drawn_count) / left) * 1e6) / 1e6 : 0,
        })),
      };
    }
    const rows = kind === 'creators' ? r.creators : kind === 'series' ? r.series : r.notices;
    return { id: byKey(rows as { key: string; id: number }[]).id };
  }

  /**
   * Creates or updates one entry (its `key` says which) through the importer, in one transaction with
   * its audit row; a refused entry answers CATALOGUE_ENTRY_REFUSED with every problem by path.
   */
  async save(
    tenantId: number,
    kind: ConsoleKind,
    input: unknown,
    now: number,
    audit: AuditRecorder,
  ): Promise<{ key: string; id: number; created: boolean }> {
    const key =
      typeof input === 'object' && input !== null && typeof (input as { key?: unknown }).key === 'string'
        ? (input as { key: string }).key
        : '';
    // Counts the sale keeps are never the console's to write (a file's `sold` seeds demo data only).
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      const { sold: _sold, ...rest } = input as Record<string, unknown>;
      input = Array.isArray(rest.items)
        ? {
            ...rest,
            items: rest.items.map((i: unknown) => (typeof i === 'object' && i !== null ? { ...i, drawn: undefined } : i)),
          }
        : rest;
    }
    return this.db
      .transaction()
      .execute(async (trx) => {
        const before = (await this.exporter.export(tenantId, trx))[kind].find((e) => e.key === key) ?? null;
        const report = await this.writer.importIn(
          trx,
          { format: CATALOGUE_FORMAT, version: CATALOGUE_VERSION, [kind]: [input] },
          { tenantId, baseDir: null, now },
        );
        const after = await this.exporter.export(tenantId, trx);
        const saved = after[kind].find((e) => e.key === key) ?? null;
        await audit(trx, {
          action: `catalogue.${kind}.${before ? 'update' : 'create'}`,
          targetType: kind,
          targetId: key,
          before,
          after: saved,
        });
        const id = await this.idOf(trx, tenantId, kind, key);
        return { key, id, created: report.counts[kind].created > 0 };
      })
      .catch(refused);
  }

  /** A drop listed or not (the market shows it, or only boxes and airdrops give it): the same save. */
  async setListed(
    tenantId: number,
    kind: 'collections' | 'blindBoxes',
    key: string,
    listed: boolean,
    now: number,
    audit: AuditRecorder,
  ) {
    const file = await this.exporter.export(tenantId);
    const entry = file[kind].find((e) => e.key === key);
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND);
    return this.save(tenantId, kind, { ...entry, listed }, now, audit);
  }

  /** The whole catalogue as a file (export then import changes nothing). */
  export(tenantId: number): Promise<ExportedCatalogue> {
    return this.exporter.export(tenantId);
  }

  /** A whole catalogue file, all or nothing, with one audit row (what it wrote). */
  importFile(tenantId: number, input: unknown, now: number, audit: AuditRecorder): Promise<ImportReport> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const report = await this.writer.importIn(trx, input, { tenantId, baseDir: null, now });
        await audit(trx, {
          action: 'catalogue.import',
          targetType: 'catalogue',
          targetId: String(tenantId),
          before: null,
          after: { counts: report.counts, hotSearchWords: report.hotSearchWords, mediaStored: report.mediaStored },
        });
        return report;
      })
      .catch(refused);
  }

  private async idOf(trx: Kysely<Database>, tenantId: number, kind: ConsoleKind, key: string): Promise<number> {
    const table = (
      {
        creators: 'creators',
        series: 'series',
        collections: 'collections',
        blindBoxes: 'blind_boxes',
        notices: 'notices',
      } as const
    )[kind];
    return (await this.repo.keys(trx, table, tenantId)).get(key) ?? 0;
  }
}
