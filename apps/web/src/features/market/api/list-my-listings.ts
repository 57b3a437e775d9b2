import type { CallData, Calls, ListingStatus } from '@curio/contract/client';
import { cursorListOptions } from '../../../lib/query/cursor-list-options';
import { useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type MySaleListing = CallData<Calls['listMyListings']>['items'][number];

/** listMyListings: the seller's own listings, newest first, all or one state (decision 069); keyset cursor. */
export const myListingsQueryOptions = (status: ListingStatus | null, lang: string) =>
  cursorListOptions<MySaleListing>(['market', 'mine', lang, status], (cursor) => {
    const query: Record<string, string> = {};
    if (status !== null) query.status = status;
    if (cursor !== null) query.cursor = cursor;
    return request('listMyListings', { query });
  });

export const useMyListings = (status: ListingStatus | null, lang: string) => useCursorList(myListingsQueryOptions(status, lang));
