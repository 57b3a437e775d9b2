import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** openWallet: opens the wallet at the provider with its password (7020076 without real name). */
export const openWallet = (body: CallBody<Calls['openWallet']>) => request('openWallet', { body });

export const useOpenWalletMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openWallet,
    // The answer is the wallet as it now is.
    onSuccess: (wallet) => queryClient.setQueryData(walletKeys.info, wallet),
  });
};
