import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS, splitProceeds } from './constants';

describe('splitProceeds (decision 033: fee and royalty rounded down, the seller keeps the rest)', () => {
  it('the three parts add up to the price, each part is non-negative, and rounding never favours the platform', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (price, feeBp, royaltyBp) => {
          const { fee, royalty, net } = splitProceeds(price, feeBp, royaltyBp);
          expect(fee + royalty + net).toBe(price);
          expect([fee, royalty, net].every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
          // Each part is the exact share rounded down: within one fen below it.
          expect(fee * BASIS_POINTS).toBeLessThanOrEqual(price * feeBp);
          expect((fee + 1) * BASIS_POINTS).toBeGreaterThan(price * feeBp);
          expect(royalty * BASIS_POINTS).toBeLessThanOrEqual(price * royaltyBp);
          expect((royalty + 1) * BASIS_POINTS).toBeGreaterThan(price * royaltyBp);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('examples: odd prices at 5 % and 2.5 %', () => {
    expect(splitProceeds(101, 500, 0)).toEqual({ fee: 5, royalty: 0, net: 96 });
    expect(splitProceeds(1_999, 500, 250)).toEqual({ fee: 99, royalty: 49, net: 1_851 });
    expect(splitProceeds(12_345, 500, 300)).toEqual({ fee: 617, royalty: 370, net: 11_358 });
    expect(splitProceeds(100, 0, 0)).toEqual({ fee: 0, royalty: 0, net: 100 });
  });
});
