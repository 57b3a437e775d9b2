import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesFor } from './router';

// The router hands useRoutes the one route of a path, found by a lookup, rather than the whole table (router.tsx,
// routesFor): it must pick exactly the route react-router's own matcher picks from the whole table.

const whole = routesFor('/no/such/page');
const routePaths = () => whole.map((r) => r.path!);
const picked = (path: string) => matchRoutes(routesFor(path), path)?.at(-1)?.route;
const matched = (path: string) => matchRoutes(whole, path)?.at(-1)?.route;

describe('the route of a path', () => {
  it('is a static path for every route but the not-found one, so that a lookup can find it', () => {
    const paths = routePaths();
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((p) => /[:*?]/.test(p))).toEqual(['*']);
  });

  it('is the route react-router matches in the whole table, in any case and with trailing slashes', () => {
    for (const path of routePaths().filter((p) => p !== '*')) {
      for (const variant of [path, path.toUpperCase(), `${path}/`, `${path}//`]) {
        expect(routesFor(variant)).toHaveLength(1);
        expect(picked(variant), variant).toBe(matched(variant));
      }
    }
  });

  it('goes through the whole table for a path no route has (the not-found page) or one written with escapes', () => {
    for (const path of ['/pages/no/such', '/pages/home/%69ndex', '/pages/home/index/more']) {
      expect(routesFor(path)).toBe(whole);
      expect(picked(path)).toBe(matched(path));
    }
    expect(picked('/pages/no/such')?.path).toBe('*');
    expect(picked('/pages/home/%69ndex')?.path).toBe('/pages/home/index');
  });
});
