import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** getRecipe: one recipe with what I own of each fragment, what I used of my limit, whether I can synthesise. */
export const getRecipe = (id: number) => request('getRecipe', { params: { id }, showErrorMessage: false });

export const recipeQueryOptions = (id: number, lang: string) =>
  queryOptions({ queryKey: ['synthesis', 'recipe', id, lang], queryFn: () => getRecipe(id) });

export const useRecipe = (id: number | null, lang: string) =>
  useQuery({ ...recipeQueryOptions(id ?? 0, lang), enabled: id !== null });
