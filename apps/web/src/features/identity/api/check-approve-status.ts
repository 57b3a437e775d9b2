import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type ApproveStatus = CallData<Calls['checkApproveStatus']>;

/** checkApproveStatus: the real-name status (masked name and ID) and the attempts left today. */
export const checkApproveStatus = () => request('checkApproveStatus');

export const approveStatusQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'approve-status'], queryFn: checkApproveStatus, staleTime: 0 });

export const useApproveStatus = () => useQuery(approveStatusQueryOptions());
