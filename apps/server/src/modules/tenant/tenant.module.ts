import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { TenantAdminRepository } from './tenant-admin.repository';
import { TenantAdminService } from './tenant-admin.service';
import { tenantConsoleRoutes } from './tenant-console.routes';
import { TenantConsoleService } from './tenant-console.service';
import { TenantBrandRepository } from './tenant-brand.repository';
import { TenantBrandService } from './tenant-brand.service';
import { MenuLinkMisses, menuLinkMissRoutes } from './tenant-menu-misses';
import { TenantRepository } from './tenant.repository';
import { tenantRoutes } from './tenant.routes';
import { TenantService } from './tenant.service';
import type { TenantServices } from './tenant.types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The tenant module's face: `tenants` (a tenant by host or id, its bootstrap answers, cached), `admin`
     * (making tenants, filling what they lack), `console` (tenants from the platform console, decision 036),
     * `brand` (the tenant's brand, read and published by the console, decision 037).
     */
    tenant: Required<TenantServices>;
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
    const consoleService = new TenantConsoleService(app.db.kysely, s.admin, s.tenants, app.clock);
    const brand = new TenantBrandService(app.db.kysely, new TenantBrandRepository());
    app.decorate('tenant', { ...s, console: consoleService, brand });
    tenantRoutes(app, s);
    tenantConsoleRoutes(app, consoleService);
    // The menu's links that led to no page: reported by the storefront, listed for the operator.
    menuLinkMissRoutes(app, new MenuLinkMisses(app.db.kysely, app.clock));
  },
  { name: 'tenant', dependencies: ['config'] },
);
