import type { CallData, Calls, CatalogueSort } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type SeriesCard = CallData<Calls['listSeries']>['items'][number];

/** listSeries: the new releases page, recommended or newest first; keyset cursor. */
export const seriesListQueryOptions = (sortType: CatalogueSort, lang: string) =>
  cursorListOptions<SeriesCard>(['series-list', lang, sortType], (cursor) =>
    request('listSeries', { query: { sortType, cursor } }),
  );
export const useSeriesList = (sortType: CatalogueSort, lang: string) => useCursorList(seriesListQueryOptions(sortType, lang));
