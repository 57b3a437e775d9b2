import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** The real-name status (masked name and ID) and the attempts left today. */
export const approveStatusQuery = () =>
  queryOptions({
    queryKey: ['account', 'approve-status'],
    queryFn: () => request('checkApproveStatus'),
    staleTime: 0,
  });

/** Whether the user is bound to a DID partner identity (then real name can come from the partner). */
export const didBindQuery = () =>
  queryOptions({
    queryKey: ['account', 'did-bind'],
    queryFn: () => request('queryReceiptBind', { showErrorMessage: false }),
    staleTime: 60_000,
  });
