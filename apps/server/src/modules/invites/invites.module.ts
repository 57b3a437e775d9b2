import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invitesRoutes } from './invites.routes';
import { InviteService, type InvitesPorts } from './invites.service';
import type { InvitesServices } from './invites.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invites: statistics, invitees, the leaderboard (decision 049). */
    invites: InvitesServices;
  }
}

export type InvitesModuleOptions = InvitesPorts;

/** The invites module (decision 049): no tables of its own; identity and orders answer through ports. */
export const invitesModule = fp<InvitesModuleOptions>(
  async function invites(app: FastifyInstance, ports) {
    const services: InvitesServices = { invites: new InviteService(ports, app.clock) };
    app.decorate('invites', services);
    invitesRoutes(app, services);
  },
  { name: 'invites', dependencies: ['session'] },
);
