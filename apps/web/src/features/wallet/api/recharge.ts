import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** recharge: from a bound card, with the wallet password; the same requestId twice moves money once. */
export const recharge = (body: CallBody<Calls['recharge']>) => request('recharge', { body });

export const useRechargeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recharge,
    // The balance and the bills changed; a refusal (a wrong password) may have locked the password.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.info }),
        queryClient.invalidateQueries({ queryKey: walletKeys.bills }),
      ]),
  });
};
