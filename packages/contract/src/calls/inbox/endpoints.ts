import type { AreaEndpoints } from '../define-endpoints';

// The notification inbox (issue 14, PRODUCT.md 11): what happened to me, unread until read.
export const inboxEndpoints = {
  listInbox: { method: 'GET', path: '/mallapp/inbox/list', auth: 'required' },
  markInboxRead: { method: 'POST', path: '/mallapp/inbox/read', auth: 'required' },
  getInboxUnreadCount: { method: 'GET', path: '/mallapp/inbox/unreadCount', auth: 'required' },
} as const satisfies AreaEndpoints;
