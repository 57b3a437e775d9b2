import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/**
 * claimCoupon: one coupon of a campaign into my coupons. Refusals (5000193 my limit, 5000032 none left,
 * 5000030 no such campaign) are the request layer's toast, in the catalogue's text of my language.
 */
export const claimCoupon = (activityId: number) => request('claimCoupon', { body: { activityId } });

export const useClaimCouponMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    // Claimed or refused, the campaigns' counts and my coupons may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
};
