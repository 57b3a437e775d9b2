import { ErrorCode, FALLBACK_LANGUAGE, normalizeLanguage, pickLanguage } from '@curio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { TenantRepository, TenantService } from '../modules/tenant/index';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantService;
  }
}

/** The language a request is answered in: the app's `lang` header, then Accept-Language. */
function requestedLanguage(req: FastifyRequest) {
  const header = req.headers['lang'];
  return normalizeLanguage(typeof header === 'string' ? header : undefined) ?? pickLanguage(req.headers['accept-language']);
}

/**
 * Finds the tenant by the request's host name (PRODUCT.md 2). Unknown host → 2060025.
 * A closed tenant (enable ≠ 1) answers only the calls the closure page needs; others → PLATFORM_CLOSED.
 */
export default fp(
  async function tenant(app: FastifyInstance) {
    const service = new TenantService(new TenantRepository(app.db.kysely));
    app.decorate('tenants', service);
    app.decorateRequest('lang', FALLBACK_LANGUAGE);
    app.decorateRequest('tenant', null as never);

    app.addHook('onRequest', async (req) => {
      const asked = requestedLanguage(req);
      req.lang = asked ?? FALLBACK_LANGUAGE;
      if (!req.routeOptions.config.tenant) return;
      const host = req.hostname.toLowerCase();
      const found = await service.resolveHost(host);
      if (!found) throw new AppError(ErrorCode.NO_TENANT);
      req.tenant = found;
      if (!asked) req.lang = found.defaultLanguage;
      if (found.settings.maintenance && req.routeOptions.config.signed !== false) {
        throw new AppError(ErrorCode.MAINTENANCE);
      }
      if (found.enable !== 1 && !req.routeOptions.config.allowWhenClosed) {
        throw new AppError(ErrorCode.PLATFORM_CLOSED);
      }
    });
  },
  { name: 'tenant', dependencies: ['config', 'envelope'] },
);
