import type { FastifyInstance } from 'fastify';
import type { ShareUrlModuleOptions } from '../modules/share-url/index';

/**
 * Sharing (decision 070): whether a collection exists (catalogue), a listing's status (market), who holds
 * an item and how it shows (collectibles), the holder's nickname (identity). Asked at request time.
 */
export function shareUrlPorts(app: FastifyInstance): ShareUrlModuleOptions {
  return {
    collectionExists: async (tenantId, collectionId) => {
      try {
        await app.catalogue.collections.detail(tenantId, collectionId, 'en');
        return true;
      } catch {
        return false;
      }
    },
    listingStatus: async (tenantId, listingId) => (await app.market.listings.byId(tenantId, listingId))?.status ?? null,
    item: async (tenantId, cardNftId) => {
      const r = await app.collectible.collectibles.byId(tenantId, cardNftId);
      return r ? { userId: r.user_id, collectionId: r.collection_id, consumed: r.status === 'consumed' } : null;
    },
    itemView: async (tenantId, cardNftId, lang) => {
      const v = (await app.collectible.collectibles.briefs(tenantId, [cardNftId], lang)).get(cardNftId);
      return v
        ? {
            collectionId: v.collectionId,
            name: v.name,
            coverUrl: v.coverUrl,
            mediaKind: v.mediaKind,
            serial: v.serial,
            totalSupply: v.totalSupply,
          }
        : null;
    },
    nickname: async (tenantId, userId) =>
      (await app.identity.users.publicProfiles(tenantId, [userId])).get(userId)?.nickname ?? null,
  };
}
