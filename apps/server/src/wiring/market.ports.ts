import type { FastifyInstance } from 'fastify';
import type { MarketModuleOptions } from '../modules/market/index';

/**
 * The resale market (decision 033): collections' cards and resale terms (catalogue), items and their
 * move rules (collectibles), sellers masked (identity), open wallets for the proceeds (wallet), the
 * collections a market keyword matches (catalogue).
 */
export function marketPorts(app: FastifyInstance): MarketModuleOptions {
  return {
    collections: (tenantId, ids, lang) => app.catalogue.stock.resaleTerms(tenantId, ids, lang),
    collectionMedia: (tenantId, id, lang) => app.catalogue.collections.mediaOf(tenantId, id, lang),
    item: (tenantId, userId, cardNftId) => app.collectible.collectibles.ownedItem(tenantId, userId, cardNftId),
    moveRefusal: (tenantId, userId, cardNftId, now) =>
      app.collectible.collectibles.moveRefusalOf(tenantId, userId, cardNftId, now),
    people: (tenantId, ids) => app.identity.users.cards(tenantId, ids),
    walletOpen: (tenantId, userId) => app.wallet.wallet.isOpen(tenantId, userId),
    collectionIdsMatching: (tenantId, keyword) => app.catalogue.collections.idsMatching(tenantId, keyword),
  };
}
