import { describe, expect, it } from 'vitest';
import { activityActionPath, activityConfirmPath, itemIdsParam } from './paths';

describe('the activity orders’ links (issue 19)', () => {
  it('lead each kind to its page: cast and physical with items → selection, coupon → its own, physical without → confirmation', () => {
    expect(activityActionPath({ id: 3, kind: 'cast', qualifying: [1] })).toBe('/pages/activity/order/selectNft?id=3');
    expect(activityActionPath({ id: 3, kind: 'coupon', qualifying: [1] })).toBe('/pages/activity/order/couponSelectNft?id=3');
    expect(activityActionPath({ id: 3, kind: 'physical', qualifying: [1] })).toBe('/pages/activity/order/selectNft?id=3');
    expect(activityActionPath({ id: 3, kind: 'physical', qualifying: [] })).toBe('/pages/activity/order/confirm?id=3');
  });

  it('carry the picked items to the confirmation, and read them back (malformed → none)', () => {
    expect(activityConfirmPath(4, [10, 11])).toBe('/pages/activity/order/confirm?id=4&items=10,11');
    expect(itemIdsParam('10,11,10')).toEqual([10, 11]);
    expect(itemIdsParam('10,x')).toEqual([]);
    expect(itemIdsParam(undefined)).toEqual([]);
  });
});
