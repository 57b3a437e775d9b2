import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** updateWalletPassword: the old password (5 wrong in a row lock it), then the new one twice. */
export const updateWalletPassword = (body: CallBody<Calls['updateWalletPassword']>) => request('updateWalletPassword', { body });

export const useUpdateWalletPasswordMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWalletPassword,
    onSuccess: (wallet) => queryClient.setQueryData(walletKeys.info, wallet),
    // A wrong old password counts towards the lock the wallet shows.
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.info }),
  });
};
