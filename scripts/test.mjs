#!/usr/bin/env node
// `npm test`: every test — lint, formatting, import cycles, types, the build and its size budget first (side by side),
// then unit, integration on SQLite and PostgreSQL, end-to-end in Chromium.
// Installs what npm cannot (Debian's chromium), starts one throwaway PostgreSQL
// cluster and one S3-compatible server for the whole run, runs vitest (all projects in parallel) and stops them.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { runSteps } from './parallel-steps.mjs';
import { startCluster } from './pg-cluster.mjs';
import { startS3Server } from './s3-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function step(title) {
  console.log(`\n== ${title}`);
}

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

// Chromium, a CJK font so that the end-to-end screenshots show Chinese text rather than boxes, and openssl (the
// proxy's HTTPS test makes a throwaway certificate with it).
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const missing = [
  !fs.existsSync(CHROMIUM) && 'chromium',
  !fs.existsSync(CJK_FONT) && 'fonts-wqy-microhei',
  !fs.existsSync('/usr/bin/openssl') && 'openssl',
].filter(Boolean);
if (missing.length > 0) {
  step(`installing ${missing.join(', ')} from Debian packages`);
  if (!isRoot) {
    if (!fs.existsSync(CHROMIUM)) {
      console.error(`Chromium not found at ${CHROMIUM}; install Debian's "chromium" package (or set CHROMIUM_PATH).`);
      process.exit(1);
    }
    console.warn('fonts-wqy-microhei is not installed: screenshots will show boxes for Chinese text.');
  } else {
    sh('apt-get', ['update', '-qq']);
    sh('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
}

// The boundaries (decision 018), the formatting (prettier, as `npm run format` writes it), import cycles, types,
// the build and the size budget, side by side: each is one process that mostly uses one core, so on two cores
// they take about half as long as in a row. The web calls the API through request() typed by the contract: a
// renamed field fails in the type-check (the builds strip types without checking them). The first failure stops
// the others and the run.
step(
  'linting (boundaries included), checking the formatting, looking for import cycles, type-checking, building, checking the size budget',
);
const npm = (name, ...args) => ({ name, cmd: 'npm', args: ['run', ...args] });
await runSteps(
  [
    npm('lint', 'lint'),
    npm('format', 'format:check'),
    npm('typecheck', 'typecheck'),
    npm('build', 'build'),
    npm('cycles', 'cycles'),
    { ...npm('size', 'size', '-w', '@curio/web', '--', '--check'), after: 'build' },
  ],
  Math.max(2, os.availableParallelism()),
).catch((err) => {
  console.error(err.message);
  process.exit(err.exitCode ?? 1);
});

step('starting a throwaway PostgreSQL cluster');
const cluster = await startCluster();
console.log(`PostgreSQL at ${cluster.url}`);

// One S3-compatible server (s3rver) for every server test of the run (decision 051); each test takes its own prefix.
step('starting a throwaway S3-compatible server');
const s3 = await startS3Server().catch((err) => {
  cluster.stop();
  throw err;
});
console.log(`S3 at ${s3.endpoint}, bucket ${s3.bucket}`);
const { stop: stopS3, ...s3Settings } = s3;
const stop = () => {
  cluster.stop();
  stopS3();
};
process.on('exit', stop);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

step('running every test');
const args = ['vitest', 'run', ...process.argv.slice(2)];
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_PG_URL: cluster.url, TEST_S3: JSON.stringify(s3Settings), CHROMIUM_PATH: CHROMIUM },
});
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
