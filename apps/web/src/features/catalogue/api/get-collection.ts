import { useQuery } from '@tanstack/react-query';
import { collectionQueryOptions } from './first-queries';

export { collectionQueryOptions, type CollectionDetail } from './first-queries';

/** Disabled without a valid id (the page shows "not found" then). */
export const useCollection = (id: number | null, lang: string) =>
  useQuery({ ...collectionQueryOptions(id ?? 0, lang), enabled: id !== null });
