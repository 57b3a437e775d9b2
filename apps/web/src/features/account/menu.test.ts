import { afterEach, describe, expect, it } from 'vitest';
import { useTenant } from '../bootstrap/tenant-store';
import { ACCOUNT_MENU, accountMenu, visibleMenuItems, type AccountMenuItem } from './menu';

const items: AccountMenuItem[] = [
  { key: 'orders', icon: 'orders', label: 'account.menu.orders', route: '/pages/account/order/index' },
  { key: 'coupons', icon: 'coupon', label: 'account.menu.coupons', route: '/pages/coupons/index' },
  { key: 'albums', icon: 'album', label: 'account.menu.albums', route: '/pages/album/list?tab=1' },
  { key: 'safety', icon: 'safety', label: 'account.menu.safety', route: '/pages/account/safety/index' },
];

describe('account menu table', () => {
  afterEach(() => useTenant.getState().set({ configEnable: [] }));

  it('hides items whose page is not in the route table', () => {
    const built = new Set(['/pages/account/safety/index', '/pages/album/list']);
    expect(visibleMenuItems(items, (p) => built.has(p), []).map((i) => i.key)).toEqual(['albums', 'safety']);
  });

  it("hides items in the tenant's disableContent list", () => {
    const all = () => true;
    expect(visibleMenuItems(items, all, ['coupons', 'albums']).map((i) => i.key)).toEqual(['orders', 'safety']);
    expect(visibleMenuItems(items, all, []).map((i) => i.key)).toEqual(['orders', 'coupons', 'albums', 'safety']);
  });

  it('uses the route table and classification 2 of the config lists (not 1)', () => {
    useTenant.getState().set({
      configEnable: [
        { classification: 1, disableContent: ['profile'] },
        { classification: 2, disableContent: ['safety', 'coupons', 'albums'] },
      ],
    });
    const keys = accountMenu().map((i) => i.key);
    expect(keys).toContain('profile');
    expect(keys).not.toContain('safety');
    expect(keys).not.toContain('coupons');
    // Built pages show; pages not built yet stay out.
    expect(keys).toContain('orders');
    expect(keys).not.toContain('wallet');
  });

  it('shows profile and security once their pages exist, and has unique keys', () => {
    expect(accountMenu([]).map((i) => i.key)).toEqual(expect.arrayContaining(['profile', 'safety']));
    const keys = ACCOUNT_MENU.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['coupons', 'albums']));
  });
});
