import type { CallData, Calls, SearchType } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList, type CursorPage } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type SearchResult = CallData<Calls['search']>;
type Groups = {
  collection: SearchResult['collections'];
  series: SearchResult['series'];
  creator: SearchResult['creators'];
  blindBox: SearchResult['blindBoxes'];
};
export type SearchItem<T extends SearchType> = Groups[T]['items'][number];

const GROUP = { collection: 'collections', series: 'series', creator: 'creators', blindBox: 'blindBoxes' } as const;

/** search without a type: the first page of collections, series, creators and blind boxes. */
export const searchQueryOptions = (keyword: string, lang: string) =>
  queryOptions({ queryKey: ['search', lang, keyword], queryFn: () => request('search', { query: { keyword } }) });
export const useSearch = (keyword: string, lang: string) =>
  useQuery({ ...searchQueryOptions(keyword, lang), enabled: keyword !== '' });

/** search with a type: that group only, paged with its cursor (the first page comes from `first`). */
export function useSearchGroup<T extends SearchType>(keyword: string, type: T, lang: string, first: CursorPage<SearchItem<T>>) {
  return useCursorList({
    ...cursorListOptions<SearchItem<T>>(['search', lang, keyword, type], async (cursor) => {
      const data = await request('search', { query: { keyword, type, cursor } });
      return data[GROUP[type]] as unknown as CursorPage<SearchItem<T>>;
    }),
    initialData: { pages: [first], pageParams: [null] },
  });
}
