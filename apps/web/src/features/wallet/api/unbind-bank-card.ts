import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** unbindBankCard: removes a card, with the wallet password; answers the cards left. */
export const unbindBankCard = (body: CallBody<Calls['unbindBankCard']>) => request('unbindBankCard', { body });

export const useUnbindBankCardMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindBankCard,
    onSuccess: (cards) => {
      queryClient.setQueryData(walletKeys.cards, cards);
      return queryClient.invalidateQueries({ queryKey: walletKeys.info });
    },
  });
};
