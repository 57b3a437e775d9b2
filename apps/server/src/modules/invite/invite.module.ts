import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inviteRoutes } from './invite.routes';
import { InviteService, type InvitePorts } from './invite.service';
import type { InviteServices } from './invite.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invites: statistics, invitees, the leaderboard (decision 049). */
    invite: InviteServices;
  }
}

export type InviteModuleOptions = InvitePorts;

/** The invite module (decision 049): no tables of its own; identity and orders answer through ports. */
export const inviteModule = fp<InviteModuleOptions>(
  async function invite(app: FastifyInstance, ports) {
    const services: InviteServices = { invites: new InviteService(ports, app.clock) };
    app.decorate('invite', services);
    inviteRoutes(app, services);
  },
  { name: 'invite', dependencies: ['session'] },
);
