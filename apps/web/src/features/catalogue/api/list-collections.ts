import { useCursorList } from '../../../lib/query/cursor-list';
import { collectionListQueryOptions, type DropFilters } from './first-queries';

export { collectionListQueryOptions, dropQuery, type CollectionCard, type DropFilters } from './first-queries';

export const useCollectionList = (filters: DropFilters, lang: string, enabled = true) =>
  useCursorList({ ...collectionListQueryOptions(filters, lang), enabled });
