import type { CallData, Calls, CatalogueSort } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type CreatorCard = CallData<Calls['listCreators']>['items'][number];

/** listCreators: featured or newest first; keyset cursor. */
export const creatorListQueryOptions = (sortType: CatalogueSort, lang: string) =>
  cursorListOptions<CreatorCard>(['creators', lang, sortType], (cursor) =>
    request('listCreators', { query: { sortType, cursor } }),
  );
export const useCreatorList = (sortType: CatalogueSort, lang: string) => useCursorList(creatorListQueryOptions(sortType, lang));
