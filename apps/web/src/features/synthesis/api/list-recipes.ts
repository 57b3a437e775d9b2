import type { CallQuery, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { RecipeTab } from '../paths';
import type { RecipeCard } from '../types';

/** listRecipes: the recipes of one tab (open, upcoming, ended), keyset paging. */
export const listRecipes = (query: CallQuery<Calls['listRecipes']>) => request('listRecipes', { query });

export const recipeListQueryOptions = (tab: RecipeTab, lang: string) =>
  cursorListOptions<RecipeCard>(['synthesis', 'recipes', tab, lang], (cursor) =>
    listRecipes(cursor === null ? { state: tab } : { state: tab, cursor }),
  );

export const useRecipeList = (tab: RecipeTab, lang: string) => useCursorList(recipeListQueryOptions(tab, lang));
