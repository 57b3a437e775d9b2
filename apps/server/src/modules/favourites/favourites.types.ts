import type { FavouriteService } from './favourites.service';

/** The favourites module's decoration (`app.favourites`). */
export interface FavouritesServices {
  favourites: FavouriteService;
}
