import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FavouriteRepository } from './favourite.repository';
import { favouriteRoutes } from './favourite.routes';
import { FavouriteService, type FavouritePorts } from './favourite.service';
import type { FavouriteServices } from './favourite.types';
import { favouritePersonalData } from './favourite.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Favourites: collections and listings a user keeps (decision 034). */
    favourite: FavouriteServices;
  }
}

export type FavouriteModuleOptions = FavouritePorts;

/** The favourite module (decision 034): table favourites; reads the targets' cards through ports. */
export const favouriteModule = fp<FavouriteModuleOptions>(
  async function favourite(app: FastifyInstance, ports) {
    const services: FavouriteServices = {
      favourites: new FavouriteService(new FavouriteRepository(app.db.kysely), ports, app.clock),
    };
    app.decorate('favourite', services);
    app.personalData.register(favouritePersonalData);
    favouriteRoutes(app, services);
  },
  { name: 'favourite', dependencies: ['session'] },
);
