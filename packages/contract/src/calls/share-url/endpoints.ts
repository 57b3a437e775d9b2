import type { AreaEndpoints } from '../define-endpoints';

// Short links for posters and sharing; sharing a collection, a listing or a held item (issue 32, decision 070).
export const shareUrlEndpoints = {
  shorten: { method: 'POST', path: '/memberapi/shareurl/shorten', auth: 'optional' },
  createShareLink: { method: 'POST', path: '/memberapi/shareurl/share', auth: 'required' },
  getSharedItem: { method: 'GET', path: '/mallapp/shareurl/item', auth: 'optional' },
} as const satisfies AreaEndpoints;
