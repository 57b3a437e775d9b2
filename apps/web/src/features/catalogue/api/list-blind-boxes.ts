import type { CallData, Calls, CatalogueSort } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type BlindBoxCard = CallData<Calls['listBlindBoxes']>['items'][number];

/** listBlindBoxes: the listed blind boxes with a sort and a keyset cursor. */
export const blindBoxListQueryOptions = (sortType: CatalogueSort, lang: string) =>
  cursorListOptions<BlindBoxCard>(['blind-boxes', lang, sortType], (cursor) =>
    request('listBlindBoxes', { query: { sortType, cursor } }),
  );
export const useBlindBoxList = (sortType: CatalogueSort, lang: string) => useCursorList(blindBoxListQueryOptions(sortType, lang));
