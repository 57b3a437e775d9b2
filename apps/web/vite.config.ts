import react from '@vitejs/plugin-react';
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
 * Chunks by area (decision 016): the route components of an area (`src/app/routes/<area>/`) share one
 * chunk, so the route table stays one lazy import per page while the first load's preload map (decision
 * 006) holds one entry per area, not per page. The catalogue's browsing pages split by what a visitor
 * opens together (details, market, search, notices, creator spaces); home is its own chunk.
 */
const CATALOGUE_GROUPS: [RegExp, string][] = [
  [/^market-/, 'market'],
  [/^search-/, 'search'],
  [/^notice-/, 'notice'],
  [/^creator-/, 'creator'],
];

function routeGroup(id: string): string | undefined {
  const m = /\/src\/app\/routes\/([\w-]+)\/([\w-]+)\.tsx$/.exec(id);
  if (!m) return undefined;
  const [, area = '', page = ''] = m;
  if (area === 'catalogue') return `route-${CATALOGUE_GROUPS.find(([re]) => re.test(page))?.[1] ?? 'catalogue'}`;
  return `route-${area}`;
}

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
type ModuleInfoOf = (id: string) => ModuleInfo | null;

/**
 * Rollup puts a manual chunk's static dependencies into it unless they have a chunk of their own, so
 * every module gets one here, the way Rollup's own chunking would: by the set of roots that load it
 * (the entry, an area's routes, or any other lazily imported module). What the entry loads is the boot
 * chunk; a module only one area loads goes to that area's chunk; the rest are shared chunks.
 */
export function chunking() {
  let roots: Map<string, Set<string>> | null = null;
  const build = (start: string, info: ModuleInfoOf) => {
    // Every module of the graph, from any one of them.
    const all = new Set<string>([start]);
    const todo = [start];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      const m = info(id);
      if (!m) continue;
      for (const next of [...m.importers, ...m.dynamicImporters, ...m.importedIds, ...m.dynamicallyImportedIds])
        if (!all.has(next)) {
          all.add(next);
          todo.push(next);
        }
    }
    // Each root marks what it loads statically; a route module belongs to its area alone.
    const out = new Map<string, Set<string>>();
    const mark = (id: string, root: string) => {
      const stack = [id];
      for (let cur = stack.pop(); cur !== undefined; cur = stack.pop()) {
        const set = out.get(cur) ?? new Set<string>();
        if (set.has(root)) continue;
        set.add(root);
        out.set(cur, set);
        for (const next of info(cur)?.importedIds ?? []) if (routeGroup(next) === undefined) stack.push(next);
      }
    };
    for (const id of all) {
      const m = info(id);
      if (!m) continue;
      const group = routeGroup(id);
      if (group) mark(id, group);
      else if (m.isEntry) mark(id, 'entry');
      else if (m.dynamicImporters.length > 0) mark(id, id);
    }
    return out;
  };
  const short = (root: string) => root.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    roots ??= build(id, getModuleInfo);
    const r = roots.get(id);
    if (!r || r.size === 0) return undefined;
    if (r.has('entry')) return 'index';
    const group = routeGroup(id);
    if (group) return group;
    if (r.size === 1) {
      const [only = ''] = r;
      return only.startsWith('route-') ? only : undefined;
    }
    return `shared-${[...r].map(short).sort().join('-')}`.slice(0, 60);
  };
}

export default defineConfig({
  plugins: [react(), devRuntime()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2020',
    manifest: true,
    // rollupOptions: { output: { manualChunks: chunking() } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
});
