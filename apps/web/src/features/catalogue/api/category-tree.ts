import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export const categoryTreeQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['category-tree', lang], queryFn: () => request('categoryTree'), staleTime: 5 * 60_000 });
export const useCategoryTree = (lang: string) => useQuery(categoryTreeQueryOptions(lang));
