import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AlbumConsoleService, type AlbumConsolePorts } from './album-console.service';
import { AlbumRepository } from './album.repository';
import { AlbumService, type CollectionCardsLookup } from './album.service';
import { albumsRoutes } from './albums.routes';
import type { AlbumsServices } from './albums.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Project albums and their posts (decision 047). */
    albums: AlbumsServices;
  }
}

export interface AlbumsModuleOptions extends AlbumConsolePorts {
  /** The catalogue: cards of the album's on-shelf collections. */
  collectionCards: CollectionCardsLookup;
}

/** The albums module (decision 047): tables albums, album_trends, album_preview_tokens. */
export const albumsModule = fp<AlbumsModuleOptions>(
  async function albums(app: FastifyInstance, opts: AlbumsModuleOptions) {
    const { collectionCards, ...ports } = opts;
    const repo = new AlbumRepository(app.db.kysely);
    const services: AlbumsServices = {
      albums: new AlbumService(repo, collectionCards, app.clock),
      console: new AlbumConsoleService(app.db.kysely, repo, ports, app.clock),
    };
    app.decorate('albums', services);
    albumsRoutes(app, services);
  },
  { name: 'albums', dependencies: ['session'] },
);
