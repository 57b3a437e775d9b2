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
import { startServerCluster, type ServerCluster } from '../scripts/cluster';
// @ts-expect-error plain ESM script shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';
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

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const soldOutSeconds = Number(process.env.BENCH_SOLDOUT_SECONDS ?? 3);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 50_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 2);
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

// ── One measured case ──────────────────────────────────────────────────────────────────────────────────────

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

interface Measured {
  result: LoadResult;
  /** The window's wall seconds (from the load generator's start to its end, as this process saw them). */
  wall: number;
  /** CPU seconds in the window. */
  cpu: { servers: number; pg: number; proxy: number; loader: number; self: number; busy: number; other: number };
  /** The machine's busy share in the window, 0..1. */
  busyShare: number;
  /** Lock waits: mean waiting backends per sample, samples, and the statement most often waiting. */
  lockWaits: number;
  activeBackends: number;
  samples: number;
  topWaiter: { statement: string; share: number } | null;
  /** Requests each server process answered (through the proxy). */
  spread: number[] | null;
  ok: number;
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
      const row = await this.db.kysely
        .selectFrom('collections')
        .select('sold_count')
        .where('id', '=', dropId)
        .executeTakeFirstOrThrow();
      still = row.sold_count === last ? still + 1 : 0;
      last = row.sold_count;
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

  /** Runs the load generator against `url` (unmeasured when `measure` is false). */
  async run(
    url: string,
    body: string,
    duration: number,
    o: { cluster: ServerCluster; proxy: ProxyChild | null; measure: boolean; expected: number },
  ): Promise<Measured | null> {
    const serverPids = o.cluster.processes.map((p) => p.child.pid!);
    const proxyPid = o.proxy?.child.pid ?? null;
    const spreadBefore = o.proxy && o.measure ? await o.proxy.byUpstream() : null;
    let before: CpuSnapshot | null = null;
    const sampler = new LockSampler(this.db);
    const run: LoadRun = { type: 'run', url, path: ORDER_PATH, body, host: HOST, connections, seconds: duration };
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const onMessage = (m: { type: string; result?: LoadResult; message?: string }) => {
        if (m.type === 'started') {
          if (o.measure) {
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
    if (!o.measure || !before) return null;
    const after = this.snapshot(serverPids, proxyPid);
    await sampler.stop();
    const b = before as CpuSnapshot;
    const wall = (after.at - b.at) / 1000;
    const cpu = {
      servers: after.servers - b.servers,
      pg: pgCpuSeconds(b.pg, after.pg),
      proxy: after.proxy - b.proxy,
      loader: after.loader - b.loader,
      self: after.self - b.self,
      busy: after.machine.busy - b.machine.busy,
      other: 0,
    };
    cpu.other = cpu.busy - cpu.servers - cpu.pg - cpu.proxy - cpu.loader - cpu.self;
    let spread: number[] | null = null;
    if (o.proxy && spreadBefore) {
      const spreadAfter = await o.proxy.byUpstream();
      spread = o.cluster.processes.map((p) => {
        const key = `127.0.0.1:${p.port}`;
        return (spreadAfter.get(key) ?? 0) - (spreadBefore.get(key) ?? 0);
      });
    }
    const ok = result.codes.find(([code]) => code === o.expected)?.[1] ?? 0;
    return {
      result,
      wall,
      cpu,
      busyShare: cpu.busy / (after.machine.total - b.machine.total),
      ...sampler.summary(),
      spread,
      ok,
    };
  }
}

/** Samples pg_stat_activity every 100 ms: backends waiting on a lock, active backends, the waiting statements. */
class LockSampler {
  private timer: NodeJS.Timeout | null = null;
  private pending: Promise<void> | null = null;
  private samples = 0;
  private waits = 0;
  private active = 0;
  private readonly byStatement = new Map<string, number>();

  constructor(private readonly db: Db) {}

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
    this.samples += 1;
    for (const r of rows.rows) {
      if (r.state === 'active') this.active += 1;
      if (r.wait_event_type !== 'Lock') continue;
      this.waits += 1;
      const statement = r.query.replace(/\s+/g, ' ').trim().slice(0, 100);
      this.byStatement.set(statement, (this.byStatement.get(statement) ?? 0) + 1);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.pending;
  }

  summary() {
    const top = [...this.byStatement].sort((a, b) => b[1] - a[1])[0];
    return {
      lockWaits: this.waits / Math.max(1, this.samples),
      activeBackends: this.active / Math.max(1, this.samples),
      samples: this.samples,
      topWaiter: top ? { statement: top[0], share: top[1] / this.waits } : null,
    };
  }
}

// ── The run ────────────────────────────────────────────────────────────────────────────────────────────────

interface Config {
  name: string;
  processes: number;
  viaProxy: boolean;
  rush?: Measured;
  soldOut?: Measured;
  facts?: { orders: number; sold: number };
}

/** The newest modification time of the files under `dir` (0 when missing). */
function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && /\.tsx?$/.test(e.name)) t = Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!fs.existsSync(entry))
    throw new Error('apps/server/dist/server.mjs is missing: run `npm run build -w @curio/server` first');
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
  const distTime = fs.statSync(entry).mtimeMs;
  const sourceTime = Math.max(newest(path.join(root, 'apps/server/src')), newest(path.join(root, 'packages/contract/src')));
  if (sourceTime > distTime) {
    console.log(
      '  NOTE: apps/server/dist/server.mjs is older than the server source: `npm run build -w @curio/server` to bench the source',
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

    const configs: Config[] = [
      { name: '1 process, direct (no proxy)', processes: 1, viaProxy: false },
      { name: '1 process + proxy', processes: 1, viaProxy: true },
      { name: '2 processes + proxy', processes: 2, viaProxy: true },
      { name: '3 processes + proxy', processes: 3, viaProxy: true },
    ];
    let data: RushData | null = null;
    let soldOutDrop = 0;
    let setupSeconds = 0;
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
          await bench.run(proxy.url, orderBody(warmDrop), warmup * n, { cluster, proxy, measure: false, expected: 0 });
          await bench.settle(warmDrop);
        }
        if (idleSeconds > 0) idles.push(await bench.idle(cluster, idleSeconds));
        for (const c of configs.filter((k) => k.processes === n)) {
          const url = c.viaProxy ? proxy.url : cluster.processes[0]!.url;
          const via = c.viaProxy ? proxy : null;
          const dropId = await data.drop(`rush-${n}-${c.viaProxy ? 'proxy' : 'direct'}`);
          await data.freeBuyers();
          c.rush = (await bench.run(url, orderBody(dropId), seconds, { cluster, proxy: via, measure: true, expected: 0 }))!;
          await bench.settle(dropId);
          c.facts = await data.dropFacts(dropId);
          if (soldOutSeconds > 0) {
            c.soldOut = (await bench.run(url, orderBody(soldOutDrop), soldOutSeconds, {
              cluster,
              proxy: via,
              measure: true,
              expected: ErrorCode.SOLD_OUT,
            }))!;
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
function answers(m: Measured, expected: number): string {
  const name = (code: number) => (code === 0 ? 'code 0' : (codeNames.get(code) ?? String(code)));
  const sorted = [...m.result.codes].sort((a, b) => (a[0] === expected ? -1 : b[0] === expected ? 1 : b[1] - a[1]));
  const parts = sorted.map(([code, n]) => `${num(n)} × ${name(code)}`);
  if (parts.length === 0) parts.push('no answer');
  if (m.result.errors) parts.push(`${num(m.result.errors)} transport errors`);
  if (m.result.reused && expected === 0) parts.push('BUYERS REUSED: raise BENCH_BUYERS');
  return parts.join(', ');
}

function cpuRow(name: string, m: Measured, per: number): string[] {
  const rate = per / m.result.seconds;
  return [
    name,
    num(rate),
    ms(m.result.p50),
    ms(m.result.p99),
    cpuMs(m.cpu.servers, per),
    cpuMs(m.cpu.pg, per),
    m.spread ? cpuMs(m.cpu.proxy, per) : '-',
    cpuMs(m.cpu.loader, per),
    cpuMs(sum4(m), per),
    pct(m.busyShare),
    cpuMs(Math.max(0, m.cpu.other), per),
  ];
}

const sum4 = (m: Measured) => m.cpu.servers + m.cpu.pg + m.cpu.proxy + m.cpu.loader;
const CPU_HEADER = ['servers', 'PG', 'proxy', 'load gen', 'sum of 4', 'busy', 'other'];

function report(configs: Config[], idles: Idle[], loadBefore: string): void {
  const measured = configs.filter((c) => c.rush);
  printGrid(
    `Rush on one drop, PostgreSQL (throwaway, fsync off), ${connections} connections, ${cores} CPUs; ` +
      `CPU ms per successful order; load average ${loadBefore} → ${load()}`,
    ['configuration', 'orders/s', 'p50 ms', 'p99 ms', ...CPU_HEADER, 'lock waits', 'active'],
    measured.map((c) => [
      ...cpuRow(c.name, c.rush!, c.rush!.ok),
      c.rush!.lockWaits.toFixed(1),
      c.rush!.activeBackends.toFixed(1),
    ]),
  );
  printGrid(
    'Rush answers and checks',
    ['configuration', 'answers', 'drop: orders / sold_count', 'requests per process'],
    measured.map((c) => [
      c.name,
      answers(c.rush!, 0),
      `${num(c.facts!.orders)} / ${num(c.facts!.sold)} ${c.facts!.orders === c.facts!.sold ? 'consistent' : 'INCONSISTENT'}`,
      c.rush!.spread ? c.rush!.spread.map((n) => num(n)).join(' / ') : 'all (direct)',
    ]),
  );
  const waiters = measured.filter((c) => c.rush!.topWaiter);
  if (waiters.length > 0) {
    console.log('  statement most often waiting on a lock (share of the lock-wait samples):');
    for (const c of waiters) {
      const t = c.rush!.topWaiter!;
      console.log(`    ${c.name}: ${pct(t.share)} ${t.statement}${t.statement.length >= 100 ? '...' : ''}`);
    }
  }
  const sold = configs.filter((c) => c.soldOut);
  if (sold.length > 0) {
    printGrid(
      'Sold-out drop (no write: the answer is SOLD_OUT); CPU ms per answer',
      ['configuration', 'answers/s', 'p50 ms', 'p99 ms', ...CPU_HEADER, 'answers'],
      sold.map((c) => [
        ...cpuRow(
          c.name,
          c.soldOut!,
          c.soldOut!.result.codes.reduce((s, [, n]) => s + n, 0),
        ),
        answers(c.soldOut!, ErrorCode.SOLD_OUT),
      ]),
    );
  }
  if (idles.length > 0) {
    printGrid(
      `No request for ${idleSeconds} s after the warm-up: the background jobs (every second in every process); CPU ms per second`,
      ['server processes', 'servers', 'PG', 'busy'],
      idles.map((i) => [String(i.processes), num(i.servers, 1), num(i.pg, 1), pct(i.busyShare)]),
    );
  }
  const one = configs.find((c) => c.processes === 1 && c.viaProxy)?.rush;
  const direct = configs.find((c) => !c.viaProxy)?.rush;
  if (one) {
    const per = (m: Measured, cpu: number) => cpu / Math.max(1, m.ok);
    const rows = configs
      .filter((c) => c.rush && c.viaProxy && c.processes > 1)
      .map((c) => {
        const m = c.rush!;
        return [
          `${c.processes} processes ÷ 1 process (both + proxy)`,
          ratio(m.ok / m.result.seconds, one.ok / one.result.seconds),
          ratio(m.result.p50, one.result.p50),
          ratio(m.result.p99, one.result.p99),
          ratio(per(m, m.cpu.servers), per(one, one.cpu.servers)),
          ratio(per(m, m.cpu.pg), per(one, one.cpu.pg)),
          ratio(per(m, sum4(m)), per(one, sum4(one))),
          ratio(m.lockWaits, one.lockWaits),
        ];
      });
    if (direct) {
      rows.unshift([
        '1 process + proxy ÷ 1 process direct',
        ratio(one.ok / one.result.seconds, direct.ok / direct.result.seconds),
        ratio(one.result.p50, direct.result.p50),
        ratio(one.result.p99, direct.result.p99),
        ratio(per(one, one.cpu.servers), per(direct, direct.cpu.servers)),
        ratio(per(one, one.cpu.pg), per(direct, direct.cpu.pg)),
        ratio(per(one, sum4(one)), per(direct, sum4(direct))),
        ratio(one.lockWaits, direct.lockWaits),
      ]);
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
      "  orders/s   answers with code 0 per second of autocannon's run; every case orders on a drop of its own, a fresh",
      '             buyer per request (unpaid orders of the cases before ended first); p50/p99: response times autocannon saw',
      '             (through the proxy where there is one), every answer counted. Before the cases of each start,',
      `             ${warmup} s of ordering per server process through the proxy, not measured`,
      '  CPU ms     CPU time (utime + stime, /proc) used during the measured window ÷ successful orders (sold-out: ÷ answers):',
      '    servers  the server processes (apps/server/dist/server.mjs, all threads, the background jobs included)',
      '    PG       the postmaster and every process whose parent it is (backends, WAL writer, checkpointer, autovacuum;',
      "             the lock sampler's connection too: 10 small queries a second)",
      '    proxy    scripts/round-robin-proxy.ts in a child process of its own (bench/lib/proxy-runner.ts); "-": not used',
      '    load gen autocannon with its request signing, in a child process of its own (bench/lib/load-runner.ts)',
      "    busy     the machine's busy CPU time ÷ (window × CPUs), /proc/stat; other: busy time used by none of the four",
      '             nor by this process (the sampler, IPC): other programs on the machine',
      "  lock waits mean client backends waiting on a heavyweight lock (pg_stat_activity.wait_event_type = 'Lock') over",
      '             samples every 100 ms in the window; active: mean client backends in state active; the statement',
      '             most often waiting is printed under the checks',
      "  checks     the drop's orders and sold_count, read once the requests autocannon left in flight were served (so a",
      "             little above the client's code 0 count); requests per process: what the proxy sent each one",
      '  ratios     the figure at N processes ÷ at 1 process, both through the proxy (above 1x: more); the first row: 1',
      '             process through the proxy ÷ hit directly',
      `  ${cores} CPUs run everything above (servers, PostgreSQL, proxy, load generator); each server process opens at most`,
      '  PG_POOL_MAX (default 10) PostgreSQL connections',
    ].join('\n'),
  );
}

await main();
