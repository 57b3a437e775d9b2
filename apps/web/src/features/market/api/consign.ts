import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** consign: put my collectible on the market at a price, with the note agreed to and the pay password. */
export const consign = (body: CallBody<Calls['consign']>) => request('consign', { body, showErrorMessage: false });

export const useConsignMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consign,
    // The item is on consignment now (its page, my holdings) and the market has a new listing.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['holdings'] }),
        queryClient.invalidateQueries({ queryKey: ['market'] }),
      ]),
  });
};
