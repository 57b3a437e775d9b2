import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type SharedItem = CallData<Calls['getSharedItem']>;

/** getSharedItem: a shared item as anyone with its link sees it (refusals shown by the page, not as a toast). */
export const sharedItemOptions = (token: string, lang: string) =>
  queryOptions({
    queryKey: ['share', 'item', token, lang],
    queryFn: () => request('getSharedItem', { query: { t: token }, showErrorMessage: false }),
    retry: false,
  });

export const useSharedItem = (token: string | null, lang: string) =>
  useQuery({ ...sharedItemOptions(token ?? '', lang), enabled: token !== null });
