import type { CallData, Calls, HoldingFilter } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type HeldCollectible = CallData<Calls['listMyCollectionItems']>['items'][number];

/** listMyCollectionItems: the serial numbers I hold of one collection, lowest first; all, or one filter's (decision 069). */
export const myItemsQueryOptions = (collectionId: number, lang: string, filter: HoldingFilter | null = null) =>
  cursorListOptions<HeldCollectible>(['holdings', 'items', collectionId, lang, filter], (cursor) =>
    request('listMyCollectionItems', {
      query: { collectionId, ...(filter === null ? {} : { filter }), ...(cursor === null ? {} : { cursor }) },
    }),
  );

export const useMyItems = (collectionId: number, lang: string, filter: HoldingFilter | null = null) =>
  useCursorList(myItemsQueryOptions(collectionId, lang, filter));
