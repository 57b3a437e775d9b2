import { describe, expect, it } from 'vitest';
import { cleanTracking, toShipBody, TRACKING_PATTERN } from './ship-form';

describe('ship form', () => {
  it('sends the carrier trimmed and the tracking number without the spaces of a copied label', () => {
    expect(toShipBody({ carrier: '  SF   Express ', trackingNo: ' SF 1234 5678 90 ' })).toEqual({
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
    });
    expect(toShipBody({ carrier: '顺丰速运', trackingNo: 'JD-0001' })).toEqual({ carrier: '顺丰速运', trackingNo: 'JD-0001' });
  });

  it('accepts letters, digits and dashes only', () => {
    expect(TRACKING_PATTERN.test(cleanTracking('YT 7788-99'))).toBe(true);
    expect(TRACKING_PATTERN.test(cleanTracking('YT#7788'))).toBe(false);
    expect(TRACKING_PATTERN.test(cleanTracking('运单123'))).toBe(false);
  });
});
