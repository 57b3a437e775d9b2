import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FavouriteRepository } from './favourite.repository';
import { favouritesRoutes } from './favourites.routes';
import { FavouriteService, type FavouritesPorts } from './favourites.service';
import type { FavouritesServices } from './favourites.types';
import { favouritesPersonalData } from './favourites.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Favourites: collections and listings a user keeps (decision 034). */
    favourites: FavouritesServices;
  }
}

export type FavouritesModuleOptions = FavouritesPorts;

/** The favourites module (decision 034): table favourites; reads the targets' cards through ports. */
export const favouritesModule = fp<FavouritesModuleOptions>(
  async function favourites(app: FastifyInstance, ports) {
    const services: FavouritesServices = {
      favourites: new FavouriteService(new FavouriteRepository(app.db.kysely), ports, app.clock),
    };
    app.decorate('favourites', services);
    app.personalData.register(favouritesPersonalData);
    favouritesRoutes(app, services);
  },
  { name: 'favourites', dependencies: ['session'] },
);
