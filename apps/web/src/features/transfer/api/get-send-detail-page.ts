import type { CallData, Calls } from '@curio/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type Claim = CallData<Calls['getSendDetailPage']>['items'][number];

/** Which claims: 0 all, 1 gifts, 2 airdrops (the spec's `status` filter). */
export type ClaimFilter = 0 | 1 | 2;

/** getSendDetailPage: my claims newest first, by page; looking at them marks them read on the server. */
export const getSendDetailPage = (page: number, status: ClaimFilter) =>
  request('getSendDetailPage', { query: { page, size: 20, status } });

export const claimListQueryOptions = (status: ClaimFilter, lang: string) =>
  cursorListOptions<Claim>(['transfer', 'claims', status, lang], async (cursor) => {
    const page = await getSendDetailPage(cursor === null ? 1 : Number(cursor), status);
    return { items: page.items, nextCursor: page.nextPage === null ? null : String(page.nextPage) };
  });

/** The claims list; once its first page is in, the unread badge is out of date (the server cleared it). */
export function useClaimList(status: ClaimFilter, lang: string) {
  const list = useCursorList(claimListQueryOptions(status, lang));
  const queryClient = useQueryClient();
  const loaded = list.items.length > 0;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: ['transfer', 'unread'] });
  }, [loaded, queryClient]);
  return list;
}
