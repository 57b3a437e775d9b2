// The favourites module's public face (decision 034).
export { favouritesModule, type FavouritesModuleOptions } from './favourites.module';
export type { FavouritesServices } from './favourites.types';
export {
  FavouriteService,
  type FavouriteCollectionCard,
  type FavouriteListing,
  type FavouriteListingCard,
  type FavouritesPorts,
} from './favourites.service';
