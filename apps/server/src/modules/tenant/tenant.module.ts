import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { TenantAdminRepository } from './tenant-admin.repository';
import { TenantAdminService } from './tenant-admin.service';
import { tenantConsoleRoutes } from './tenant-console.routes';
import { TenantConsoleService } from './tenant-console.service';
import { TenantBrandRepository } from './tenant-brand.repository';
import { TenantBrandService } from './tenant-brand.service';
import { TenantRepository } from './tenant.repository';
import { tenantRoutes } from './tenant.routes';
import { TenantService } from './tenant.service';
import type { TenantServices } from './tenant.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant module's service: a tenant by host or id, its bootstrap answers (cached). */
    tenants: TenantService;
    /** The tenant module's write side: making tenants, filling what they lack. */
    tenantAdmin: TenantAdminService;
    /** Tenants from the platform console (issue 17, decision 036). */
    tenantConsole: TenantConsoleService;
    /** The tenant's brand (name, logo, theme, tab bar, settings): read and published by the console (decision 037). */
    tenantBrand: TenantBrandService;
  }
}

/** The tenant module's services over a database (the app, the seed and the CLI build them here). */
export function tenantServices(db: Db, unavailableMenu: readonly string[] = []): TenantServices {
  return {
    tenants: new TenantService(new TenantRepository(db.kysely), unavailableMenu),
    admin: new TenantAdminService(db.kysely, new TenantAdminRepository()),
  };
}

/** The tenant module: tenants, their hosts, themes, menus and documents (the storefront's bootstrap). */
export const tenantModule = fp(
  async function tenant(app: FastifyInstance) {
    // No wallet provider (production until one is contracted): the wallet is hidden in every storefront.
    const s = tenantServices(app.db, app.providers.wallet ? [] : ['wallet']);
    app.decorate('tenants', s.tenants);
    app.decorate('tenantAdmin', s.admin);
    const consoleService = new TenantConsoleService(app.db.kysely, s.admin, s.tenants, app.clock);
    app.decorate('tenantConsole', consoleService);
    app.decorate('tenantBrand', new TenantBrandService(app.db.kysely, new TenantBrandRepository()));
    tenantRoutes(app, s);
    tenantConsoleRoutes(app, consoleService);
  },
  { name: 'tenant', dependencies: ['config'] },
);
