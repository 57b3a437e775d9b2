import type { FavouriteService } from './favourite.service';

/** The favourite module's decoration (`app.favourite`). */
export interface FavouriteServices {
  favourites: FavouriteService;
}
