import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The synthesis area's calls (console-synthesis): the recipes. The tenant's collections and time zone come
// from lib/tenant.

export type Recipe = CallData<Calls['consoleListRecipes']>['items'][number];
export type RecipeBody = CallBody<Calls['consoleSaveRecipe']>;

export const RECIPES_KEY = ['console', 'synthesis', 'recipes'] as const;

/** Every recipe of the tenant, newest first (the console pages through `before` until the end). */
export function useRecipes() {
  return useQuery({
    queryKey: RECIPES_KEY,
    queryFn: async () => {
      const items: Recipe[] = [];
      let before: number | undefined;
      for (let page = 0; page < 50; page++) {
        const r = await request('consoleListRecipes', { query: { limit: 100, ...(before ? { before } : {}) } });
        items.push(...r.items);
        if (r.nextBefore === null) break;
        before = r.nextBefore;
      }
      return items;
    },
    refetchInterval: 15_000,
  });
}

export function useSaveRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => request('consoleSaveRecipe', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: RECIPES_KEY }),
  });
}

export function useWithdrawRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('consoleWithdrawRecipe', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: RECIPES_KEY }),
  });
}
