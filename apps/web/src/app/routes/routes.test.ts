import { afterEach, describe, expect, it } from 'vitest';
import { activeTabIndex } from '../../components/shell/tab-bar';
import { CATALOGUE_PATHS } from '../../features/catalogue/paths';
import { ACCOUNT_MENU, accountMenu } from '../../features/identity/menu';
import { useTenant } from '../../lib/tenant/tenant-store';
import { findRoute, hasRoute, notFoundRoute, routes } from './all';

describe('route table', () => {
  // Importing every page takes seconds on a loaded 2-core machine.
  it('has unique paths, each a page that loads', { timeout: 30_000 }, async () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of [...routes, notFoundRoute]) {
      const mod = await r.page();
      expect(typeof mod.default).toBe('function');
    }
  });

  it('every page the specification marks (pull) refreshes on a pull (spec §2)', () => {
    // The pages the specification's route table marks "(pull)", all of them (others may pull too).
    const specPull = [
      '/',
      '/pages/home/index',
      '/pages/home/notice/index',
      '/pages/home/notice/list',
      '/pages/home/swap/index',
      '/pages/market/index',
      '/pages/series/index',
      '/pages/airdrop/index',
      '/pages/detail/collection',
      '/pages/detail/series',
      '/pages/detail/blindbox',
      '/pages/detail/airdrop',
    ];
    expect(specPull.filter((p) => !findRoute(p)?.pull)).toEqual([]);
  });

  it('the root aliases the home shell, and the account pages need login', async () => {
    expect((await findRoute('/')!.page()).default).toBe((await findRoute('/pages/index/index')!.page()).default);
    expect(findRoute('/pages/account/index/index')?.auth).toBe(true);
    expect(findRoute('/pages/nonetenant/closure')?.system).toBe(true);
  });
});

describe('active tab', () => {
  const links = ['/pages/index/index', '/pages/market/index', '/pages/synthesis/index', '/pages/account/index/index'];
  it('follows the current page, the root being the home entry', () => {
    expect(activeTabIndex(links, '/', null)).toBe(0);
    expect(activeTabIndex(links, '/pages/index/index', null)).toBe(0);
    expect(activeTabIndex(links, '/pages/account/index/index', null)).toBe(3);
    expect(activeTabIndex(links, '/pages/nowhere', null)).toBe(-1);
  });
  it('takes ?tab= on the home shell for sections shown there', () => {
    expect(activeTabIndex(links, '/pages/index/index', '2')).toBe(2);
    expect(activeTabIndex(links, '/pages/account/index/index', '2')).toBe(3);
  });
});

describe('account menu over the route table', () => {
  afterEach(() => useTenant.getState().set({ configEnable: [] }));

  it('uses the route table and classification 2 of the config lists (not 1)', () => {
    useTenant.getState().set({
      configEnable: [
        { classification: 1, disableContent: ['profile'] },
        { classification: 2, disableContent: ['safety', 'coupons', 'albums'] },
      ],
    });
    const keys = accountMenu(hasRoute).map((i) => i.key);
    expect(keys).toContain('profile');
    expect(keys).not.toContain('safety');
    expect(keys).not.toContain('coupons');
    // The albums page exists (issue 20), but this tenant switched it off.
    expect(hasRoute('/pages/album/list')).toBe(true);
    expect(keys).not.toContain('albums');
    // Built pages show; pages not built yet stay out.
    expect(keys).toContain('orders');
    expect(keys).toContain('wallet');
    expect(keys).toContain('address');
    expect(keys).toContain('invite');
  });

  it('shows profile, security and albums once their pages exist, and has unique keys', () => {
    expect(accountMenu(hasRoute, []).map((i) => i.key)).toEqual(expect.arrayContaining(['profile', 'safety', 'albums']));
    const keys = ACCOUNT_MENU.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['coupons', 'albums']));
  });
});

describe('catalogue routes (spec §2, PRODUCT.md §2a)', () => {
  it('lists are open to visitors; opening a collectible needs login; pull where the spec marks it', async () => {
    for (const path of Object.values(CATALOGUE_PATHS)) expect(findRoute(path), path).toBeDefined();
    const needLogin = Object.values(CATALOGUE_PATHS).filter((p) => findRoute(p)?.auth);
    expect(needLogin.sort()).toEqual(['/pages/detail/blindbox', '/pages/detail/collection', '/pages/detail/series']);
    const pull = Object.values(CATALOGUE_PATHS).filter((p) => findRoute(p)?.pull);
    expect(pull.sort()).toEqual(
      [
        '/pages/home/index',
        '/pages/home/notice/list',
        '/pages/home/notice/index',
        '/pages/market/index',
        '/pages/series/index',
        '/pages/detail/collection',
        '/pages/detail/series',
        '/pages/detail/blindbox',
      ].sort(),
    );
  });
});
