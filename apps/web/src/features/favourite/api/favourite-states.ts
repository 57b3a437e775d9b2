import type { CallData, Calls, FavouriteTarget } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type FavouriteState = CallData<Calls['getFavouriteStates']>['items'][number];

/** getFavouriteStates: whether I keep each target, and how many keep it (a page's or a list's hearts). */
export const getFavouriteStates = (targetType: FavouriteTarget, ids: readonly number[]) =>
  request('getFavouriteStates', { query: { targetType, ids: ids.join(',') }, showErrorMessage: false });

export const favouriteStatesQueryOptions = (targetType: FavouriteTarget, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['favourites', 'states', targetType, ids.join(',')],
    queryFn: () => getFavouriteStates(targetType, ids),
    select: (d) => new Map(d.items.map((s) => [s.targetId, s])),
  });

/** The hearts' states; asked only when signed in (`enabled`). */
export const useFavouriteStates = (targetType: FavouriteTarget, ids: readonly number[], enabled: boolean) =>
  useQuery({ ...favouriteStatesQueryOptions(targetType, ids), enabled: enabled && ids.length > 0 });
