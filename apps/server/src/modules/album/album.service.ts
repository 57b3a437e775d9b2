import {
  ErrorCode,
  type AlbumDetail,
  type AlbumPreview,
  type CallData,
  type CollectionCard,
  type getTrend,
  type Language,
  type listAlbums,
  type listTrends,
} from '@curio/contract';
import { AppError } from '../../errors';
import type { AlbumRepository, AlbumRow } from './album.repository';
import { albumCard, collectionIdsOf, decodeCursor, encodeCursor, textIn, trendOf } from './album-views';

/** The catalogue's cards of these collections of the tenant, on shelf only, in the order asked. */
export type CollectionCardsLookup = (tenantId: number, ids: number[], lang: Language) => Promise<CollectionCard[]>;

/** The brand module's preview tokens (decision 057): the album an unexpired album token of the tenant opens. */
export type AlbumPreviewLookup = (tenantId: number, token: string) => Promise<number | null>;

/**
 * The storefront's albums (decision 047): published albums and their published posts; an album or post
 * that is a draft, unknown or another tenant's answers the same "not found"; the console's preview reads
 * an album (draft too) with all its posts by a short-lived token.
 */
export class AlbumService {
  constructor(
    private readonly repo: AlbumRepository,
    private readonly collectionCards: CollectionCardsLookup,
    private readonly previewAlbum: AlbumPreviewLookup,
  ) {}

  async list(tenantId: number, q: { limit: number; before?: string }, lang: Language): Promise<CallData<typeof listAlbums>> {
    const after = q.before ? decodeCursor(q.before, 3) : undefined;
    const rows = await this.repo.published(
      tenantId,
      q.limit + 1,
      after ? { sort: after[0]!, publishedAt: after[1]!, id: after[2]! } : undefined,
    );
    const page = rows.slice(0, q.limit);
    const facts = await this.repo.trendFacts(
      tenantId,
      page.map((r) => r.id),
    );
    const last = page[page.length - 1];
    return {
      items: page.map((r) => albumCard(r, lang, facts.get(r.id)?.latest ?? null)),
      nextBefore: rows.length > q.limit && last ? encodeCursor([last.sort, last.published_at ?? 0, last.id]) : null,
    };
  }

  private async publishedAlbum(tenantId: number, id: number): Promise<AlbumRow> {
    const row = await this.repo.find(tenantId, id);
    if (!row || row.status !== 'published') throw new AppError(ErrorCode.ALBUM_NOT_FOUND);
    return row;
  }

  private async detailOf(tenantId: number, row: AlbumRow, lang: Language, trendCount: number, latest: number | null) {
    const detail: AlbumDetail = {
      ...albumCard(row, lang, latest),
      descriptionHtml: textIn(row.description, lang),
      collections: await this.collectionCards(tenantId, collectionIdsOf(row), lang),
      trendCount,
    };
    return detail;
  }

  async detail(tenantId: number, id: number, lang: Language): Promise<AlbumDetail> {
    const row = await this.publishedAlbum(tenantId, id);
    const facts = (await this.repo.trendFacts(tenantId, [row.id])).get(row.id);
    return this.detailOf(tenantId, row, lang, facts?.count ?? 0, facts?.latest ?? null);
  }

  async trends(tenantId: number, q: { albumId: number; limit: number; before?: string }): Promise<CallData<typeof listTrends>> {
    await this.publishedAlbum(tenantId, q.albumId);
    const after = q.before ? decodeCursor(q.before, 2) : undefined;
    const rows = await this.repo.publishedTrends(
      tenantId,
      q.albumId,
      q.limit + 1,
      after ? { publishedAt: after[0]!, id: after[1]! } : undefined,
    );
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(trendOf),
      nextBefore: rows.length > q.limit && last ? encodeCursor([last.published_at ?? 0, last.id]) : null,
    };
  }

  async trend(tenantId: number, id: number, lang: Language): Promise<CallData<typeof getTrend>> {
    const row = await this.repo.findTrend(tenantId, id);
    if (!row || row.status !== 'published') throw new AppError(ErrorCode.ALBUM_TREND_NOT_FOUND);
    const album = await this.repo.find(tenantId, row.album_id);
    if (!album || album.status !== 'published') throw new AppError(ErrorCode.ALBUM_TREND_NOT_FOUND);
    return { ...trendOf(row), albumTitle: textIn(album.title, lang) };
  }

  /** The console's live preview: the album (draft too) and all its posts, by an unexpired token of this tenant. */
  async preview(tenantId: number, token: string, lang: Language): Promise<AlbumPreview> {
    const albumId = await this.previewAlbum(tenantId, token);
    const row = albumId === null ? undefined : await this.repo.find(tenantId, albumId);
    if (!row) throw new AppError(ErrorCode.ALBUM_PREVIEW_INVALID);
    const trends = (await this.repo.trendsOf(tenantId, row.id))
      .map((t) => ({ ...trendOf(t), status: t.status }))
      .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
    const published = trends.filter((t) => t.status === 'published');
    const latest = published.reduce<number | null>((m, t) => (m === null || t.publishedAt > m ? t.publishedAt : m), null);
    const album = await this.detailOf(tenantId, row, lang, published.length, latest);
    return { album: { ...album, status: row.status }, trends };
  }
}
