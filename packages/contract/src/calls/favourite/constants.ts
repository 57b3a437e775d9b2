// Favourites' values without zod (the web app's first load may import them).

/** What a user can keep in their favourites (decision 034). */
export const FAVOURITE_TARGETS = ['collection', 'listing'] as const;
export type FavouriteTarget = (typeof FAVOURITE_TARGETS)[number];

/** A favourited listing's state as its card shows it (the market's): sold and cancelled are "ended". */
export { LISTING_STATUSES as FAVOURITE_LISTING_STATES, type ListingStatus as FavouriteListingState } from '../market/constants';

/** How many targets one getFavouriteStates call answers for (one list page). */
export const FAVOURITE_STATES_MAX = 50;
