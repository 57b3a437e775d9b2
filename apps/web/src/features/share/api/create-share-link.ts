import type { CallData, Calls, ShareKind } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type ShareLink = CallData<Calls['createShareLink']>;

/**
 * createShareLink: the short link of a collection, a listing or an item I hold. The same target always gets
 * the same link, so it is read like a query (asked when the sheet opens, kept for the session).
 */
export const shareLinkOptions = (kind: ShareKind, id: number) =>
  queryOptions({
    queryKey: ['share', 'link', kind, id],
    queryFn: () => request('createShareLink', { body: { kind, id } }),
    staleTime: Infinity,
    retry: false,
  });

export const useShareLink = (kind: ShareKind, id: number, enabled: boolean) =>
  useQuery({ ...shareLinkOptions(kind, id), enabled });
