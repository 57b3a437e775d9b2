import type { AlbumConsoleService } from './album-console.service';
import type { AlbumService } from './album.service';

/** The album module's services (`app.album`, decision 047). */
export interface AlbumServices {
  /** The storefront: published albums and posts, and the console's preview by token. */
  albums: AlbumService;
  /** The console: albums and posts, audited. */
  console: AlbumConsoleService;
}
