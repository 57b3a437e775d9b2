import type { FastifyInstance } from 'fastify';
import type { TransfersModuleOptions } from '../modules/transfers/index';

/**
 * Lists of moves: the items (collectibles, with the catalogue's names), the other side masked
 * (identity), each move's chain status (chain).
 */
export function transfersPorts(app: FastifyInstance): TransfersModuleOptions {
  return {
    items: (tenantId, ids, lang) => app.collectibles.collectibles.briefs(tenantId, ids, lang),
    people: (tenantId, ids) => app.identity.users.cards(tenantId, ids),
    chainStatus: (tenantId, ids) => app.chain.jobStatuses(tenantId, ids),
  };
}
