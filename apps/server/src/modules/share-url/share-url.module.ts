import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShareItemService, type ShareUrlPorts } from './share-item.service';
import { ShareUrlRepository } from './share-url.repository';
import { shareUrlRoutes } from './share-url.routes';
import { ShareUrlService } from './share-url.service';
import type { ShareUrlServices } from './share-url.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The share-url module's face: `shareUrls` (short links into a tenant's storefront), `shares` (what is shared). */
    shareUrl: ShareUrlServices;
  }
}

export type ShareUrlModuleOptions = ShareUrlPorts;

/** The share-url module: short links for posters and sharing, and their redirect; sharing a collection, listing or item. */
export const shareUrlModule = fp<ShareUrlModuleOptions>(
  async function shareUrl(app: FastifyInstance, ports) {
    const shareUrls = new ShareUrlService(new ShareUrlRepository(app.db.kysely), (tenant) => app.tenant.tenants.hosts(tenant));
    const s: ShareUrlServices = {
      shareUrls,
      shares: new ShareItemService(shareUrls, ports, app.keyring.key('share-link')),
    };
    app.decorate('shareUrl', s);
    shareUrlRoutes(app, s);
  },
  { name: 'share-url', dependencies: ['tenant'] },
);
