import type { FastifyInstance } from 'fastify';
import type { InboxModuleOptions } from '../modules/inbox/index';

/** What the inbox reads of its neighbours. */
export function inboxPorts(app: FastifyInstance): InboxModuleOptions {
  return {
    // An event's collection named in the reader's language: the catalogue answers.
    collectionBriefs: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
  };
}
