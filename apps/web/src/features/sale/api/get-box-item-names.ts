import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/**
 * The names of a blind box's items by collection id (getBlindBox), for the draw proof's stock before the
 * draw; fetched when a proof is opened, the proof shows ids without it.
 */
export const getBoxItemNames = async (blindBoxId: number) => {
  const box = await request('getBlindBox', { params: { id: blindBoxId }, showErrorMessage: false });
  return new Map(box.items.map((i) => [i.collection.id, i.collection.name]));
};

export const boxItemNamesQueryOptions = (blindBoxId: number, lang: string) =>
  queryOptions({
    queryKey: ['boxes', 'item-names', blindBoxId, lang],
    queryFn: () => getBoxItemNames(blindBoxId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useBoxItemNames = (blindBoxId: number, lang: string, enabled: boolean) =>
  useQuery({ ...boxItemNamesQueryOptions(blindBoxId, lang), enabled });
