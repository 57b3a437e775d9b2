import type { CallData, Calls, CatalogueSort, SaleState } from '@curio/contract/client';
import { request } from '../../../lib/request/index';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';

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

export const useCollectionList = (filters: DropFilters, lang: string, enabled = true) =>
  useCursorList({ ...collectionListQueryOptions(filters, lang), enabled });
