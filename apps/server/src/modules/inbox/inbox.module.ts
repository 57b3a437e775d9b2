import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InboxRepository } from './inbox.repository';
import { inboxRoutes } from './inbox.routes';
import { InboxService } from './inbox.service';
import type { InboxServices } from './inbox.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification inbox: flows add events (`app.inbox.inbox.add(trx, ...)`), users read them. */
    inbox: InboxServices;
  }
}

/** The inbox module (decision 026): table inbox_events. */
export const inboxModule = fp(
  async function inbox(app: FastifyInstance) {
    const services: InboxServices = { inbox: new InboxService(new InboxRepository(app.db.kysely), app.clock) };
    app.decorate('inbox', services);
    inboxRoutes(app, services);
  },
  { name: 'inbox', dependencies: ['session'] },
);
