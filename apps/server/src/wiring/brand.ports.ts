import type { FastifyInstance } from 'fastify';
import type { BrandModuleOptions } from '../modules/brand/index';
import { sanitizeHtml } from '../modules/catalogue/index';

/**
 * The console's drafts (decisions 037, 040, 057): what the brand module reads of the published states and
 * the previews. No write: publishing is `flows/publish-draft.ts`, through the owners' steps.
 */
export function brandPorts(app: FastifyInstance): BrandModuleOptions {
  return {
    // The published brand: the tenant module's tables.
    current: (tenantId, db) => app.tenant.brand.current(tenantId, db),
    home: {
      // The home decoration: the catalogue module's tables, and the storefront's home filled with a draft.
      current: (tenantId, db) => app.catalogue.homeAdmin.current(db ?? app.db.kysely, tenantId),
      preview: (tenantId, doc, lang) => app.catalogue.homeAdmin.preview(tenantId, doc, lang),
    },
    documents: {
      // The tenant's documents and languages: the tenant module's tables; the notices' sanitizer.
      current: (tenantId, db) => app.tenant.brand.documents(tenantId, db),
      sanitize: sanitizeHtml,
    },
    creator: {
      // The creator space's look: the catalogue module's creator rows.
      looks: (tenantId, lang, db) => app.catalogue.homeAdmin.creatorLooks(db ?? app.db.kysely, tenantId, lang),
      preview: (tenantId, look, lang) => app.catalogue.homeAdmin.previewCreator(tenantId, look, lang),
    },
  };
}
