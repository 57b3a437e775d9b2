import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

export type ResetAnswer = CallData<Calls['resetWalletPassword']>;

/** resetWalletPassword: step `send` texts a code to the user's phone; step `reset` sets the new password. */
export const resetWalletPassword = (body: CallBody<Calls['resetWalletPassword']>) => request('resetWalletPassword', { body });

export const useResetWalletPasswordMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetWalletPassword,
    // The reset answers the wallet (its lock lifted); sending a code changes nothing cached.
    onSuccess: (answer) => {
      if (answer.wallet) queryClient.setQueryData(walletKeys.info, answer.wallet);
    },
  });
};
