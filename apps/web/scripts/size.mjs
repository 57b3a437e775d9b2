#!/usr/bin/env node
// The JavaScript of the home page as a browser fetches it (decision 019). Starts the built server
// (scripts/built-server.ts: a fresh data folder, the demo seed, a free port), opens http://localhost:<port>/
// (the Curio Demo tenant, zh-CN) in Debian's Chromium at 390x844, waits until the network is idle, and
// gzips (level 9) every JavaScript response: a table per chunk and the total. `--check` fails when the
// total is over the budget. Then, for reference, the static figure per route read from the build manifest
// (entry + boot languages + the route's chunk and its static imports: what a route needs before it is
// interactive, without the chunks a page fetches right after boot).
//
// Run after `npm run build` (run through tsx: it imports the TypeScript server starter). WEB_DIST measures
// another build of the app (a `vite build --outDir`, its server entry built into `dist-ssr` beside it).
//   npm run size -w @curio/web [-- --check] [-- --lang=zh-CN]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from '../../../scripts/built-server.ts';
import { COMPLETE_LANGUAGES } from '../src/locales/complete-languages.ts';
import { readRouteTable } from './route-table.mjs';

const BUDGET_BYTES = 125 * 1000;
/** Issue 33's target for the home page (the budget above is the gate that keeps it from creeping back). */
const TARGET_BYTES = 120 * 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webRoot = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('dist/.vite/manifest.json not found: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const lang = process.argv.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'zh-CN';
const check = process.argv.includes('--check');

const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** Every JavaScript response of the home page until the network is idle: [{ name, raw, gzipped }]. */
async function fetchedByTheBrowser() {
  const server = await startBuiltServer({ name: 'size' });
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: lang,
      });
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'script' || type.includes('javascript')) {
          bodies.push(response.body().then((body) => ({ url: response.url(), body })));
        }
      });
      // Playwright's "networkidle": no request in flight for 500 ms.
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const shown = await page.getAttribute('html', 'lang');
      const seen = new Map();
      for (const { url, body } of await Promise.all(bodies)) {
        const name = new URL(url).pathname.replace(/^\//, '');
        if (!seen.has(name)) seen.set(name, { name, raw: body.length, gzipped: gzip(body) });
      }
      return { chunks: [...seen.values()].sort((a, b) => b.gzipped - a.gzipped), shown };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** The static figure per route, from the build manifest. Returns the routes whose chunk was not found. */
function staticTable() {
  const gz = new Map();
  const gzipSize = (file) => {
    if (!gz.has(file)) gz.set(file, gzip(fs.readFileSync(path.join(dist, file))));
    return gz.get(file);
  };
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) closure(k, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const localeKey = (l) => Object.keys(manifest).find((k) => k.endsWith(`locales/${l}/index.ts`));
  const boot = closure(entryKey);
  // The boot loads the language in use, and English beside a partial one (lib/i18n).
  const bootLanguages = COMPLETE_LANGUAGES.has(lang) ? [lang] : ['en', lang];
  for (const l of bootLanguages) if (localeKey(l)) closure(localeKey(l), boot);

  /**
   * The manifest key of a route's page module. Vite keys a lazy page by its source path, except when
   * Rollup had to merge the page into a chunk that other lazy chunks import from (a page that lazy-loads
   * parts of itself): that chunk is keyed `_<name>-<hash>.js` and still named after the page.
   */
  const routeChunkKey = (module) => {
    if (manifest[module]) return module;
    const name = path.basename(module).replace(/\.[jt]sx?$/, '');
    const candidates = Object.keys(manifest).filter(
      (k) => manifest[k].isDynamicEntry && manifest[k].name === name && !k.startsWith('src/'),
    );
    return candidates.length === 1 ? candidates[0] : null;
  };
  const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);
  // Keyed by its source when only loaded on demand, else (the file transfers import it too) `_request-<hash>.js`.
  const REQUEST_CLIENT =
    ['src/lib/request/request.ts', ...Object.keys(manifest)].find(
      (k) =>
        manifest[k] && (k === 'src/lib/request/request.ts' || (manifest[k].isDynamicEntry && manifest[k].name === 'request')),
    ) ?? null;

  console.log(
    `\nStatic initial JavaScript per route, from the build manifest (gzipped; boot languages ${bootLanguages.join(' + ')};\n` +
      "each route with the request client and its area's route list where they load on demand):",
  );
  console.log(`  boot (entry + languages)        ${kb(sum(boot))}`);
  const unmeasured = [];
  for (const r of readRouteTable()) {
    const key = routeChunkKey(r.module);
    if (key === null) {
      unmeasured.push(r);
      console.log(`  ${r.path.padEnd(32)} ?  (no chunk found for ${r.module})`);
      continue;
    }
    const files = closure(key, new Set(boot));
    // The request client loads with the first call (decision 073): counted for every page, as when it was in the boot.
    if (REQUEST_CLIENT) closure(REQUEST_CLIENT, files);
    // A page whose area's list loads with it (decision 073): that list's chunk too (in the boot, it has no key).
    if (manifest[r.list]) closure(r.list, files);
    console.log(`  ${r.path.padEnd(32)} ${kb(sum(files))}`);
  }
  // The entry's CSS and that of the chunks it imports statically (the boot chunk beside the entry module).
  const cssOf = (key, keys = new Set()) => {
    if (!manifest[key] || keys.has(key)) return keys;
    keys.add(key);
    for (const k of manifest[key].imports ?? []) cssOf(k, keys);
    return keys;
  };
  const css = [...cssOf(entryKey)].flatMap((k) => manifest[k].css ?? []);
  console.log(`  entry CSS                       ${kb(css.reduce((n, f) => n + gzipSize(f), 0))}`);
  return unmeasured;
}

const { chunks, shown } = await fetchedByTheBrowser();
const total = chunks.reduce((n, c) => n + c.gzipped, 0);
const width = Math.max(5, ...chunks.map((c) => c.name.length));
console.log(`JavaScript the browser fetches for the home page until the network is idle (390x844, <html lang="${shown}">):`);
console.log(`  ${'chunk'.padEnd(width)} ${'raw'.padStart(10)} ${'gzipped'.padStart(10)}`);
for (const c of chunks) console.log(`  ${c.name.padEnd(width)} ${kb(c.raw).padStart(10)} ${kb(c.gzipped).padStart(10)}`);
console.log(
  `  ${'total'.padEnd(width)} ${kb(chunks.reduce((n, c) => n + c.raw, 0)).padStart(10)} ${kb(total).padStart(10)}  (${chunks.length} chunks)`,
);
console.log(
  `Budget for the home page: ${kb(BUDGET_BYTES)}; it fetches ${kb(total)} (${((total / BUDGET_BYTES) * 100).toFixed(0)}%).`,
);
console.log(`Target (issue 33): ≤ ${kb(TARGET_BYTES)}: ${total <= TARGET_BYTES ? 'met' : 'MISSED'}.`);

const unmeasured = staticTable();
if (unmeasured.length > 0) {
  console.error(`Could not find the chunk of ${unmeasured.length} route(s): ${unmeasured.map((r) => r.path).join(', ')}.`);
  if (check) process.exit(1);
}
if (chunks.length === 0) {
  console.error('The home page fetched no JavaScript: the measurement is broken.');
  process.exit(1);
}
if (check && total > BUDGET_BYTES) {
  console.error(`The home page's JavaScript (${kb(total)} gzipped) is over the budget of ${kb(BUDGET_BYTES)}.`);
  process.exit(1);
}
