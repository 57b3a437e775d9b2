import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** How often the bell asks again while it is shown (events arrive from the server's own flows). */
export const UNREAD_POLL_MS = 60_000;

/** getInboxUnreadCount: the bell's badge. */
export const getInboxUnreadCount = () => request('getInboxUnreadCount', { showErrorMessage: false });

export const inboxUnreadQueryOptions = () =>
  queryOptions({ queryKey: ['inbox', 'unread'], queryFn: getInboxUnreadCount, staleTime: 10_000 });

export const useInboxUnread = () => useQuery({ ...inboxUnreadQueryOptions(), refetchInterval: UNREAD_POLL_MS });
