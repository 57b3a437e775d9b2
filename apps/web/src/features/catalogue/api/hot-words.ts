import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** The tenant's hot search words, in the operator's order. */
export const hotWordsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['hot-words', lang],
    queryFn: () => request('listHotSearchWords', { showErrorMessage: false }),
    staleTime: 5 * 60_000,
  });
export const useHotWords = (lang: string) => useQuery(hotWordsQueryOptions(lang));
