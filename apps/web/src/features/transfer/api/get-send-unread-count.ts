import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** getSendUnReadCount: claims I have not looked at yet (the badge on the mine page's menu). */
export const getSendUnReadCount = () => request('getSendUnReadCount', { showErrorMessage: false });

export const sendUnreadQueryOptions = () =>
  queryOptions({ queryKey: ['transfer', 'unread'], queryFn: getSendUnReadCount, staleTime: 10_000 });

export const useSendUnreadCount = (enabled = true) => useQuery({ ...sendUnreadQueryOptions(), enabled });
