import type { FavouriteTarget } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export interface SetFavouriteInput {
  targetType: FavouriteTarget;
  targetId: number;
  favourite: boolean;
}

/** addFavourite / removeFavourite (both idempotent): answers where I stand and how many keep it. */
export const setFavourite = ({ targetType, targetId, favourite }: SetFavouriteInput) =>
  favourite
    ? request('addFavourite', { body: { targetType, targetId } })
    : request('removeFavourite', { body: { targetType, targetId } });

export const useSetFavouriteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    // Every heart and the favourites list may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  });
};
