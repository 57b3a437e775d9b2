import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Picks } from './rules';

/**
 * The fragments I picked, per recipe, while I go between the recipe and its pickers
 * (/pages/detail/synthesis ⇄ /pages/synthesis/debrisList). Kept for the tab's session, so a reload of
 * either page keeps them; cleared once the synthesis is done.
 */
interface PicksState {
  byRecipe: Record<number, Picks>;
  setPicked(recipeId: number, collectionId: number, itemIds: readonly number[]): void;
  clear(recipeId: number): void;
}

export const useSynthesisPicks = create<PicksState>()(
  persist(
    (set) => ({
      byRecipe: {},
      setPicked: (recipeId, collectionId, itemIds) =>
        set((s) => ({ byRecipe: { ...s.byRecipe, [recipeId]: { ...s.byRecipe[recipeId], [collectionId]: [...itemIds] } } })),
      clear: (recipeId) =>
        set((s) => {
          const { [recipeId]: _gone, ...rest } = s.byRecipe;
          return { byRecipe: rest };
        }),
    }),
    {
      name: 'curio-synthesis-picks',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ byRecipe: s.byRecipe }),
    },
  ),
);

const NONE: Picks = {};
/** The picks of one recipe (a stable empty object when none). */
export const useRecipePicks = (recipeId: number): Picks => useSynthesisPicks((s) => s.byRecipe[recipeId] ?? NONE);
