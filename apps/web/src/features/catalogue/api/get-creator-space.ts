import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type CreatorSpace = CallData<Calls['getCreatorSpace']>;

/** getCreatorSpace: a creator's profile, series, blind boxes and first collections; open to visitors. */
export const creatorSpaceQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['creator-space', id, lang],
    queryFn: () => request('getCreatorSpace', { params: { id }, showErrorMessage: false }),
  });
export const useCreatorSpace = (id: number | null, lang: string) =>
  useQuery({ ...creatorSpaceQueryOptions(id ?? 0, lang), enabled: id !== null });
