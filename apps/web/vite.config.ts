import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { ModuleInfo } from 'rollup';
import { defineConfig, type Plugin } from 'vite';

// Development only: the server writes the signing key into the page it serves; the Vite dev server
// does the same here so that `npm run dev` signs like production.
const api = process.env.CURIO_API ?? 'http://localhost:8080';
const devSignKey = process.env.SIGN_KEY ?? 'curio-dev-sign-key';

const devRuntime = (): Plugin => ({
  name: 'curio-dev-runtime',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(
      '</head>',
      `<script id="curio-runtime" type="application/json">${JSON.stringify({ signKey: devSignKey })}</script></head>`,
    ),
});

/**
 * react-router's package exports name its `development` build for every condition; its `production` build
 * is the same code with the development warnings off (`ENABLE_DEV_WARNINGS = false`), whose messages the
 * bundler then drops (decision 073, amended). The browser's build only: the dev server keeps the warnings.
 */
const routerProduction = (): Plugin => ({
  name: 'curio-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: path.join(
            path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
            'dist/production/index.mjs',
          ),
        },
      ],
    },
  }),
});

/** The pages whose chunks load in parallel with them: the tabs (home, market, mine), the drop details, login, the cashier, an order. */
const PRELOADED_PAGES = /\/(home|market|mine|collection|blind-box|series|login|cashier|order-detail)-page-[\w-]+\.js$/;

/**
 * Fewer, larger chunks (the performance review: 20 to 30 files per page, most of them under 5 KB, crowd
 * the six HTTP/1.1 connections of a phone). By default the bundler makes one chunk per set of pages that
 * share a module; here the app's own modules loaded after boot are grouped by the set of *areas* whose
 * pages use them (home, catalogue, sale, identity, system): what only the catalogue pages share is one
 * chunk (`catalogue-shared`), what only the home uses another (`home-shared`), what the storefront (home,
 * catalogue) shares with any other area one (`shared`).
 * Measured on the three pages of the Lighthouse bench: 29 to 35 files each before, 12 or 13 after.
 * - What the entry imports statically is the `boot` chunk, beside the entry module: the entry grows by
 *   nothing and the page preloads both. (Rollup's `experimentalMinChunkSize` was tried: it merges small
 *   chunks into the entry, +5 to +14 KB gzipped on every page.)
 * - Pages, the languages and every module loaded on demand (`import()`: the 3D viewer, the home's
 *   content) stay chunks of their own, and so do packages and the contract.
 * - Only light modules join a group: one that imports a package the boot does not carry (antd-mobile,
 *   DOMPurify) would bring it to every page of the group.
 */
const PAGE_AREA = /\/src\/app\/routes\/(\w+)\//;
const GROUPED = /\/src\/(components|lib|features)\//;
/** What may join `shared`: not the forms nor the sale and identity features (they bring the error catalogue, 11 KB gzipped). */
const SHAREABLE = /\/src\/(components\/(ui|media)\/|components\/query-state|lib\/|features\/catalogue\/)/;
/**
 * A primitive so small and so widely used that any group it joined would be fetched for it alone (the login
 * page's tabs would bring the whole `shared` chunk): it keeps a chunk of its own, importing nothing but its
 * styles.
 */
const UNGROUPED = /\/src\/components\/ui\/tabs\.(tsx|module\.css)$/;
/**
 * The request client's code and the encrypted storage, which the boot loads on demand (decision 073 and
 * its amendment): in a group, the group's pages would fetch them (and the contract's endpoints, signing)
 * at once. They and the app's modules they import keep the bundler's chunks (the request client's shared
 * with the file transfers, the storage's with the device id and the diagnostics).
 */
const ON_DEMAND = /\/src\/lib\/(request\/request|secure-storage)\.ts$/;
/**
 * Package modules the boot's imports reach only through a package's index (`@tanstack/react-query`, which
 * the boot imports for its queries): a module re-exported by an index the boot imports counts as "in the
 * boot" (its importer is the index), although only pages use its exports, so each is named here (decision
 * 073, amended): mutations (`useMutation` and its observer) run only on pages. They keep the bundler's
 * chunks; `bootOnlyWhatItRuns` fails the build if the boot comes to import one of them.
 */
const PAGES_ONLY =
  /\/node_modules\/@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js$/;

/** Fails the build when the entry's static imports reach a module of PAGES_ONLY (it would come as one more boot file). */
const bootOnlyWhatItRuns = (): Plugin => ({
  name: 'curio-boot-only-what-it-runs',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = chunks.get(file);
      if (!chunk || seen.has(file)) return;
      seen.add(file);
      const named = Object.keys(chunk.modules).find((m) => PAGES_ONLY.test(m));
      if (named) this.error(`${named} is now imported by the boot (${file}): take it out of PAGES_ONLY in vite.config.ts`);
      chunk.imports.forEach(visit);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  },
});

/**
 * `.vite/chunk-sources.json` beside the manifest: each of the app's source modules that is in a chunk it is
 * not the face of, with the manifest's key of that chunk (its face's source, or `_<file name>`). The manifest keys a chunk by its
 * source only when that module is its face; the server finds a route's files from its modules' sources
 * (decision 029), and without this list would miss the route lists the bundler put with other modules.
 */
const chunkSources = (): Plugin => ({
  name: 'curio-chunk-sources',
  apply: 'build',
  generateBundle(_options, bundle) {
    const src = path.join(import.meta.dirname, 'src') + path.sep;
    const sourceOf = (id: string) =>
      path
        .relative(import.meta.dirname, id)
        .split(path.sep)
        .join('/');
    const keys: Record<string, string> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || chunk.isEntry) continue;
      // Vite's key: the face's source, or the file's name after an underscore.
      const key = chunk.facadeModuleId ? sourceOf(chunk.facadeModuleId) : `_${path.basename(chunk.fileName)}`;
      for (const id of chunk.moduleIds)
        if (id.startsWith(src) && /\.tsx?$/.test(id) && id !== chunk.facadeModuleId) keys[sourceOf(id)] = key;
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-sources.json', source: `${JSON.stringify(keys, null, 1)}\n` });
  },
});

const chunkCaches = new WeakMap<object, { boot: Map<string, boolean>; areas: Map<string, Set<string>> }>();

/**
 * The boot is three chunks the page preloads side by side (decision 029): React DOM, the other packages, the
 * app's own code. On HTTP/1.1 each file is one connection with its own share of a slow network, so three
 * files of 57, 25 and 10 KB arrive sooner than one of 90 KB (measured with Lighthouse on the market and the
 * collection detail, whose largest image waits for the boot).
 */
function bootChunkOf(id: string): string {
  // With the bundler's CommonJS helpers: left in `boot`, they would make the two chunks import each other.
  if (/\/node_modules\/(react|react-dom|scheduler)\/|commonjsHelpers/.test(id)) return 'boot-react';
  return 'boot';
}

function groupLazyModules(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo | null }) {
  let cache = chunkCaches.get(getModuleInfo);
  if (!cache) chunkCaches.set(getModuleInfo, (cache = { boot: new Map(), areas: new Map() }));
  const { boot, areas } = cache;

  /** Statically imported by the entry, through any chain of static imports. */
  const inBoot = (m: string, seen = new Set<string>()): boolean => {
    const known = boot.get(m);
    if (known !== undefined) return known;
    if (seen.has(m)) return false;
    seen.add(m);
    const mi = getModuleInfo(m);
    const result = !!mi && (mi.isEntry || mi.importers.some((i) => inBoot(i, seen)));
    if (result || seen.size === 1) boot.set(m, result);
    return result;
  };
  /** The areas whose pages import `m`, statically or on demand. */
  const areasOf = (m: string, seen = new Set<string>()): Set<string> => {
    const known = areas.get(m);
    if (known) return known;
    const found = new Set<string>();
    if (seen.has(m)) return found;
    seen.add(m);
    const page = PAGE_AREA.exec(m);
    if (page) found.add(page[1]!);
    else {
      const mi = getModuleInfo(m);
      for (const i of [...(mi?.importers ?? []), ...(mi?.dynamicImporters ?? [])]) for (const a of areasOf(i, seen)) found.add(a);
    }
    if (seen.size === 1) areas.set(m, found);
    return found;
  };
  const app = (m: string) => GROUPED.test(m) && !m.includes('/node_modules/');
  const light = (m: string, seen = new Set<string>()): boolean => {
    if (seen.has(m)) return true;
    seen.add(m);
    return (getModuleInfo(m)?.importedIds ?? []).every((d) => d.endsWith('.css') || inBoot(d) || (app(d) && light(d, seen)));
  };

  const info = getModuleInfo(id);
  // The entry module stays the entry chunk (the page's script and the manifest's entry).
  if (!info || info.isEntry || info.importers.some((i) => getModuleInfo(i)?.isEntry)) return undefined;
  // A module only ever loaded on demand keeps its own chunk; one also imported statically loads with its importer anyway.
  if (id.includes('/packages/') || (info.dynamicImporters.length > 0 && info.importers.length === 0)) return undefined;
  if (PAGES_ONLY.test(id)) return undefined;
  if (inBoot(id)) return bootChunkOf(id);
  if (UNGROUPED.test(id)) return undefined;
  // The request client's code and what it imports load with the first call, the storage with the first read
  // or write of the session (in a group, a module they import would bring the group along).
  if (ON_DEMAND.test(id) || info.importers.some((i) => ON_DEMAND.test(i))) return undefined;
  if (!app(id) || !light(id)) return undefined;
  // The console's preview pages (app/routes/preview, decision 037) reuse the home's parts: they take them
  // from the chunks the storefront already has, and never move a module to another chunk.
  const used = [...areasOf(id)].filter((a) => a !== 'preview').sort();
  if (used.length === 0) return undefined;
  // Only the storefront's code is grouped (home, catalogue: the pages a visitor from a chat link sees);
  // the account, sale and identity pages keep the bundler's chunks.
  if (!used.includes('home') && !used.includes('catalogue')) return undefined;
  if (used.length === 1) return `${used[0]}-shared`;
  if (!SHAREABLE.test(id)) return undefined;
  // What the home's pages use loads with the home (`shared`); what the other storefront pages share with the
  // rest of the app but the home never loads (detail media, the query states, the bottom bar) is a chunk of
  // its own, so the home's first load does not fetch it.
  return used.includes('home') ? 'shared' : 'storefront-shared';
}

export default defineConfig({
  plugins: [react(), devRuntime(), routerProduction(), bootOnlyWhatItRuns(), chunkSources()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2020',
    manifest: true,
    // Every page is its own lazy chunk and the bundler groups what pages share (decision 016); the boot
    // carries one preload-map entry per page. The modulepreload polyfill is left out: it only warms the
    // cache in browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115), where a
    // page's chunks then load as its imports are met.
    modulePreload: {
      polyfill: false,
      // The boot lists, for each lazy page, the chunks to fetch with it. Pages on the way to a purchase
      // keep their whole list; the others list only their CSS, and fetch their shared chunks when their
      // imports are met (one more round trip the first time such a page opens).
      // The page itself preloads every chunk the entry imports (the boot is three files, see groupLazyModules).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || PRELOADED_PAGES.test(file) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    // Only the modules groupLazyModules names go to its chunks, not everything they import (the boot).
    rollupOptions: { output: { manualChunks: groupLazyModules, onlyExplicitManualChunks: true } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
});
