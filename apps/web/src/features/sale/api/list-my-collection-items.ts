import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type HeldCollectible = CallData<Calls['listMyCollectionItems']>['items'][number];

/** listMyCollectionItems: the serial numbers I hold of one collection, lowest first. */
export const myItemsQueryOptions = (collectionId: number, lang: string) =>
  cursorListOptions<HeldCollectible>(['holdings', 'items', collectionId, lang], (cursor) =>
    request('listMyCollectionItems', { query: cursor === null ? { collectionId } : { collectionId, cursor } }),
  );

export const useMyItems = (collectionId: number, lang: string) => useCursorList(myItemsQueryOptions(collectionId, lang));
