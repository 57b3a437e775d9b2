import type { AlbumConsoleService } from './album-console.service';
import type { AlbumService } from './album.service';

/** The albums module's services (`app.albums`, decision 047). */
export interface AlbumsServices {
  /** The storefront: published albums and posts, and the console's preview by token. */
  albums: AlbumService;
  /** The console: albums and posts, audited. */
  console: AlbumConsoleService;
}
