import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FollowRepository } from './follow.repository';
import { socialRoutes } from './social.routes';
import { SocialService, type SocialPorts } from './social.service';
import type { SocialServices } from './social.types';
import { socialPersonalData } from './social.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Personal pages and follows (decision 028). */
    social: SocialServices;
  }
}

export type SocialModuleOptions = SocialPorts;

/** The social module (decision 028): table follows; reads profiles and displayed items through ports. */
export const socialModule = fp<SocialModuleOptions>(
  async function social(app: FastifyInstance, ports) {
    const services: SocialServices = { social: new SocialService(new FollowRepository(app.db.kysely), ports, app.clock) };
    app.decorate('social', services);
    app.personalData.register(socialPersonalData);
    socialRoutes(app, services);
  },
  { name: 'social', dependencies: ['session'] },
);
