import type { FastifyInstance } from 'fastify';
import type { TransferModuleOptions } from '../modules/transfer/index';

/**
 * Lists of moves: the items (collectibles, with the catalogue's names), the other side masked
 * (identity), each move's chain status (chain).
 */
export function transferPorts(app: FastifyInstance): TransferModuleOptions {
  return {
    items: (tenantId, ids, lang) => app.collectible.collectibles.briefs(tenantId, ids, lang),
    people: (tenantId, ids) => app.identity.users.cards(tenantId, ids),
    chainStatus: (tenantId, ids) => app.chain.outbox.jobStatuses(tenantId, ids),
  };
}
