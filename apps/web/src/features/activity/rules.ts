// The activities' rules that the pages apply before asking the server (which checks everything again in
// the cast's transaction): an activity's phase for me, and choosing the items to hold or spend.
import type { WindowStage } from '../../components/ui/window-status';

/** What a card or the detail shows: upcoming (counting down to the start), open (to the end), sold out, ended. */
export type ActivityPhase = 'upcoming' | 'open' | 'soldOut' | 'ended';

export interface PhaseInput {
  /** The server's status: 'ended' also for a withdrawn activity. */
  status: 'upcoming' | 'open' | 'ended';
  startsAt: number;
  endsAt: number;
  stock: { left: number };
}

/** By the server's clock (`now`): the window decides, a withdrawn activity is ended, no stock left is sold out. */
export function phaseOf(a: PhaseInput, now: number): ActivityPhase {
  if (a.status === 'ended' || now >= a.endsAt) return 'ended';
  if (now < a.startsAt) return 'upcoming';
  return a.stock.left <= 0 ? 'soldOut' : 'open';
}

/** Where the window's line stands: counting down to the start (upcoming), to the end (open); the end date once ended; nothing when sold out. */
export const windowStage = (phase: ActivityPhase): WindowStage | null => (phase === 'soldOut' ? null : phase);

/** One qualifying collection and how many of its items one cast needs. */
export interface Requirement {
  collectionId: number;
  count: number;
}

/** One of my items that qualifies, usable or not (why not: the server's reason). */
export interface Candidate {
  cardNftId: number;
  collectionId: number;
  usable: boolean;
}

/** What happened to a tap on an item: picked, unpicked, or refused (unusable, or enough of its collection). */
export type ToggleResult =
  { kind: 'picked' | 'unpicked'; selection: readonly number[] } | { kind: 'unusable' | 'full'; selection: readonly number[] };

/**
 * Taps an item: an unusable item is never picked; a collection takes no more than its count (tapping
 * one more is refused, the user unpicks one first); tapping a picked item unpicks it.
 */
export function toggleItem(
  selection: readonly number[],
  item: Candidate,
  requirements: readonly Requirement[],
  items: readonly Candidate[],
): ToggleResult {
  if (selection.includes(item.cardNftId)) {
    return { kind: 'unpicked', selection: selection.filter((id) => id !== item.cardNftId) };
  }
  if (!item.usable) return { kind: 'unusable', selection };
  const need = requirements.find((r) => r.collectionId === item.collectionId)?.count ?? 0;
  if (pickedOf(selection, items, item.collectionId) >= need) return { kind: 'full', selection };
  return { kind: 'picked', selection: [...selection, item.cardNftId] };
}

function pickedOf(selection: readonly number[], items: readonly Candidate[], collectionId: number): number {
  const ids = new Set(selection);
  return items.filter((i) => i.collectionId === collectionId && ids.has(i.cardNftId)).length;
}

export interface RequirementState extends Requirement {
  picked: number;
  /** My usable items of the collection. */
  usable: number;
  /** I hold fewer usable items than the count: this activity cannot be cast until that changes. */
  short: boolean;
}

export interface SelectionState {
  perCollection: RequirementState[];
  picked: number;
  needed: number;
  /** Every collection has exactly its count picked (only usable items): ready to cast. */
  complete: boolean;
  /** Some collection lacks usable items: nothing I pick completes it. */
  short: boolean;
}

export function selectionState(
  selection: readonly number[],
  items: readonly Candidate[],
  requirements: readonly Requirement[],
): SelectionState {
  const ids = new Set(selection);
  const perCollection = requirements.map((r) => {
    const mine = items.filter((i) => i.collectionId === r.collectionId);
    const usable = mine.filter((i) => i.usable).length;
    const picked = mine.filter((i) => i.usable && ids.has(i.cardNftId)).length;
    return { ...r, picked, usable, short: usable < r.count };
  });
  const picked = perCollection.reduce((n, c) => n + c.picked, 0);
  const needed = perCollection.reduce((n, c) => n + c.count, 0);
  const stray = selection.some((id) => !items.some((i) => i.cardNftId === id && i.usable));
  return {
    perCollection,
    picked,
    needed,
    complete: requirements.length > 0 && !stray && perCollection.every((c) => c.picked === c.count),
    short: perCollection.some((c) => c.short),
  };
}

/** The selection kept after the items were fetched again: only items still mine and usable. */
export function keepUsable(selection: readonly number[], items: readonly Candidate[]): number[] {
  return selection.filter((id) => items.some((i) => i.cardNftId === id && i.usable));
}
