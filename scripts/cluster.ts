/**
 * Several Curio server processes on one PostgreSQL and one object store, behind the round-robin proxy
 * on one port (issue 29): `npm run cluster` for a newcomer, and the library the cluster tests and the
 * flash-sale bench start their clusters with.
 *
 *   npm run cluster                       3 processes on http://localhost:3000, a throwaway PostgreSQL
 *                                         and object store, the demo tenants seeded once
 *   npm run cluster -- --processes 2 --port 3100
 *   DATABASE_URL=postgres://... FILE_STORAGE=s3 S3_...=... npm run cluster    your own database and store
 *
 * Each process is the built server (apps/server/dist/server.mjs, as production runs it) on a port of its
 * own, with TRUST_PROXY naming the proxy's address only. The embedded chain is one process's (its journal
 * is a folder): process 1 sends the chain jobs unless CHAIN_RPC_URL names a node every process can reach,
 * then every process does (their claims never take the same job, decision 010).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { freePort } from './built-server';
import { startProxy, type Proxy } from './round-robin-proxy';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerCluster {
  proxy: Proxy;
  /** The proxy's address (`http://127.0.0.1:<port>`). */
  url: string;
  processes: ClusterProcess[];
  /** Sends a signal to process `i` (`SIGKILL`: a crash) and resolves once it has ended. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process `i` again on its port and resolves once it is ready. */
  restart(i: number): Promise<void>;
  /** Stops every process (SIGTERM, then SIGKILL after 10 s) and the proxy. */
  stop(): Promise<void>;
}

export interface ClusterProcess {
  index: number;
  port: number;
  /** `http://127.0.0.1:<port>`: this process alone, past the proxy. */
  url: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** What it printed (stdout and stderr), the last 200 kB. */
  output(): string;
}

export interface ClusterOptions {
  processes: number;
  /** The environment every process shares: DATABASE_URL (PostgreSQL), the object store's, keys... */
  env: Record<string, string>;
  /** More environment for process `i` only (over `env`). */
  envOf?: (i: number) => Record<string, string>;
  /** The proxy's port (0: any free port). */
  port?: number;
  /** The server's entry (default the built server). */
  entry?: string;
  /** How long a process may take to become ready (default 120 s: a start on a busy machine migrates and seeds). */
  readyTimeoutMs?: number;
}

/** Waits until `url` answers 200, or the process ends (then it throws with what it printed). */
async function waitReady(p: ClusterProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (p.child.exitCode !== null || p.child.signalCode !== null) {
      throw new Error(
        `server process ${p.index + 1} ended (${p.child.exitCode ?? p.child.signalCode}) before it was ready:\n${p.output()}`,
      );
    }
    try {
      const res = await fetch(`${p.url}/readyz`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server process ${p.index + 1} not ready after ${timeoutMs} ms:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startServerCluster(o: ClusterOptions): Promise<ServerCluster> {
  const entry = o.entry ?? path.join(root, 'apps/server/dist/server.mjs');
  if (!fs.existsSync(entry)) throw new Error(`${path.relative(root, entry)} is missing: run \`npm run build\` first`);
  if (!/^postgres(ql)?:\/\//.test(o.env.DATABASE_URL ?? '')) {
    throw new Error('a cluster needs PostgreSQL (DATABASE_URL=postgres://...): SQLite serves one process');
  }
  const readyTimeoutMs = o.readyTimeoutMs ?? 120_000;
  const ports: number[] = [];
  for (let i = 0; i < o.processes; i++) {
    let p = await freePort();
    while (ports.includes(p)) p = await freePort();
    ports.push(p);
  }
  const processes: ClusterProcess[] = [];

  const launch = (i: number): ClusterProcess => {
    const port = ports[i]!;
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        // The proxy is the only sender whose X-Forwarded-* are believed.
        TRUST_PROXY: '127.0.0.1',
        SHARED_STATE: 'database',
        ...o.env,
        ...o.envOf?.(i),
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.length > 200_000) out = out.slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return { index: i, port, url: `http://127.0.0.1:${port}`, child, output: () => out };
  };

  const stopOne = async (p: ClusterProcess, signal: NodeJS.Signals) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return;
    const gone = new Promise((r) => p.child.once('exit', r));
    p.child.kill(signal);
    const hard = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(hard);
  };

  for (let i = 0; i < o.processes; i++) processes.push(launch(i));
  try {
    // All at once, like servers a deployment starts together: one migrates and seeds, the others wait (issue 29).
    await Promise.all(processes.map((p) => waitReady(p, readyTimeoutMs)));
  } catch (err) {
    await Promise.all(processes.map((p) => stopOne(p, 'SIGKILL')));
    throw err;
  }
  const proxy = await startProxy({ upstreams: ports.map((port) => ({ host: '127.0.0.1', port })), port: o.port ?? 0 });
  return {
    proxy,
    url: proxy.url,
    processes,
    kill: (i, signal = 'SIGKILL') => stopOne(processes[i]!, signal),
    async restart(i) {
      await stopOne(processes[i]!, 'SIGKILL');
      processes[i] = launch(i);
      await waitReady(processes[i], readyTimeoutMs);
    },
    async stop() {
      await proxy.stop();
      await Promise.all(processes.map((p) => stopOne(p, 'SIGTERM')));
    },
  };
}

/** `npm run cluster`: what a newcomer runs to see it, and buys a drop through in a browser. */
async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const count = arg('processes', 3);
  const port = arg('port', 3000);
  const stops: (() => unknown)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const env: Record<string, string> = {};
    if (!process.env.DATABASE_URL) {
      // @ts-expect-error plain ESM script shared with scripts/test.mjs
      const { startCluster } = (await import('./pg-cluster.mjs')) as {
        startCluster: () => Promise<{ url: string; stop: () => void }>;
      };
      const pg = await startCluster();
      stops.push(pg.stop);
      env.DATABASE_URL = pg.url;
      console.log(`PostgreSQL (throwaway, removed at exit): ${pg.url}`);
    }
    if (!process.env.FILE_STORAGE) {
      // @ts-expect-error plain ESM script shared with scripts/test.mjs
      const { startS3Server } = (await import('./s3-server.mjs')) as {
        startS3Server: () => Promise<{
          endpoint: string;
          region: string;
          bucket: string;
          accessKeyId: string;
          secretAccessKey: string;
          stop: () => void;
        }>;
      };
      const s3 = await startS3Server();
      stops.push(s3.stop);
      Object.assign(env, {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      });
      console.log(`Object store (s3rver, throwaway): ${s3.endpoint} bucket ${s3.bucket}`);
    }
    const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(root, 'data-cluster-'));
    if (!process.env.DATA_DIR) stops.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
    const shareChain = Boolean(process.env.CHAIN_RPC_URL);
    console.log(`starting ${count} server processes...`);
    const cluster = await startServerCluster({
      processes: count,
      env,
      envOf: (i) => ({ CHAIN_WORKER: shareChain || i === 0 ? '1' : '0' }),
      port,
    });
    stops.push(() => cluster.stop());
    for (const p of cluster.processes) console.log(`  process ${p.index + 1}: ${p.url} (pid ${p.child.pid})`);
    console.log(`\nCurio on ${count} processes: http://localhost:${cluster.proxy.port} (round robin; Ctrl-C stops everything)`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
  } finally {
    console.log('stopping...');
    await stopAll();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
