import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brandRoutes } from './brand.routes';
import { BrandService, type BrandPorts } from './brand.service';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { DraftsRepository } from './drafts.repository';
import type { BrandServices } from './brand.types';

export type { BrandServices } from './brand.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's brand drafts and dashboard (decision 037). */
    brand: BrandServices;
  }
}

export type BrandModuleOptions = BrandPorts;

/** The brand module (decision 037): table console_drafts; the dashboard's read model. */
export const brandModule = fp<BrandModuleOptions>(
  async function brand(app: FastifyInstance, ports: BrandModuleOptions) {
    const services: BrandServices = {
      brand: new BrandService(app.db.kysely, new DraftsRepository(), ports, app.clock),
      dashboard: new DashboardService(new DashboardRepository(app.db.kysely), app.clock),
    };
    app.decorate('brand', services);
    brandRoutes(app, services);
  },
  { name: 'brand', dependencies: ['tenant'] },
);
