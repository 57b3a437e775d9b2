import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type ActivityOrder = CallData<Calls['confirmActivityOrder']>;
export type ConfirmActivityOrderBody = CallBody<Calls['confirmActivityOrder']>;

/**
 * confirmActivityOrder: a coupon or physical-reward activity's order (business type 5), all or nothing.
 * Free: paid at once (a coupon is mine; a good awaits shipment). Priced: pending payment (the cashier).
 */
export const confirmActivityOrder = (body: ConfirmActivityOrderBody) => request('confirmActivityOrder', { body });

export const useConfirmActivityOrderMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmActivityOrder,
    // Ordered or refused: the activity's stock and my status, my items, my orders and coupons changed.
    onSettled: () => queryClient.invalidateQueries(),
  });
};
