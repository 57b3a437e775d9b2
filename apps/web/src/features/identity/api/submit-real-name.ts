import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { approveStatusQueryOptions } from './check-approve-status';

/** submitRealName: name and ID number checked by the real-name service; answers the new status. */
export const submitRealName = (body: CallBody<Calls['submitRealName']>) => request('submitRealName', { body });

export const useSubmitRealNameMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRealName,
    // The answer is the new status; a refused attempt counts too: look again at what is left.
    onSuccess: (status) => queryClient.setQueryData(approveStatusQueryOptions().queryKey, status),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approveStatusQueryOptions().queryKey });
    },
  });
};
