#!/usr/bin/env node
// Precompresses the built web app (decision 023): next to every compressible file of dist/ it writes
// `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), each only when it is smaller than the
// file itself. The server serves them with @fastify/static's `preCompressed` (chosen by Accept-Encoding), so
// a browser gets the hashed assets compressed at no CPU cost per request.
//
// Left out: dist/index.html (the server changes the page per tenant and compresses it per request), the
// .vite/ folder (the build manifest, read by tools, not served), source maps and files already compressed
// (images, fonts, media). Runs after `vite build` (the web workspace's `build` script).
//
//   node scripts/precompress.mjs [dist folder]
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.wasm', '.ico']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));

/** The files to precompress, relative to dist. */
async function compressibleFiles() {
  const entries = await fs.readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dist, path.join(e.parentPath, e.name)))
    .filter((rel) => COMPRESSIBLE.has(path.extname(rel)))
    .filter((rel) => rel !== 'index.html' && !rel.split(path.sep).some((part) => part.startsWith('.')));
}

/** Writes `<file><ext>` when `bytes` is smaller than the original; removes a stale one otherwise. */
async function keepIfSmaller(file, ext, bytes, originalSize) {
  if (bytes.length < originalSize) {
    await fs.writeFile(file + ext, bytes);
    return bytes.length;
  }
  await fs.rm(file + ext, { force: true });
  return originalSize;
}

async function precompress(rel) {
  const file = path.join(dist, rel);
  const raw = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    raw: raw.length,
    br: await keepIfSmaller(file, '.br', br, raw.length),
    gz: await keepIfSmaller(file, '.gz', gz, raw.length),
  };
}

const started = Date.now();
const files = await compressibleFiles();
const totals = { raw: 0, br: 0, gz: 0 };
// A few at a time: zlib's work runs on the libuv thread pool.
for (let i = 0; i < files.length; i += 8) {
  for (const sizes of await Promise.all(files.slice(i, i + 8).map(precompress))) {
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
}
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.log(
  `precompressed ${files.length} files in ${Date.now() - started} ms: ${kb(totals.raw)} raw, ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
);
