import type { CallData, Calls, CatalogueSort } from '@curio/contract/client';
import { cursorListOptions } from '../../../lib/query/cursor-list-options';
import { useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type ListingCard = CallData<Calls['listListings']>['items'][number];

/** The C2C tab's filters: the B2C tab's sort, category and price range (fen), and a keyword. */
export interface ListingFilters {
  sortType: CatalogueSort;
  categoryId?: number | null;
  collectionId?: number | null;
  priceMin?: number | null;
  priceMax?: number | null;
  /** Matches the collection's or the creator's name (decision 069); empty: none. */
  keyword?: string | null;
  pageSize?: number;
}

/** The filters as a query (empty ones left out), so equal filters share one cache entry. */
export function listingQuery(f: ListingFilters): Record<string, string | number> {
  const q: Record<string, string | number> = { sortType: f.sortType };
  if (f.categoryId != null) q.categoryId = f.categoryId;
  if (f.collectionId != null) q.collectionId = f.collectionId;
  if (f.priceMin != null) q.priceMin = f.priceMin;
  if (f.priceMax != null) q.priceMax = f.priceMax;
  if (f.keyword) q.keyword = f.keyword;
  if (f.pageSize !== undefined) q.pageSize = f.pageSize;
  return q;
}

/** listListings: listings on sale (locked ones too), filtered and sorted, keyset cursor; open to visitors. */
export const listingListQueryOptions = (filters: ListingFilters, lang: string) => {
  const query = listingQuery(filters);
  return cursorListOptions<ListingCard>(['market', 'listings', lang, query], (cursor) =>
    request('listListings', { query: cursor === null ? query : { ...query, cursor } }),
  );
};

export const useListingList = (filters: ListingFilters, lang: string, enabled = true) =>
  useCursorList({ ...listingListQueryOptions(filters, lang), enabled });
