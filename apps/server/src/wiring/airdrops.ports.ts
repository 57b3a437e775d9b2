import type { FastifyInstance } from 'fastify';
import type { AirdropsModuleOptions } from '../modules/airdrops/index';

/** What the airdrops module reads of its neighbours. */
export function airdropsPorts(app: FastifyInstance): AirdropsModuleOptions {
  return {
    // An airdrop's collection as its card shows it, and the operator's references: the catalogue answers.
    collectionBriefs: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    collectionsExist: (tenantId, ids) => app.catalogue.stock.knownCollections(tenantId, ids),
    // The "holders" audience: the collectibles module answers; the "phones" audience: identity.
    holds: (tenantId, userId, collectionId) => app.collectibles.collectibles.holds(tenantId, userId, collectionId),
    phoneOf: (tenantId, userId) => app.identity.users.fullPhone(tenantId, userId),
  };
}
