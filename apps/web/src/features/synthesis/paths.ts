import { SYNTHESIS_PATHS } from './route-paths';

// Where the synthesis pages live (spec section 2, issue 18) and how to link to them. The route table
// (app/routes/synthesis.routes.ts) takes its paths from ./route-paths.

export { SYNTHESIS_PATHS };

export type RecipeTab = 'open' | 'upcoming' | 'ended';
export const RECIPE_TABS: readonly RecipeTab[] = ['open', 'upcoming', 'ended'];

export const recipePath = (id: number) => `${SYNTHESIS_PATHS.detail}?id=${id}`;
export const debrisListPath = (recipeId: number, collectionId: number) =>
  `${SYNTHESIS_PATHS.debrisList}?recipeId=${recipeId}&collectionId=${collectionId}`;
export const recipeListPath = (tab: RecipeTab = 'open') =>
  tab === 'open' ? SYNTHESIS_PATHS.list : `${SYNTHESIS_PATHS.list}?tab=${tab}`;

/** A positive id from a page's query, or null when it cannot be one. */
export function synthesisIdParam(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(v)) return null;
  const n = Number(v);
  return n <= 2_147_483_647 ? n : null;
}

/** The list's tab from `?tab=`, open by default. */
export function recipeTabParam(value: string | undefined): RecipeTab {
  return value === 'upcoming' || value === 'ended' ? value : 'open';
}
