#!/usr/bin/env node
// Prints which routes of the specification's section 2 table are in the app's route table.
import { readRouteTable } from './route-table.mjs';
import { SPEC_ROUTES } from './spec-routes.mjs';

const have = new Set(readRouteTable().map((r) => r.path));
let total = 0;
let covered = 0;
for (const [area, paths] of SPEC_ROUTES) {
  const done = paths.filter((p) => have.has(p));
  total += paths.length;
  covered += done.length;
  console.log(`\n${area} (${done.length}/${paths.length})`);
  for (const p of paths) console.log(`  ${have.has(p) ? '✓' : '·'} ${p}`);
}
const all = new Set(SPEC_ROUTES.flatMap(([, p]) => p));
const extra = [...have].filter((p) => p !== '*' && !all.has(p));
if (extra.length) console.log(`\nNot in the specification: ${extra.join(', ')}`);
console.log(`\n${covered} of ${total} specification routes are in the route table (${Math.round((covered / total) * 100)}%).`);
