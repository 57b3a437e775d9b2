import { useQuery } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from './first-queries';

export { categoryTreeQueryOptions } from './first-queries';

export const useCategoryTree = (lang: string) => useQuery(categoryTreeQueryOptions(lang));
