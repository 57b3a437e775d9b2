import type { FastifyInstance } from 'fastify';
import type { AlbumModuleOptions } from '../modules/album/index';
import { sanitizeHtml } from '../modules/catalogue/index';

/**
 * Project albums (decision 047): the on-shelf collections' cards and the tenant's collections
 * (catalogue), the kind of an upload (file), the notices' HTML sanitizer (catalogue), the preview tokens (brand).
 */
export function albumPorts(app: FastifyInstance): AlbumModuleOptions {
  return {
    collectionCards: (tenantId, ids, lang) => app.catalogue.collections.listedCards(tenantId, ids, lang),
    collectionsExist: (tenantId, ids) => app.catalogue.stock.knownCollections(tenantId, ids),
    mediaKind: (tenantId, url) => app.file.files.mediaKindOf(tenantId, url),
    sanitize: sanitizeHtml,
    // The preview tokens (decision 057): the brand module's, kind 'album'.
    issuePreviewToken: async (tenantId, albumId, ttlMs) => {
      const { token, expiresAt } = await app.brand.previews.issue(tenantId, 'album', { subjectId: albumId, ttlMs });
      return { token, expiresAt: expiresAt! };
    },
    previewAlbum: async (tenantId, token) => (await app.brand.previews.open(tenantId, 'album', token))?.subjectId ?? null,
  };
}
