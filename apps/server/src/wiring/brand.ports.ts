import type { FastifyInstance } from 'fastify';
import type { BrandModuleOptions } from '../modules/brand/index';
import { sanitizeHtml } from '../modules/catalogue/index';

/** The console's brand and decoration (decisions 037, 040): what the brand module reads and publishes. */
export function brandPorts(app: FastifyInstance): BrandModuleOptions {
  return {
    // The console's brand (decision 037): the tenant module reads and writes the tenant's tables.
    current: (tenantId, db) => app.tenant.brand.current(tenantId, db),
    publish: (trx, tenantId, brand, now) => app.tenant.brand.publish(trx, tenantId, brand, now),
    invalidate: () => app.tenant.tenants.invalidate(),
    home: {
      // The home decoration (decision 040): the catalogue module reads, writes and fills its tables.
      current: (tenantId, db) => app.catalogue.homeAdmin.current(db ?? app.db.kysely, tenantId),
      publish: (trx, tenantId, doc, now) => app.catalogue.homeAdmin.publish(trx, tenantId, doc, now),
      preview: (tenantId, doc, lang) => app.catalogue.homeAdmin.preview(tenantId, doc, lang),
      // getHomeDecoration reads the tables per call; the first screen's cache keeps them at most 2 s.
      invalidate: () => app.tenant.tenants.invalidate(),
    },
    documents: {
      // The tenant's documents and languages (decision 040): the tenant module's tables, the notices' sanitizer.
      current: (tenantId, db) => app.tenant.brand.documents(tenantId, db),
      save: (trx, tenantId, doc, now) => app.tenant.brand.saveDocuments(trx, tenantId, doc, now),
      sanitize: sanitizeHtml,
      invalidate: () => app.tenant.tenants.invalidate(),
    },
    creator: {
      // The creator space's decoration (decision 040): the catalogue module's creator rows.
      looks: (tenantId, lang, db) => app.catalogue.homeAdmin.creatorLooks(db ?? app.db.kysely, tenantId, lang),
      publish: (trx, tenantId, look, now) => app.catalogue.homeAdmin.publishCreator(trx, tenantId, look, now),
      preview: (tenantId, look, lang) => app.catalogue.homeAdmin.previewCreator(tenantId, look, lang),
    },
  };
}
