import { operatorImportCatalogue } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/register-call';
import type { CatalogueServices } from '../catalogue.types';

/** A catalogue file is larger than a storefront call (generated art and urls only: no media bytes). */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The catalogue's operator calls, on the tenant of the request's host (the operator key); registered
 * only when the server has one. The operator console will add drops, series, banners and notices here.
 */
export function catalogueAdminRoutes(app: FastifyInstance, s: CatalogueServices): void {
  registerCall(app, operatorImportCatalogue, (req) => s.writer.importForOperator(req.tenant.id, req.body, app.clock()), {
    bodyLimit: IMPORT_BODY_LIMIT,
  });
}
