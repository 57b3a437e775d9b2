import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** confirmReceipt: a shipping order of mine becomes completed (5000202 in any other state; completed: returned as is). */
export const confirmReceipt = (orderNo: string) => request('confirmReceipt', { body: { orderNo } });

export const useConfirmReceiptMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    // The order's detail and the order lists (the sale's caches) change either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
