import {
  ALBUM_PREVIEW_TTL_MS,
  ErrorCode,
  type AlbumStatus,
  type AlbumSave,
  type ConsoleAlbum,
  type ConsoleTrend,
  type Language,
  type LocalizedText,
  type TrendSave,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { AlbumRepository, AlbumRow, TrendRow } from './album.repository';
import { collectionIdsOf, parseJson, textIn } from './album-views';

export type MediaKind = 'image' | 'video' | 'glb';

/** What the console's albums ask of other modules (supplied by wiring/album.ports.ts). */
export interface AlbumConsolePorts {
  /** Which of these ids are collections of the tenant (listed or not). */
  collectionsExist: (tenantId: number, ids: number[]) => Promise<Set<number>>;
  /** The kind of an upload of the tenant at this address (`/api/file/download/<id>`), or null. */
  mediaKind: (tenantId: number, url: string) => Promise<MediaKind | null>;
  /** The notices' HTML allow-list sanitizer. */
  sanitize: (html: string) => string;
  /** The brand module's preview tokens (decision 057): draws an album's, valid `ttlMs`. */
  issuePreviewToken: (tenantId: number, albumId: number, ttlMs: number) => Promise<{ token: string; expiresAt: number }>;
}

type AlbumBody = AlbumSave;
type TrendBody = TrendSave;

function albumView(r: AlbumRow): ConsoleAlbum {
  return {
    id: r.id,
    title: parseJson<LocalizedText>(r.title, {}),
    coverUrl: r.cover_url,
    description: parseJson<LocalizedText>(r.description, {}),
    collectionIds: collectionIdsOf(r),
    status: r.status,
    sort: r.sort,
    publishedAt: r.published_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function trendView(r: TrendRow): ConsoleTrend {
  return {
    id: r.id,
    albumId: r.album_id,
    text: r.text,
    images: parseJson<string[]>(r.images, []),
    videoUrl: r.video_url,
    status: r.status,
    publishedAt: r.published_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * The console's albums and posts (decision 047): owner and editor write, every write audited in its
 * transaction; titles and descriptions per language, descriptions sanitized with the notices' allow-list;
 * collections must be the tenant's, media the tenant's uploads of the right kind.
 */
export class AlbumConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: AlbumRepository,
    private readonly ports: AlbumConsolePorts,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, lang: Language) {
    const [rows, counts] = await Promise.all([this.repo.all(tenantId), this.repo.trendCounts(tenantId)]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        title: textIn(r.title, lang),
        coverUrl: r.cover_url,
        status: r.status,
        sort: r.sort,
        collectionCount: collectionIdsOf(r).length,
        trendCount: counts.get(r.id) ?? 0,
        publishedAt: r.published_at,
        updatedAt: r.updated_at,
      })),
    };
  }

  private async album(tenantId: number, id: number, db: Kysely<Database> = this.db): Promise<AlbumRow> {
    const row = await this.repo.find(tenantId, id, db);
    if (!row) throw new AppError(ErrorCode.ALBUM_NOT_FOUND);
    return row;
  }

  async get(tenantId: number, id: number): Promise<ConsoleAlbum> {
    return albumView(await this.album(tenantId, id));
  }

  private async requireMedia(tenantId: number, urls: string[], kind: MediaKind) {
    for (const url of urls) {
      if ((await this.ports.mediaKind(tenantId, url)) !== kind) throw new AppError(ErrorCode.ALBUM_MEDIA_INVALID);
    }
  }

  async save(tenantId: number, b: AlbumBody, audit: AuditRecorder): Promise<ConsoleAlbum> {
    const ids = [...new Set(b.collectionIds)];
    const known = await this.ports.collectionsExist(tenantId, ids);
    if (ids.some((id) => !known.has(id))) throw new AppError(ErrorCode.ALBUM_COLLECTION_INVALID);
    await this.requireMedia(tenantId, [b.coverUrl], 'image');
    const description: LocalizedText = {};
    for (const [lang, html] of Object.entries(b.description)) {
      if (typeof html === 'string') description[lang as Language] = this.ports.sanitize(html);
    }
    const now = this.clock();
    const fields = {
      title: JSON.stringify(b.title),
      cover_url: b.coverUrl,
      description: JSON.stringify(description),
      collection_ids: JSON.stringify(ids),
      sort: b.sort,
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      let row: AlbumRow;
      let before: ConsoleAlbum | null = null;
      if (b.id === undefined) {
        row = await this.repo.insert(trx, {
          tenant_id: tenantId,
          ...fields,
          status: 'draft',
          published_at: null,
          created_at: now,
        });
      } else {
        const old = await this.album(tenantId, b.id, trx);
        before = albumView(old);
        await this.repo.update(trx, tenantId, old.id, fields);
        row = await this.album(tenantId, old.id, trx);
      }
      const after = albumView(row);
      await audit(trx, {
        action: b.id === undefined ? 'album.create' : 'album.update',
        targetType: 'album',
        targetId: row.id,
        before,
        after,
      });
      return after;
    });
  }

  async setStatus(tenantId: number, id: number, status: AlbumStatus, audit: AuditRecorder): Promise<ConsoleAlbum> {
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const old = await this.album(tenantId, id, trx);
      await this.repo.update(trx, tenantId, id, {
        status,
        published_at: status === 'published' ? (old.published_at ?? now) : old.published_at,
        updated_at: now,
      });
      const after = albumView(await this.album(tenantId, id, trx));
      await audit(trx, {
        action: status === 'published' ? 'album.publish' : 'album.unpublish',
        targetType: 'album',
        targetId: id,
        before: { status: old.status },
        after: { status },
      });
      return after;
    });
  }

  async remove(tenantId: number, id: number, audit: AuditRecorder) {
    await this.db.transaction().execute(async (trx) => {
      const old = await this.album(tenantId, id, trx);
      await this.repo.remove(trx, tenantId, id);
      await audit(trx, { action: 'album.delete', targetType: 'album', targetId: id, before: albumView(old), after: null });
    });
    return { deleted: true as const };
  }

  async trends(tenantId: number, albumId: number) {
    await this.album(tenantId, albumId);
    return { rows: (await this.repo.trendsOf(tenantId, albumId)).map(trendView) };
  }

  async saveTrend(tenantId: number, albumId: number, b: TrendBody, audit: AuditRecorder): Promise<ConsoleTrend> {
    const text = b.text ?? '';
    if (text === '' && b.images.length === 0) throw new AppError(ErrorCode.ALBUM_TREND_EMPTY);
    await this.requireMedia(tenantId, b.images, 'image');
    if (b.videoUrl !== null) await this.requireMedia(tenantId, [b.videoUrl], 'video');
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      await this.album(tenantId, albumId, trx);
      const fields = { text, images: JSON.stringify(b.images), video_url: b.videoUrl, status: b.status, updated_at: now };
      let row: TrendRow;
      let before: ConsoleTrend | null = null;
      if (b.id === undefined) {
        row = await this.repo.insertTrend(trx, {
          tenant_id: tenantId,
          album_id: albumId,
          ...fields,
          published_at: b.status === 'published' ? now : null,
          created_at: now,
        });
      } else {
        const old = await this.repo.findTrend(tenantId, b.id, trx);
        if (!old || old.album_id !== albumId) throw new AppError(ErrorCode.ALBUM_TREND_NOT_FOUND);
        before = trendView(old);
        await this.repo.updateTrend(trx, tenantId, old.id, {
          ...fields,
          published_at: b.status === 'published' ? (old.published_at ?? now) : old.published_at,
        });
        row = (await this.repo.findTrend(tenantId, old.id, trx))!;
      }
      const after = trendView(row);
      await audit(trx, {
        action: b.id === undefined ? 'trend.create' : 'trend.update',
        targetType: 'album_trend',
        targetId: row.id,
        before,
        after,
      });
      return after;
    });
  }

  async removeTrend(tenantId: number, id: number, audit: AuditRecorder) {
    await this.db.transaction().execute(async (trx) => {
      const old = await this.repo.findTrend(tenantId, id, trx);
      if (!old) throw new AppError(ErrorCode.ALBUM_TREND_NOT_FOUND);
      await this.repo.removeTrend(trx, tenantId, id);
      await audit(trx, { action: 'trend.delete', targetType: 'album_trend', targetId: id, before: trendView(old), after: null });
    });
    return { deleted: true as const };
  }

  /** A preview token of the album (draft too), valid ALBUM_PREVIEW_TTL_MS (the brand module's tokens). */
  async previewToken(tenantId: number, id: number) {
    await this.album(tenantId, id);
    const { token, expiresAt } = await this.ports.issuePreviewToken(tenantId, id, ALBUM_PREVIEW_TTL_MS);
    return { token, expiresAt, path: `/pages/album/indexView?album=${token}` };
  }
}
