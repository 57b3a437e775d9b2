#!/usr/bin/env node
// Prints, for every route, the JavaScript the browser loads before that page is interactive (gzipped):
// the entry chunk and its static imports, the language chunks the boot loads (English and the page's
// language), and the route's own chunk with its static imports. `--check` fails above the budget for
// the home route. Run after `vite build` (it reads dist/.vite/manifest.json).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readRouteTable } from './route-table.mjs';

const BUDGET_BYTES = 150 * 1000;
const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('dist/.vite/manifest.json not found: run `npm run build -w @curio/web` first');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const lang = process.argv.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'zh-CN';
const check = process.argv.includes('--check');

const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const k of chunk.imports ?? []) closure(k, files);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const localeKey = (l) => Object.keys(manifest).find((k) => k.endsWith(`locales/${l}/index.ts`));
const boot = closure(entryKey);
for (const l of new Set(['en', lang])) if (localeKey(l)) closure(localeKey(l), boot);

/**
 * The manifest key of a route's page module. Vite keys a lazy page by its source path, except when
 * Rollup had to merge the page into a chunk that other lazy chunks import from (a page that lazy-loads
 * parts of itself): that chunk is keyed `_<name>-<hash>.js` and still named after the page.
 */
function routeChunkKey(module) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  const candidates = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && manifest[k].name === name && !k.startsWith('src/'),
  );
  return candidates.length === 1 ? candidates[0] : null;
}

const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

console.log(`Initial JavaScript per route (gzipped; boot language ${lang} + en):`);
console.log(`  boot (entry + languages)        ${kb(sum(boot))}`);
let homeBytes = 0;
const unmeasured = [];
for (const r of readRouteTable()) {
  const key = routeChunkKey(r.module);
  if (key === null) {
    unmeasured.push(r);
    console.log(`  ${r.path.padEnd(32)} ?  (no chunk found for ${r.module})`);
    continue;
  }
  const files = closure(key, new Set(boot));
  const bytes = sum(files);
  if (r.path === '/') homeBytes = bytes;
  console.log(`  ${r.path.padEnd(32)} ${kb(bytes)}`);
}
const css = Object.values(manifest)
  .filter((c) => c.isEntry)
  .flatMap((c) => c.css ?? []);
console.log(`  entry CSS                       ${kb(css.reduce((n, f) => n + gzipSize(f), 0))}`);
console.log(
  `Budget for the home route: ${kb(BUDGET_BYTES)}; home is ${kb(homeBytes)} (${((homeBytes / BUDGET_BYTES) * 100).toFixed(0)}%).`,
);
if (unmeasured.length > 0) {
  console.error(`Could not find the chunk of ${unmeasured.length} route(s): ${unmeasured.map((r) => r.path).join(', ')}.`);
  if (check) process.exit(1);
}
if (check && homeBytes > BUDGET_BYTES) {
  console.error(`The home route's initial JavaScript (${kb(homeBytes)}) is over the budget of ${kb(BUDGET_BYTES)}.`);
  process.exit(1);
}
