import {
  consoleExportCatalogue,
  consoleGetCatalogueEntry,
  consoleImportCatalogue,
  consoleListCatalogue,
  consoleSaveCatalogueEntry,
  consoleSetListed,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/register-call';
import type { CatalogueServices } from '../catalogue.types';

/** A catalogue file is larger than a storefront call (urls and generated art only: no media bytes). */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The console's catalogue calls (decision 038): an owner's or editor's session on the tenant of the
 * host (register-call checks the session, the CSRF header, the role and the tenant); every write
 * records its audit row in its own transaction (`req.audit`).
 */
export function consoleCatalogueRoutes(app: FastifyInstance, s: CatalogueServices): void {
  const c = s.console;
  registerCall(app, consoleListCatalogue, async (req) => ({
    rows: await c.list(req.tenant.id, req.params.kind, req.lang, app.clock()),
  }));
  registerCall(app, consoleGetCatalogueEntry, (req) =>
    c.get(req.tenant.id, req.params.kind, req.params.key, req.lang, app.clock()),
  );
  registerCall(app, consoleSaveCatalogueEntry, (req) => c.save(req.tenant.id, req.params.kind, req.body, app.clock(), req.audit));
  registerCall(app, consoleSetListed, (req) =>
    c.setListed(req.tenant.id, req.params.kind, req.params.key, req.body.listed, app.clock(), req.audit),
  );
  registerCall(app, consoleExportCatalogue, (req) => c.export(req.tenant.id));
  registerCall(app, consoleImportCatalogue, (req) => c.importFile(req.tenant.id, req.body, app.clock(), req.audit), {
    bodyLimit: IMPORT_BODY_LIMIT,
  });
}
