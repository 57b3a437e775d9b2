import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AlbumConsoleService, type AlbumConsolePorts } from './album-console.service';
import { AlbumRepository } from './album.repository';
import { AlbumService, type AlbumPreviewLookup, type CollectionCardsLookup } from './album.service';
import { albumRoutes } from './album.routes';
import type { AlbumServices } from './album.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Project albums and their posts (decision 047). */
    album: AlbumServices;
  }
}

export interface AlbumModuleOptions extends AlbumConsolePorts {
  /** The catalogue: cards of the album's on-shelf collections. */
  collectionCards: CollectionCardsLookup;
  /** The brand module's preview tokens: the album an album token opens. */
  previewAlbum: AlbumPreviewLookup;
}

/** The album module (decision 047): tables albums, album_trends; its previews' tokens are the brand module's (057). */
export const albumModule = fp<AlbumModuleOptions>(
  async function album(app: FastifyInstance, opts: AlbumModuleOptions) {
    const { collectionCards, previewAlbum, ...ports } = opts;
    const repo = new AlbumRepository(app.db.kysely);
    const services: AlbumServices = {
      albums: new AlbumService(repo, collectionCards, previewAlbum),
      console: new AlbumConsoleService(app.db.kysely, repo, ports, app.clock),
    };
    app.decorate('album', services);
    albumRoutes(app, services);
  },
  { name: 'album', dependencies: ['session', 'brand'] },
);
