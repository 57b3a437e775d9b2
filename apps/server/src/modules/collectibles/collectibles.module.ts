import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CollectibleConsoleService } from './collectible-console.service';
import { CollectibleRepository } from './collectible.repository';
import { CollectibleService, type CollectiblesPorts } from './collectible.service';
import { collectiblesRoutes } from './collectibles.routes';
import type { CollectiblesServices } from './collectibles.types';
import { ProvenanceService, type ProvenancePorts } from './provenance.service';
import { collectiblesPersonalData } from './collectibles.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** What users hold: collectibles (status, cooling), blind boxes, the boxes' fairness seeds. */
    collectibles: CollectiblesServices;
  }
}

export type CollectiblesModuleOptions = CollectiblesPorts & { provenance: ProvenancePorts };

/** The collectibles module (decision 013): tables card_nfts, box_holdings, box_seeds. */
export const collectiblesModule = fp<CollectiblesModuleOptions>(
  async function collectibles(app: FastifyInstance, ports) {
    const holdings = new CollectibleRepository(app.db.kysely);
    const services: CollectiblesServices = {
      collectibles: new CollectibleService(holdings, ports, app.keyring, app.clock),
      provenance: new ProvenanceService(holdings, { ...ports, ...ports.provenance }, app.clock),
      console: new CollectibleConsoleService(holdings, ports),
    };
    app.decorate('collectibles', services);
    app.personalData.register(collectiblesPersonalData(app.db.kysely, ports.chain));
    collectiblesRoutes(app, services);
  },
  { name: 'collectibles', dependencies: ['session'] },
);
