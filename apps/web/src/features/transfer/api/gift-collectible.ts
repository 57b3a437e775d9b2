import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** giftCollectible: gives the item with the pay password; it is frozen until the chain transfer confirms. */
export const giftCollectible = (body: CallBody<Calls['giftCollectible']>) =>
  request('giftCollectible', { body, showErrorMessage: false });

export const useGiftMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giftCollectible,
    // The item is frozen (its page, my holdings), and new moves are recorded.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['holdings'] }),
        queryClient.invalidateQueries({ queryKey: ['transfer'] }),
      ]),
  });
};
