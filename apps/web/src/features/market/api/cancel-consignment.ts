import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** cancelConsignment: take my listing off the shelf with the pay password (7020073 while a buyer's order holds it). */
export const cancelConsignment = (body: CallBody<Calls['cancelConsignment']>) =>
  request('cancelConsignment', { body, showErrorMessage: false });

export const useCancelConsignmentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelConsignment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['holdings'] }),
        queryClient.invalidateQueries({ queryKey: ['market'] }),
      ]),
  });
};
