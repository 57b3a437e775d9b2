/**
 * A flash sale on one drop (issue 7): many buyers placing orders at once, over real HTTP against the real
 * server, on a fresh database each run. Prints, per database, successful orders per second with p50/p99
 * latency, and, measured in the same run on the same machine, the ratios to
 *   (a) a raw loop of the same SQL statements with no HTTP (order insert, quota upsert, stock conditional
 *       update, in one transaction: the server's own `reserve`), and
 *   (b) a no-op POST route of the same server (`/api/dev/bench/noop`, BENCH_ROUTES=1): tenant, signature
 *       with its nonce and auth, nothing else,
 * plus the sold-out path's rate (no database write: it should approach the no-op's). On PostgreSQL: orders
 * per second at 1 and at 64 connections on one drop. Targets are printed as met or missed; a missed target
 * does not fail the process. With every connection busy, the mean response time is connections ÷ req/s (Little's
 * law), so a p99 is a rate times the tail's shape (p99 ÷ mean): printed for the purchase and for bare Fastify, the
 * harness's own, with the rate a p99 of 25 ms asks for at that shape (decision 094).
 *
 * The request pipeline (issue 13), in the same run and the same rounds: a bare Fastify POST route (the
 * product's fastify, no plugin, bench/lib/bare-server.ts, in a process of its own) against a second product
 * server at the DEFAULT log level (what `npm start` uses; its lines go to /dev/null): the signed no-op, the
 * unsigned server time (GET /api/curtime/get) and GET /healthz, each as a ratio of the bare route's req/s.
 *
 * The server runs in a child process (bench/lib/bench-server.ts: buildApp from source, NODE_ENV=test,
 * LOG_LEVEL=silent for the purchase cases, sale jobs and chain worker off); autocannon runs here and signs
 * every request like the web app (HMAC-SHA256, a fresh nonce, the current time) with the next buyer's session token. Buyers are
 * inserted in bulk: real name set, a session, a chain account whose sealed key is a dummy (nothing is
 * minted: orders stay unpaid). A buyer may hold one unpaid order (spec §5, decision 033: one per user, across
 * drops and listings), so each case has a drop of its own and, before each case that orders, the unpaid orders
 * of the cases before it are ended (`freeBuyers`, not timed) — within a case, a buyer asked twice is refused.
 * Also printed per case: the server's CPU time, SQL statements and sessions read from the database per answer, which
 * the machine's load does not change.
 *
 *   npm run bench:flash-sale         (tsx bench/flash-sale.ts)
 *   BENCH_SECONDS=10                 seconds of each case (no-op, orders, sold out, raw loop ...)
 *   BENCH_ROUNDS=2                   the cases take turns in this many rounds, so that a change of the machine's load
 *                                    while the bench runs falls on all of them
 *   BENCH_WARMUP=2                   seconds of warm-up before the HTTP runs
 *   BENCH_CONNECTIONS=100            connections of the SQLite runs
 *   BENCH_BUYERS=200000              buyers per database (a run that needs more reuses them: flagged). A reused buyer
 *                                    is refused on the rush drop (its quota there is taken), so too few buyers caps
 *                                    orders/s: 60,000 did on a quiet machine (about 8,000 orders/s for 10 s)
 *   BENCH_BUYERS_IN_ORDER=1          buyers taken in the order they were inserted (consecutive accounts: neighbours in every
 *                                    index by user), not shuffled as a rush brings them (bench/lib/rush-db.ts)
 *   BENCH_ACTIVE_BUYERS=5000         buyers the pipeline's signed no-op takes in turn (signed-in users who called in the
 *                                    last seconds: their sessions are in the server's cache, decision 021); the
 *                                    purchase server's no-op takes all buyers in turn (most sessions read from the database)
 *   BENCH_NOOP_BUYERS=<half>         buyers the purchase server's no-op takes in turn, from its own half of the buyers,
 *                                    which no other case asks for: their sessions are read from the database (60000
 *                                    gives the no-op of sessions 7-9, whose sessions were partly cached)
 *   BENCH_RUSH_SEEN=1                before each round of the rush, its buyers of the round open the drop's page (one signed
 *                                    no-op call each, not measured), as buyers waiting for a drop do: the rush then reads
 *                                    no session (the column `sessions`), like the raw loop. Right after the rush the
 *                                    no-op is measured again with the later half of those buyers (`buyers seen`): the
 *                                    rush's own ceiling (decision 093: before the rush, it pushed the rush's first buyers
 *                                    past the session cache's 30 s in a slow run). 0: the rush's buyers
 *                                    call for the first time when they order
 *   BENCH_PRIMED_PER_SECOND=8000     how many buyers open the page before a round, per second of the round (more than
 *                                    the rush orders: a buyer past them orders unseen, which the column shows)
 *   BENCH_PG=0                       skip PostgreSQL (skipped with a note when its binaries are missing)
 *   BENCH_CASES=rush                 only these SQLite cases (noop, rush, soldout, raw, bare, logged, curtime, healthz;
 *                                    comma-separated), for profiling
 *   BENCH_PROFILE=/some/dir          CPU profiles of the server processes, in <dir>/sqlite, <dir>/sqlite-logged, <dir>/bare
 *                                    and <dir>/pg (node --cpu-prof)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { ErrorCode, getCurrentTime, placeOrder } from '@curio/contract';
import { loadConfig, type Config } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { reserve } from '../apps/server/src/flows/place-order';
import { isUniqueViolation } from '../apps/server/src/db/unique-violation';
import { seedDemo } from '../apps/server/src/seed/demo';
import { DropStock, soldSql } from '../apps/server/src/modules/catalogue/index';
import { OrderRepository } from '../apps/server/src/modules/order/index';
import { TenantRepository, TenantService } from '../apps/server/src/modules/tenant/index';
import { LocalDiskStorage } from '../apps/server/src/providers/storage/local-disk-storage';
// @ts-expect-error plain ESM script shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';
import { envNumber } from './lib/env';
import { findPostmaster, pgCpuSeconds, pgCpuSnapshot } from './lib/proc-cpu';
import { BUYERS_IN_ORDER, insertBuyers } from './lib/rush-db';
import { requestSigner } from './lib/signing';
import { num, printGrid, ratio } from './lib/table';
import type { TenantContext } from '../apps/server/src/http/request-context';

const seconds = envNumber('BENCH_SECONDS', 10);
const warmup = envNumber('BENCH_WARMUP', 2);
const connections = envNumber('BENCH_CONNECTIONS', 100);
const buyerCount = envNumber('BENCH_BUYERS', 200_000);
const rounds = Math.max(1, envNumber('BENCH_ROUNDS', 2));
const noopBuyers = Math.max(1, envNumber('BENCH_NOOP_BUYERS', buyerCount));
const activeBuyers = Math.max(1, envNumber('BENCH_ACTIVE_BUYERS', 5000));
/** BENCH_RUSH_SEEN=0: the rush's buyers order without having called before (their sessions read from the database). */
const rushSeen = process.env.BENCH_RUSH_SEEN !== '0';
/** Buyers who open the drop's page before a round of the rush, per second of the round: more than a rush here orders. */
const primedPerSecond = Math.max(1, envNumber('BENCH_PRIMED_PER_SECOND', 8000));
/** BENCH_CASES=rush,noop (for profiling one case): the SQLite cases to run; all when unset. */
const onlyCases = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',')) : null;
type CaseName = 'noop' | 'rush' | 'soldout' | 'raw' | 'bare' | 'logged' | 'curtime' | 'healthz';
const runs = (c: CaseName) => !onlyCases || onlyCases.has(c);
/** The server's PostgreSQL pool (PG_POOL_MAX, passed on to the server process). */
const serverPoolMax = envNumber('PG_POOL_MAX', 10);
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const root = path.resolve(import.meta.dirname, '..');
const SIGN_KEY = 'bench-sign-key-0123456789';
const MASTER_KEY = 'bench-master-key-0123456789abcdef';
const HOST = 'localhost';
const ORDER_PATH = `/api${placeOrder.path}`;
const NOOP_PATH = '/api/dev/bench/noop';
const CURTIME_PATH = `/api${getCurrentTime.path}`;
const HEALTHZ_PATH = '/healthz';
/** The log level `npm start` runs at: LOG_LEVEL unset. */
const DEFAULT_LOG_LEVEL = loadConfig({ NODE_ENV: 'test', SIGN_KEY, MASTER_KEY }).logLevel;

const codeNames = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code as number, name]));

// ── Signing, as the web app does it (packages/contract/src/signing.ts), with node:crypto ────────────────────

/** Signed headers for one request: platform, the current time, a nonce never used before, the signature. */
const signedHeaders = requestSigner(SIGN_KEY);

// ── The database: a tenant, drops and buyers ───────────────────────────────────────────────────────────────

interface Prepared {
  db: Db;
  tenant: TenantContext;
  tokens: string[];
  userIds: number[];
  /** A collection on sale (supply 10 million unless given), made for one run. */
  drop(name: string, o?: { supply?: number; sold?: number }): Promise<number>;
}

async function prepare(config: Config): Promise<Prepared> {
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedDemo(db, new LocalDiskStorage(path.join(config.dataDir, 'files')));
  const tenant = (await new TenantService(new TenantRepository(db.kysely)).resolveHost(HOST))!;
  const creator = await db.kysely
    .selectFrom('creators')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { tokens, userIds } = await insertBuyers(db, tenant, buyerCount);
  const now = Date.now();

  return {
    db,
    tenant,
    tokens,
    userIds,
    async drop(name, o = {}) {
      const key = `bench-${name}`;
      const row = await db.kysely
        .insertInto('collections')
        .values({
          tenant_id: tenant.id,
          key,
          creator_id: creator.id,
          series_id: null,
          category_id: null,
          category_path: '',
          name: JSON.stringify({ en: `Bench drop ${name}` }),
          search_text: `bench drop ${name}`,
          description: JSON.stringify({ en: 'A drop made by the flash-sale bench.' }),
          media_kind: 'image',
          media_sources: JSON.stringify([{ url: '/api/file/none.svg', contentType: 'image/svg+xml' }]),
          poster_url: null,
          cover_url: '/api/file/none.svg',
          price: 990,
          total_supply: o.supply ?? 10_000_000,
          sold_count: o.sold ?? 0,
          sale_start: now - 60_000,
          sale_end: null,
          per_user_limit: 5,
          hold_hours: 24,
          privileges: '[]',
          copyright: null,
          listed: 1,
          rank: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

/** Orders in the database for a drop, and its sold count: they must agree (nothing oversold, nothing lost). */
async function dropFacts(db: Db, tenantId: number, dropId: number) {
  const orders = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('item_id', '=', dropId)
    .where('item_kind', '=', 'collection')
    .executeTakeFirstOrThrow();
  // Units taken: the drop's own count plus its stock shards' (decision 075).
  const drop = await db.kysely
    .selectFrom('collections')
    .select(soldSql('collections', 'collection').as('sold'))
    .where('id', '=', dropId)
    .executeTakeFirstOrThrow();
  return { orders: Number(orders.n), sold: Number(drop.sold) };
}

// ── The server, in a child process ─────────────────────────────────────────────────────────────────────────

interface ServerStats {
  cpu: number;
  statements: number;
  /** Sessions read from the database (SQLite: not in the server's cache). */
  sessionReads: number;
  /** Group-commit transactions (SQLite) and the purchases they carried. */
  commits: number;
  units: number;
}

interface BenchServer {
  port: number;
  /** CPU time the server process has used so far (µs) and SQL statements it has sent. */
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

/**
 * A server in a child process: the product (bench/lib/bench-server.ts) or bare Fastify (bench/lib/bare-server.ts).
 * `quiet`: its standard output goes to /dev/null (the log lines of a server that logs).
 */
async function startServer(
  env: Record<string, string>,
  label: string,
  o: { script?: string; quiet?: boolean } = {},
): Promise<BenchServer> {
  const execArgv = ['--import', 'tsx'];
  if (profileDir) {
    // One profile per thread (the module loader has one of its own); the server's is the largest.
    const dir = path.join(profileDir, label);
    fs.mkdirSync(dir, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const child = fork(path.join(root, o.script ?? 'bench/lib/bench-server.ts'), [], {
    cwd: root,
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', o.quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
  return {
    port,
    stats: () =>
      new Promise<ServerStats>((resolve) => {
        child.once('message', (m) => resolve(m as ServerStats));
        child.send('stats');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.send('stop');
      }),
  };
}

// ── Load ───────────────────────────────────────────────────────────────────────────────────────────────────

/** One case of a section, measured over several rounds; each request goes to the next buyer of the case. */
class Case {
  requests = 0;
  seconds = 0;
  errors = 0;
  /** The server's CPU time during the case, µs, and the SQL statements it sent. */
  serverCpu = 0;
  /** The CPU time this process (autocannon, signing each request) spent during the case, µs. */
  clientCpu = 0;
  statements = 0;
  sessionReads = 0;
  /** Group-commit transactions during the case and the purchases they carried (SQLite). */
  commits = 0;
  units = 0;
  /** Answers by envelope code (-1: no envelope). */
  readonly codes = new Map<number, number>();
  /** Every response's time, ms. */
  readonly latencies: number[] = [];
  private next = 0;

  constructor(
    readonly urlPath: string,
    readonly body: string,
    readonly connections: number,
    /** The buyers it takes in turn (`use` changes them). */
    private tokens: string[],
    /** POST signed with a buyer's token (the storefront's calls), or an unsigned GET (server time, health). */
    readonly kind: 'signed' | 'get' = 'signed',
  ) {}

  nextToken(): string {
    return this.tokens[this.next++ % this.tokens.length]!;
  }
  /** The next `n` buyers this case will take (fewer at the end of its buyers). */
  upcoming(n: number): string[] {
    const from = this.next % this.tokens.length;
    return this.tokens.slice(from, from + n);
  }
  /** From now on, the case takes these buyers in turn (another case's upcoming ones). */
  use(tokens: string[]): void {
    this.tokens = tokens;
    this.next = 0;
  }
  /** How many buyers the case takes in turn. */
  get buyers(): number {
    return this.tokens.length;
  }
  /** More requests than buyers: some buyers were asked twice (their second order is refused). */
  get reused(): boolean {
    return this.next > this.tokens.length;
  }
  get ok(): number {
    return this.codes.get(0) ?? 0;
  }
  get perSecond(): number {
    return this.requests / this.seconds;
  }
  get okPerSecond(): number {
    return this.ok / this.seconds;
  }
  /** The server's CPU time per answer, µs: what the case costs whatever else the machine is doing. */
  get cpuPerRequest(): number {
    return this.serverCpu / this.requests;
  }
  /** This process's CPU time per answer, µs: the client's share of the machine. */
  get clientCpuPerRequest(): number {
    return this.clientCpu / this.requests;
  }
  percentile(q: number): number {
    return percentile(this.latencies, q);
  }
  /** The mean response time, ms: with every connection busy, connections ÷ req/s (Little's law). */
  get meanLatency(): number {
    let sum = 0;
    for (const t of this.latencies) sum += t;
    return this.latencies.length > 0 ? sum / this.latencies.length : 0;
  }
  /** How much longer than the mean the 1% slowest answers take: the shape of the tail, whatever the rate. */
  get tail(): number {
    return this.latencies.length > 0 ? this.percentile(0.99) / this.meanLatency : 0;
  }
}

function percentile(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * The case's connections send for `duration` seconds (or `{ amount }` requests): a POST signed with the case's
 * next buyer's token, or an unsigned GET.
 */
async function hammer(server: BenchServer, c: Case, duration: number | { amount: number }): Promise<void> {
  const before = await server.stats();
  const clientBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${server.port}`,
        connections: c.connections,
        ...(typeof duration === 'number' ? { duration } : { amount: duration.amount }),
        timeout: 30,
        requests: [
          {
            method: c.kind === 'get' ? 'GET' : 'POST',
            path: c.urlPath,
            setupRequest: (req) => {
              if (c.kind === 'get') return { ...req, headers: { host: HOST } };
              const token = c.nextToken();
              return {
                ...req,
                headers: { host: HOST, 'content-type': 'application/json', token, ...signedHeaders(token) },
                body: c.body,
              };
            },
            onResponse: (status, body) => {
              const m = /"code":(-?\d+)/.exec(body);
              // /healthz answers `{ status: 'ok' }`, no envelope: HTTP 200 counts as code 0.
              const code = m ? Number(m[1]) : status === 200 && c.urlPath === HEALTHZ_PATH ? 0 : -1;
              c.codes.set(code, (c.codes.get(code) ?? 0) + 1);
            },
          },
        ],
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => c.latencies.push(responseTime));
  });
  const client = process.cpuUsage(clientBefore);
  c.clientCpu += client.user + client.system;
  c.requests += result.requests.total;
  c.seconds += result.duration;
  c.errors += result.errors + result.timeouts;
  const after = await server.stats();
  c.serverCpu += after.cpu - before.cpu;
  c.statements += after.statements - before.statements;
  c.sessionReads += after.sessionReads - before.sessionReads;
  c.commits += after.commits - before.commits;
  c.units += after.units - before.units;
}

const orderBody = (itemId: number) => JSON.stringify({ businessType: 4, itemId, quantity: 1 });

/** What came back: `12,345 × code 0, 3 × SOLD_OUT`, transport errors, reused buyers. */
function answers(c: Case, expected: number): string {
  const name = (code: number) => (code === 0 ? 'code 0' : (codeNames.get(code) ?? String(code)));
  const parts = [`${num(c.codes.get(expected) ?? 0)} × ${name(expected)}`];
  for (const [code, n] of [...c.codes].filter(([code]) => code !== expected).sort((a, b) => b[1] - a[1])) {
    parts.push(`${num(n)} × ${name(code)}`);
  }
  if (c.errors) parts.push(`${num(c.errors)} transport errors`);
  // Only an order cares: a buyer's second order on a drop is refused; the other calls may reuse buyers.
  if (c.reused && c.urlPath === ORDER_PATH) parts.push('BUYERS REUSED: raise BENCH_BUYERS');
  return parts.join(', ');
}

/** Target 3b of issue 33: the purchase's p99 at 100 connections. */
const P99_TARGET_MS = 25;
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

// ── The raw loop: the purchase's four statements, no HTTP ─────────────────────────────────────────────────

/**
 * The purchase's transaction (`reserve`, as the server runs it: order, quota, stock) with no HTTP, measured over
 * several rounds. One client places one order after another; with `clients` > 1 that many async loops run at
 * once, each on a connection of its own (`db` opened with a pool of at least that many), the hot-row loop of
 * PostgreSQL. With several drops, client i buys drop i mod n (the hot row spread, for comparison).
 */
class RawLoop {
  count = 0;
  seconds = 0;
  /** This process's CPU time in the loop, µs. */
  cpu = 0;
  /** PostgreSQL's CPU time in the loop (its backends and postmaster), µs; 0 when not measured. */
  pgCpu = 0;
  readonly latencies: number[] = [];

  constructor(
    private readonly p: Prepared,
    readonly drops: number[],
    readonly clients = 1,
    private readonly db: Db = p.db,
    private readonly postmaster: number | null = null,
    /**
     * The next buyer (an index into the buyers), shared by loops that must not reuse each other's buyers: an HTTP
     * case's last orders may still commit after `freeBuyers`, so the PostgreSQL loops take buyers of their own.
     */
    private readonly cursor = { next: 0 },
  ) {}

  /** Places orders for `duration` seconds (or until the buyers run out). */
  async run(duration: number): Promise<void> {
    const { tenant } = this.p;
    const db = this.db.kysely;
    const orders = new OrderRepository(db);
    const stock = new DropStock(db);
    const drops = await Promise.all(this.drops.map(async (id) => (await stock.find(tenant.id, 'collection', id, 'en'))!));
    const pgBefore = this.postmaster ? pgCpuSnapshot(this.postmaster) : null;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + duration * 1000;
    const client = async (i: number) => {
      const drop = drops[i % drops.length]!;
      while (this.cursor.next < this.p.userIds.length) {
        const t0 = performance.now();
        if (t0 >= deadline) break;
        const userId = this.p.userIds[this.cursor.next++]!;
        const now = Date.now();
        try {
          await db.transaction().execute((trx) => reserve(trx, orders, stock, tenant, userId, drop, 4, 1, now));
        } catch (err) {
          // A buyer whose order from an HTTP case was still in flight when that case ended (placed after
          // `freeBuyers`): it holds an unpaid order; the next buyer is taken instead.
          if (isUniqueViolation(err)) continue;
          throw err;
        }
        this.latencies.push(performance.now() - t0);
        this.count += 1;
      }
    };
    await Promise.all(Array.from({ length: this.clients }, (_, i) => client(i)));
    this.seconds += (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    this.cpu += cpu.user + cpu.system;
    if (pgBefore && this.postmaster) this.pgCpu += pgCpuSeconds(pgBefore, pgCpuSnapshot(this.postmaster)) * 1e6;
  }

  get perSecond(): number {
    return this.count / this.seconds;
  }
  get exhausted(): boolean {
    return this.cursor.next >= this.p.userIds.length;
  }
}

// ── Sections ───────────────────────────────────────────────────────────────────────────────────────────────

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function serverEnv(config: Config, databaseUrl: string, logLevel = 'silent'): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: config.dataDir,
    DATABASE_URL: databaseUrl,
    SIGN_KEY,
    MASTER_KEY,
    LOG_LEVEL: logLevel,
    SEED_DEMO: '0',
    CHAIN_WORKER: '0',
    BENCH_ROUTES: '1',
    WEB_DIST: path.join(config.dataDir, 'no-web'),
  };
}

function benchConfig(dataDir: string, databaseUrl: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SIGN_KEY,
    MASTER_KEY,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
}

/**
 * Ends every unpaid order of the bench's buyers (not timed): a user holds one unpaid order at a time (decision
 * 033), so each case that orders starts with its buyers free, as they were when the rule was per drop.
 */
async function freeBuyers(p: Prepared): Promise<void> {
  await p.db.kysely
    .updateTable('orders')
    .set({ status: 'closed', ended_at: Date.now() })
    .where('status', '=', 'pending_payment')
    .execute();
}

/** The warm-up's buyers: the last ones (up to 30,000, a quarter at most). */
const warmBuyers = (tokens: string[]) =>
  tokens.slice(tokens.length - Math.max(1, Math.min(30_000, Math.floor(tokens.length / 4))));

/**
 * A short run of the no-op and of ordering (on a drop of its own), so the server's code is compiled hot. Its buyers
 * are the last ones, which the measured cases do not reach: the rush's and the no-op's sessions stay as their cases say.
 */
async function warm(server: BenchServer, p: Prepared, conns: number): Promise<void> {
  if (warmup <= 0) return;
  const dropId = await p.drop(`warm-${conns}`);
  const last = warmBuyers(p.tokens);
  await hammer(server, new Case(NOOP_PATH, orderBody(dropId), conns, last), warmup);
  await freeBuyers(p);
  await hammer(server, new Case(ORDER_PATH, orderBody(dropId), conns, last), warmup);
}

type Row = string[];
const caseRow = (name: string, c: Case, expected: number, orders: boolean): Row => [
  name,
  String(c.connections),
  num(c.perSecond),
  orders ? num(c.okPerSecond) : '-',
  ms(c.percentile(0.5)),
  ms(c.percentile(0.99)),
  num(c.cpuPerRequest),
  (c.statements / c.requests).toFixed(1),
  (c.sessionReads / c.requests).toFixed(2),
  answers(c, expected),
];
const HEADER = ['case', 'conns', 'req/s', 'orders/s', 'p50 ms', 'p99 ms', 'CPU µs', 'SQL', 'sessions', 'answers'];
/** A row without the column of sessions read (PostgreSQL reads the sessions asked together in one statement, decision 083). */
const withoutSessions = (row: Row): Row => row.filter((_, i) => i !== HEADER.indexOf('sessions'));

async function sqliteSection(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-bench-flash-'));
  const file = path.join(dataDir, 'curio.db');
  try {
    const config = benchConfig(dataDir, file);
    const setupStarted = performance.now();
    const p = await prepare(config);
    const rushDrop = await p.drop('rush');
    const soldOutDrop = await p.drop('sold-out', { supply: 1, sold: 1 });
    const raw = new RawLoop(p, [await p.drop('raw')]);
    await new RawLoop(p, [await p.drop('raw-warm')]).run(1);
    await freeBuyers(p);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const loadBefore = load();

    // The buyers split in two: the rush's (and the sold-out drop's) and, never asked for by another case, the
    // no-op's, whose sessions the server has not seen; the warm-up's are the last ones, past the no-op's.
    const half = Math.ceil(p.tokens.length / 2);
    const noopEnd = Math.min(half + noopBuyers, p.tokens.length - warmBuyers(p.tokens).length);
    const noop = new Case(NOOP_PATH, orderBody(rushDrop), connections, p.tokens.slice(half, noopEnd));
    const rush = new Case(ORDER_PATH, orderBody(rushDrop), connections, p.tokens.slice(0, half));
    // The same no-op, asked by the buyers who ordered: their sessions were read when they opened the page (rushSeen).
    // Its buyers are given each round (`use`), the rush's of that round.
    const seen = new Case(NOOP_PATH, orderBody(rushDrop), connections, []);
    const soldOut = new Case(ORDER_PATH, orderBody(soldOutDrop), connections, p.tokens);
    // The request pipeline: bare Fastify, and the product at the default log level.
    const bare = new Case('/noop', orderBody(rushDrop), connections, p.tokens);
    // Signed-in users active right now: fewer than all the buyers, each calling again within seconds.
    const active = p.tokens.slice(0, activeBuyers);
    const logged = new Case(NOOP_PATH, orderBody(rushDrop), connections, active);
    const curtime = new Case(CURTIME_PATH, '', connections, p.tokens, 'get');
    const healthz = new Case(HEALTHZ_PATH, '', connections, p.tokens, 'get');
    const pipelineCases = (['bare', 'logged', 'curtime', 'healthz'] as const).some(runs);
    const server = await startServer(serverEnv(config, file), 'sqlite');
    const bareServer = pipelineCases ? await startServer({}, 'bare', { script: 'bench/lib/bare-server.ts' }) : null;
    const loggedServer = pipelineCases
      ? await startServer(serverEnv(config, file, DEFAULT_LOG_LEVEL), 'sqlite-logged', { quiet: true })
      : null;
    try {
      await warm(server, p, connections);
      if (bareServer && loggedServer) {
        await hammer(bareServer, new Case('/noop', orderBody(rushDrop), connections, p.tokens), warmup);
        await hammer(loggedServer, new Case(NOOP_PATH, orderBody(rushDrop), connections, active), warmup);
        await hammer(loggedServer, new Case(CURTIME_PATH, '', connections, p.tokens, 'get'), warmup);
        await hammer(loggedServer, new Case(HEALTHZ_PATH, '', connections, p.tokens, 'get'), warmup);
      }
      for (let round = 0; round < rounds; round++) {
        if (runs('noop')) await hammer(server, noop, seconds / rounds);
        if (runs('rush')) {
          await freeBuyers(p);
          if (!rushSeen) {
            await hammer(server, rush, seconds / rounds);
          } else {
            // The buyers of this round open the drop's page before they order: one signed call each, not measured.
            const next = rush.upcoming(Math.ceil(primedPerSecond * (seconds / rounds)));
            await hammer(server, new Case(NOOP_PATH, orderBody(rushDrop), connections, next), { amount: next.length });
            // Right after: the server keeps a session 30 s from when it read it (decision 021), and opening the page
            // reads each at the rate of buyers not seen, so 80,000 of them take 15 to 20 s. With the seen no-op's
            // 10 s in between, a slow run reached its first buyers after their sessions had left the cache (decision 093).
            await hammer(server, rush, seconds / rounds);
            if (runs('noop')) {
              // The no-op of the same buyers, the later half of them (read last, so still cached for the whole case).
              seen.use(next.slice(Math.floor(next.length / 2)));
              await hammer(server, seen, seconds / rounds);
            }
          }
        }
        if (runs('soldout')) await hammer(server, soldOut, seconds / rounds);
        // The raw loop runs here, in this process, while the server waits: the same machine, the same moment.
        if (runs('raw')) {
          await freeBuyers(p);
          await raw.run(seconds / rounds);
        }
        if (bareServer && runs('bare')) await hammer(bareServer, bare, seconds / rounds);
        if (loggedServer && runs('logged')) await hammer(loggedServer, logged, seconds / rounds);
        if (loggedServer && runs('curtime')) await hammer(loggedServer, curtime, seconds / rounds);
        if (loggedServer && runs('healthz')) await hammer(loggedServer, healthz, seconds / rounds);
      }
    } finally {
      await server.stop();
      await bareServer?.stop();
      await loggedServer?.stop();
    }
    const facts = await dropFacts(p.db, p.tenant.id, rushDrop);
    await p.db.close();

    printGrid(
      `SQLite: fresh file in a temporary DATA_DIR (WAL, synchronous=NORMAL); setup ${setupSeconds.toFixed(1)} s; load average ${loadBefore} → ${load()}`,
      HEADER,
      [
        caseRow('no-op POST (tenant, signature, auth), buyers not seen', noop, 0, false),
        ...(seen.requests > 0 ? [caseRow("no-op POST, buyers seen (the rush's, just after)", seen, 0, false)] : []),
        caseRow('place order, one drop', rush, 0, true),
        caseRow('place order, sold-out drop', soldOut, ErrorCode.SOLD_OUT, false),
        [
          'raw loop: 3 statements in 1 transaction',
          '1',
          '-',
          num(raw.perSecond),
          ms(percentile(raw.latencies, 0.5)),
          ms(percentile(raw.latencies, 0.99)),
          num(raw.cpu / raw.count),
          '4.0',
          '0.00',
          `${num(raw.count)} orders, no HTTP${raw.exhausted ? ', BUYERS RAN OUT: raise BENCH_BUYERS' : ''}`,
        ],
      ],
    );
    console.log(
      `  check: the rush drop has ${num(facts.orders)} orders and sold_count ${num(facts.sold)} ` +
        `(${facts.orders === facts.sold ? 'consistent' : 'INCONSISTENT'}); the client saw ${num(rush.ok)} successes ` +
        `(the rest were in flight when a run ended); the server committed them in ${num(rush.commits)} transactions, ` +
        `${(rush.units / Math.max(1, rush.commits)).toFixed(1)} purchases per commit (group commit; the raw loop commits each)`,
    );
    // The no-op of buyers in the rush's situation: seen when the rush's were (BENCH_RUSH_SEEN), else not seen.
    const own = seen.requests > 0 ? seen : noop;
    const ownName = own === seen ? 'no-op (buyers seen)' : 'no-op';
    // The orders/s at which a p99 of P99_TARGET_MS comes with bare Fastify's tail: p99 = tail × connections ÷ rate.
    const asked = bare.latencies.length > 0 ? (connections * bare.tail) / (P99_TARGET_MS / 1000) : 0;
    printGrid(
      'SQLite targets',
      ['ratio', 'value', 'target', 'result'],
      [
        [
          'orders/s ÷ raw loop orders/s',
          ratio(rush.okPerSecond, raw.perSecond),
          '≥ 1.0x',
          verdict(rush.okPerSecond > 0 && rush.okPerSecond >= raw.perSecond),
        ],
        [
          `place order p99 at ${connections} connections`,
          `${ms(rush.percentile(0.99))} ms`,
          `≤ ${P99_TARGET_MS} ms`,
          verdict(rush.latencies.length > 0 && rush.percentile(0.99) <= P99_TARGET_MS),
        ],
        [
          `orders/s ÷ ${ownName} req/s`,
          ratio(rush.okPerSecond, own.perSecond),
          '≥ 0.4x',
          verdict(rush.okPerSecond > 0 && rush.okPerSecond >= 0.4 * own.perSecond),
        ],
        [`sold-out req/s ÷ ${ownName} req/s`, ratio(soldOut.perSecond, own.perSecond), '→ 1x', 'no target (should approach 1x)'],
        [
          `${ownName} req/s ÷ raw loop orders/s`,
          own.perSecond > 0 ? ratio(own.perSecond, raw.perSecond) : '-',
          '-',
          "no target (the first ratio's ceiling: a purchase that cost nothing beyond the request)",
        ],
        [
          `place order p99 ÷ ${ownName} p99`,
          rush.latencies.length > 0 && own.latencies.length > 0 ? ratio(rush.percentile(0.99), own.percentile(0.99)) : '-',
          '→ 1x',
          'no target (what the purchase adds to the tail)',
        ],
        [
          'place order p99 ÷ its mean latency',
          rush.latencies.length > 0 ? ratio(rush.tail, 1) : '-',
          '-',
          "no target (the purchase's tail; its mean is connections ÷ req/s)",
        ],
        [
          'bare Fastify p99 ÷ its mean latency',
          bare.latencies.length > 0 ? ratio(bare.tail, 1) : '-',
          '-',
          "no target (the harness's own tail: no plugin, no database, decision 094)",
        ],
        [
          `orders/s a p99 of ${P99_TARGET_MS} ms asks at bare's tail`,
          asked > 0 ? `${num(asked)} /s` : '-',
          '-',
          asked > 0
            ? `no target (${ratio(asked, raw.perSecond)} the raw loop, ${ratio(asked, bare.perSecond)} bare Fastify's req/s)`
            : 'no target (run the bare case)',
        ],
        [
          "CPU that rate asks at this run's cost per order",
          asked > 0 && rush.requests > 0
            ? `${((asked * (rush.cpuPerRequest + rush.clientCpuPerRequest)) / 1e6).toFixed(2)} cores`
            : '-',
          '-',
          rush.requests > 0
            ? `no target (the server's ${num(rush.cpuPerRequest)} µs and the client's ${num(rush.clientCpuPerRequest)} µs an order; the machine has ${os.cpus().length})`
            : 'no target',
        ],
      ],
    );
    // What the same ratios would be if each side had a CPU to itself (the machine's load taken out).
    console.log(
      `  by CPU time per answer: orders ÷ raw loop ${ratio(raw.cpu / raw.count, rush.cpuPerRequest)}, ` +
        `orders ÷ ${ownName} ${ratio(own.cpuPerRequest, rush.cpuPerRequest)}, sold-out ÷ ${ownName} ${ratio(own.cpuPerRequest, soldOut.cpuPerRequest)}`,
    );
    if (pipelineCases) pipelineTables({ bare, logged, curtime, healthz, silent: noop });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The request pipeline against bare Fastify: the cases, then the ratios with their targets (issue 13). */
function pipelineTables(c: { bare: Case; logged: Case; curtime: Case; healthz: Case; silent: Case }): void {
  const level = `LOG_LEVEL=${DEFAULT_LOG_LEVEL}, the default`;
  const rows: Row[] = [];
  const add = (name: string, k: Case, measured: boolean) => {
    if (k.requests > 0) rows.push(caseRow(name, k, 0, false));
    else if (measured) rows.push([name, ...HEADER.slice(1, -1).map(() => '-'), 'not run (BENCH_CASES)']);
  };
  add('bare Fastify POST /noop (same fastify, no plugin)', c.bare, true);
  add(`signed no-op POST (${level}), ${num(Math.min(activeBuyers, buyerCount))} buyers in turn`, c.logged, true);
  add(`unsigned GET ${CURTIME_PATH} (${level})`, c.curtime, true);
  add(`GET ${HEALTHZ_PATH} (${level})`, c.healthz, true);
  add(
    `signed no-op POST (LOG_LEVEL=silent, the purchase server), ${num(c.silent.buyers)} buyers not seen in turn`,
    c.silent,
    false,
  );
  printGrid(`Request pipeline: bare Fastify and the product server at ${level} (its lines to /dev/null)`, HEADER, rows);
  const target = (name: string, k: Case, min: number): Row => {
    const run = k.requests > 0 && c.bare.requests > 0;
    return [
      name,
      run ? ratio(k.perSecond, c.bare.perSecond) : '-',
      `≥ ${min}x`,
      run ? verdict(k.perSecond >= min * c.bare.perSecond) : 'not run',
      run ? ratio(c.bare.cpuPerRequest, k.cpuPerRequest) : '-',
    ];
  };
  printGrid(
    'Request pipeline targets (req/s ÷ bare Fastify req/s, same run)',
    ['ratio', 'value', 'target', 'result', 'by CPU µs'],
    [
      target(`signed no-op (${level}) ÷ bare`, c.logged, 0.5),
      target(`unsigned server time (${level}) ÷ bare`, c.curtime, 0.8),
      target(`/healthz (${level}) ÷ bare`, c.healthz, 0.8),
      [
        'signed no-op (LOG_LEVEL=silent) ÷ bare',
        c.silent.requests > 0 ? ratio(c.silent.perSecond, c.bare.perSecond) : '-',
        '-',
        c.silent.requests > 0 ? 'no target (for context)' : 'not run',
        c.silent.requests > 0 ? ratio(c.bare.cpuPerRequest, c.silent.cpuPerRequest) : '-',
      ],
    ],
  );
  console.log(
    "  by CPU µs: bare Fastify's CPU time per answer ÷ the case's (what the ratio would be if each server had a CPU to itself)",
  );
}

/**
 * What PostgreSQL's client backends are doing, sampled every 20 ms while a case runs (pg_stat_activity): waiting on
 * a lock (`Lock:transactionid`, `Lock:tuple`: the hot row), running (`CPU`), waiting for the client's next
 * statement (`idle in transaction`), and so on. `top` prints the average number of backends in each state.
 */
class WaitSampler {
  private readonly counts = new Map<string, number>();
  private samples = 0;
  private running: Promise<void> | null = null;
  private stopAt = 0;

  constructor(private readonly db: Db) {}

  start(): void {
    this.stopAt = Number.POSITIVE_INFINITY;
    this.running = (async () => {
      while (performance.now() < this.stopAt) {
        const rows = await sql<{ w: string; n: number }>`
          select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'CPU') else state end as w,
                 count(*)::int as n
          from pg_stat_activity
          where backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()
          group by 1`.execute(this.db.kysely);
        this.samples += 1;
        for (const r of rows.rows) this.counts.set(r.w, (this.counts.get(r.w) ?? 0) + r.n);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopAt = 0;
    await this.running;
  }

  /** `Lock:transactionid 41.2, CPU 3.1, …`: backends in each state on average. */
  top(): string {
    return [...this.counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([w, n]) => `${w} ${(n / Math.max(1, this.samples)).toFixed(1)}`)
      .join(', ');
  }
}

async function postgresSection(): Promise<void> {
  const title = 'PostgreSQL';
  if (process.env.BENCH_PG === '0') {
    console.log(`\n${title}: skipped (BENCH_PG=0)`);
    return;
  }
  let cluster: { url: string; stop(): void };
  try {
    cluster = (await startCluster()) as { url: string; stop(): void };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    console.log(`\n${title}: skipped (${reason})`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-bench-flash-pg-'));
  try {
    const config = benchConfig(dataDir, cluster.url);
    const setupStarted = performance.now();
    const p = await prepare(config);
    const oneDrop = await p.drop('rush-1');
    const manyDrop = await p.drop('rush-64');
    const postmaster = findPostmaster(Number(new URL(cluster.url).port));
    // The raw loops: 64 clients need 64 connections of their own (the bench's own pool has 10).
    const rawDb = openDatabase(config.database, { poolMax: 64 });
    // The raw loops' buyers: the second half, never the HTTP cases' (those start at the first buyer).
    const rawBuyers = { next: Math.floor(p.userIds.length / 2) };
    const rawOne = new RawLoop(p, [await p.drop('raw-pg-1')], 1, p.db, postmaster, rawBuyers);
    const rawHot = new RawLoop(p, [await p.drop('raw-pg-64')], 64, rawDb, postmaster, rawBuyers);
    const spreadDrops: number[] = [];
    for (let i = 0; i < 16; i++) spreadDrops.push(await p.drop(`raw-pg-spread-${i}`));
    const rawSpread = new RawLoop(p, spreadDrops, 64, rawDb, postmaster, rawBuyers);
    await new RawLoop(p, [await p.drop('raw-pg-warm')], 64, rawDb, null, rawBuyers).run(1);
    await freeBuyers(p);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const loadBefore = load();

    const noop = new Case(NOOP_PATH, orderBody(manyDrop), 64, p.tokens);
    const one = new Case(ORDER_PATH, orderBody(oneDrop), 1, p.tokens);
    const many = new Case(ORDER_PATH, orderBody(manyDrop), 64, p.tokens);
    /** PostgreSQL's CPU time per case, µs, and what its backends were doing. */
    const pgCpu = new Map<object, number>();
    const waits = new Map<object, WaitSampler>();
    const measured = async (k: object, work: () => Promise<void>) => {
      const sampler = waits.get(k) ?? new WaitSampler(p.db);
      waits.set(k, sampler);
      const before = postmaster ? pgCpuSnapshot(postmaster) : null;
      sampler.start();
      try {
        await work();
      } finally {
        await sampler.stop();
      }
      if (before && postmaster) pgCpu.set(k, (pgCpu.get(k) ?? 0) + pgCpuSeconds(before, pgCpuSnapshot(postmaster)) * 1e6);
    };
    const server = await startServer(serverEnv(config, cluster.url), 'pg');
    try {
      await warm(server, p, 64);
      for (let round = 0; round < rounds; round++) {
        await measured(noop, () => hammer(server, noop, seconds / rounds));
        await freeBuyers(p);
        await measured(one, () => hammer(server, one, seconds / rounds));
        await freeBuyers(p);
        await measured(many, () => hammer(server, many, seconds / rounds));
        // The raw loops run here, in this process, while the server waits: the same machine, the same moment.
        await freeBuyers(p);
        await measured(rawOne, () => rawOne.run(seconds / rounds));
        await freeBuyers(p);
        await measured(rawHot, () => rawHot.run(seconds / rounds));
        await freeBuyers(p);
        await measured(rawSpread, () => rawSpread.run(seconds / rounds));
      }
    } finally {
      await server.stop();
      await rawDb.close();
    }
    const facts = await Promise.all(
      [oneDrop, manyDrop, ...rawHot.drops, ...rawSpread.drops].map((id) => dropFacts(p.db, p.tenant.id, id)),
    );
    await p.db.close();

    const pgPer = (k: object, n: number) => (pgCpu.has(k) ? num((pgCpu.get(k) ?? 0) / Math.max(1, n)) : '-');
    const httpRow = (name: string, c: Case): Row => {
      const row = withoutSessions(caseRow(name, c, 0, c.urlPath === ORDER_PATH));
      return [...row.slice(0, -1), pgPer(c, c.requests), row.at(-1)!];
    };
    const rawRow = (name: string, r: RawLoop): Row => [
      name,
      String(r.clients),
      '-',
      num(r.perSecond),
      ms(percentile(r.latencies, 0.5)),
      ms(percentile(r.latencies, 0.99)),
      num(r.cpu / r.count),
      '4.0',
      pgPer(r, r.count),
      `${num(r.count)} orders, no HTTP${r.exhausted ? ', BUYERS RAN OUT: raise BENCH_BUYERS' : ''}`,
    ];
    printGrid(
      `${title}: throwaway cluster (scripts/pg-cluster.mjs, fsync off), server pool of ${serverPoolMax} (PG_POOL_MAX), ` +
        `shared state in the database; setup ${setupSeconds.toFixed(1)} s; load average ${loadBefore} → ${load()}`,
      [...withoutSessions(HEADER).slice(0, -1), 'PG CPU µs', 'answers'],
      [
        httpRow('no-op POST (tenant, signature, auth)', noop),
        httpRow('place order, one drop', one),
        httpRow('place order, one drop', many),
        rawRow('raw loop (reserve), one drop', rawOne),
        rawRow('raw hot-row loop (reserve), one drop', rawHot),
        rawRow('raw loop (reserve), spread over 16 drops', rawSpread),
      ],
    );
    console.log(
      '  CPU µs: the server process per answer (raw loops: this process per order); PG CPU µs: PostgreSQL (postmaster and backends) per answer',
    );
    for (const [name, k] of [
      ['place order at 64', many],
      ['raw hot-row loop at 64', rawHot],
      ['raw loop over 16 drops at 64', rawSpread],
    ] as const) {
      console.log(`  backends during ${name} (average number in each state): ${waits.get(k)?.top() ?? '-'}`);
    }
    const consistent = facts.every((f) => f.orders === f.sold);
    console.log(
      `  check: orders in the database ${facts
        .slice(0, 3)
        .map((f) => num(f.orders))
        .join(' / ')}, sold_count ${facts
        .slice(0, 3)
        .map((f) => num(f.sold))
        .join(' / ')} ` +
        `(${facts.length} drops ${consistent ? 'consistent' : 'INCONSISTENT'}); the client saw ${num(one.ok)} / ${num(many.ok)} successes`,
    );
    const cpuPerOrderAt64 = pgCpu.has(many) ? many.cpuPerRequest + (pgCpu.get(many) ?? 0) / Math.max(1, many.requests) : 0;
    const cpuBound = cpuPerOrderAt64 > 0 ? (os.cpus().length * 1e6) / cpuPerOrderAt64 : 0;
    printGrid(
      `${title} targets`,
      ['ratio', 'value', 'target', 'result'],
      [
        [
          'orders/s at 64 ÷ orders/s at 1',
          ratio(many.okPerSecond, one.okPerSecond),
          '≥ 3x',
          verdict(one.okPerSecond > 0 && many.okPerSecond >= 3 * one.okPerSecond),
        ],
        [
          'orders/s at 64 ÷ raw hot-row loop at 64',
          ratio(many.okPerSecond, rawHot.perSecond),
          '≥ 0.5x',
          verdict(many.okPerSecond > 0 && many.okPerSecond >= 0.5 * rawHot.perSecond),
        ],
        ['orders/s at 64 ÷ no-op req/s at 64', ratio(many.okPerSecond, noop.perSecond), '-', 'no target (for context)'],
        [
          // What the CPUs allow: if every core did nothing but the server's and PostgreSQL's work for purchases at
          // 64 (the client's own CPU left out), orders/s would be cores ÷ their CPU per order; over orders/s at 1.
          'CPU bound at 64 ÷ orders/s at 1',
          cpuBound > 0 ? ratio(cpuBound, one.okPerSecond) : '-',
          '-',
          cpuBound > 0 ? `no target (${num(cpuBound)} orders/s on ${os.cpus().length} CPUs)` : 'not measured',
        ],
        [
          'raw hot-row loop at 64 ÷ raw loop at 1',
          ratio(rawHot.perSecond, rawOne.perSecond),
          '-',
          'no target (what one hot row allows)',
        ],
        [
          'raw loop over 16 drops ÷ on one drop, at 64',
          ratio(rawSpread.perSecond, rawHot.perSecond),
          '-',
          'no target (the hot row lifted)',
        ],
      ],
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    cluster.stop();
  }
}

const started = performance.now();
console.log(
  `Curio flash-sale bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}; ` +
    `${seconds} s per case (BENCH_SECONDS) in ${rounds} interleaved rounds (BENCH_ROUNDS), ${warmup} s warm-up (BENCH_WARMUP), ` +
    `${connections} connections on SQLite (BENCH_CONNECTIONS), ${num(buyerCount)} buyers (BENCH_BUYERS)`,
);
console.log(
  [
    '  server: the real app (buildApp) from source in a child process, NODE_ENV=test, LOG_LEVEL=silent, BENCH_ROUTES=1;',
    '          sale jobs and chain worker off, so only the purchase path is measured; for the request pipeline a second',
    `          one at LOG_LEVEL=${DEFAULT_LOG_LEVEL} (the default, as \`npm start\`; lines to /dev/null) and bare Fastify, each in its own process`,
    '  client: autocannon in this process; every request signed (HMAC-SHA256, fresh nonce, current time) with the next',
    "          buyer's token; buyers inserted in bulk (real name, session, chain account with a dummy sealed key: nothing is minted)",
    `          and taken ${BUYERS_IN_ORDER ? 'in the order they were inserted (BENCH_BUYERS_IN_ORDER=1)' : 'in a shuffled order, as a rush brings them (BENCH_BUYERS_IN_ORDER=1: as inserted)'}`,
    '  orders/s counts answers with code 0; each case has a drop of its own, its buyers free of unpaid orders (one per user)',
    "  CPU µs: the server process's CPU time per answer (the raw loop: this process's per order), whatever the load;",
    '  SQL: statements per answer sent through kysely (transaction BEGIN and COMMIT not counted; the server commits the',
    '       purchases that arrive together at once, decisions 012 and 083, and a batch with a refused purchase runs',
    '       again with SAVEPOINT and RELEASE around each, decision 076; calls that arrive together share a statement:',
    '       nonce claims, rate-limit hits and, on PostgreSQL, session reads, decision 083)',
    "  sessions (SQLite): sessions read from the database per answer, the others answered from the server's cache",
    `  buyers (SQLite): the no-op's "not seen" never called before; ${rushSeen ? "the rush's open the drop's page before each round" : "the rush's order without having called before (BENCH_RUSH_SEEN=0)"}`,
    ...(rushSeen
      ? [
          '          (one signed call each, not measured: BENCH_RUSH_SEEN), and ask the no-op again after it ("seen"): the rush\'s ceiling',
        ]
      : []),
  ].join('\n'),
);
if (os.loadavg()[0]! > os.cpus().length) {
  console.log(
    '  NOTE: the machine is busy (load average above the CPU count): figures are lower and noisier than on a quiet\n' +
      '        machine; the cases alternate in rounds so that the ratios share the noise',
  );
}
await sqliteSection();
await postgresSection();
console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
