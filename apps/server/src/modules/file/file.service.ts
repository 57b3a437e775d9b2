import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { FileRepository } from './file.repository';
import { imageVariant } from './image-variants';
import { sniffImageType, sniffMediaType } from './sniff';
import type { AuditRecorder } from '../../http/request-context';

/** The largest video or model the console stores (images keep the upload limit of the config). */
export const MEDIA_MAX_MB = 50;

export const fileUrl = (id: string) => `/api/file/download/${id}`;

export class FileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: FileRepository,
    private readonly storage: FileStorage,
    private readonly maxMb: number,
  ) {}

  /** Stores an uploaded image after checking what it really is and how big it is. */
  async saveImage(tenantId: number, ownerUserId: number | null, content: Buffer, originalName: string) {
    if (content.length > this.maxMb * 1024 * 1024) throw new AppError(ErrorCode.FILE_TOO_LARGE, { size: this.maxMb });
    const type = sniffImageType(content.subarray(0, 16));
    if (!type) throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    return this.save(tenantId, ownerUserId, content, type, originalName);
  }

  /**
   * The console's media upload: an image (the upload limit), a video or a glb model (MEDIA_MAX_MB), by
   * what its bytes are, never by its name; stored for the tenant with its audit row.
   */
  async saveMedia(tenantId: number, content: Buffer, originalName: string, audit: AuditRecorder) {
    const type = sniffMediaType(content.subarray(0, 16));
    if (!type) throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const maxMb = type.startsWith('image/') ? this.maxMb : MEDIA_MAX_MB;
    if (content.length > maxMb * 1024 * 1024) throw new AppError(ErrorCode.FILE_TOO_LARGE, { size: maxMb });
    return this.db.transaction().execute(async (trx) => {
      const saved = await this.saveIn(trx, tenantId, null, content, type, originalName);
      const kind = type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : 'glb';
      await audit(trx, {
        action: 'media.upload',
        targetType: 'file',
        targetId: saved.id,
        before: null,
        after: { ...saved, name: originalName.slice(0, 200) },
      });
      return { ...saved, kind: kind as 'image' | 'video' | 'glb' };
    });
  }

  /**
   * The console's brand logo: an image only (sniffed; the upload limit), stored for the tenant with its
   * audit row (`brand.logo.upload`). The brand draft then names its URL.
   */
  async saveLogo(tenantId: number, content: Buffer, originalName: string, audit: AuditRecorder) {
    if (content.length > this.maxMb * 1024 * 1024) throw new AppError(ErrorCode.FILE_TOO_LARGE, { size: this.maxMb });
    const type = sniffImageType(content.subarray(0, 16));
    if (!type) throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    return this.db.transaction().execute(async (trx) => {
      const saved = await this.saveIn(trx, tenantId, null, content, type, originalName);
      await audit(trx, {
        action: 'brand.logo.upload',
        targetType: 'file',
        targetId: saved.id,
        before: null,
        after: { ...saved, name: originalName.slice(0, 200) },
      });
      return saved;
    });
  }

  /** Stores a file the platform made itself (seed art); the caller vouches for its type. */
  save(tenantId: number, ownerUserId: number | null, content: Buffer, contentType: string, originalName = '') {
    return this.saveIn(this.db, tenantId, ownerUserId, content, contentType, originalName);
  }

  /** `save` inside the caller's transaction (`trx`): the row is written with the caller's other rows. */
  async saveIn(
    trx: Kysely<Database>,
    tenantId: number,
    ownerUserId: number | null,
    content: Buffer,
    contentType: string,
    originalName = '',
  ) {
    const id = randomBytes(16).toString('base64url');
    const storageKey = `t${tenantId}/${id}`;
    await this.storage.put(storageKey, content);
    await this.repo.insert(trx, {
      id,
      tenant_id: tenantId,
      owner_user_id: ownerUserId,
      content_type: contentType,
      size: content.length,
      storage_key: storageKey,
      original_name: originalName.slice(0, 200),
      created_at: Date.now(),
    });
    return { id, url: fileUrl(id), contentType, size: content.length };
  }

  /**
   * A stored file, as stored; or, given a display `width` (device pixels), a raster image at the next of
   * the IMAGE_WIDTHS at or above it, in WebP when the client takes it (`webp`). `vary` says the answer
   * depends on the client's Accept header.
   */
  async open(tenantId: number, id: string, sized?: { width: number; webp: boolean }) {
    const row = await this.repo.find(this.db, tenantId, id);
    if (!row) return null;
    if (sized) {
      try {
        const variant = await imageVariant(this.storage, {
          storageKey: row.storage_key,
          contentType: row.content_type,
          ...sized,
        });
        if (variant) return { stream: variant.stream, contentType: variant.contentType, size: undefined, vary: true };
      } catch (err) {
        // An image the resizer cannot read is served as it was stored.
        this.onResizeError?.(err, id);
      }
    }
    const stream = await this.storage.get(row.storage_key);
    return stream ? { stream, contentType: row.content_type, size: row.size, vary: false } : null;
  }

  /** Told when a stored image could not be resized (the app logs it). */
  onResizeError?: (err: unknown, id: string) => void;

  /** The kind of the tenant's stored file at a download address (`fileUrl`), or null (albums, decision 047). */
  async mediaKindOf(tenantId: number, url: string): Promise<'image' | 'video' | 'glb' | null> {
    const m = /^\/api\/file\/download\/([A-Za-z0-9_-]{1,100})$/.exec(url);
    const row = m ? await this.repo.find(this.db, tenantId, m[1]!) : undefined;
    if (!row) return null;
    if (row.content_type.startsWith('image/')) return 'image';
    if (row.content_type.startsWith('video/')) return 'video';
    return row.content_type === 'model/gltf-binary' ? 'glb' : null;
  }

  /** A file this user uploaded on this tenant, or null (another user's or tenant's file included). */
  async ownedImage(tenantId: number, userId: number, id: string): Promise<{ url: string; contentType: string } | null> {
    const row = await this.repo.findOwned(this.db, tenantId, userId, id);
    return row ? { url: fileUrl(row.id), contentType: row.content_type } : null;
  }
}
