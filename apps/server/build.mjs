// Bundles the server into dist/server.mjs. Workspace packages (TypeScript source) are bundled in;
// npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';

const readPkg = (p) => JSON.parse(fs.readFileSync(new URL(p, import.meta.url), 'utf8'));
// The server's own dependencies and those of the workspace packages it bundles (the chain's EVM).
const deps = [
  ...Object.keys(readPkg('./package.json').dependencies ?? {}),
  ...Object.keys(readPkg('../../packages/contract/package.json').dependencies ?? {}),
  ...Object.keys(readPkg('../../packages/chain/package.json').dependencies ?? {}),
];
const external = [...new Set(deps)].filter((d) => !d.startsWith('@curio/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.mjs');
