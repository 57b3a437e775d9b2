import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** confirmBankCard: the SMS code confirms the bind; the card is bound. */
export const confirmBankCard = (body: CallBody<Calls['confirmBankCard']>) => request('confirmBankCard', { body });

export const useConfirmBankCardMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBankCard,
    // The card list and the wallet's card count changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.cards }),
        queryClient.invalidateQueries({ queryKey: walletKeys.info }),
      ]),
  });
};
