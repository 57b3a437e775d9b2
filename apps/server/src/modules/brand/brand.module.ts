import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brandRoutes } from './brand.routes';
import { BrandService, type BrandPorts } from './brand.service';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { CreatorDraftService, type CreatorPorts } from './creator-draft.service';
import { DocumentsService, type DocumentsPorts } from './documents.service';
import { DraftsRepository } from './drafts.repository';
import { HomeDraftService, type HomePorts } from './home-draft.service';
import type { BrandServices } from './brand.types';

export type { BrandServices } from './brand.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's brand drafts and dashboard (decision 037). */
    brand: BrandServices;
  }
}

/** The brand's ports (the tenant module) and the home decoration's (the catalogue module, decision 040). */
export type BrandModuleOptions = BrandPorts & { home: HomePorts; documents: DocumentsPorts; creator: CreatorPorts };

/** The brand module (decision 037): table console_drafts; the dashboard's read model. */
export const brandModule = fp<BrandModuleOptions>(
  async function brand(app: FastifyInstance, ports: BrandModuleOptions) {
    const drafts = new DraftsRepository();
    const services: BrandServices = {
      brand: new BrandService(app.db.kysely, drafts, ports, app.clock),
      home: new HomeDraftService(app.db.kysely, drafts, ports.home, app.clock),
      documents: new DocumentsService(app.db.kysely, ports.documents, app.clock),
      creator: new CreatorDraftService(app.db.kysely, drafts, ports.creator, app.clock),
      dashboard: new DashboardService(new DashboardRepository(app.db.kysely), app.clock),
    };
    app.decorate('brand', services);
    brandRoutes(app, services);
  },
  { name: 'brand', dependencies: ['tenant', 'catalogue'] },
);
