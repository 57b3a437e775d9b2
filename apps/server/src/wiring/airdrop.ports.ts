import type { FastifyInstance } from 'fastify';
import type { AirdropModuleOptions } from '../modules/airdrop/index';

/** What the airdrop module reads of its neighbours. */
export function airdropPorts(app: FastifyInstance): AirdropModuleOptions {
  return {
    // An airdrop's collection as its card shows it, and the operator's references: the catalogue answers.
    collectionBriefs: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    collectionsExist: (tenantId, ids) => app.catalogue.stock.knownCollections(tenantId, ids),
    // The "holders" audience: the collectible module answers; the "phones" audience: identity.
    holds: (tenantId, userId, collectionId) => app.collectible.collectibles.holds(tenantId, userId, collectionId),
    phoneOf: (tenantId, userId) => app.identity.users.fullPhone(tenantId, userId),
  };
}
