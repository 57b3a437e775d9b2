import { DEFAULT_SORT_TYPE, type CallData, type Calls } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import type { DropFilters } from '../api/list-collections';

/** The home feed's first page: a page of 10 is more than a screen and keeps the first render light. */
export const HOME_PAGE_SIZE = 10;

/** The feed as it opens with nothing stored: "All" (the recommend list), the default sort. */
export const HOME_FIRST_FILTERS: DropFilters = { sortType: DEFAULT_SORT_TYPE, categoryId: null, pageSize: HOME_PAGE_SIZE };

/**
 * The query keys of the home's first screen, written out: homeDecorationQueryOptions, categoryTreeQueryOptions
 * and collectionListQueryOptions(HOME_FIRST_FILTERS) give the same (a test holds them together). This
 * module is in the entry chunk; importing those would bring their hooks (useQuery, the infinite query)
 * into the entry as well.
 */
export const homeFirstScreenKeys = (lang: string) => ({
  decoration: ['home-decoration', lang],
  categoryTree: ['category-tree', lang],
  collections: ['collections', lang, { sortType: DEFAULT_SORT_TYPE, pageSize: HOME_PAGE_SIZE }],
});

/** The home page's first screen as the server wrote it into the page (decision 024). */
export interface HomeFirstScreen {
  decoration: CallData<Calls['getHomeDecoration']>;
  categoryTree: CallData<Calls['categoryTree']>;
  collections: CallData<Calls['listCollections']>;
}

/**
 * Puts the home's first screen into the query cache under the keys the home's own queries use, as if
 * they had just answered: the page renders without asking, and refreshes by its usual stale times.
 */
export function seedHomeQueries(queryClient: QueryClient, lang: string, home: HomeFirstScreen, updatedAt = Date.now()): void {
  const keys = homeFirstScreenKeys(lang);
  queryClient.setQueryData(keys.decoration, home.decoration, { updatedAt });
  queryClient.setQueryData(keys.categoryTree, home.categoryTree, { updatedAt });
  queryClient.setQueryData(keys.collections, { pages: [home.collections], pageParams: [null] }, { updatedAt });
}
