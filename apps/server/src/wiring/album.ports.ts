import type { FastifyInstance } from 'fastify';
import type { AlbumModuleOptions } from '../modules/album/index';
import { sanitizeHtml } from '../modules/catalogue/index';

/**
 * Project albums (decision 047): the on-shelf collections' cards and the tenant's collections
 * (catalogue), the kind of an upload (file), the notices' HTML sanitizer (catalogue).
 */
export function albumPorts(app: FastifyInstance): AlbumModuleOptions {
  return {
    collectionCards: (tenantId, ids, lang) => app.catalogue.collections.listedCards(tenantId, ids, lang),
    collectionsExist: (tenantId, ids) => app.catalogue.stock.knownCollections(tenantId, ids),
    mediaKind: (tenantId, url) => app.file.files.mediaKindOf(tenantId, url),
    sanitize: sanitizeHtml,
  };
}
