import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOf, MIN_PAYABLE } from '../src/modules/coupon/index';
import { DB_KIND } from './helpers';

// The discount's arithmetic (decision 043), property-tested: a percentage takes floor(total × p / 100)
// (rounded down to the fen: the buyer never gets more than p %), a fixed amount min(amount, total − 1);
// the payable is never below 1 fen and never above the total.

describe(`coupon discounts (${DB_KIND})`, () => {
  it('percent: floor(total × p / 100), capped so that at least 1 fen is paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 99 }), (total, percent) => {
        const d = discountOf({ kind: 'percent', value: percent }, total);
        const exact = Math.floor((total * percent) / 100);
        expect(d).toBe(total <= MIN_PAYABLE ? 0 : Math.min(exact, total - MIN_PAYABLE));
        // Rounded down: never more than p % of the total, less than 1 fen short of it.
        expect(d * 100).toBeLessThanOrEqual(total * percent);
        if (total > 1 && exact <= total - 1) expect((d + 1) * 100).toBeGreaterThan(total * percent);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(total - d).toBeGreaterThanOrEqual(Math.min(total, MIN_PAYABLE));
      }),
      { numRuns: 2_000 },
    );
  });

  it('amount: min(amount, total − 1), never negative, never the whole total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (total, amount) => {
        const d = discountOf({ kind: 'amount', value: amount }, total);
        expect(d).toBe(total <= 1 ? 0 : Math.min(amount, total - 1));
        expect(d).toBeGreaterThanOrEqual(0);
        expect(total - d).toBeGreaterThanOrEqual(Math.min(total, 1));
      }),
      { numRuns: 2_000 },
    );
  });

  it('examples: 999 at 15 % → 149 off; 1 fen → nothing off; 300 − 1,000 → 1 fen to pay', () => {
    expect(discountOf({ kind: 'percent', value: 15 }, 999)).toBe(149);
    expect(discountOf({ kind: 'percent', value: 99 }, 100)).toBe(99);
    expect(discountOf({ kind: 'percent', value: 50 }, 1)).toBe(0);
    expect(discountOf({ kind: 'amount', value: 1_000 }, 300)).toBe(299);
    expect(discountOf({ kind: 'amount', value: 500 }, 0)).toBe(0);
  });
});
