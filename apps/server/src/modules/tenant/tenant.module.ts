import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { TenantRepository } from './tenant.repository';
import { tenantRoutes } from './tenant.routes';
import { TenantService } from './tenant.service';
import type { TenantServices } from './tenant.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant module's service: a tenant by host or id, its bootstrap answers (cached). */
    tenants: TenantService;
  }
}

/** The tenant module's services over a database (the app, the seed and the CLI build them here). */
export function tenantServices(db: Db): TenantServices {
  return { tenants: new TenantService(new TenantRepository(db.kysely)) };
}

/** The tenant module: tenants, their hosts, themes, menus and documents (the storefront's bootstrap). */
export const tenantModule = fp(
  async function tenant(app: FastifyInstance) {
    const s = tenantServices(app.db);
    app.decorate('tenants', s.tenants);
    tenantRoutes(app, s);
  },
  { name: 'tenant', dependencies: ['config'] },
);
