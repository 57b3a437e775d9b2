import { ErrorCode, FALLBACK_LANGUAGE, normalizeLanguage, pickLanguage } from '@curio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import '../../http/request-context';

/** The language a request is answered in: the app's `lang` header, then Accept-Language. */
function requestedLanguage(req: FastifyRequest) {
  const header = req.headers['lang'];
  return normalizeLanguage(typeof header === 'string' ? header : undefined) ?? pickLanguage(req.headers['accept-language']);
}

/**
 * Host → tenant, the first step of every /api request (PRODUCT.md 2). Unknown host → 2060025.
 * A closed tenant (enable ≠ 1) answers only the calls the closure page needs; others → PLATFORM_CLOSED.
 * Registered with the request pipeline (before the signature check); it asks the tenant module's
 * service (`app.tenant.tenants`, decorated by `tenantModule`) at request time.
 */
export const tenantPlugin = fp(
  async function tenantContext(app: FastifyInstance) {
    app.decorateRequest('lang', FALLBACK_LANGUAGE);
    app.decorateRequest('tenant', null as never);
    app.decorateRequest('platformHost', false);
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('tenant')) throw new Error('the tenant module is not registered');
    });
    app.addHook('onRequest', async (req) => {
      const asked = requestedLanguage(req);
      req.lang = asked ?? FALLBACK_LANGUAGE;
      // req.routeOptions builds a new object on every access: read it once.
      const cfg = req.routeOptions.config;
      if (!cfg.tenant) return;
      const host = req.hostname.toLowerCase();
      if (cfg.auth === 'console') {
        // The operator console (decision 036): the platform host resolves no tenant; a tenant's console
        // answers even in maintenance or closed (its operators open it again there).
        const platform = app.config.console.platformHosts.includes(host);
        req.platformHost = platform;
        const where = cfg.consoleHost ?? 'tenant';
        if (platform) {
          if (where === 'tenant') throw new AppError(ErrorCode.CONSOLE_TENANT_HOST_ONLY);
          return;
        }
        if (where === 'platform') throw new AppError(ErrorCode.CONSOLE_PLATFORM_HOST_ONLY);
        const tenant = await app.tenant.tenants.resolveHost(host);
        if (!tenant) throw new AppError(ErrorCode.NO_TENANT);
        req.tenant = tenant;
        if (!asked) req.lang = tenant.defaultLanguage;
        return;
      }
      const found = await app.tenant.tenants.resolveHost(host);
      if (!found) throw new AppError(ErrorCode.NO_TENANT);
      req.tenant = found;
      if (!asked) req.lang = found.defaultLanguage;
      if (found.settings.maintenance && cfg.signed !== false) {
        throw new AppError(ErrorCode.MAINTENANCE);
      }
      if (found.enable !== 1 && !cfg.allowWhenClosed) {
        throw new AppError(ErrorCode.PLATFORM_CLOSED);
      }
    });
  },
  { name: 'tenant-context', dependencies: ['config', 'envelope'] },
);
