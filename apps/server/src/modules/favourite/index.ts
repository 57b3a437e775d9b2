// The favourite module's public face (decision 034).
export { favouriteModule, type FavouriteModuleOptions } from './favourite.module';
export type { FavouriteServices } from './favourite.types';
export {
  FavouriteService,
  type FavouriteCollectionCard,
  type FavouriteListing,
  type FavouriteListingCard,
  type FavouritePorts,
} from './favourite.service';
