import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brandRoutes } from './brand.routes';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { brandKind, creatorKind, creatorView, DocumentsKind, homeKind, type BrandPorts } from './draft-kinds';
import { DraftService, type DraftKindDefinition } from './draft.service';
import { DraftsRepository } from './drafts.repository';
import { PreviewTokens } from './preview-tokens';
import type { BrandServices } from './brand.types';

export type { BrandServices } from './brand.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's drafts (brand, home, creator space), the tenant's documents' kind, the dashboard (decisions 037, 040, 057). */
    brand: BrandServices;
  }
}

/** What the brand module reads of the tenant and catalogue modules: published states and previews, never a write. */
export type BrandModuleOptions = BrandPorts;

/**
 * The brand module (decisions 037, 057): tables console_drafts and preview_tokens (every preview's token,
 * the albums' too); the drafts of every kind through one draft service; the dashboard's read model.
 * Publishing a draft is the flow `flows/publish-draft.ts`.
 */
export const brandModule = fp<BrandModuleOptions>(
  async function brand(app: FastifyInstance, ports: BrandModuleOptions) {
    const rows = new DraftsRepository();
    const tokens = new PreviewTokens(app.db.kysely, app.clock);
    const drafts = <Doc, Preview, Published>(def: DraftKindDefinition<Doc, Preview, Published>) =>
      new DraftService(app.db.kysely, rows, tokens, def, app.clock);
    const creator = drafts(creatorKind(ports.creator));
    const services: BrandServices = {
      brand: drafts(brandKind(ports)),
      home: drafts(homeKind(ports.home)),
      creator,
      creatorView: (tenantId, lang, creatorId) => creatorView(ports.creator, creator, tenantId, lang, creatorId),
      documents: new DocumentsKind(ports.documents),
      previews: tokens,
      dashboard: new DashboardService(new DashboardRepository(app.db.kysely), app.clock),
    };
    app.decorate('brand', services);
    brandRoutes(app, services);
  },
  { name: 'brand', dependencies: ['tenant', 'catalogue'] },
);
