/**
 * What each layer of a request costs: the same server answers
 *   healthz            — no tenant, no signature (one tiny query)
 *   curtime            — tenant resolution, unsigned
 *   themeMobile        — tenant + signature + nonce (shared state) + a repository read
 * Prints requests per second and the ratios between them. Bounded: a fixed number of requests per
 * case at a fixed concurrency, against a server it starts itself on loopback and stops afterwards.
 *
 *   npx tsx bench/api-overhead.ts [requests=4000] [concurrency=16]
 * DATABASE_URL=postgres://... runs it on PostgreSQL (shared state then lives in the database).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createNonce, signRequest } from '@curio/contract';

const total = Number(process.argv[2] ?? 4000);
const concurrency = Number(process.argv[3] ?? 16);
const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/server/dist/server.mjs');
const SIGN_KEY = 'bench-sign-key-0123456789';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startServer() {
  if (!fs.existsSync(entry)) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      // Not production: production refuses the sandbox providers and a development key (config.ts), and
      // a bench runs with both. The request path measured is the same.
      NODE_ENV: 'test',
      SIGN_KEY,
      MASTER_KEY: 'bench-master-key-0123456789abcdef',
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const poll = async () => {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (r.ok) return resolve();
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) return reject(new Error('server exited'));
      setTimeout(() => void poll(), 100);
    };
    void poll();
  });
  return {
    port,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(name: string, url: string, headers: () => Promise<Record<string, string>>) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const res = await fetch(url, { headers: { host: 'localhost', ...(await headers()) } });
      const body = (await res.json()) as { code?: number; status?: string };
      if (!res.ok || (body.code !== undefined && body.code !== 0)) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const rps = total / seconds;
  console.log(`${name.padEnd(14)} ${rps.toFixed(0).padStart(7)} req/s  (${total} requests, ${failed} failed)`);
  return rps;
}

const server = await startServer();
try {
  const base = `http://127.0.0.1:${server.port}`;
  // Production mode seeds no demo tenant unless SEED_DEMO=1 (set above).
  // Signed headers are made before timing starts, so the figures are the server's cost, not the client's.
  const prepared: Record<string, string>[] = [];
  for (let i = 0; i < total; i++) {
    const timestamp = String(Date.now());
    const nonce = createNonce();
    prepared.push({ platform: 'H5', timestamp, nonce, sign: await signRequest({ platform: 'H5', timestamp, nonce }, SIGN_KEY) });
  }
  const signed = async () => prepared.pop() ?? {};
  console.log(`Curio API overhead, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, concurrency ${concurrency}`);
  await run('warm-up', `${base}/api/curtime/get`, async () => ({}));
  const health = await run('healthz', `${base}/healthz`, async () => ({}));
  const curtime = await run('curtime', `${base}/api/curtime/get`, async () => ({}));
  const theme = await run('themeMobile', `${base}/api/mallapp/themeMobile`, signed);
  console.log(
    `ratios: tenant resolution ${(curtime / health).toFixed(2)}x of healthz; signed call ${(theme / curtime).toFixed(2)}x of unsigned`,
  );
} finally {
  server.stop();
}
