// The album module's public face (decision 047): its plugin and its services' types.
export { albumModule, type AlbumModuleOptions } from './album.module';
export type { AlbumServices } from './album.types';
export type { MediaKind } from './album-console.service';
