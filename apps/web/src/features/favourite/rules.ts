import type { FavouriteListingState, FavouriteTarget } from '@curio/contract/client';

/** The pages a favourite opens, given by the route (another feature's pages: the catalogue's, the market's). */
export interface FavouriteLinks {
  collection: (collectionId: number) => string;
  /** A listing's detail; without it a listing opens its collection. */
  listing?: (listingId: number) => string;
}

export function favouriteLink(
  e: { targetType: FavouriteTarget; targetId: number; collectionId: number },
  links: FavouriteLinks,
): string {
  if (e.targetType === 'listing') return links.listing ? links.listing(e.targetId) : links.collection(e.collectionId);
  return links.collection(e.targetId);
}

/** The state chip of a listing's card: ended (sold or taken off the shelf), being bought, on sale. */
export function listingChip(state: FavouriteListingState | null): 'ended' | 'locked' | 'onSale' | null {
  if (state === null) return null;
  if (state === 'sold' || state === 'cancelled') return 'ended';
  return state === 'locked' ? 'locked' : 'onSale';
}

/** Which favourites a page shows, from its `?type=`. */
export function favouriteFilter(value: string | undefined): FavouriteTarget | null {
  return value === 'collection' || value === 'listing' ? value : null;
}
