import { describe, expect, it } from 'vitest';
import { visibleMenuItems, type AccountMenuItem } from './menu';

const items: AccountMenuItem[] = [
  { key: 'orders', icon: 'orders', label: 'account.menu.orders', route: '/pages/account/order/index' },
  { key: 'coupons', icon: 'coupon', label: 'account.menu.coupons', route: '/pages/coupons/index' },
  { key: 'albums', icon: 'album', label: 'account.menu.albums', route: '/pages/album/list?tab=1' },
  { key: 'safety', icon: 'safety', label: 'account.menu.safety', route: '/pages/account/safety/index' },
];

describe('account menu table', () => {
  it('hides items whose page is not in the route table', () => {
    const built = new Set(['/pages/account/safety/index', '/pages/album/list']);
    expect(visibleMenuItems(items, (p) => built.has(p), []).map((i) => i.key)).toEqual(['albums', 'safety']);
  });

  it("hides items in the tenant's disableContent list", () => {
    const all = () => true;
    expect(visibleMenuItems(items, all, ['coupons', 'albums']).map((i) => i.key)).toEqual(['orders', 'safety']);
    expect(visibleMenuItems(items, all, []).map((i) => i.key)).toEqual(['orders', 'coupons', 'albums', 'safety']);
  });
});
