import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** listMyFragments: my items of one fragment collection for a recipe, each usable or not (and why). */
export const listMyFragments = (recipeId: number, collectionId: number) =>
  request('listMyFragments', { query: { recipeId, collectionId } });

export const myFragmentsQueryOptions = (recipeId: number, collectionId: number, lang: string) =>
  queryOptions({
    queryKey: ['synthesis', 'fragments', recipeId, collectionId, lang],
    queryFn: () => listMyFragments(recipeId, collectionId),
  });

export const useMyFragments = (recipeId: number | null, collectionId: number | null, lang: string) =>
  useQuery({ ...myFragmentsQueryOptions(recipeId ?? 0, collectionId ?? 0, lang), enabled: recipeId !== null && collectionId !== null });
