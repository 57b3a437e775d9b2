import type { CallData, Calls, HoldingFilter } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import { holdingFilterParam } from '../paths';

export type CollectionGroup = CallData<Calls['listMyCollectibles']>['items'][number];

/** My home's filters (decision 069): one state of the items, one series; null: all. */
export interface HoldingScope {
  filter: HoldingFilter | null;
  seriesId: number | null;
}

/** listMyCollectibles: my home's collections with counts, most recently acquired first; filtered by the server. */
export const myCollectionsQueryOptions = (lang: string, scope: HoldingScope = { filter: null, seriesId: null }) =>
  cursorListOptions<CollectionGroup>(['holdings', 'groups', lang, scope.filter, scope.seriesId], (cursor) =>
    request('listMyCollectibles', {
      query: {
        ...(scope.filter === null ? {} : { filter: scope.filter }),
        ...(scope.seriesId === null ? {} : { seriesId: scope.seriesId }),
        ...(cursor === null ? {} : { cursor }),
      },
    }),
  );

/** The tiles in my home's grid's first row (two a row): on the first screen, their covers load at once. */
export const MY_HOME_FIRST_ROW = 2;

const seriesIdParam = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** My home's filters as its address holds them (`?filter=`, `?seriesId=`). */
export const holdingScopeOf = (query: Record<string, string | undefined>): HoldingScope => ({
  filter: holdingFilterParam(query.filter),
  seriesId: seriesIdParam(query.seriesId),
});

export const useMyCollections = (lang: string, scope?: HoldingScope) => useCursorList(myCollectionsQueryOptions(lang, scope));

/** listMySeries: the series of what I hold, with counts (my home's series chips). */
export const mySeriesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['holdings', 'series', lang], queryFn: () => request('listMySeries', {}) });
export const useMySeries = (lang: string) => useQuery(mySeriesQueryOptions(lang));
