// The synthesis pages' rules, apart from React: a recipe's phase by the server's clock, the fragment
// selection (all must be selected, spec §5; only usable items), and a record's pledge countdown.
import type { WindowStage } from '../../components/ui/window-status';

/** What a card or the detail shows of a recipe: finer than the list's tabs (open splits off "none left"). */
export type RecipePhase = 'upcoming' | 'open' | 'soldOut' | 'ended';

export interface RecipeWindow {
  startsAt: number;
  endsAt: number;
  stockLeft: number;
  /** The server's word when it answered: `ended` also covers a recipe the operator withdrew. */
  state?: 'open' | 'upcoming' | 'ended';
}

export function recipePhase(r: RecipeWindow, now: number): RecipePhase {
  if (r.state === 'ended' || now >= r.endsAt) return 'ended';
  if (now < r.startsAt) return 'upcoming';
  return r.stockLeft <= 0 ? 'soldOut' : 'open';
}

/** Where the window's line stands: counting down to the start (upcoming), to the end (open); the end date once ended; nothing when none is left. */
export const recipeWindowStage = (phase: RecipePhase): WindowStage | null => (phase === 'soldOut' ? null : phase);

/** Why one of my fragments cannot be used (the server's words for it, see listMyFragments). */
export type UnusableReason = 'cooling' | 'pledged' | 'listed' | 'frozen' | 'minting' | 'used';
const KNOWN_REASONS = new Set<string>(['cooling', 'pledged', 'listed', 'frozen', 'minting', 'used']);

/** The text key of an unusable fragment's reason; an unknown one reads "cannot be used". */
export const reasonKey = (reason: string | null | undefined): string =>
  reason && KNOWN_REASONS.has(reason) ? `synthesis.pick.why.${reason}` : 'synthesis.pick.why.other';

/** One needed fragment of a recipe: a collection and how many of it. */
export interface Need {
  collectionId: number;
  count: number;
}

/** The picks of one recipe: per fragment collection, the item ids I chose. */
export type Picks = Record<number, readonly number[]>;

export type ToggleResult = { picked: number[]; refused: null } | { picked: number[]; refused: 'full' | 'unusable' };

/**
 * Taps one fragment in the picker: picked → unpicked; unpicked → picked while fewer than `need` are;
 * an unusable item or one more than needed is refused (the list stays as it was).
 */
export function togglePick(picked: readonly number[], item: { id: number; usable: boolean }, need: number): ToggleResult {
  if (picked.includes(item.id)) return { picked: picked.filter((id) => id !== item.id), refused: null };
  if (!item.usable) return { picked: [...picked], refused: 'unusable' };
  if (picked.length >= need) return { picked: [...picked], refused: 'full' };
  return { picked: [...picked, item.id], refused: null };
}

/** The picks still valid among the items as the server lists them now (a pick may have been gifted, pledged…). */
export function prunePicks(picked: readonly number[], items: readonly { id: number; usable: boolean }[]): number[] {
  const usable = new Set(items.filter((i) => i.usable).map((i) => i.id));
  return picked.filter((id) => usable.has(id));
}

/** Fills the picks up to `need` with the first usable items not picked yet ("pick for me"). */
export function autoPick(picked: readonly number[], items: readonly { id: number; usable: boolean }[], need: number): number[] {
  const out = [...picked];
  for (const i of items) {
    if (out.length >= need) break;
    if (i.usable && !out.includes(i.id)) out.push(i.id);
  }
  return out;
}

/** How many of each fragment are still missing from the picks (only those short). */
export function shortfall(needs: readonly Need[], picks: Picks): { collectionId: number; missing: number }[] {
  return needs
    .map((n) => ({ collectionId: n.collectionId, missing: n.count - Math.min(n.count, picks[n.collectionId]?.length ?? 0) }))
    .filter((s) => s.missing > 0);
}

/** Every fragment picked to its count (spec §5: all fragments must be selected). */
export const allPicked = (needs: readonly Need[], picks: Picks): boolean => shortfall(needs, picks).length === 0;

/** The item ids the synthesis sends, in the recipe's fragment order, at most `count` of each. */
export function pickedItemIds(needs: readonly Need[], picks: Picks): number[] {
  return needs.flatMap((n) => (picks[n.collectionId] ?? []).slice(0, n.count));
}

/** What a synthesis record shows: its status, and while a pledge runs, whether its countdown has ended. */
export type RecordView = 'ing' | 'returning' | 'done' | 'finish' | 'cancel';

/**
 * A record's view by the server's clock: a pledge whose time has passed shows "returning" until the
 * release job has given the fragments back (the status then turns `finish`).
 */
export function recordView(
  r: { status: 'ing' | 'done' | 'finish' | 'cancel'; pledgeEndsAt: number | null },
  now: number,
): RecordView {
  if (r.status === 'ing' && r.pledgeEndsAt !== null && now >= r.pledgeEndsAt) return 'returning';
  return r.status;
}

/** The per-person limit: how many more I may synthesise (null: no limit). */
export function remainingForMe(perUserLimit: number, usedByMe: number): number | null {
  if (perUserLimit <= 0) return null;
  return Math.max(0, perUserLimit - usedByMe);
}
