import type { FastifyInstance } from 'fastify';
import type { FavouriteModuleOptions } from '../modules/favourite/index';

/**
 * Favourites' cards (decision 034): a collection's name, cover and price (the catalogue), a listing's
 * price and state (the market); the favourite module joins a listing to its collection's card.
 */
export function favouritePorts(app: FastifyInstance): FavouriteModuleOptions {
  return {
    collections: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    // A listing that ended otherwise (taken down, decision 067; its sale refunded, decision 066) reads as withdrawn.
    listing: async (tenantId, id) => {
      const l = await app.market.listings.byId(tenantId, id);
      if (!l) return undefined;
      return { ...l, status: l.status === 'taken_down' || l.status === 'refunded' ? 'cancelled' : l.status };
    },
  };
}
