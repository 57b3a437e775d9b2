import { describe, expect, it } from 'vitest';
import {
  allPicked,
  autoPick,
  pickedItemIds,
  prunePicks,
  reasonKey,
  recipePhase,
  recipeWindowStage,
  recordView,
  remainingForMe,
  shortfall,
  togglePick,
} from './rules';

const w = { startsAt: 1_000, endsAt: 2_000, stockLeft: 5 };

describe('a recipe phase by the clock', () => {
  it('is upcoming before the start, open in the window, none left at zero stock, ended at the end', () => {
    expect(recipePhase(w, 999)).toBe('upcoming');
    expect(recipePhase(w, 1_000)).toBe('open');
    expect(recipePhase({ ...w, stockLeft: 0 }, 1_500)).toBe('soldOut');
    expect(recipePhase(w, 2_000)).toBe('ended');
    // Ended wins over none left, upcoming too.
    expect(recipePhase({ ...w, stockLeft: 0 }, 2_500)).toBe('ended');
    expect(recipePhase({ ...w, stockLeft: 0 }, 500)).toBe('upcoming');
    // Withdrawn by the operator: the server says ended before the window's end.
    expect(recipePhase({ ...w, state: 'ended' }, 1_500)).toBe('ended');
    // The clock moves on from what the server said.
    expect(recipePhase({ ...w, state: 'upcoming' }, 1_500)).toBe('open');
  });

  it('counts down to the start, then to the end, the end date after, nothing when none is left', () => {
    expect(recipeWindowStage('upcoming')).toBe('upcoming');
    expect(recipeWindowStage('open')).toBe('open');
    expect(recipeWindowStage('soldOut')).toBeNull();
    expect(recipeWindowStage('ended')).toBe('ended');
  });
});

describe('picking fragments', () => {
  const a = { id: 1, usable: true };
  const b = { id: 2, usable: true };
  const c = { id: 3, usable: true };
  const off = { id: 4, usable: false };

  it('ticks usable items up to the count needed, refuses one more and every unusable one, unticks a picked one', () => {
    expect(togglePick([], a, 2)).toEqual({ picked: [1], refused: null });
    expect(togglePick([1], b, 2)).toEqual({ picked: [1, 2], refused: null });
    expect(togglePick([1, 2], c, 2)).toEqual({ picked: [1, 2], refused: 'full' });
    expect(togglePick([1], off, 2)).toEqual({ picked: [1], refused: 'unusable' });
    expect(togglePick([1, 2], a, 2)).toEqual({ picked: [2], refused: null });
  });

  it('drops picks the server no longer lists as usable (gifted, pledged, used meanwhile)', () => {
    expect(prunePicks([1, 2, 4, 9], [a, b, off])).toEqual([1, 2]);
  });

  it('"pick for me" fills up with the first usable items, keeping what I picked', () => {
    expect(autoPick([3], [a, off, b, c], 3)).toEqual([3, 1, 2]);
    expect(autoPick([], [off], 2)).toEqual([]);
    expect(autoPick([1, 2], [a, b, c], 2)).toEqual([1, 2]);
  });

  it('all must be selected: the shortfall per fragment, and the ids sent in the recipe order', () => {
    const needs = [
      { collectionId: 10, count: 2 },
      { collectionId: 20, count: 1 },
    ];
    expect(shortfall(needs, {})).toEqual([
      { collectionId: 10, missing: 2 },
      { collectionId: 20, missing: 1 },
    ]);
    expect(shortfall(needs, { 10: [1], 20: [7] })).toEqual([{ collectionId: 10, missing: 1 }]);
    expect(allPicked(needs, { 10: [1], 20: [7] })).toBe(false);
    expect(allPicked(needs, { 20: [7], 10: [1, 2] })).toBe(true);
    expect(pickedItemIds(needs, { 20: [7], 10: [1, 2, 3] })).toEqual([1, 2, 7]);
  });

  it('names why an item cannot be used, an unknown reason as "cannot be used"', () => {
    expect(reasonKey('cooling')).toBe('synthesis.pick.why.cooling');
    expect(reasonKey('pledged')).toBe('synthesis.pick.why.pledged');
    expect(reasonKey('listed')).toBe('synthesis.pick.why.listed');
    expect(reasonKey('frozen')).toBe('synthesis.pick.why.frozen');
    expect(reasonKey('martian')).toBe('synthesis.pick.why.other');
    expect(reasonKey(null)).toBe('synthesis.pick.why.other');
  });
});

describe('a record and the per-person limit', () => {
  it('an in-progress pledge shows "returning" once its countdown has passed, until the release job finishes it', () => {
    expect(recordView({ status: 'ing', pledgeEndsAt: 5_000 }, 4_999)).toBe('ing');
    expect(recordView({ status: 'ing', pledgeEndsAt: 5_000 }, 5_000)).toBe('returning');
    expect(recordView({ status: 'finish', pledgeEndsAt: 5_000 }, 6_000)).toBe('finish');
    expect(recordView({ status: 'done', pledgeEndsAt: null }, 6_000)).toBe('done');
    expect(recordView({ status: 'cancel', pledgeEndsAt: 5_000 }, 1_000)).toBe('cancel');
  });

  it('counts what is left of my limit; zero means none', () => {
    expect(remainingForMe(3, 1)).toBe(2);
    expect(remainingForMe(3, 5)).toBe(0);
    expect(remainingForMe(0, 4)).toBeNull();
  });
});
