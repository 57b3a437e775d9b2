import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ListingConsoleRepository } from './listing-console.repository';
import { ListingConsoleService } from './listing-console.service';
import { ListingRepository } from './listing.repository';
import { ListingService, type MarketPorts } from './listing.service';
import { marketRoutes } from './market.routes';
import type { MarketServices } from './market.types';
import { marketPersonalData } from './market.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resale market (issue 16, decision 033). */
    market: MarketServices;
  }
}

export type MarketModuleOptions = MarketPorts;

/** The market module (decision 033): table listings; reads collections, items, people and wallets through ports. */
export const marketModule = fp<MarketModuleOptions>(
  async function market(app: FastifyInstance, ports) {
    const services: MarketServices = {
      listings: new ListingService(new ListingRepository(app.db.kysely), ports, app.clock),
      console: new ListingConsoleService(new ListingConsoleRepository(app.db.kysely), ports),
    };
    app.decorate('market', services);
    app.personalData.register(marketPersonalData(app.db.kysely));
    marketRoutes(app, services);
  },
  { name: 'market', dependencies: ['session'] },
);
