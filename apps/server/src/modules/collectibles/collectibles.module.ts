import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CollectibleRepository } from './collectible.repository';
import { CollectibleService, type CollectiblesPorts } from './collectible.service';
import { collectiblesRoutes } from './collectibles.routes';
import type { CollectiblesServices } from './collectibles.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** What users hold: collectibles (status, cooling), blind boxes, the boxes' fairness seeds. */
    collectibles: CollectiblesServices;
  }
}

export type CollectiblesModuleOptions = CollectiblesPorts;

/** The collectibles module (decision 013): tables card_nfts, box_holdings, box_seeds. */
export const collectiblesModule = fp<CollectiblesModuleOptions>(
  async function collectibles(app: FastifyInstance, ports) {
    const services: CollectiblesServices = {
      collectibles: new CollectibleService(new CollectibleRepository(app.db.kysely), ports, app.keyring, app.clock),
    };
    app.decorate('collectibles', services);
    collectiblesRoutes(app, services);
  },
  { name: 'collectibles', dependencies: ['session'] },
);
