import fs from 'node:fs';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '..');
const routesDir = path.join(webRoot, 'src/app/routes');

const withExt = (abs) => ['.ts', '.tsx', '/index.ts'].map((e) => abs + e).find((p) => fs.existsSync(p)) ?? `${abs}.ts`;

/** The string constants of a module: `const X = '...'` and the `key: '...'` / `key: \`${X}/...\`` members of its objects. */
function constantsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const top = new Map();
  const expand = (s) => s.replace(/\$\{(\w+)\}/g, (_, name) => top.get(name) ?? '');
  // `const X = '...'` and `const Y = \`${X}/...\``, in the order they are written.
  for (const m of text.matchAll(/const\s+(\w+)\s*=\s*(?:'([^']*)'|`([^`]*)`)/g)) top.set(m[1], m[2] ?? expand(m[3]));
  const members = new Map();
  for (const m of text.matchAll(/^\s*(\w+):\s*(?:'([^']*)'|`([^`]*)`)/gm)) members.set(m[1], m[2] ?? expand(m[3]));
  return { top, members };
}

/** The value of a path expression in a route list: a literal, an imported constant, or `PATHS.key`. */
function pathValue(expr, file, text) {
  const e = expr.trim();
  const literal = /^'([^']*)'$/.exec(e);
  if (literal) return literal[1];
  const [name, key] = e.split('.');
  const local = constantsOf(file);
  if (!key && local.top.has(name)) return local.top.get(name);
  if (key && new RegExp(`const\\s+${name}\\s*=\\s*\\{`).test(text)) return local.members.get(key);
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const binding = m[1]
      .split(',')
      .map((s) => s.trim().split(/\s+as\s+/))
      .find((b) => (b[1] ?? b[0]) === name);
    if (!binding) continue;
    const source = constantsOf(withExt(path.resolve(path.dirname(file), m[2])));
    return key ? source.members.get(key) : source.top.get(binding[0]);
  }
  throw new Error(`route-table: cannot resolve the path ${e} in ${path.relative(webRoot, file)}`);
}

/**
 * The app's route table as [{ path, module, list }] (module: the page's source path relative to apps/web; list:
 * its area's list, `src/app/routes/<area>.routes.ts`), read from the
 * per-area lists in src/app/routes/<area>.routes.ts, in the order src/app/routes/index.ts joins them.
 */
export function readRouteTable() {
  // index.ts joins the lists the boot carries; all.ts adds the areas whose list loads with its first page (decision 073).
  const listFile = new Map();
  const order = [];
  for (const file of ['index.ts', 'all.ts']) {
    const text = fs.readFileSync(path.join(routesDir, file), 'utf8');
    for (const m of text.matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*'\.\/([\w.-]+\.routes)'/g)) listFile.set(m[1], m[2]);
    const list = /routes:\s*RouteDef\[\]\s*=\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
    order.push(...[...list.matchAll(/\.\.\.(\w+)/g)].map((m) => m[1]));
  }
  const files = [...new Set([...order.map((n) => listFile.get(n)), 'system.routes'])].filter(Boolean);
  const out = [];
  // `page: () => import('./x')`, or `page: name` with `const name = () => import('./x')` in the list.
  const re = /path:\s*([^,]+?),\s*page:\s*(?:\(\)\s*=>\s*import\('([^']+)'\)|(\w+))/g;
  for (const name of files) {
    const file = path.join(routesDir, `${name}.ts`);
    const text = fs.readFileSync(file, 'utf8');
    const loaders = new Map([...text.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
    for (const m of text.matchAll(re)) {
      const spec = m[2] ?? loaders.get(m[3]);
      if (!spec) throw new Error(`route-table: cannot find the page of ${m[1]} in ${name}.ts`);
      const abs = path.resolve(path.dirname(file), spec);
      const ext = ['.tsx', '.ts'].find((e) => fs.existsSync(abs + e)) ?? '.tsx';
      out.push({
        path: pathValue(m[1], file, text),
        module: path.relative(webRoot, abs + ext),
        list: path.relative(webRoot, file),
      });
    }
  }
  return out;
}
