import { describe, expect, it } from 'vitest';
import { windowStage, keepUsable, phaseOf, selectionState, toggleItem, type Candidate, type Requirement } from './rules';

const now = 1_800_000_000_000;

describe("an activity's phase", () => {
  const a = { status: 'open' as const, startsAt: now - 1000, endsAt: now + 1000, stock: { left: 3 } };
  it('upcoming before its start, open in its window with stock, sold out without, ended after its end', () => {
    expect(phaseOf({ ...a, startsAt: now + 1 }, now)).toBe('upcoming');
    expect(phaseOf(a, now)).toBe('open');
    expect(phaseOf({ ...a, stock: { left: 0 } }, now)).toBe('soldOut');
    // Withdrawn by the operator inside its window: ended.
    expect(phaseOf({ ...a, status: 'ended' }, now)).toBe('ended');
    expect(phaseOf({ ...a, endsAt: now }, now)).toBe('ended');
    expect(phaseOf({ ...a, stock: { left: 0 }, endsAt: now - 1 }, now)).toBe('ended');
  });
  it('counts down to the start, then to the end; the end date once ended; nothing when sold out', () => {
    expect(windowStage('upcoming')).toBe('upcoming');
    expect(windowStage('open')).toBe('open');
    expect(windowStage('soldOut')).toBeNull();
    expect(windowStage('ended')).toBe('ended');
  });
});

describe('choosing the items', () => {
  // Two of collection 1 and one of collection 2 per cast.
  const reqs: Requirement[] = [
    { collectionId: 1, count: 2 },
    { collectionId: 2, count: 1 },
  ];
  const items: Candidate[] = [
    { cardNftId: 11, collectionId: 1, usable: true },
    { cardNftId: 12, collectionId: 1, usable: true },
    { cardNftId: 13, collectionId: 1, usable: true },
    { cardNftId: 14, collectionId: 1, usable: false },
    { cardNftId: 21, collectionId: 2, usable: true },
    { cardNftId: 22, collectionId: 2, usable: false },
  ];
  const item = (id: number) => items.find((i) => i.cardNftId === id)!;

  it("picks usable items up to each collection's count, refuses more and unusable ones, unpicks on a second tap", () => {
    let sel: readonly number[] = [];
    for (const id of [11, 12]) {
      const r = toggleItem(sel, item(id), reqs, items);
      expect(r.kind).toBe('picked');
      sel = r.selection;
    }
    const third = toggleItem(sel, item(13), reqs, items);
    expect(third).toEqual({ kind: 'full', selection: [11, 12] });
    expect(toggleItem(sel, item(22), reqs, items)).toEqual({ kind: 'unusable', selection: [11, 12] });
    const un = toggleItem(sel, item(11), reqs, items);
    expect(un).toEqual({ kind: 'unpicked', selection: [12] });
    expect(toggleItem(un.selection, item(13), reqs, items)).toEqual({ kind: 'picked', selection: [12, 13] });
  });

  it('is complete only with exactly every count picked', () => {
    expect(selectionState([], items, reqs)).toMatchObject({ picked: 0, needed: 3, complete: false, short: false });
    expect(selectionState([11, 12], items, reqs).complete).toBe(false);
    const done = selectionState([11, 12, 21], items, reqs);
    expect(done).toMatchObject({ picked: 3, needed: 3, complete: true });
    expect(done.perCollection).toEqual([
      { collectionId: 1, count: 2, picked: 2, usable: 3, short: false },
      { collectionId: 2, count: 1, picked: 1, usable: 1, short: false },
    ]);
    // An unusable or unknown id never completes a selection.
    expect(selectionState([11, 12, 22], items, reqs).complete).toBe(false);
    expect(selectionState([11, 12, 21, 99], items, reqs).complete).toBe(false);
    expect(selectionState([], [], []).complete).toBe(false);
  });

  it('is short when a collection has fewer usable items than its count', () => {
    const fewer = items.filter((i) => i.cardNftId !== 21);
    const s = selectionState([11, 12], fewer, reqs);
    expect(s.short).toBe(true);
    expect(s.complete).toBe(false);
    expect(s.perCollection[1]).toMatchObject({ collectionId: 2, usable: 0, short: true });
  });

  it('keeps, after a refetch, only the picked items still usable', () => {
    const later = items.map((i) => (i.cardNftId === 12 ? { ...i, usable: false } : i));
    expect(keepUsable([11, 12, 21], later)).toEqual([11, 21]);
    expect(
      keepUsable(
        [11, 21],
        items.filter((i) => i.cardNftId !== 21),
      ),
    ).toEqual([11]);
  });
});
