import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type CastRecord = CallData<Calls['cast']>;

/**
 * cast: all or nothing, with exactly the needed items. The page shows a refusal beside the button (and
 * the request client's toast); spending is confirmed on the page before this is called.
 */
export const castActivity = (activityId: number, itemIds: readonly number[]) =>
  request('cast', { body: { activityId, itemIds: [...itemIds] } });

export const useCastMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, itemIds }: { activityId: number; itemIds: readonly number[] }) =>
      castActivity(activityId, itemIds),
    // Cast or refused (exhausted, already cast, an item changed): the activity, its stock and my items changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['activities'] }),
  });
};
