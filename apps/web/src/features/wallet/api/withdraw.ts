import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** withdraw: to a bound card; the bill is DEALING and arrives in 1-2 days. Idempotent by requestId. */
export const withdraw = (body: CallBody<Calls['withdraw']>) => request('withdraw', { body });

export const useWithdrawMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.info }),
        queryClient.invalidateQueries({ queryKey: walletKeys.bills }),
      ]),
  });
};
