import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type SeriesDetail = CallData<Calls['getSeries']>;

/** getSeries (login required): the series with the first page of its collections. */
export const seriesQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['series', id, lang],
    queryFn: () => request('getSeries', { params: { id }, showErrorMessage: false }),
  });
/** Disabled without a valid id (the page shows "not found" then). */
export const useSeries = (id: number | null, lang: string) =>
  useQuery({ ...seriesQueryOptions(id ?? 0, lang), enabled: id !== null });
