import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../../../scripts/spec-routes.mjs';
import { findRoute } from './all';

// The specification's section 2 table (scripts/spec-routes.mjs, which `npm run routes:coverage` prints too):
// the route table must hold each one (issue 20: "the spec's 104 routes are all in the route table").
describe("the specification's routes", () => {
  const all = SPEC_ROUTES.flatMap(([, paths]) => paths);

  it('are 104, each listed once', () => {
    expect(all).toHaveLength(104);
    expect(new Set(all).size).toBe(104);
  });

  it('are all in the route table', () => {
    const missing = all.filter((p) => findRoute(p) === undefined);
    expect(missing).toEqual([]);
  });
});
