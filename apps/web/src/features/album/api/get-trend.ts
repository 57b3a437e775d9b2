import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type TrendDetail = CallData<Calls['getTrend']>;

/** getTrend: one published post with its album's title. */
export const trendQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['album-trend', id, lang],
    queryFn: () => request('getTrend', { params: { id }, showErrorMessage: false }),
  });
export const useTrend = (id: number | null, lang: string) =>
  useQuery({ ...trendQueryOptions(id ?? 0, lang), enabled: id !== null });
