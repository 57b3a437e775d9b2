/**
 * Build-time only (vite.ssr.config.ts; never in the browser's bundle). In the server's build of the app,
 * every lazy import of one of the app's own modules, `() => import('./catalogue/market-page')`, becomes
 * the same function carrying the module's source path, `source: 'src/app/routes/catalogue/market-page.tsx'`:
 * the key of that module in the browser build's manifest (Vite's `.vite/manifest.json`). The server's
 * entry reads it off the route table (a route's page and texts), so the server can tell which built files
 * a hash route needs before the app runs (decision 029).
 */
// Only a loader whose body is the import alone: `() => import('./x').then(...)` is left as it is.
const LAZY_IMPORT = /\(\)\s*=>\s*import\((['"])(\.{1,2}\/[^'"]+)\1\)(?!\s*[.?])/g;

/** A lazy loader as the server's build makes it: the function, with its module's source path. */
export type SourcedLoader = (() => Promise<unknown>) & { source?: string };

/**
 * `code` with each `() => import('./relative')` wrapped as `Object.assign(() => import('./relative'), { source })`,
 * `source` being what `resolve` answers for the specifier (a path relative to the web app's root), or
 * unchanged where it answers nothing. Null when the code has no such import.
 */
export async function tagLazyImports(
  code: string,
  resolve: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  const found = [...code.matchAll(LAZY_IMPORT)];
  if (found.length === 0) return null;
  let out = '';
  let last = 0;
  for (const m of found) {
    const source = await resolve(m[2]!);
    if (!source) continue;
    out += `${code.slice(last, m.index)}Object.assign(${m[0]}, { source: ${JSON.stringify(source)} })`;
    last = m.index + m[0].length;
  }
  return out + code.slice(last);
}
