import type { AreaEndpoints } from '../define-endpoints';

// The notification inbox (issue 14, PRODUCT.md 11): what happened to me, unread until read; and the
// provenance timeline of an item I hold (what happened to it).
export const inboxEndpoints = {
  listInbox: { method: 'GET', path: '/mallapp/inbox/list', auth: 'required' },
  markInboxRead: { method: 'POST', path: '/mallapp/inbox/read', auth: 'required' },
  getInboxUnreadCount: { method: 'GET', path: '/mallapp/inbox/unreadCount', auth: 'required' },
  getProvenance: { method: 'GET', path: '/mallapp/cardNft/provenance/{cardNftId}', auth: 'required' },
} as const satisfies AreaEndpoints;
