import { describe, expect, it } from 'vitest';
import { toEntry, toFormValues } from './entry-form';

// A collection's resale terms in the console's form (issue 32 item 2): the ceiling in yuan, the royalty in
// percent, kept in the entry as fen and basis points; a new entry leaves the limit and hold to the brand.

describe('the catalogue entry form', () => {
  it('a new collection leaves the per-user limit and hold empty (the brand’s defaults), royalty 0', () => {
    const v = toFormValues('collections', null);
    expect(v.perUserLimit).toBeUndefined();
    expect(v.holdHoursBeforeTransfer).toBeUndefined();
    expect(v.royaltyPercent).toBe(0);
    const e = toEntry('collections', { ...v, key: 'c1', price: 10 }, null);
    expect(e).not.toHaveProperty('perUserLimit');
    expect(e).not.toHaveProperty('holdHoursBeforeTransfer');
    expect(e).not.toHaveProperty('resaleCeiling');
    expect(e.royaltyRateBp).toBe(0);
  });

  it('shows the ceiling in yuan and the royalty in percent, and writes fen and basis points back', () => {
    const loaded = {
      key: 'c2',
      price: 1_000,
      resaleCeiling: 12_345,
      royaltyRateBp: 250,
      perUserLimit: 3,
      holdHoursBeforeTransfer: 0,
    };
    const v = toFormValues('collections', loaded);
    expect(v).toMatchObject({ resaleCeiling: 123.45, royaltyPercent: 2.5, perUserLimit: 3, holdHoursBeforeTransfer: 0 });
    expect(toEntry('collections', { ...v, resaleCeiling: 99.99, royaltyPercent: 7.25 }, loaded)).toMatchObject({
      resaleCeiling: 9_999,
      royaltyRateBp: 725,
      perUserLimit: 3,
      holdHoursBeforeTransfer: 0,
    });
    // Cleared: no ceiling of its own (the brand's rule applies).
    expect(toEntry('collections', { ...v, resaleCeiling: null }, loaded)).not.toHaveProperty('resaleCeiling');
  });
});
