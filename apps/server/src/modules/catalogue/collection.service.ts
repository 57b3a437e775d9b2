import {
  COLLECTIBLE_TOKEN_STANDARD,
  ErrorCode,
  SaleKind,
  type CollectionCard,
  type CollectionDetail,
  type DropListQuery,
  type Language,
  type LocalizedText,
  type Media,
  type OnChainInfo,
  type PrivilegeFrequency,
} from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { Cards, parseJson } from './cards';
import type { CollectionRepository } from './collection.repository';
import type { DropFilter } from './drops';
import { decodeCursor, DROP_SORTS, pageFrom, sortSpec } from './keyset';

/**
 * Where the tenant's collectibles live on chain (chain name, contract address), or null while the
 * tenant has no deployed contract. The chain module supplies it when it registers the catalogue
 * module; without one the detail's "info on chain" block answers nulls.
 */
export type ChainInfoLookup = (tenantId: number) => Promise<{ chainName: string; contractAddress: string } | null>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function filterOf(q: DropListQuery): DropFilter {
  return {
    categoryId: q.categoryId,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    saleState: q.saleState,
    creatorId: q.creatorId,
    seriesId: q.seriesId,
  };
}

type StoredPrivilege = { title: LocalizedText; description?: LocalizedText; usageCount: number; frequency: PrivilegeFrequency };
type StoredCopyright = {
  certificateNo: string;
  holder: LocalizedText;
  issuer: LocalizedText;
  certifiedAt: number;
  imageUrl?: string | null;
};

export class CollectionService {
  constructor(
    private readonly repo: CollectionRepository,
    private readonly clock: Clock,
    private readonly chainInfo: ChainInfoLookup | null,
  ) {}

  async list(tenantId: number, q: DropListQuery, lang: Language, extra: Partial<DropFilter> = {}): Promise<Page<CollectionCard>> {
    const spec = sortSpec(DROP_SORTS, q.sortType);
    const cards = new Cards(lang, this.clock());
    const rows = await this.repo.list(tenantId, {
      filter: { ...filterOf(q), ...extra },
      spec,
      after: decodeCursor(spec, q.cursor),
      limit: q.pageSize + 1,
      now: cards.now,
    });
    return pageFrom(
      rows,
      q.pageSize,
      spec,
      (r) => r[spec.column as 'rank'],
      (r) => cards.collection(r),
    );
  }

  /** The cards of these collections that are on shelf, in the order of `ids` (an album's, decision 047). */
  async listedCards(tenantId: number, ids: number[], lang: Language): Promise<CollectionCard[]> {
    const cards = new Cards(lang, this.clock());
    const byId = new Map((await this.repo.listedByIds(tenantId, [...new Set(ids)])).map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [cards.collection(r)] : [];
    });
  }

  /** Ids of the collections whose name or creator's name holds the keyword, any language, any case (decision 069). */
  idsMatching(tenantId: number, keyword: string): Promise<number[]> {
    return this.repo.idsMatching(tenantId, keyword.toLowerCase());
  }

  /** The series of these collections (collection id → series id, name in `lang`, rank); those in none are absent. */
  async seriesOf(
    tenantId: number,
    ids: readonly number[],
    lang: Language,
  ): Promise<ReadonlyMap<number, { id: number; name: string; rank: number }>> {
    const cards = new Cards(lang, this.clock());
    const rows = await this.repo.seriesOf(tenantId, ids);
    return new Map(rows.map((r) => [r.id, { id: r.series_id, name: cards.text(r.series_name), rank: r.series_rank }]));
  }

  /** A collection's description and media (a resale listing's detail); null when it cannot be shown. */
  async mediaOf(tenantId: number, id: number, lang: Language): Promise<Pick<CollectionDetail, 'description' | 'media'> | null> {
    try {
      const c = await this.detail(tenantId, id, lang);
      return { description: c.description, media: c.media };
    } catch {
      return null;
    }
  }

  async detail(tenantId: number, id: number, lang: Language): Promise<Omit<CollectionDetail, 'mine'>> {
    const r = await this.repo.detail(tenantId, id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    const cards = new Cards(lang, this.clock());
    const sources = parseJson<{ url: string; contentType: string }[]>(r.media_sources, []);
    const first = sources[0] ?? { url: r.cover_url, contentType: 'image/svg+xml' };
    const media: Media = {
      kind: r.media_kind,
      url: first.url,
      contentType: first.contentType,
      posterUrl: r.media_kind === 'image' ? null : r.poster_url,
      sources,
    };
    const copyright = parseJson<StoredCopyright | null>(r.copyright, null);
    const chain = this.chainInfo ? await this.chainInfo(tenantId) : null;
    const onChain: OnChainInfo = {
      standard: COLLECTIBLE_TOKEN_STANDARD,
      chainName: chain?.chainName ?? null,
      contractAddress: chain?.contractAddress ?? null,
    };
    return {
      ...cards.collection(r),
      description: cards.text(r.description),
      media,
      series: r.series_id !== null && r.series_name !== null ? { id: r.series_id, name: cards.text(r.series_name) } : null,
      categoryId: r.category_id,
      perUserLimit: r.per_user_limit,
      holdHoursBeforeTransfer: r.hold_hours,
      privileges: parseJson<StoredPrivilege[]>(r.privileges, []).map((p) => ({
        title: cards.text(JSON.stringify(p.title)),
        description: cards.text(JSON.stringify(p.description ?? {})),
        usageCount: p.usageCount,
        frequency: p.frequency,
      })),
      copyright: copyright
        ? {
            certificateNo: copyright.certificateNo,
            holder: cards.text(JSON.stringify(copyright.holder)),
            issuer: cards.text(JSON.stringify(copyright.issuer)),
            certifiedAt: copyright.certifiedAt,
            imageUrl: copyright.imageUrl ?? null,
          }
        : null,
      onChain,
      saleKind: SaleKind.IPO,
      listed: r.listed === 1,
      serverTime: cards.now,
    };
  }
}
