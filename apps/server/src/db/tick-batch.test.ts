import { describe, expect, it } from 'vitest';
import { TickBatch } from './tick-batch';

// Decision 083: the calls of one turn of the event loop share one run; each gets its own answer.

describe('TickBatch', () => {
  it('calls made together share one run and each gets its own answer, in order; a later call makes a new run', async () => {
    const runs: number[][] = [];
    const double = new TickBatch<number, number>(async (xs) => {
      runs.push(xs);
      return xs.map((x) => x * 2);
    });
    expect(await Promise.all([1, 2, 3].map((x) => double.call(x)))).toEqual([2, 4, 6]);
    expect(await double.call(10)).toBe(20);
    expect(runs).toEqual([[1, 2, 3], [10]]);
  });

  it('a batch takes at most `max` calls; a failed run fails only its own calls', async () => {
    const runs: number[][] = [];
    const checked = new TickBatch<number, number>(async (xs) => {
      runs.push(xs);
      if (xs.includes(4)) throw new Error('refused');
      return xs;
    }, 3);
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((x) => checked.call(x)));
    expect(runs).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      1,
      2,
      3,
      'refused',
      'refused',
    ]);
  });

  it('a run that answers too few fails its calls instead of leaving one waiting', async () => {
    const short = new TickBatch<number, number>(async (xs) => xs.slice(1));
    const outcomes = await Promise.allSettled([1, 2].map((x) => short.call(x)));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });
});
