import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/**
 * placeOrder: takes units of a drop for the buyer and opens an unpaid order. Refusals are not toasted:
 * the buy sheet shows them with the way forward (refusalAction).
 */
export const placeOrder = (body: CallBody<Calls['placeOrder']>) => request('placeOrder', { body, showErrorMessage: false });

export const usePlaceOrderMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // A new unpaid order. The drop's own cache belongs to the page that shows it (onStale).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
};
