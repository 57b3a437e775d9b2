import { describe, expect, it } from 'vitest';
import { activeTabIndex } from '../components/shell/tab-bar';
import { findRoute, notFoundRoute, routes } from './routes';

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
