import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** cancelOrder: an unpaid order ends at once and its stock returns (5000021 when it is not unpaid any more). */
export const cancelOrder = (orderNo: string) => request('cancelOrder', { body: { orderNo } });

export const useCancelOrderMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Cancelled, or refused because it was paid or ended meanwhile: either way its stock may be back on
    // the drop (another feature's cache) and the order lists change. Everything cached is out of date.
    onSettled: () => queryClient.invalidateQueries(),
  });
};
