import type { CatalogueSort } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { categoryTreeQueryOptions, collectionListQueryOptions, type DropFilters } from '../api/first-queries';
import { SORT } from '../sort';
import type { PriceBounds } from './price-filter';

/** Two screens of cards at a time: the first render stays light on a phone, the next page comes at 50 px. */
export const MARKET_PAGE_SIZE = 10;

/** The market's B2C list filters from what the user chose (the page and its route loader share them). */
export function marketDropFilters(
  sort: CatalogueSort = SORT.RECOMMENDED,
  categoryId: number | null = null,
  price: PriceBounds = {},
): DropFilters {
  return { sortType: sort, categoryId, priceMin: price.min, priceMax: price.max, pageSize: MARKET_PAGE_SIZE };
}

/** The market's first screen: the category chips and the first page of drops, unfiltered, as the page asks for them. */
export function prefetchMarket(queryClient: QueryClient, lang: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchInfiniteQuery(collectionListQueryOptions(marketDropFilters(), lang)),
    queryClient.prefetchQuery(categoryTreeQueryOptions(lang)),
  ]);
}
