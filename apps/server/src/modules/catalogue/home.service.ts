import {
  CatalogueSort,
  homeTickerDefault,
  type CallData,
  type CollectionCard,
  type getHomeDecoration,
  type HomeSection,
  type Language,
  type listHotSearchWords,
} from '@curio/contract';
import type { Clock } from '../../clock';
import type { HomeSectionKindColumn } from '../../db/schema';
import type { BlindBoxService } from './blind-box.service';
import { Cards, parseJson, textIn } from './cards';
import type { CollectionRepository } from './collection.repository';
import type { CollectionService } from './collection.service';
import type { CreatorService } from './creator.service';
import type { HomeRepository } from './home.repository';
import type { SortSpec } from './keyset';
import type { NoticeRepository } from './notice.repository';
import type { SeriesService } from './series.service';

/** Upcoming drops: the soonest first (an internal order, never in a cursor). */
const SOONEST: SortSpec = { code: 0, column: 'sale_start', direction: 'asc' };
/** The home's notice ticker (migration 0022): on or off, how many headlines, the notices pinned first. */
export interface HomeTicker {
  enabled: boolean;
  count: number;
  pinned: number[];
}

/** A home_tickers row as the ticker (no row: the default). */
export function tickerOf(row: { enabled: number; item_count: number; pinned: string } | undefined): HomeTicker {
  if (!row) return homeTickerDefault();
  return { enabled: row.enabled === 1, count: row.item_count, pinned: parseJson<number[]>(row.pinned, []) };
}

/** A banner as the home shows it (a row of home_banners, or a draft's). */
export interface HomeBannerRow {
  id: number;
  title: string;
  image_url: string;
  link: string;
}
/** A section as the home fills it (a row of home_sections, or a draft's). */
export interface HomeSectionRow {
  key: string;
  kind: HomeSectionKindColumn;
  title: string;
  item_limit: number;
  picked: string;
}

export class HomeService {
  constructor(
    private readonly home: HomeRepository,
    private readonly collectionRows: CollectionRepository,
    private readonly notices: NoticeRepository,
    private readonly collections: CollectionService,
    private readonly blindBoxes: BlindBoxService,
    private readonly series: SeriesService,
    private readonly creators: CreatorService,
    private readonly clock: Clock,
  ) {}

  /** Banners, notice headlines and the operator's sections, each filled at the server's time. */
  async decoration(tenantId: number, lang: Language): Promise<CallData<typeof getHomeDecoration>> {
    const [banners, sections, ticker] = await Promise.all([
      this.home.banners(tenantId),
      this.home.sections(tenantId),
      this.home.ticker(tenantId),
    ]);
    return this.decorationOf(tenantId, lang, banners, sections, tickerOf(ticker));
  }

  /**
   * The home filled from the given banners and sections (the published rows, or the console's draft for
   * the preview, decision 040).
   */
  async decorationOf(
    tenantId: number,
    lang: Language,
    banners: readonly HomeBannerRow[],
    sections: readonly HomeSectionRow[],
    ticker: HomeTicker,
  ): Promise<CallData<typeof getHomeDecoration>> {
    const cards = new Cards(lang, this.clock());
    const headlines = await this.headlines(tenantId, ticker, cards.now);
    const filled = await Promise.all(
      sections.map(async (s): Promise<HomeSection> => {
        const base = { key: s.key, title: cards.text(s.title) };
        const page = { sortType: CatalogueSort.RECOMMENDED, pageSize: s.item_limit };
        switch (s.kind) {
          case 'recommended':
            return { ...base, kind: s.kind, items: (await this.collections.list(tenantId, page, lang)).items };
          case 'onSale':
            return {
              ...base,
              kind: s.kind,
              items: (await this.collections.list(tenantId, { ...page, saleState: 'on_sale' }, lang)).items,
            };
          case 'upcoming': {
            const rows = await this.collectionRows.list(tenantId, {
              filter: { saleState: 'upcoming' },
              spec: SOONEST,
              limit: s.item_limit,
              now: cards.now,
            });
            return { ...base, kind: s.kind, items: rows.map((r) => cards.collection(r)) };
          }
          case 'picked':
            return { ...base, kind: s.kind, items: await this.picked(tenantId, parseJson<number[]>(s.picked, []), cards) };
          case 'blindBoxes':
            return { ...base, kind: s.kind, items: (await this.blindBoxes.list(tenantId, page, lang)).items };
          case 'series':
            return { ...base, kind: s.kind, items: (await this.series.list(tenantId, page, lang)).items };
          case 'creators':
            return { ...base, kind: s.kind, items: (await this.creators.list(tenantId, page, lang)).items };
        }
      }),
    );
    return {
      banners: banners.map((b) => ({ id: b.id, title: cards.text(b.title), imageUrl: b.image_url, link: b.link })),
      noticeHeadlines: headlines.map((n) => cards.notice(n)),
      sections: filled,
      serverTime: cards.now,
    };
  }

  /**
   * The ticker's headlines: none when it is off; else the pinned notices still published, in the
   * operator's order, then the newest others, `count` in all.
   */
  private async headlines(tenantId: number, ticker: HomeTicker, now: number) {
    if (!ticker.enabled || ticker.count <= 0) return [];
    const pinnedRows = await this.notices.byIds(tenantId, ticker.pinned, now);
    const byId = new Map(pinnedRows.map((r) => [r.id, r]));
    const pinned = ticker.pinned.flatMap((id) => {
      const r = byId.get(id);
      return r ? [r] : [];
    });
    if (pinned.length >= ticker.count) return pinned.slice(0, ticker.count);
    const newest = await this.notices.list(tenantId, { now, limit: ticker.count + pinned.length });
    const rest = newest.filter((r) => !byId.has(r.id));
    return [...pinned, ...rest].slice(0, ticker.count);
  }

  /** The operator's pick, in their order (a collection gone since is left out). */
  private async picked(tenantId: number, ids: number[], cards: Cards): Promise<CollectionCard[]> {
    const rows = await this.collectionRows.byIds(tenantId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [cards.collection(r)] : [];
    });
  }

  async hotWords(tenantId: number, lang: Language): Promise<CallData<typeof listHotSearchWords>> {
    const rows = await this.home.hotWords(tenantId);
    return { words: rows.map((r) => textIn(r.word, lang)).filter((w) => w !== '') };
  }
}
