import { describe, expect, it } from 'vitest';
import { routes as allRoutes } from './all';
import { findRoute, hasRoute, laterAreaOf, laterAreas, loadRoute, routes } from './index';

// Decision 073: the boot carries the storefront's route lists; every other area's list loads with its first page.
describe('the route lists that load with their first page', () => {
  it('each later area lists exactly the paths of its list, and the boot and the later areas make the whole table', async () => {
    const later: string[] = [];
    for (const area of laterAreas) {
      const list = await area.load();
      expect([...area.paths].sort()).toEqual(list.map((r) => r.path).sort());
      later.push(...list.map((r) => r.path));
    }
    const boot = routes.map((r) => r.path);
    expect(boot.filter((p) => later.includes(p))).toEqual([]);
    expect([...boot, ...later].sort()).toEqual(allRoutes.map((r) => r.path).sort());
  });

  it('answers "is this route built?" for every path before any list loads, and nothing for an unknown one', () => {
    for (const r of allRoutes) expect(hasRoute(r.path), r.path).toBe(true);
    expect(hasRoute('/pages/nowhere/index')).toBe(false);
    expect(laterAreaOf('/pages/nowhere/index')).toBeUndefined();
  });

  it('loads a later page’s route once its list is in: the same definition as the whole table’s', async () => {
    const path = '/pages/account/wallet/index';
    expect(laterAreaOf(path)).toBeDefined();
    const def = await loadRoute(path);
    expect(def).toBe(allRoutes.find((r) => r.path === path));
    expect(findRoute(path)).toBe(def);
    expect(await loadRoute('/pages/nowhere/index')).toBeUndefined();
  });
});
