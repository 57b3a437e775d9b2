import type { FastifyInstance } from 'fastify';
import type { SynthesisModuleOptions } from '../modules/synthesis/index';

/**
 * Synthesis (decision 041): recipes' collections (catalogue), the user's fragments (collectibles, their
 * rows: the synthesis module maps them), whether the user may receive a collectible (identity: a real
 * name and every chain account).
 */
export function synthesisPorts(app: FastifyInstance): SynthesisModuleOptions {
  return {
    collectionBriefs: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    myItems: (tenantId, userId, collectionIds) => app.collectible.collectibles.ofCollections(tenantId, userId, collectionIds),
    myItemsOf: (tenantId, userId, collectionId, limit, afterSerial) =>
      app.collectible.collectibles.itemsOfCollection(tenantId, userId, collectionId, limit, afterSerial),
    standing: (tenant, userId) => app.identity.chainAccounts.standing(tenant, userId),
  };
}
