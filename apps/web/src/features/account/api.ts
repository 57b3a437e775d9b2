import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request/index';

/** The real-name status (masked name and ID) and the attempts left today. */
export const approveStatusQuery = () =>
  queryOptions({
    queryKey: ['account', 'approve-status'],
    queryFn: () => request('checkApproveStatus'),
    staleTime: 0,
  });
