// The cluster suites' shared part (issue 29): three built server processes started at the same moment on
// a fresh PostgreSQL database and the run's object store, behind the round-robin proxy (scripts/cluster.ts),
// and an app in this process on the same database for what a test prepares (drops, buyers) and checks.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { CallDefinition } from '@curio/contract';
import { startServerCluster, type ServerCluster } from '../../../../scripts/cluster';
import { createTestDatabase, signedHeaders, SIGN_KEY, startAnotherApp, type TestApp } from '../helpers';
import { s3Env, s3Prefix } from '../support/s3';

export interface ClusterUnderTest {
  cluster: ServerCluster;
  /** An app in this process on the cluster's database (no jobs, no chain worker): for preparing and checking. */
  t: TestApp;
  /** The environment of every process (the object store's included). */
  env: Record<string, string>;
  /** The object store's folder for this suite's files. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Starts `processes` servers at once on an empty database: one migrates and seeds the demo tenants under
 * the start lock while the others wait (what the first test of cluster.test.ts checks). Process 1 sends
 * the chain jobs (the embedded chain is one process's); each process has a name its restart reuses
 * (WORKER_ID), so that a restarted process takes back the chain jobs it held.
 */
export async function startTestCluster(processes = 3, more: Record<string, string> = {}): Promise<ClusterUnderTest> {
  const masterKey = randomBytes(32).toString('hex');
  const prefix = s3Prefix('cluster');
  const base = await createTestDatabase({ MASTER_KEY: masterKey, ...s3Env(prefix), ...more }, { from: 'empty' });
  if (base.config.database.kind !== 'postgres') throw new Error('the cluster suites run on PostgreSQL');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: base.config.database.url,
    DATA_DIR: base.dataDir,
    MASTER_KEY: masterKey,
    SIGN_KEY,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(base.dataDir, 'no-web'),
    CONSOLE_DIST: path.join(base.dataDir, 'no-console'),
    ...s3Env(prefix),
    ...more,
  };
  let cluster: ServerCluster;
  try {
    cluster = await startServerCluster({
      processes,
      env,
      envOf: (i) => ({ CHAIN_WORKER: i === 0 ? '1' : '0', WORKER_ID: `cluster-${i + 1}` }),
    });
  } catch (err) {
    await base.close();
    throw err;
  }
  const other = await startAnotherApp({ config: base.config });
  const t: TestApp = {
    app: other.app,
    db: base.db,
    config: base.config,
    dataDir: base.dataDir,
    clock: other.clock,
    close: async () => {
      await other.close();
    },
  };
  return {
    cluster,
    t,
    env,
    prefix,
    async close() {
      await cluster.stop();
      await other.close();
      await base.close();
    },
  };
}

export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/**
 * A contract call over HTTP to `base` (the proxy, or one process past it), signed like the web app
 * (fresh nonce and time), or with the `headers` given. The host is 127.0.0.1: the demo tenant's.
 */
export async function callAt<T = unknown>(
  base: string,
  def: CallDefinition,
  o: { token?: string; body?: unknown; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  let url = `/api${def.path}`;
  for (const [k, v] of Object.entries(o.params ?? {})) url = url.replace(`{${k}}`, encodeURIComponent(String(v)));
  const headers: Record<string, string> =
    o.headers ?? (await signedHeaders({ token: o.token, tokenInSignature: def.tokenInSignature }));
  const res = await fetch(`${base}${url}`, {
    method: def.method,
    headers: {
      ...headers,
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: { code: number; msg: string; data: T };
  try {
    json = JSON.parse(text) as { code: number; msg: string; data: T };
  } catch {
    throw new Error(`${def.method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  return { status: res.status, ...json };
}

/** Polls `done` until it holds, at most `timeoutMs` (a watchdog: the condition is what the test waits on). */
export async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
