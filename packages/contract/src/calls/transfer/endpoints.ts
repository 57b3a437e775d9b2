import type { AreaEndpoints } from '../define-endpoints';

// Ownership moves (issue 14): gifts with the pay password, circulation records, claims (spec /mallapp/send/*).
export const transferEndpoints = {
  getSendUnReadCount: { method: 'GET', path: '/mallapp/send/getSendUnReadCount', auth: 'required' },
  getSendDetailPage: { method: 'GET', path: '/mallapp/send/getSendDetailPage', auth: 'required' },
  findRecipient: { method: 'GET', path: '/mallapp/transfer/findRecipient', auth: 'required' },
  giftCollectible: { method: 'POST', path: '/mallapp/transfer/give', auth: 'required' },
  listCirculation: { method: 'GET', path: '/mallapp/transfer/flow', auth: 'required' },
  listSent: { method: 'GET', path: '/mallapp/transfer/sent', auth: 'required' },
} as const satisfies AreaEndpoints;
