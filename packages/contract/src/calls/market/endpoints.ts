import type { AreaEndpoints } from '../define-endpoints';

// The resale market (issue 16): consignment listings, their price history, consigning and taking off the
// shelf. Buying a listing is `placeOrder` with businessType 7 (calls/sale). Favourites: calls/favourite.
export const marketEndpoints = {
  listListings: { method: 'GET', path: '/mallapp/market/list' },
  getListing: { method: 'GET', path: '/mallapp/market/detail/{id}', auth: 'required' },
  getPriceHistory: { method: 'GET', path: '/mallapp/market/priceHistory/{collectionId}' },
  previewConsignment: { method: 'GET', path: '/mallapp/consign/preview', auth: 'required' },
  consign: { method: 'POST', path: '/mallapp/consign/create', auth: 'required' },
  cancelConsignment: { method: 'POST', path: '/mallapp/consign/cancel', auth: 'required' },
  listMyListings: { method: 'GET', path: '/mallapp/consign/mine', auth: 'required' },
} as const satisfies AreaEndpoints;
