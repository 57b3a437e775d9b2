import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** setWalletPassword: the wallet password when none is set (6 digits, twice). */
export const setWalletPassword = (body: CallBody<Calls['setWalletPassword']>) => request('setWalletPassword', { body });

export const useSetWalletPasswordMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWalletPassword,
    onSuccess: (wallet) => queryClient.setQueryData(walletKeys.info, wallet),
  });
};
