import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { approveStatusQueryOptions } from './check-approve-status';

/** approveAuth: the real name from the DID partner the user is bound to; answers the new status. */
export const approveAuth = () => request('approveAuth', { query: {} });

export const useApproveAuthMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAuth,
    onSuccess: (status) => queryClient.setQueryData(approveStatusQueryOptions().queryKey, status),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approveStatusQueryOptions().queryKey });
    },
  });
};
