import { describe, expect, it } from 'vitest';
import { bestCoupon, chosenCoupon, couponValueText, groupCode, normaliseCode, pickerOrder, yuan, type Coupon } from './rules';

const coupon = (id: number, quote: Partial<NonNullable<Coupon['quote']>> | null, validTo = 2_000_000): Coupon => ({
  id,
  templateId: id,
  name: `C${id}`,
  kind: 'amount',
  amount: 500,
  percent: null,
  minSpend: 0,
  validFrom: 0,
  validTo,
  status: 'usable',
  usableNow: true,
  scope: { businessTypes: [], collectionIds: [] },
  source: 'claim',
  claimedAt: 0,
  usedOrderNo: null,
  usedAt: null,
  quote: quote === null ? null : { applicable: true, refusal: null, total: 10_000, discount: 0, payable: 10_000, ...quote },
  serverTime: 0,
});

describe('a coupon value, per language', () => {
  it('reads an amount as yuan without empty fen', () => {
    expect(yuan(500)).toBe('¥5');
    expect(yuan(550)).toBe('¥5.50');
    expect(yuan(1205)).toBe('¥12.05');
    expect(couponValueText({ kind: 'amount', amount: 500, percent: null }, 'en')).toBe('¥5');
    expect(couponValueText({ kind: 'amount', amount: 500, percent: null }, 'zh-CN')).toBe('¥5');
  });

  it('reads a percentage as 折 (the share paid) in Chinese and as "% off" elsewhere', () => {
    const p = (percent: number) => ({ kind: 'percent' as const, amount: null, percent });
    expect(couponValueText(p(15), 'zh-CN')).toBe('8.5折');
    expect(couponValueText(p(10), 'zh-TW')).toBe('9折');
    expect(couponValueText(p(1), 'zh-CN')).toBe('9.9折');
    expect(couponValueText(p(15), 'en')).toBe('15% off');
    expect(couponValueText(p(15), 'es')).toBe('15 % dto.');
    expect(couponValueText(p(15), 'fr')).toBe('-15 %');
  });
});

describe('the buy sheet coupon choice', () => {
  it('pre-selects the applicable coupon with the largest discount, the sooner-ending on a tie', () => {
    const list = [
      coupon(1, { discount: 500 }),
      coupon(2, { applicable: false, refusal: 5000191, discount: 0 }),
      coupon(3, { discount: 800 }, 3_000_000),
      coupon(4, { discount: 800 }, 2_500_000),
    ];
    expect(bestCoupon(list)?.id).toBe(4);
    expect(pickerOrder(list).map((c) => c.id)).toEqual([4, 3, 1, 2]);
  });

  it('has no choice when no coupon applies, and honours "no coupon" and a picked one', () => {
    const list = [coupon(1, { discount: 500 }), coupon(2, { discount: 300 }), coupon(3, { applicable: false, refusal: 5000192 })];
    expect(bestCoupon([list[2]!])).toBeNull();
    expect(chosenCoupon(list, undefined)?.id).toBe(1);
    expect(chosenCoupon(list, 'none')).toBeNull();
    expect(chosenCoupon(list, 2)?.id).toBe(2);
    // A picked coupon that no longer applies (the quantity changed) falls back to the best.
    expect(chosenCoupon(list, 3)?.id).toBe(1);
  });
});

describe('the exchange code input', () => {
  it('accepts lower case, spaces and dashes', () => {
    expect(normaliseCode(' demq-5yua ncpn 2345 ')).toBe('DEMQ5YUANCPN2345');
    expect(normaliseCode('AURA_KEY5.CPN2-3456')).toBe('AURAKEY5CPN23456');
    expect(normaliseCode('  - ')).toBe('');
    expect(groupCode('demq5yuancpn2345')).toBe('DEMQ 5YUA NCPN 2345');
  });
});
