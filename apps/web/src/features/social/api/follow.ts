import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** follow / unfollow (both idempotent): answers where I stand with the user and their follower count. */
export const setFollow = ({ userId, follow }: { userId: number; follow: boolean }) =>
  follow ? request('follow', { body: { userId } }) : request('unfollow', { body: { userId } });

export const useFollowMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    // Counts, the follow state on pages and every fans / following list may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['social'] }),
  });
};
