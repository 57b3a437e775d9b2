/**
 * The flash-sale rush on several server processes on one PostgreSQL (issue 29): 1 process hit directly (the
 * baseline), then 1, 2 and 3 processes behind the round-robin proxy (scripts/round-robin-proxy.ts, the nginx
 * mirror), all on one throwaway PostgreSQL the bench starts and stops (scripts/pg-cluster.mjs). Each
 * configuration is started with scripts/cluster.ts `startServerCluster`: the built server
 * (apps/server/dist/server.mjs, `npm run build -w @curio/server` first), NODE_ENV=test, LOG_LEVEL=silent,
 * CHAIN_WORKER=0, the background jobs on as in production (every second in every process), PG_POOL_MAX at its
 * default; the first start migrates and seeds the demo (SEED_DEMO=1), the later ones find it there.
 *
 * Per configuration: successful orders per second and p50/p99 latency over BENCH_SECONDS with
 * BENCH_CONNECTIONS connections, a fresh buyer per order and a drop of its own (supply 10 million: it never
 * sells out), then the sold-out path (a drop with supply 1, sold) for BENCH_SOLDOUT_SECONDS. Then how the time
 * splits: CPU seconds used during the measured window (from /proc, bench/lib/proc-cpu.ts) by
 *   (a) the server processes, (b) PostgreSQL (the postmaster and every process whose parent it is),
 *   (c) the proxy, in a child process of its own (bench/lib/proxy-runner.ts; the idle proxy startServerCluster
 *       starts in this process is not used), and (d) the load generator: autocannon in a child process of its
 *       own (bench/lib/load-runner.ts), signing every request like the web app (HMAC with SIGN_KEY, fresh
 *       nonce, current time) with the next buyer's session token,
 * per successful order; and PostgreSQL's lock waits, sampled every 100 ms from this process.
 *
 *   npm run bench:cluster            (tsx bench/cluster.ts)
 *   BENCH_SECONDS=10                 seconds of each rush case
 *   BENCH_SOLDOUT_SECONDS=3          seconds of each sold-out case (0: none)
 *   BENCH_WARMUP=3                   seconds of ordering through the proxy after each start, per server process (3, 6,
 *                                    9 s: each process's code compiled hot), not measured
 *   BENCH_IDLE_SECONDS=2             seconds with no request after the warm-up: the CPU the background jobs use (0: none)
 *   BENCH_CONNECTIONS=64             autocannon's connections
 *   BENCH_BUYERS=50000               buyers inserted once; each rush case takes them in turn from the first
 *                                    (a fresh drop, their unpaid orders ended before); a case that needs more is flagged
 */
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { ErrorCode, placeOrder } from '@curio/contract';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { soldSql } from '../apps/server/src/modules/catalogue/index';
import { startServerCluster, type ServerCluster } from '../scripts/cluster';
// @ts-expect-error plain ESM script shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';
import { envNumber } from './lib/env';
import type { LoadResult, LoadRun } from './lib/load-runner';
import {
  CLK_TCK,
  findPostmaster,
  machineCpuSeconds,
  pgCpuSeconds,
  pgCpuSnapshot,
  processCpuSeconds,
  type PgCpuSnapshot,
} from './lib/proc-cpu';
import { prepareRush, type RushData } from './lib/rush-db';
import { num, printGrid, ratio } from './lib/table';

const seconds = envNumber('BENCH_SECONDS', 10);
const soldOutSeconds = envNumber('BENCH_SOLDOUT_SECONDS', 3);
const warmup = envNumber('BENCH_WARMUP', 3);
const connections = envNumber('BENCH_CONNECTIONS', 64);
const buyerCount = envNumber('BENCH_BUYERS', 50_000);
const idleSeconds = envNumber('BENCH_IDLE_SECONDS', 2);
const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/server/dist/server.mjs');
const SIGN_KEY = 'bench-sign-key-0123456789';
const MASTER_KEY = 'bench-master-key-0123456789abcdef';
const HOST = 'localhost';
const ORDER_PATH = `/api${placeOrder.path}`;
const cores = os.cpus().length;
const codeNames = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code as number, name]));
const orderBody = (itemId: number) => JSON.stringify({ businessType: 4, itemId, quantity: 1 });
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

// ── Child processes: the load generator and the proxy ──────────────────────────────────────────────────────

/** Forks a TypeScript script of bench/lib with tsx; resolves with the child and its first message. */
async function forkScript<T>(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; first: T }> {
  const child = fork(path.join(root, script), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const first = await new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready`)));
  });
  return { child, first };
}

/** Sends the child its stop message and waits for its end (SIGKILL after 10 s). */
async function stopChild(child: ChildProcess, message: Serializable): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
  child.send(message);
  await gone;
  clearTimeout(hard);
}

interface ProxyChild {
  child: ChildProcess;
  url: string;
  byUpstream(): Promise<Map<string, number>>;
}

async function startProxyChild(cluster: ServerCluster): Promise<ProxyChild> {
  const { child, first } = await forkScript<{ port: number }>('bench/lib/proxy-runner.ts', {
    UPSTREAM_PORTS: cluster.processes.map((p) => p.port).join(','),
  });
  return {
    child,
    url: `http://127.0.0.1:${first.port}`,
    byUpstream: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(new Map((m as { byUpstream: [string, number][] }).byUpstream)));
        child.send('stats');
      }),
  };
}

// ── Measuring ──────────────────────────────────────────────────────────────────────────────────────────────

interface CpuSnapshot {
  at: number;
  servers: number;
  pg: PgCpuSnapshot;
  proxy: number;
  loader: number;
  self: number;
  machine: { busy: number; total: number };
}

interface Idle {
  processes: number;
  /** CPU ms per second. */
  servers: number;
  pg: number;
  busyShare: number;
}

function percentile(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** One case (a configuration's rush, or its sold-out path), summed over the runs it took. */
class Tally {
  requests = 0;
  /** autocannon's seconds. */
  seconds = 0;
  errors = 0;
  reused = false;
  readonly codes = new Map<number, number>();
  readonly latencies: number[] = [];
  /** CPU seconds in the measured windows; `total`: the machine's CPU seconds in them (busy or not). */
  readonly cpu = { servers: 0, pg: 0, proxy: 0, loader: 0, self: 0, busy: 0, total: 0 };
  /** pg_stat_activity samples, backends waiting on a lock and active ones summed over them, the waiting statements. */
  samples = 0;
  lockWaits = 0;
  active = 0;
  readonly waiting = new Map<string, number>();
  /** Requests the proxy sent each server process; null: no proxy. */
  spread: number[] | null = null;
  /** The case's drops: orders and sold counts, once the requests in flight were served. */
  readonly facts = { orders: 0, sold: 0 };

  constructor(readonly expected: number) {}

  get ok(): number {
    return this.codes.get(this.expected) ?? 0;
  }
  get answered(): number {
    return [...this.codes.values()].reduce((s, n) => s + n, 0);
  }
  /** Busy CPU time in the windows not used by the four groups nor by this process. */
  get other(): number {
    const c = this.cpu;
    return c.busy - c.servers - c.pg - c.proxy - c.loader - c.self;
  }
  get sum4(): number {
    const c = this.cpu;
    return c.servers + c.pg + c.proxy + c.loader;
  }
  percentile(q: number): number {
    return percentile(this.latencies, q);
  }
}

class Bench {
  constructor(
    readonly db: Db,
    readonly postmaster: number,
    readonly loader: ChildProcess,
  ) {}

  /**
   * Waits until the drop's sold count has not moved for 600 ms (at most 20 s): requests autocannon left in
   * flight when it stopped are still served, and their orders must be in before the buyers are freed or counted.
   */
  async settle(dropId: number): Promise<void> {
    const deadline = Date.now() + 20_000;
    let last = -1;
    let still = 0;
    while (still < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      // Units taken: the drop's row and its shards (decision 075).
      const row = await this.db.kysely
        .selectFrom('collections')
        .select(soldSql('collections', 'collection').as('sold'))
        .where('id', '=', dropId)
        .executeTakeFirstOrThrow();
      const sold = Number(row.sold);
      still = sold === last ? still + 1 : 0;
      last = sold;
    }
  }

  /** CPU ms per second of the server processes and of PostgreSQL with no request: the background jobs. */
  async idle(cluster: ServerCluster, duration: number): Promise<Idle> {
    const pids = cluster.processes.map((p) => p.child.pid!);
    const a = this.snapshot(pids, null);
    await new Promise((r) => setTimeout(r, duration * 1000));
    const b = this.snapshot(pids, null);
    const wall = (b.at - a.at) / 1000;
    return {
      processes: pids.length,
      servers: ((b.servers - a.servers) * 1000) / wall,
      pg: (pgCpuSeconds(a.pg, b.pg) * 1000) / wall,
      busyShare: (b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total),
    };
  }

  private snapshot(serverPids: number[], proxyPid: number | null): CpuSnapshot {
    const { user, system } = process.cpuUsage();
    return {
      at: performance.now(),
      servers: serverPids.reduce((s, pid) => s + processCpuSeconds(pid), 0),
      pg: pgCpuSnapshot(this.postmaster),
      proxy: proxyPid ? processCpuSeconds(proxyPid) : 0,
      loader: processCpuSeconds(this.loader.pid!),
      self: (user + system) / 1e6,
      machine: machineCpuSeconds(),
    };
  }

  /** Runs the load generator against `url`; measured into `tally` when one is given. */
  async run(
    url: string,
    body: string,
    duration: number,
    o: { cluster: ServerCluster; proxy: ProxyChild | null; tally?: Tally },
  ): Promise<void> {
    const { tally } = o;
    const serverPids = o.cluster.processes.map((p) => p.child.pid!);
    const proxyPid = o.proxy?.child.pid ?? null;
    const spreadBefore = o.proxy && tally ? await o.proxy.byUpstream() : null;
    let before: CpuSnapshot | null = null;
    const sampler = tally ? new LockSampler(this.db, tally) : null;
    const run: LoadRun = { type: 'run', url, path: ORDER_PATH, body, host: HOST, connections, seconds: duration };
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const onMessage = (m: { type: string; result?: LoadResult; message?: string }) => {
        if (m.type === 'started') {
          if (sampler) {
            before = this.snapshot(serverPids, proxyPid);
            sampler.start();
          }
        } else if (m.type === 'done') {
          this.loader.off('message', onMessage);
          resolve(m.result!);
        } else if (m.type === 'failed') {
          this.loader.off('message', onMessage);
          reject(new Error(`the load generator failed: ${m.message}`));
        }
      };
      this.loader.on('message', onMessage);
      this.loader.send(run);
    });
    if (!tally || !sampler || !before) return;
    const after = this.snapshot(serverPids, proxyPid);
    await sampler.stop();
    const b = before as CpuSnapshot;
    const c = tally.cpu;
    c.servers += after.servers - b.servers;
    c.pg += pgCpuSeconds(b.pg, after.pg);
    c.proxy += after.proxy - b.proxy;
    c.loader += after.loader - b.loader;
    c.self += after.self - b.self;
    c.busy += after.machine.busy - b.machine.busy;
    c.total += after.machine.total - b.machine.total;
    tally.requests += result.requests;
    tally.seconds += result.seconds;
    tally.errors += result.errors;
    tally.reused ||= result.reused;
    for (const [code, n] of result.codes) tally.codes.set(code, (tally.codes.get(code) ?? 0) + n);
    for (const l of result.latencies) tally.latencies.push(l);
    if (o.proxy && spreadBefore) {
      const spreadAfter = await o.proxy.byUpstream();
      const spread = o.cluster.processes.map((p) => {
        const key = `127.0.0.1:${p.port}`;
        return (spreadAfter.get(key) ?? 0) - (spreadBefore.get(key) ?? 0);
      });
      tally.spread = tally.spread ? tally.spread.map((n, i) => n + spread[i]!) : spread;
    }
  }
}

/** Samples pg_stat_activity every 100 ms into a tally: backends waiting on a lock, active ones, the waiting statements. */
class LockSampler {
  private timer: NodeJS.Timeout | null = null;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly tally: Tally,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.pending) return; // the previous sample is still running: skip this tick
      this.pending = this.sample().finally(() => (this.pending = null));
    }, 100);
  }

  private async sample(): Promise<void> {
    const rows = await sql<{ wait_event_type: string | null; state: string | null; query: string }>`
      select wait_event_type, state, query from pg_stat_activity
      where backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(this.db.kysely);
    const t = this.tally;
    t.samples += 1;
    for (const r of rows.rows) {
      if (r.state === 'active') t.active += 1;
      if (r.wait_event_type !== 'Lock') continue;
      t.lockWaits += 1;
      const statement = r.query.replace(/\s+/g, ' ').trim().slice(0, 100);
      t.waiting.set(statement, (t.waiting.get(statement) ?? 0) + 1);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.pending;
  }
}

// ── The run ────────────────────────────────────────────────────────────────────────────────────────────────

interface Config {
  name: string;
  processes: number;
  viaProxy: boolean;
  rush: Tally;
  soldOut: Tally;
}

/** The newest of the TypeScript files under `dirs`, with its modification time. */
function newest(dirs: string[]): { file: string; mtime: number } {
  let found = { file: '', mtime: 0 };
  for (const dir of dirs.filter((d) => fs.existsSync(d))) {
    for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!e.isFile() || !/\.tsx?$/.test(e.name)) continue;
      const file = path.join(e.parentPath, e.name);
      const mtime = fs.statSync(file).mtimeMs;
      if (mtime > found.mtime) found = { file, mtime };
    }
  }
  return found;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!fs.existsSync(entry)) {
    throw new Error('apps/server/dist/server.mjs is missing: run `npm run build -w @curio/server` first');
  }
  console.log(
    `Curio cluster bench: node ${process.version}, ${cores} CPUs (os.cpus().length), load average ${load()}; ` +
      `${seconds} s per rush case (BENCH_SECONDS), ${soldOutSeconds} s per sold-out case (BENCH_SOLDOUT_SECONDS), ` +
      `${warmup} s warm-up per server process (BENCH_WARMUP), ${connections} connections (BENCH_CONNECTIONS), ` +
      `${num(buyerCount)} buyers (BENCH_BUYERS); /proc clock ticks ${CLK_TCK}/s`,
  );
  if (os.loadavg()[0]! > cores) {
    console.log(
      '  NOTE: the machine is busy (load average above the CPU count): the figures are lower and noisier than on a quiet\n' +
        '        machine; the "other" column says how much CPU time other programs took during each window',
    );
  }
  const source = newest([path.join(root, 'apps/server/src'), path.join(root, 'packages/contract/src')]);
  if (source.mtime > fs.statSync(entry).mtimeMs) {
    console.log(
      `  NOTE: ${path.relative(root, source.file)} was modified after apps/server/dist/server.mjs was built: ` +
        '`npm run build -w @curio/server` to bench the source as it is',
    );
  }

  const pg = (await startCluster()) as { url: string; stop(): void };
  // Ctrl-C: the throwaway PostgreSQL is a daemon of its own, stopped here (the server processes get the signal too).
  process.once('SIGINT', () => {
    pg.stop();
    process.exit(130);
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-bench-cluster-'));
  const stops: (() => Promise<void> | void)[] = [() => pg.stop(), () => fs.rmSync(dataDir, { recursive: true, force: true })];
  try {
    const postmaster = findPostmaster(Number(new URL(pg.url).port));
    if (!postmaster) throw new Error('the postmaster of the throwaway PostgreSQL was not found in /proc');
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      SIGN_KEY,
      MASTER_KEY,
      LOG_LEVEL: 'silent',
      CHAIN_WORKER: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
      CONSOLE_DIST: path.join(dataDir, 'no-console'),
    };
    const db = openDatabase({ kind: 'postgres', url: pg.url });
    stops.unshift(() => db.close());
    const { child: loader } = await forkScript<{ type: 'ready' }>('bench/lib/load-runner.ts', { SIGN_KEY });
    stops.unshift(() => stopChild(loader, { type: 'stop' }));
    const bench = new Bench(db, postmaster, loader);

    const config = (name: string, processes: number, viaProxy: boolean): Config => ({
      name,
      processes,
      viaProxy,
      rush: new Tally(0),
      soldOut: new Tally(ErrorCode.SOLD_OUT),
    });
    const configs: Config[] = [
      config('1 process, direct (no proxy)', 1, false),
      config('1 process + proxy', 1, true),
      config('2 processes + proxy', 2, true),
      config('3 processes + proxy', 3, true),
    ];
    let data: RushData | null = null;
    let soldOutDrop = 0;
    let setupSeconds = 0;
    let runNo = 0;
    const idles: Idle[] = [];
    const loadBefore = load();
    for (const n of [1, 2, 3]) {
      const startAt = performance.now();
      const first = data === null;
      const cluster = await startServerCluster({ processes: n, env: { ...env, SEED_DEMO: first ? '1' : '0' } });
      const startSeconds = (performance.now() - startAt) / 1000;
      let proxy: ProxyChild | null = null;
      try {
        if (!data) {
          const setupAt = performance.now();
          data = await prepareRush(db, HOST, buyerCount);
          soldOutDrop = await data.drop('sold-out', { supply: 1, sold: 1 });
          await new Promise<void>((resolve) => loader.send({ type: 'tokens', tokens: data!.tokens }, () => resolve()));
          setupSeconds = (performance.now() - setupAt) / 1000;
        }
        proxy = await startProxyChild(cluster);
        console.log(
          `  ${n} process${n > 1 ? 'es' : ''}: started (migrated and seeded: ${first ? 'yes' : 'no'}) in ${startSeconds.toFixed(1)} s` +
            (first ? `; ${num(buyerCount)} buyers inserted in ${setupSeconds.toFixed(1)} s` : ''),
        );
        // Warm-up through the proxy (every process's code compiled hot), on a drop of its own.
        if (warmup > 0) {
          const warmDrop = await data.drop(`warm-${n}`);
          await bench.run(proxy.url, orderBody(warmDrop), warmup * n, { cluster, proxy });
          await bench.settle(warmDrop);
        }
        if (idleSeconds > 0) idles.push(await bench.idle(cluster, idleSeconds));
        // The cases of one start take turns (A B B A: a drift of the machine's load falls on both), half the time each.
        const cases = configs.filter((k) => k.processes === n);
        const turns = cases.length > 1 ? [...cases, ...[...cases].reverse()] : cases;
        const share = cases.length / turns.length;
        for (const c of turns) {
          const url = c.viaProxy ? proxy.url : cluster.processes[0]!.url;
          const via = c.viaProxy ? proxy : null;
          const dropId = await data.drop(`rush-${++runNo}`);
          await data.freeBuyers();
          await bench.run(url, orderBody(dropId), seconds * share, { cluster, proxy: via, tally: c.rush });
          await bench.settle(dropId);
          const facts = await data.dropFacts(dropId);
          c.rush.facts.orders += facts.orders;
          c.rush.facts.sold += facts.sold;
          if (soldOutSeconds > 0) {
            await bench.run(url, orderBody(soldOutDrop), soldOutSeconds * share, { cluster, proxy: via, tally: c.soldOut });
            await bench.settle(soldOutDrop);
          }
        }
      } finally {
        if (proxy) await stopChild(proxy.child, 'stop');
        await cluster.stop();
      }
    }
    report(configs, idles, loadBefore);
    console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const stop of stops) await stop();
  }
}

// ── The report ─────────────────────────────────────────────────────────────────────────────────────────────

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const cpuMs = (cpuSeconds: number, per: number) => (per > 0 ? ((cpuSeconds * 1000) / per).toFixed(3) : '-');
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

/** What came back: `12,345 × code 0, 3 × SOLD_OUT`, transport errors, reused buyers. */
function answers(t: Tally): string {
  const name = (code: number) => (code === 0 ? 'code 0' : (codeNames.get(code) ?? String(code)));
  const sorted = [...t.codes].sort((a, b) => (a[0] === t.expected ? -1 : b[0] === t.expected ? 1 : b[1] - a[1]));
  const parts = sorted.map(([code, n]) => `${num(n)} × ${name(code)}`);
  if (parts.length === 0) parts.push('no answer');
  if (t.errors) parts.push(`${num(t.errors)} transport errors`);
  if (t.reused && t.expected === 0) parts.push('BUYERS REUSED: raise BENCH_BUYERS');
  return parts.join(', ');
}

/** Rate, latency and CPU ms per `per` (successful orders, or answers). */
function cpuRow(name: string, t: Tally, per: number, viaProxy: boolean): string[] {
  return [
    name,
    num(per / t.seconds),
    ms(t.percentile(0.5)),
    ms(t.percentile(0.99)),
    cpuMs(t.cpu.servers, per),
    cpuMs(t.cpu.pg, per),
    viaProxy ? cpuMs(t.cpu.proxy, per) : '-',
    cpuMs(t.cpu.loader, per),
    cpuMs(t.sum4, per),
    pct(t.cpu.busy / t.cpu.total),
    cpuMs(Math.max(0, t.other), per),
  ];
}

const CPU_HEADER = ['servers', 'PG', 'proxy', 'load gen', 'sum of 4', 'busy', 'other'];

function report(configs: Config[], idles: Idle[], loadBefore: string): void {
  const measured = configs.filter((c) => c.rush.requests > 0);
  printGrid(
    `Rush on one drop, PostgreSQL (throwaway, fsync off), ${connections} connections, ${cores} CPUs; ` +
      `CPU ms per successful order; load average ${loadBefore} → ${load()}`,
    ['configuration', 'orders/s', 'p50 ms', 'p99 ms', ...CPU_HEADER, 'lock waits', 'active'],
    measured.map((c) => [
      ...cpuRow(c.name, c.rush, c.rush.ok, c.viaProxy),
      (c.rush.lockWaits / Math.max(1, c.rush.samples)).toFixed(1),
      (c.rush.active / Math.max(1, c.rush.samples)).toFixed(1),
    ]),
  );
  printGrid(
    'Rush answers and checks',
    ['configuration', 'answers', 'drops: orders / sold_count', 'requests per process'],
    measured.map((c) => [
      c.name,
      answers(c.rush),
      `${num(c.rush.facts.orders)} / ${num(c.rush.facts.sold)} ${c.rush.facts.orders === c.rush.facts.sold ? 'consistent' : 'INCONSISTENT'}`,
      c.rush.spread ? c.rush.spread.map((n) => num(n)).join(' / ') : 'all (direct)',
    ]),
  );
  const waiters = measured.filter((c) => c.rush.lockWaits > 0);
  if (waiters.length > 0) {
    console.log('  the statement most often waiting on a lock (its share of the lock-wait samples):');
    for (const c of waiters) {
      const [statement, n] = [...c.rush.waiting].sort((a, b) => b[1] - a[1])[0]!;
      console.log(`    ${c.name}: ${pct(n / c.rush.lockWaits)} ${statement}${statement.length >= 100 ? '...' : ''}`);
    }
  }
  const sold = configs.filter((c) => c.soldOut.requests > 0);
  if (sold.length > 0) {
    printGrid(
      'Sold-out drop (no write: the answer is SOLD_OUT); CPU ms per answer',
      ['configuration', 'answers/s', 'p50 ms', 'p99 ms', ...CPU_HEADER, 'answers'],
      sold.map((c) => [...cpuRow(c.name, c.soldOut, c.soldOut.answered, c.viaProxy), answers(c.soldOut)]),
    );
  }
  if (idles.length > 0) {
    printGrid(
      `No request for ${idleSeconds} s after the warm-up: the background jobs (every second in every process); CPU ms per second`,
      ['server processes', 'servers', 'PG', 'busy'],
      idles.map((i) => [String(i.processes), num(i.servers, 1), num(i.pg, 1), pct(i.busyShare)]),
    );
  }
  const one = configs.find((c) => c.processes === 1 && c.viaProxy)!.rush;
  const direct = configs.find((c) => !c.viaProxy)!.rush;
  if (one.ok > 0) {
    const row = (name: string, t: Tally, base: Tally) => {
      const per = (x: Tally, cpu: number) => cpu / Math.max(1, x.ok);
      return [
        name,
        ratio(t.ok / t.seconds, base.ok / base.seconds),
        ratio(t.percentile(0.5), base.percentile(0.5)),
        ratio(t.percentile(0.99), base.percentile(0.99)),
        ratio(per(t, t.cpu.servers), per(base, base.cpu.servers)),
        ratio(per(t, t.cpu.pg), per(base, base.cpu.pg)),
        ratio(per(t, t.sum4), per(base, base.sum4)),
        ratio(t.lockWaits / Math.max(1, t.samples), base.lockWaits / Math.max(1, base.samples)),
      ];
    };
    const rows = direct.ok > 0 ? [row('1 process + proxy ÷ 1 process direct', one, direct)] : [];
    for (const c of configs.filter((k) => k.viaProxy && k.processes > 1 && k.rush.ok > 0)) {
      rows.push(row(`${c.processes} processes ÷ 1 process (both + proxy)`, c.rush, one));
    }
    printGrid(
      'Ratios (rush)',
      ['ratio', 'orders/s', 'p50', 'p99', 'servers CPU/order', 'PG CPU/order', 'sum of 4 CPU/order', 'lock waits'],
      rows,
    );
  }
  console.log(
    [
      '',
      'What the figures mean',
      "  orders/s   answers with code 0 per second of autocannon's runs; every run orders on a drop of its own, a fresh",
      '             buyer per request (unpaid orders of the runs before ended first); p50/p99: response times autocannon saw',
      '             (through the proxy where there is one), every answer counted. After each start, before its cases,',
      `             ${warmup} s of ordering per server process through the proxy, not measured; on the 1-process start the`,
      '             direct and proxied cases take turns (direct, proxy, proxy, direct), half their seconds each time',
      '  CPU ms     CPU time (utime + stime, /proc) used during the measured windows ÷ successful orders (sold-out: ÷ answers):',
      '    servers  the server processes (apps/server/dist/server.mjs, all threads, the background jobs included)',
      '    PG       the postmaster and every process whose parent it is (backends, WAL writer, checkpointer, autovacuum;',
      "             the lock sampler's connection too: 10 small queries a second)",
      '    proxy    scripts/round-robin-proxy.ts in a child process of its own (bench/lib/proxy-runner.ts); "-": not used',
      '    load gen autocannon with its request signing, in a child process of its own (bench/lib/load-runner.ts)',
      "    busy     the machine's busy CPU time ÷ (window × CPUs), /proc/stat; other: busy time used by none of the four",
      '             nor by this process (the sampler, IPC): other programs on the machine',
      "  lock waits mean client backends waiting on a heavyweight lock (pg_stat_activity.wait_event_type = 'Lock') over",
      '             samples every 100 ms in the windows; active: mean client backends in state active; the statement',
      '             most often waiting is printed under the checks',
      '  no request the CPU per second of the servers and PostgreSQL after the warm-up with no load (the background jobs);',
      `             /proc counts in ticks of ${1000 / CLK_TCK} ms, so over ${idleSeconds} s one tick is ${num(1000 / CLK_TCK / (idleSeconds || 1), 1)} ms per second`,
      "  checks     the drops' orders and sold_count, read once the requests autocannon left in flight were served (so a",
      "             little above the client's code 0 count); requests per process: what the proxy sent each one",
      '  ratios     the figure at N processes ÷ at 1 process, both through the proxy (above 1x: more); the first row: 1',
      '             process through the proxy ÷ hit directly',
      `  ${cores} CPUs run everything above (servers, PostgreSQL, proxy, load generator); each server process opens at most`,
      '  PG_POOL_MAX (default 10) PostgreSQL connections',
    ].join('\n'),
  );
}

await main();
