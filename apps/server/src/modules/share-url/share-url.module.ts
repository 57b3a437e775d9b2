import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShareUrlRepository } from './share-url.repository';
import { shareUrlRoutes } from './share-url.routes';
import { ShareUrlService } from './share-url.service';
import type { ShareUrlServices } from './share-url.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The share-url module's face: `shareUrls` (short links into a tenant's storefront). */
    shareUrl: ShareUrlServices;
  }
}

/** The share-url module: short links for posters and sharing, and their redirect. */
export const shareUrlModule = fp(
  async function shareUrl(app: FastifyInstance) {
    const s: ShareUrlServices = {
      shareUrls: new ShareUrlService(new ShareUrlRepository(app.db.kysely), (tenant) => app.tenant.tenants.hosts(tenant)),
    };
    app.decorate('shareUrl', s);
    shareUrlRoutes(app, s);
  },
  { name: 'share-url', dependencies: ['tenant'] },
);
