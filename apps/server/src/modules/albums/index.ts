// The albums module's public face (decision 047): its plugin and its services' types.
export { albumsModule, type AlbumsModuleOptions } from './albums.module';
export type { AlbumsServices } from './albums.types';
export type { MediaKind } from './album-console.service';
