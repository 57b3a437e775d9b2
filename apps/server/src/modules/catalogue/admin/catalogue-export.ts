import type { LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CatalogueAdminRepository } from './catalogue-admin.repository';
import type { CatalogueAirdrop, CategoryRowsLookup } from './catalogue-writer.service';
import type { CollectionCount, GrowthSteps } from './growth-entries';
import { CATALOGUE_FORMAT, CATALOGUE_VERSION } from './import-format';

// The catalogue's export (decision 038): a tenant's catalogue as a catalogue file, which imported again
// into the same tenant changes nothing — every entity with its key, references by key, times absolute,
// media as the addresses they are stored at (with their content type), categories by their name path.
// Counts the sale keeps (`sold`, `drawn`) are not written: an import applies them only to new rows, and
// a copy for another tenant starts unsold.

/** A tenant's airdrops as catalogue entries (the airdrop module answers, through a port). */
export type AirdropExportStep = (db: Kysely<Database>, tenantId: number) => Promise<CatalogueAirdrop[]>;

/** A JSON object of the catalogue file (the exported file is plain data). */
export type FileEntry = Record<string, unknown>;

// A type (not an interface): the call's data is a plain JSON record.
export type ExportedCatalogue = {
  format: typeof CATALOGUE_FORMAT;
  version: typeof CATALOGUE_VERSION;
  creators: FileEntry[];
  series: FileEntry[];
  collections: FileEntry[];
  blindBoxes: FileEntry[];
  notices: FileEntry[];
  banners: FileEntry[];
  homeSections: FileEntry[];
  airdrops: FileEntry[];
  recipes: FileEntry[];
  activities: FileEntry[];
  hotSearchWords: LocalizedText[];
  /** Only when the operator has set the ticker (no row: the default, left out so a round trip adds none). */
  homeTicker?: { enabled: boolean; count: number; pinned: string[] };
};

const parse = <T>(json: string | null, fallback: T): T => {
  if (json === null) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** A localized text, or undefined when it has no text (the file leaves the field out). */
function text(json: string): LocalizedText | undefined {
  const v = parse<LocalizedText>(json, {});
  return Object.values(v).some((s) => typeof s === 'string' && s.trim() !== '') ? v : undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A stored medium: its address and, so that an import keeps it, its content type. */
const medium = (url: string, type?: string) => (type ? { url, type } : { url });

/** Leaves out the fields that are undefined. */
function entry(o: Record<string, unknown>): FileEntry {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export class CatalogueExporter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: CatalogueAdminRepository,
    private readonly categoryRows: CategoryRowsLookup,
    private readonly airdrops: AirdropExportStep | null,
    private readonly growth: Pick<GrowthSteps, 'recipeExport' | 'activityExport'> = {},
  ) {}

  /** The tenant's catalogue as a catalogue file (read in `trx` when given: the console's before and after). */
  async export(tenantId: number, trx: Kysely<Database> = this.db): Promise<ExportedCatalogue> {
    const r = await this.repo.rowsOf(trx, tenantId);
    const categories = await this.categoryNames(tenantId, trx);
    const category = (path: string) => {
      const ids = path.split('/').filter(Boolean).map(Number);
      if (!ids.length) return undefined;
      const names = ids.map((id) => categories.get(id));
      return names.every((n) => n !== undefined) ? names.join('/') : undefined;
    };
    const creatorKey = new Map(r.creators.map((c) => [c.id, c.key]));
    const seriesKey = new Map(r.series.map((s) => [s.id, s.key]));
    const collectionKey = new Map(r.collections.map((c) => [c.id, c.key]));
    const mediaType = new Map<string, string>();
    for (const c of r.collections)
      for (const m of parse<{ url: string; contentType: string }[]>(c.media_sources, [])) mediaType.set(m.url, m.contentType);
    const image = (url: string) => medium(url, mediaType.get(url));

    const creators = r.creators.map((c) =>
      entry({
        key: c.key,
        name: text(c.name) ?? { en: c.key },
        intro: text(c.intro),
        avatar: image(c.avatar_url),
        cover: c.cover_url ? image(c.cover_url) : undefined,
        rank: c.rank,
      }),
    );
    const series = r.series.map((s) =>
      entry({
        key: s.key,
        name: text(s.name) ?? { en: s.key },
        description: text(s.description),
        creator: creatorKey.get(s.creator_id),
        category: category(s.category_path),
        cover: image(s.cover_url),
        rank: s.rank,
      }),
    );
    const sale = (start: number, end: number | null) =>
      entry({ startsAt: iso(start), endsAt: end === null ? undefined : iso(end) });
    const collections = r.collections.map((c) => {
      const sources = parse<{ url: string; contentType: string }[]>(c.media_sources, []);
      const src = (m: { url: string; contentType: string }) => medium(m.url, m.contentType);
      const poster = c.poster_url ? image(c.poster_url) : undefined;
      const media =
        c.media_kind === 'image' || !poster
          ? { kind: 'image', image: sources[0] ? src(sources[0]) : image(c.cover_url) }
          : c.media_kind === 'video'
            ? { kind: 'video', sources: sources.map(src), poster }
            : { kind: 'glb', model: src(sources[0]!), poster };
      const copyright = parse<{
        certificateNo: string;
        holder: LocalizedText;
        issuer: LocalizedText;
        certifiedAt: number;
        imageUrl: string | null;
      } | null>(c.copyright, null);
      return entry({
        key: c.key,
        name: text(c.name) ?? { en: c.key },
        description: text(c.description),
        creator: creatorKey.get(c.creator_id),
        series: c.series_id === null ? undefined : seriesKey.get(c.series_id),
        category: category(c.category_path),
        media,
        price: c.price,
        totalSupply: c.total_supply,
        sale: sale(c.sale_start, c.sale_end),
        perUserLimit: c.per_user_limit,
        holdHoursBeforeTransfer: c.hold_hours,
        // The resale terms (decision 064): without them an edit in the console would drop the ceiling and royalty.
        resaleCeiling: c.resale_ceiling === null ? undefined : Number(c.resale_ceiling),
        royaltyRateBp: c.royalty_bp,
        listed: c.listed === 1,
        rank: c.rank,
        privileges: parse<{ title: LocalizedText; description: LocalizedText; usageCount: number; frequency: string }[]>(
          c.privileges,
          [],
        ).map((p) =>
          entry({
            title: p.title,
            description: Object.values(p.description ?? {}).some((v) => v) ? p.description : undefined,
            usageCount: p.usageCount,
            frequency: p.frequency,
          }),
        ),
        copyright: copyright
          ? entry({
              certificateNo: copyright.certificateNo,
              holder: copyright.holder,
              issuer: copyright.issuer,
              certifiedAt: iso(copyright.certifiedAt),
              image: copyright.imageUrl ? image(copyright.imageUrl) : undefined,
            })
          : undefined,
      });
    });
    const blindBoxes = r.blindBoxes.map((b) =>
      entry({
        key: b.key,
        name: text(b.name) ?? { en: b.key },
        description: text(b.description),
        creator: creatorKey.get(b.creator_id),
        series: b.series_id === null ? undefined : seriesKey.get(b.series_id),
        category: category(b.category_path),
        cover: image(b.cover_url),
        price: b.price,
        sale: sale(b.sale_start, b.sale_end),
        perUserLimit: b.per_user_limit,
        listed: b.listed === 1,
        rank: b.rank,
        items: r.boxItems
          .filter((i) => i.blind_box_id === b.id)
          .map((i) => ({ collection: collectionKey.get(i.collection_id), quantity: i.quantity })),
      }),
    );
    const notices = r.notices.map((n) =>
      entry({
        key: n.key,
        title: text(n.title) ?? { en: n.key },
        summary: text(n.summary),
        html: text(n.html) ?? { en: '<p></p>' },
        cover: n.cover_url ? image(n.cover_url) : undefined,
        publishedAt: iso(n.published_at),
      }),
    );
    const banners = r.banners.map((b) =>
      entry({ key: b.key, title: text(b.title) ?? { en: b.key }, image: image(b.image_url), link: b.link, sort: b.sort }),
    );
    const homeSections = r.sections.map((s) => {
      const picked = parse<number[]>(s.picked, []);
      return entry({
        key: s.key,
        kind: s.kind,
        title: text(s.title) ?? { en: s.key },
        limit: s.item_limit,
        collections: s.kind === 'picked' ? picked.map((id) => collectionKey.get(id)) : undefined,
        sort: s.sort,
      });
    });
    const airdrops = this.airdrops
      ? (await this.airdrops(trx, tenantId)).map((a) =>
          entry({
            key: a.key,
            collection: collectionKey.get(a.collectionId),
            name: Object.values(a.name).some((v) => v) ? a.name : undefined,
            description: Object.values(a.description).some((v) => v) ? a.description : undefined,
            cover: a.coverUrl ? image(a.coverUrl) : undefined,
            audience:
              a.audience === 'all'
                ? 'all'
                : a.audience === 'phones'
                  ? { phones: a.phones }
                  : { holdersOf: collectionKey.get(a.holdersOf!) },
            quantityPerUser: a.quantityPerUser,
            claimsLimit: a.claimsLimit,
            window: { startsAt: iso(a.startsAt), endsAt: iso(a.endsAt) },
          }),
        )
      : [];
    const has = (v: LocalizedText) => Object.values(v).some((x) => typeof x === 'string' && x.trim() !== '');
    const counts = (rows: CollectionCount[]) =>
      rows.map((r) => ({ collection: collectionKey.get(r.collectionId), count: r.count }));
    const window = (start: number, end: number) => ({ startsAt: iso(start), endsAt: iso(end) });
    const recipes = this.growth.recipeExport
      ? (await this.growth.recipeExport(trx, tenantId)).map((r) =>
          entry({
            key: r.key,
            name: r.name,
            description: has(r.description) ? r.description : undefined,
            cover: r.coverUrl ? image(r.coverUrl) : undefined,
            result: collectionKey.get(r.resultCollectionId),
            fragments: counts(r.fragments),
            mode: r.mode,
            pledgeHours: r.mode === 'pledge' ? r.pledgeHours : undefined,
            ignoreCooling: r.ignoreCooling,
            window: window(r.startsAt, r.endsAt),
            stock: r.stock,
            perUserLimit: r.perUserLimit,
            withdrawnAt: r.withdrawnAt === null ? undefined : iso(r.withdrawnAt),
          }),
        )
      : [];
    const activities = this.growth.activityExport
      ? (await this.growth.activityExport(trx, tenantId)).map((a) =>
          entry({
            key: a.key,
            kind: a.kind,
            name: a.name,
            cover: a.coverUrl ? image(a.coverUrl) : undefined,
            rules: has(a.rules) ? a.rules : undefined,
            result: collectionKey.get(a.resultCollectionId),
            qualifying: counts(a.qualifying),
            mode: a.mode,
            coolingBlocks: a.coolingBlocks,
            window: window(a.startsAt, a.endsAt),
            stock: a.stock,
            enabled: a.enabled,
            withdrawnAt: a.withdrawnAt === null ? undefined : iso(a.withdrawnAt),
          }),
        )
      : [];
    return {
      format: CATALOGUE_FORMAT,
      version: CATALOGUE_VERSION,
      creators,
      series,
      collections,
      blindBoxes,
      notices,
      banners,
      homeSections,
      airdrops,
      recipes,
      activities,
      hotSearchWords: r.hotWords.map((w) => parse<LocalizedText>(w.word, {})),
      ...(r.ticker
        ? {
            homeTicker: {
              enabled: r.ticker.enabled === 1,
              count: r.ticker.item_count,
              pinned: parse<number[]>(r.ticker.pinned, []).flatMap((id) => {
                const k = r.notices.find((n) => n.id === id)?.key;
                return k ? [k] : [];
              }),
            },
          }
        : {}),
    };
  }

  /** Each category's name (English when it has one, else its first), for the name paths. */
  private async categoryNames(tenantId: number, trx: Kysely<Database>): Promise<Map<number, string>> {
    const rows = await this.categoryRows(tenantId, trx);
    return new Map(
      rows.map((c) => {
        const names = parse<LocalizedText>(c.name, {});
        const name = names.en || Object.values(names).find((v) => typeof v === 'string' && v !== '') || String(c.id);
        return [c.id, name];
      }),
    );
  }
}
