import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InboxRepository } from './inbox.repository';
import { inboxRoutes } from './inbox.routes';
import { InboxService, type InboxPorts } from './inbox.service';
import type { InboxServices } from './inbox.types';
import { inboxPersonalData } from './inbox.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification inbox: flows add events (`app.inbox.inbox.add(trx, ...)`), users read them. */
    inbox: InboxServices;
  }
}

export type InboxModuleOptions = InboxPorts;

/** The inbox module (decision 026): table inbox_events. */
export const inboxModule = fp<InboxModuleOptions>(
  async function inbox(app: FastifyInstance, ports) {
    const services: InboxServices = { inbox: new InboxService(new InboxRepository(app.db.kysely), ports, app.clock) };
    app.decorate('inbox', services);
    app.personalData.register(inboxPersonalData);
    inboxRoutes(app, services);
  },
  { name: 'inbox', dependencies: ['session'] },
);
