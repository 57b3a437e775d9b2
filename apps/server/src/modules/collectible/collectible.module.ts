import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CollectibleConsoleService } from './collectible-console.service';
import { CollectibleRepository } from './collectible.repository';
import { CollectibleService, type CollectiblePorts } from './collectible.service';
import { collectibleRoutes } from './collectible.routes';
import type { CollectibleServices } from './collectible.types';
import { ProvenanceService, type ProvenancePorts } from './provenance.service';
import { collectiblePersonalData } from './collectible.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** What users hold: collectibles (status, cooling), blind boxes, the boxes' fairness seeds. */
    collectible: CollectibleServices;
  }
}

export type CollectibleModuleOptions = CollectiblePorts & { provenance: ProvenancePorts };

/** The collectible module (decision 013): tables card_nfts, box_holdings, box_seeds. */
export const collectibleModule = fp<CollectibleModuleOptions>(
  async function collectible(app: FastifyInstance, ports) {
    const holdings = new CollectibleRepository(app.db.kysely);
    const services: CollectibleServices = {
      collectibles: new CollectibleService(holdings, ports, app.keyring, app.clock),
      provenance: new ProvenanceService(holdings, { ...ports, ...ports.provenance }, app.clock),
      console: new CollectibleConsoleService(holdings, ports),
    };
    app.decorate('collectible', services);
    app.personalData.register(collectiblePersonalData(app.db.kysely, ports.chain));
    collectibleRoutes(app, services);
  },
  { name: 'collectible', dependencies: ['session'] },
);
