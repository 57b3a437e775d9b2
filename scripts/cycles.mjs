#!/usr/bin/env node
// `npm run cycles`: every import cycle in the sources (apps/*/src, packages/*/src), type-only imports and
// lazy `import()` included, found by madge; exits 1 on a cycle (decision 018). ESLint's import-x/no-cycle
// gives the same answer in the editor for run-time imports, but it skips type-only imports, and the
// server's largest cycle (review 2026-11-23, section 2, group 4) is made of type-only edges.
import fs from 'node:fs';
import path from 'node:path';
import madge from 'madge';

/** The source folders of every workspace under `root`. */
export function sourceDirs(root) {
  return ['apps', 'packages'].flatMap((top) =>
    fs.existsSync(path.join(root, top))
      ? fs
          .readdirSync(path.join(root, top))
          .map((w) => `${top}/${w}/src`)
          .filter((d) => fs.existsSync(path.join(root, d)))
          .sort()
      : [],
  );
}

/** The import cycles of the sources under `root`, each a list of files relative to `root`. */
export async function findCycles(root) {
  const tsConfig = path.join(root, 'tsconfig.base.json');
  const detective = { skipTypeImports: false, skipAsyncImports: false };
  const graph = await madge(
    sourceDirs(root).map((d) => path.join(root, d)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      ...(fs.existsSync(tsConfig) && { tsConfig }),
      detectiveOptions: { ts: detective, tsx: detective },
    },
  );
  return graph.circular();
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const started = Date.now();
  const cycles = await findCycles(root);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Import cycles in ${sourceDirs(root).join(', ')}: ${cycles.length} (${seconds} s)`);
  for (const c of cycles) console.error(`  cycle: ${c.join(' > ')} > ${c[0]}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s). Break each by moving what both files need into a third.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
