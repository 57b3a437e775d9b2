import type { AreaEndpoints } from '../define-endpoints';

// Favourites (issue 16, beyond the spec; decision 034): a user keeps collections and resale listings
// in a list of their own; a favourited collection's new listing (or a price drop) lands in the inbox.
// Every call needs a session; everything is per tenant and per user.
export const favouriteEndpoints = {
  addFavourite: { method: 'POST', path: '/mallapp/favourite/add', auth: 'required' },
  removeFavourite: { method: 'POST', path: '/mallapp/favourite/cancel', auth: 'required' },
  listFavourites: { method: 'GET', path: '/mallapp/favourite/list', auth: 'required' },
  getFavouriteStates: { method: 'GET', path: '/mallapp/favourite/states', auth: 'required' },
} as const satisfies AreaEndpoints;
