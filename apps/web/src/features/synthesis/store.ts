import { create } from 'zustand';
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

/**
 * The tab's session storage entry, as zustand's `persist` middleware wrote it (`{ state, version: 0 }`), read
 * once when the store is made and written on every change (decision 073, amended: the store keeps it without
 * the middleware, which no other code of the app uses). Storage unavailable or full: the picks last for the page.
 */
const ENTRY = 'curio-synthesis-picks';
const VERSION = 0;

function storedPicks(): Record<number, Picks> {
  try {
    const entry = JSON.parse(sessionStorage.getItem(ENTRY) ?? 'null') as {
      state?: { byRecipe?: Record<number, Picks> };
      version?: unknown;
    } | null;
    if (entry && (typeof entry.version !== 'number' || entry.version === VERSION)) return entry.state?.byRecipe ?? {};
  } catch {
    // Unreadable: none.
  }
  return {};
}

export const useSynthesisPicks = create<PicksState>()((set) => ({
  byRecipe: storedPicks(),
  setPicked: (recipeId, collectionId, itemIds) =>
    set((s) => ({ byRecipe: { ...s.byRecipe, [recipeId]: { ...s.byRecipe[recipeId], [collectionId]: [...itemIds] } } })),
  clear: (recipeId) =>
    set((s) => {
      const { [recipeId]: _gone, ...rest } = s.byRecipe;
      return { byRecipe: rest };
    }),
}));

useSynthesisPicks.subscribe(({ byRecipe }) => {
  try {
    sessionStorage.setItem(ENTRY, JSON.stringify({ state: { byRecipe }, version: VERSION }));
  } catch {
    // Storage unavailable or full: the picks last for the page.
  }
});

const NONE: Picks = {};
/** The picks of one recipe (a stable empty object when none). */
export const useRecipePicks = (recipeId: number): Picks => useSynthesisPicks((s) => s.byRecipe[recipeId] ?? NONE);
