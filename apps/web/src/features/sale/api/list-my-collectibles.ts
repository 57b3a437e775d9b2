import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type CollectionGroup = CallData<Calls['listMyCollectibles']>['items'][number];

/** listMyCollectibles: my home's collections with counts, most recently acquired first. */
export const myCollectionsQueryOptions = (lang: string) =>
  cursorListOptions<CollectionGroup>(['holdings', 'groups', lang], (cursor) =>
    request('listMyCollectibles', { query: cursor === null ? {} : { cursor } }),
  );

export const useMyCollections = (lang: string) => useCursorList(myCollectionsQueryOptions(lang));
