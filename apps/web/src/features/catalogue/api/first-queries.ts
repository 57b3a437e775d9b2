import type { CallData, Calls, CatalogueSort, SaleState } from '@curio/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { cursorListOptions } from '../../../lib/query/cursor-list-options';

// The query options of the catalogue's first screens (home, market, collection detail), apart from their
// hooks: the route loaders, part of the boot, start these queries without bringing the query hooks into
// the first load. The hooks (get-collection.ts, list-collections.ts, category-tree.ts,
// home-decoration.ts) use the very same options, so a page finds what its loader started.

export type CollectionDetail = CallData<Calls['getCollection']>;

/** getCollection (login required): media, sale, creator, privileges, copyright and the info on chain. */
export const collectionQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['collection', id, lang],
    // The page shows "not found" and failures itself.
    queryFn: () => request('getCollection', { params: { id }, showErrorMessage: false }),
  });

export type CollectionCard = CallData<Calls['listCollections']>['items'][number];

/** Filters of the drop lists (prices in fen). */
export interface DropFilters {
  sortType: CatalogueSort;
  categoryId?: number | null;
  priceMin?: number | null;
  priceMax?: number | null;
  saleState?: SaleState;
  creatorId?: number;
  seriesId?: number;
  pageSize?: number;
}

/** The filters as a query string (empty ones left out), so equal filters share one cache entry. */
export function dropQuery(f: DropFilters): Record<string, string | number> {
  const q: Record<string, string | number> = { sortType: f.sortType };
  if (f.categoryId != null) q.categoryId = f.categoryId;
  if (f.priceMin != null) q.priceMin = f.priceMin;
  if (f.priceMax != null) q.priceMax = f.priceMax;
  if (f.saleState !== undefined) q.saleState = f.saleState;
  if (f.creatorId !== undefined) q.creatorId = f.creatorId;
  if (f.seriesId !== undefined) q.seriesId = f.seriesId;
  if (f.pageSize !== undefined) q.pageSize = f.pageSize;
  return q;
}

/** listCollections: the market's drops with filters, a sort and a keyset cursor; open to visitors. */
export const collectionListQueryOptions = (filters: DropFilters, lang: string) => {
  const query = dropQuery(filters);
  return cursorListOptions<CollectionCard>(['collections', lang, query], (cursor) =>
    request('listCollections', { query: cursor === null ? query : { ...query, cursor } }),
  );
};

export const categoryTreeQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['category-tree', lang], queryFn: () => request('categoryTree'), staleTime: 5 * 60_000 });

export type HomeDecoration = CallData<Calls['getHomeDecoration']>;

/** The home page (platform decoration): banners, notice headlines and the operator's sections. */
export const homeDecorationQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['home-decoration', lang], queryFn: () => request('getHomeDecoration') });
