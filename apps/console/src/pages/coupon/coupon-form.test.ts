import { describe, expect, it } from 'vitest';
import { csvFileName, newCouponForm, newRedeemForm, toCouponBody, toRedeemBody, yuanToFen } from './coupon-form';

const TZ = 'Asia/Shanghai';
const now = Date.UTC(2026, 10, 26, 3, 20); // 11:20 in Shanghai

describe('coupon forms', () => {
  it('yuan typed with two decimals become integer fen, without float drift', () => {
    expect(yuanToFen(5)).toBe(500);
    expect(yuanToFen(12.5)).toBe(1250);
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1_000_000)).toBe(100_000_000);
    expect(yuanToFen('3.10')).toBe(310);
    expect(yuanToFen(null)).toBe(0);
    expect(yuanToFen(undefined)).toBe(0);
  });

  it('an amount coupon with a fixed window on the tenant’s clock', () => {
    const form = newCouponForm(TZ, now);
    expect(form).toMatchObject({ kind: 'amount', validityKind: 'fixed', validFrom: '2026-11-26T12:00', claimable: true });
    const body = toCouponBody(
      {
        ...form,
        name: { en: ' Spring ¥5 ', 'zh-CN': '春季满减', 'zh-TW': '  ' },
        amountYuan: 5.5,
        minSpendYuan: 20,
        validFrom: '2026-12-01T20:00',
        validTo: '2026-12-31T20:00',
        total: 500,
        perUserLimit: 2,
        businessTypes: [7, 4],
        collectionIds: [3],
      },
      TZ,
    );
    expect(body).toEqual({
      name: { en: 'Spring ¥5', 'zh-CN': '春季满减' },
      kind: 'amount',
      amount: 550,
      minSpend: 2000,
      validity: { kind: 'fixed', from: Date.UTC(2026, 11, 1, 12, 0), to: Date.UTC(2026, 11, 31, 12, 0) },
      total: 500,
      perUserLimit: 2,
      scope: { businessTypes: [4, 7], collectionIds: [3] },
      claimable: true,
    });
    // Exactly one of amount and percent is sent.
    expect(body).not.toHaveProperty('percent');
  });

  it('a percentage coupon valid N days after the claim, for everything, not claimable', () => {
    const body = toCouponBody(
      {
        ...newCouponForm(TZ, now),
        name: { 'zh-CN': '九折' },
        kind: 'percent',
        percent: 10,
        amountYuan: 5,
        minSpendYuan: null,
        validityKind: 'days',
        days: 7,
        claimable: false,
      },
      TZ,
    );
    expect(body).toEqual({
      name: { 'zh-CN': '九折' },
      kind: 'percent',
      percent: 10,
      minSpend: 0,
      validity: { kind: 'days', days: 7 },
      total: 1000,
      perUserLimit: 1,
      scope: { businessTypes: [], collectionIds: [] },
      claimable: false,
    });
    expect(body).not.toHaveProperty('amount');
  });

  it('a redemption batch grants a coupon or a collectible and expires on the tenant’s clock', () => {
    const form = newRedeemForm(TZ, now);
    expect(form).toEqual({ grants: 'coupon', count: 100, expiresAt: '2026-12-26T12:00' });
    expect(toRedeemBody({ ...form, name: ' Spring fair ', couponId: 4, collectionId: 9 }, TZ)).toEqual({
      name: 'Spring fair',
      grants: { kind: 'coupon', couponId: 4 },
      count: 100,
      expiresAt: Date.UTC(2026, 11, 26, 4, 0),
    });
    expect(toRedeemBody({ ...form, name: 'Gift', grants: 'collectible', collectionId: 9, count: 10_000 }, TZ)).toMatchObject({
      grants: { kind: 'collectible', collectionId: 9 },
      count: 10_000,
    });
  });

  it('the CSV file is named after the batch and the tenant’s date, safe for every file system', () => {
    // 23:30 UTC on the 26th is already the 27th in Shanghai.
    const late = Date.UTC(2026, 10, 26, 23, 30);
    expect(csvFileName('Spring fair', TZ, late)).toBe('redeem-codes-Spring-fair-2026-11-27.csv');
    expect(csvFileName('春季/兑换:码?', TZ, late)).toBe('redeem-codes-春季兑换码-2026-11-27.csv');
    expect(csvFileName('  ', TZ, late)).toBe('redeem-codes-2026-11-27.csv');
  });
});
