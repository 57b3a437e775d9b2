import { ErrorCode, errorMessage } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { checkPriceRange, yuanToFen } from './price-range';

describe('price range (spec §5: min/max must be valid)', () => {
  it('reads yuan as integer fen', () => {
    expect(yuanToFen('')).toBeUndefined();
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.234')).toBe('1.234');
  });

  it('takes empty, one or both bounds', () => {
    expect(checkPriceRange('', '', 'en')).toEqual({ ok: true });
    expect(checkPriceRange('10', '', 'en')).toEqual({ ok: true, min: 1000 });
    expect(checkPriceRange('', '99.9', 'en')).toEqual({ ok: true, max: 9990 });
    expect(checkPriceRange('10', '10', 'en')).toEqual({ ok: true, min: 1000, max: 1000 });
  });

  it.each([
    ['20', '10'],
    ['-1', ''],
    ['', 'abc'],
    ['1.234', ''],
    ['1e3', ''],
  ])('refuses %s – %s with the contract’s text in the user’s language', (min, max) => {
    expect(checkPriceRange(min, max, 'zh-CN')).toEqual({
      ok: false,
      message: errorMessage(ErrorCode.PRICE_RANGE_INVALID, 'zh-CN'),
    });
    expect(checkPriceRange(min, max, 'en')).toEqual({ ok: false, message: 'Please enter a valid price range' });
  });
});
