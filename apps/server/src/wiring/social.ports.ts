import type { FastifyInstance } from 'fastify';
import type { SocialModuleOptions } from '../modules/social/index';

/**
 * Personal pages and follows (decision 028): the public face of users (identity) and the items they
 * show (collectibles, whose display rule it is).
 */
export function socialPorts(app: FastifyInstance): SocialModuleOptions {
  return {
    profiles: (tenantId, userIds) => app.identity.users.publicProfiles(tenantId, userIds),
    displayed: (tenantId, ownerId, q, lang) => app.collectible.collectibles.displayedOf(tenantId, ownerId, q, lang),
    displayedCount: (tenantId, ownerId) => app.collectible.collectibles.displayedCount(tenantId, ownerId),
  };
}
