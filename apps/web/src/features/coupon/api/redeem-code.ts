import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/**
 * redeemCode: a one-time code (already normalised) → what it gave. 5000035 (unknown, used or expired) and
 * 5000194 (too many attempts) are the request layer's toasts; the page also keeps the refusal of a
 * collectible that needs a real name or a chain account (7020076 / 7020078) beside the input.
 */
export const redeemCode = (code: string) => request('redeemCode', { body: { code } });

export const useRedeemCodeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
};
