/**
 * Lighthouse 12 (mobile emulation: Moto G Power screen, simulated slow 4G and 4x CPU) on eight pages of
 * both demo tenants (Curio Demo at http://localhost, a light theme; Aurora at http://aurora.localhost, a
 * dark one), issue 33 (decision 074):
 *
 *   first screens (performance 100): the home, the market, a collection detail;
 *   pages a buyer opens (performance ≥ 95): my home (the mine page), one collectible I hold with its
 *   provenance, the cashier of my unpaid order, a listing another user has on sale, my wallet.
 *
 * Every page is opened signed in but the home and the market (signed out, as a first visit is): a user with a
 * session is written straight into the database (as the e2e tests do), verified, given a chain account, a pay
 * password and a wallet through the real API (the sandboxes), handed a collectible (a real serial within the
 * collection's supply, its mint in the chain outbox, its record in), and places an order through the API; a
 * second user lists a collectible of their own. The token reaches the app through its own DID deep link
 * (`?token=…&from=did`).
 *
 * Performance: `runs` runs per page in the light colour scheme, the median score against its target, and
 * LCP, TBT, CLS (issue 13's targets) and FCP. Accessibility, best practices and SEO (targets 100): the first
 * of those runs, and one run more in the dark colour scheme: a second Chromium started with
 * `--force-dark-mode`, which is what makes `prefers-color-scheme: dark` true in a page Lighthouse opens
 * (it opens its own tab, so emulating the media on another target does not reach it; Playwright's own
 * pages emulate light whatever the flag says). The storefront's colours are the tenant's, whatever the
 * system prefers (lib/theme.ts: the tenant's background decides light or dark): the dark-scheme rows show
 * that nothing the browser prefers breaks that. Then, per page, tenant and scheme, the audits that failed
 * with their items (selector, snippet and the measured contrast). A missed target does not fail the
 * process. The load average is printed before and after: TBT is the figure a busy machine moves most.
 *
 * It starts the built server (apps/server/dist, run `npm run build` first; scripts/built-server.ts) on a
 * fresh SQLite database with the demo seed, on a free loopback port, behind the HTTPS and HTTP/2 front a
 * deployment has (docs/deploy.md's load balancer: scripts/round-robin-proxy.ts with a throwaway certificate,
 * decision 080), and Debian's Chromium through playwright-core with a remote-debugging port that Lighthouse
 * drives. Everything stops at the end.
 *
 *   npm run bench:lighthouse [-- 3]           (performance runs per page; `runs=3` is read the same way;
 *                                             0: accessibility, best practices and SEO alone)
 *   npm run bench:lighthouse -- 3 pages=market,detail tenants=aurora schemes=light dump=/tmp/lh
 *                                             (only those pages, by the first word of their name; only that
 *                                             tenant and scheme; each run's full report written to the folder, and
 *                                             its trace beside it as .trace.json, to open in DevTools)
 *   npm run bench:lighthouse -- 3 front=direct   (the server process itself over plain HTTP/1.1, instead of the
 *                                             deployed shape: HTTPS and HTTP/2 at the load balancer, the
 *                                             proxy of `npm run cluster` with a throwaway certificate)
 *   npm run bench:lighthouse -- 3 throttling=devtools
 *                                             (the network slowed for real, each request waiting its round
 *                                             trip, instead of Lighthouse's simulation: to see a change in
 *                                             round trips the simulation's model hides; the targets are the
 *                                             simulation's)
 *   npm run bench:lighthouse -- 3 cpu=2       (Lighthouse's CPU slowdown calibrated for a slower host than its
 *                                             default 4x assumes; the summary prints the host's BenchmarkIndex)
 *   npm run bench:lighthouse -- 3 harness=equal
 *                                             (the harness at the browser's priority while the pages load, as
 *                                             before decision 089: the server, the front and Lighthouse then take
 *                                             the page's cores on a small host)
 *   npm run bench:lighthouse -- 3 pages=home dump=/tmp/lh profile
 *                                             (each trace also holds V8's sampling profile of the page, which
 *                                             DevTools shows as the functions inside each task; sampling slows
 *                                             the page, so the figures of such a run are not the page's own)
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium, type Browser } from 'playwright-core';
import { insertHeldItem, insertListedItem, takeSerial } from '../scripts/held-items';
import { signedCall } from '../scripts/signed-call';
import { freePort, startBuiltServer, type BuiltServer } from '../scripts/built-server';
import { startProxy } from '../scripts/round-robin-proxy';
import { selfSignedCertificate } from '../scripts/self-signed';
import { printGrid } from './lib/table';
import { DISABLE_FEATURES } from '../apps/web/e2e/chromium';

/**
 * `3` or `runs=3`, `pages=home,market,detail,mine,collectible,cashier,listing,wallet` (by the first word of the
 * page's name), `tenants=demo,aurora`, `schemes=light,dark`, `dump=<folder>`.
 */
const args = process.argv.slice(2);
const named = (key: string) =>
  args
    .find((a) => a.startsWith(`${key}=`))
    ?.slice(key.length + 1)
    .trim();
const listOf = (key: string) => named(key)?.split(',').filter(Boolean) ?? null;
/** Performance runs per page; 0: the accessibility, best-practice and SEO checks alone (one run per scheme). */
const runsArg = Number(args.find((a) => /^(runs=)?\d+$/.test(a))?.replace(/^runs=/, '') ?? '3');
const runs = Number.isFinite(runsArg) ? Math.max(0, Math.floor(runsArg)) : 3;
const onlyPages = listOf('pages');
const dumpDir = named('dump') ?? null;
/** Lighthouse's throttling: `simulate` (its default, what the targets are met in) or `devtools` (applied). */
const throttlingMethod = named('throttling') === 'devtools' ? 'devtools' : 'simulate';
/**
 * What the browser talks to: `h2` (the default) the deployed shape of docs/deploy.md, HTTPS with HTTP/2 at the
 * load balancer (the proxy `npm run cluster` uses, with a throwaway certificate) and HTTP/1.1 behind it;
 * `direct` the server process itself over plain HTTP/1.1 (decision 080).
 */
const front = named('front') === 'direct' ? 'direct' : 'h2';
/**
 * `cpu=2`: Lighthouse's CPU slowdown instead of its default 4x, for a host slower than the one 4x is meant
 * for (Lighthouse's throttling.md, "Calibrating the CPU slowdown": 4x turns a high-end desktop, BenchmarkIndex
 * 1500-2000, into a mid-tier phone; Lighthouse warns below 1000). The targets are the default's.
 */
const cpuArg = Number(named('cpu'));
const cpuSlowdown = named('cpu') !== undefined && Number.isFinite(cpuArg) && cpuArg >= 1 ? cpuArg : null;
/** `profile`: the JavaScript sampling profile in each trace (decision 085), for reading where a task's time went. */
const profile = args.includes('profile');
/**
 * The harness yields the CPU to the browser while the pages load (decision 089): the server's main thread and this
 * process's (Lighthouse's protocol handling and the HTTPS front) run at niceness `HARNESS_NICE`, set once Chromium
 * has started (it keeps the default priority). On a 2-core host they took 30–80% of a core during each load, and
 * Lighthouse's simulated timeline is made of the renderer's tasks as observed, the waits for a core included. They
 * still run whenever a core is free. `harness=equal` leaves every process at the default priority.
 */
const HARNESS_NICE = named('harness') === 'equal' ? 0 : 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TENANTS = [
  { code: 'demo', host: 'localhost', label: 'Curio Demo' },
  { code: 'aurora', host: 'aurora.localhost', label: 'Aurora' },
] as const;
type Tenant = (typeof TENANTS)[number];
const tenants = TENANTS.filter((t) => !listOf('tenants') || listOf('tenants')!.includes(t.code));
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
const schemes = SCHEMES.filter((s) => !listOf('schemes') || listOf('schemes')!.includes(s));

/** The pay and wallet passwords of the bench's users (the sandboxes take any six digits). */
const PAY_PASSWORD = '135790';
const WALLET_PASSWORD = '258013';

// ---------------------------------------------------------------------------------------------------
// The people and things the pages show

function openDb(server: BuiltServer) {
  const db = new Database(server.dbFile);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A user of the tenant with a live session, written into the database as the e2e tests do. */
function userWithSession(db: Database.Database, tid: number, nickname: string): { token: string; userId: number } {
  const now = Date.now();
  const user = db
    .prepare(
      `INSERT INTO users (tenant_id, area_code, phone, nickname, avatar_url, intro, invite_code, inviter_id, password_hash, created_at, updated_at)
       VALUES (?, '+86', ?, ?, '', '', ?, NULL, NULL, ?, ?) RETURNING id`,
    )
    .get(
      tid,
      `139${String(now).slice(-4)}${randomBytes(2).readUInt16BE() % 10_000}`.padEnd(11, '0').slice(0, 11),
      nickname,
      randomBytes(4)
        .toString('hex')
        .toUpperCase()
        .replace(/[01OIL]/g, 'X')
        .slice(0, 7),
      now,
      now,
    ) as { id: number };
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at, renewed_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
  ).run(createHash('sha256').update(token).digest('hex'), tid, user.id, now, now + 7 * 24 * 3600 * 1000, now);
  return { token, userId: user.id };
}

/** A valid mainland ID card number (checksum included) for the KYC sandbox. */
function idCard(): string {
  const birth = new Date(Date.UTC(1975, 0, 1) + (randomBytes(2).readUInt16BE() % 7000) * 86_400_000);
  const body = `440106${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomBytes(2).readUInt16BE() % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

interface Fixture {
  token: string;
  collectionId: number;
  cardNftId: number;
  orderNo: string;
  listingId: number;
}

/**
 * What the eight pages need on one tenant: the buyer (real name, chain account, pay password and wallet
 * through the API), a collectible they hold as a paid purchase holds it (e2e/db.ts issueItem's rows), their
 * unpaid order (the API), and another user's listing on sale (e2e/market-conduct.e2e.ts's rows).
 */
async function fixtureOf(server: BuiltServer, tenant: Tenant): Promise<Fixture> {
  const db = openDb(server);
  try {
    const tid = (db.prepare('SELECT id FROM tenants WHERE code = ?').get(tenant.code) as { id: number }).id;
    const now = Date.now();
    const buyer = userWithSession(db, tid, 'Bench');
    const call = <T>(route: string, token: string, body?: unknown) =>
      signedCall<T>({ port: server.port, host: tenant.host, method: 'POST', path: route, token, body });
    await call('/memberapi/user/submitRealName', buyer.token, { name: 'Bench Buyer', idCard: idCard(), agree: true });
    await call('/memberapi/user/openChainAccount', buyer.token);
    await call('/memberapi/user/setPayPassword', buyer.token, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
    await call('/mallapp/wallet/open', buyer.token, {
      password: WALLET_PASSWORD,
      confirmPassword: WALLET_PASSWORD,
      requestId: `bench-open-${buyer.userId}-${now}`,
    });
    const onSale = `tenant_id = ? AND listed = 1 AND price > 0 AND sale_start <= ${now} AND sold_count + 3 < total_supply AND (sale_end IS NULL OR sale_end > ${now})`;
    const collection = db
      .prepare(`SELECT id FROM collections WHERE ${onSale} AND media_kind = 'image' ORDER BY rank DESC, id LIMIT 1`)
      .get(tid) as { id: number };
    // IMMEDIATE: the server writes meanwhile, and a deferred transaction that reads first fails (decision 078).
    const cardNftId = db
      .transaction(() =>
        insertHeldItem(db, {
          tenantId: tid,
          tenantCode: tenant.code,
          userId: buyer.userId,
          collectionId: collection.id,
          serial: takeSerial(db, tid, collection.id),
        }),
      )
      .immediate();
    const order = await call<{ orderNo: string }>('/mallapp/order/create', buyer.token, {
      businessType: 4,
      itemId: collection.id,
      quantity: 1,
    });
    // Another user's collectible of a priced collection on consignment, and its listing on sale.
    const seller = userWithSession(db, tid, 'Bench seller');
    const { listingId } = db
      .transaction(() => {
        const collection = db
          .prepare(
            'SELECT id, price FROM collections WHERE tenant_id = ? AND price > 0 AND sold_count < total_supply ORDER BY id LIMIT 1',
          )
          .get(tid) as { id: number; price: number };
        return insertListedItem(db, { tenantId: tid, userId: seller.userId, collection, price: collection.price * 2 });
      })
      .immediate();
    return { token: buyer.token, collectionId: collection.id, cardNftId, orderNo: order.orderNo, listingId };
  } finally {
    db.close();
  }
}

interface PageDef {
  name: string;
  /** Performance 100 (the first screens) or ≥ 95 (the pages a buyer opens). */
  firstScreen: boolean;
  /** The hash route; `null` token: opened signed out. */
  route: (f: Fixture) => string;
  signedIn: boolean;
}
const PAGES: PageDef[] = [
  { name: 'home', firstScreen: true, signedIn: false, route: () => '/' },
  { name: 'market', firstScreen: true, signedIn: false, route: () => '/pages/market/index' },
  {
    name: 'detail (collection)',
    firstScreen: true,
    signedIn: true,
    route: (f) => `/pages/detail/collection?id=${f.collectionId}`,
  },
  { name: 'mine (my home)', firstScreen: false, signedIn: true, route: () => '/pages/account/home/index' },
  {
    name: 'collectible (mine, provenance)',
    firstScreen: false,
    signedIn: true,
    route: (f) => `/pages/account/detail/collection?cardNftId=${f.cardNftId}`,
  },
  {
    name: 'cashier (unpaid order)',
    firstScreen: false,
    signedIn: true,
    route: (f) => `/pages/iframe/index?orderNo=${f.orderNo}`,
  },
  {
    name: 'listing (resale)',
    firstScreen: false,
    signedIn: true,
    route: (f) => `/pages/detail/collection?marketType=2&id=${f.listingId}`,
  },
  { name: 'wallet', firstScreen: false, signedIn: true, route: () => '/pages/account/wallet/index' },
];
const pages = PAGES.filter((p) => !onlyPages || onlyPages.includes(p.name.split(' ')[0]!) || onlyPages.includes(p.name));

/** Where the browser opens the pages: the HTTPS front's port, or the server's own. */
const urlOf = (origin: { scheme: 'http' | 'https'; port: number }, tenant: Tenant, page: PageDef, f: Fixture) => {
  const base = `${origin.scheme}://${tenant.host}:${origin.port}`;
  return page.signedIn ? `${base}/?token=${encodeURIComponent(f.token)}&from=did#${page.route(f)}` : `${base}/#${page.route(f)}`;
};

// ---------------------------------------------------------------------------------------------------
// Lighthouse

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const QUALITY: Category[] = ['accessibility', 'best-practices', 'seo'];

/** Each run's measure of this host's CPU (Lighthouse's BenchmarkIndex). */
const benchmarkIndexes: number[] = [];

/**
 * One Lighthouse run: its report, and its trace (written beside the report with `dump=`, for DevTools). A
 * run that fails to record the page load (NO_NAVSTART, NO_FCP: Lighthouse's own advice is to run again) is
 * tried again, twice at most; other errors stop the benchmark.
 */
async function audit(url: string, port: number, name: string, categories: Category[]) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod,
      ...(profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      ...(cpuSlowdown !== null
        ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${name}`);
    const error = lhr.runtimeError;
    if (!error) {
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      return { lhr, trace: (result.artifacts as { Trace?: unknown }).Trace };
    }
    if (attempt >= 3 || !['NO_NAVSTART', 'NO_FCP'].includes(error.code))
      throw new Error(`${name}: ${error.code} ${error.message}`);
    console.log(`  (${name}: ${error.code}, running again)`);
  }
}
type Lhr = Awaited<ReturnType<typeof audit>>['lhr'];

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A figure and its target (issue 13's for the timings, issue 33's for the scores). */
interface Target {
  label: string;
  format: (v: number) => string;
  met?: (v: number, page: PageDef) => boolean;
  target: string;
}
const TARGETS = {
  score: {
    label: 'performance',
    format: (v) => String(v),
    met: (v, p) => v >= (p.firstScreen ? 100 : 95),
    target: '100 / ≥ 95',
  },
  lcp: { label: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s`, met: (v) => v <= 2000, target: '≤ 2.0 s' },
  tbt: { label: 'TBT', format: (v) => `${Math.round(v)} ms`, met: (v) => v <= 150, target: '≤ 150 ms' },
  cls: { label: 'CLS', format: (v) => v.toFixed(3), met: (v) => v <= 0.05, target: '≤ 0.05' },
  fcp: { label: 'FCP', format: (v) => `${(v / 1000).toFixed(2)} s`, target: '-' },
  a11y: { label: 'accessibility', format: (v) => String(v), met: (v) => v >= 100, target: '100' },
  bp: { label: 'best practices', format: (v) => String(v), met: (v) => v >= 100, target: '100' },
  seo: { label: 'SEO', format: (v) => String(v), met: (v) => v >= 100, target: '100' },
} satisfies Record<string, Target>;
type Metric = keyof typeof TARGETS;
const PERF_METRICS: Metric[] = ['score', 'lcp', 'tbt', 'cls', 'fcp'];
const QUALITY_METRICS: Metric[] = ['a11y', 'bp', 'seo'];

const categoryScore = (lhr: Lhr, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);

/** The figures of one run. */
function figures(lhr: Lhr): Partial<Record<Metric, number>> {
  const f: Partial<Record<Metric, number>> = {};
  if (lhr.categories.performance) {
    f.score = categoryScore(lhr, 'performance');
    f.lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    f.tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    f.cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    f.fcp = lhr.audits['first-contentful-paint']?.numericValue ?? NaN;
  }
  if (lhr.categories.accessibility) f.a11y = categoryScore(lhr, 'accessibility');
  if (lhr.categories['best-practices']) f.bp = categoryScore(lhr, 'best-practices');
  if (lhr.categories.seo) f.seo = categoryScore(lhr, 'seo');
  return f;
}

/** One item of a failed audit in a line: the element (selector, snippet, what was measured) or the URL. */
function itemLine(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node?.selector) {
    const measured = /contrast of ([\d.]+) \(foreground color: (#\w+), background color: (#\w+)/.exec(node.explanation ?? '');
    const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 120);
    return `${node.selector} ${snippet}${measured ? ` — ${measured[1]}:1, ${measured[2]} on ${measured[3]}` : ''}`;
  }
  // The font-size audit: a style rule, the size and the share of the page's text it sets.
  if (typeof item.selector === 'string' && typeof item.fontSize === 'string')
    return `${item.selector || '(other text)'} ${item.fontSize}, ${String(item.coverage)} of the text`;
  const text = item.url ?? item.source ?? item.description ?? item.label;
  return typeof text === 'string' ? text.slice(0, 160) : JSON.stringify(item).slice(0, 160);
}

/**
 * The accessibility, best-practice and SEO audits a run fails, with their items: those that count in a
 * score, and the pass-or-fail checks Lighthouse runs without counting them (label-content-name-mismatch,
 * say), marked "not scored".
 */
function failedAudits(lhr: Lhr): Map<string, Set<string>> {
  const failed = new Map<string, Set<string>>();
  for (const c of QUALITY) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) continue;
      if (ref.weight === 0 && a.scoreDisplayMode !== 'binary') continue;
      const items = (a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      failed.set(`${c}: ${ref.id}${ref.weight === 0 ? ' (not scored)' : ''}`, new Set(items.map(itemLine)));
    }
  }
  return failed;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The server's main thread and this one at `HARNESS_NICE` (Linux sets a thread's niceness by its id). */
function yieldToBrowser(server: BuiltServer): void {
  if (HARNESS_NICE === 0) return;
  try {
    os.setPriority(server.pid, HARNESS_NICE);
    os.setPriority(HARNESS_NICE);
  } catch (error) {
    console.log(`  (the harness keeps the browser's priority: ${(error as Error).message})`);
  }
}

/** Chromium with a remote-debugging port for Lighthouse; `dark`: the system prefers dark (`--force-dark-mode`). */
async function launchChromium(scheme: Scheme): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
      // Without the browser's own pages it preloads for each new window (the address bar's popups, a renderer
      // of their own): on a 2-core host they took CPU from the page being measured (decision 084).
      DISABLE_FEATURES,
      // The HTTPS front's throwaway certificate (no interstitial: the page loads as behind a real one).
      ...(front === 'h2' ? ['--ignore-certificate-errors'] : []),
      ...(scheme === 'dark' ? ['--force-dark-mode'] : []),
    ],
  });
  return { browser, port };
}

interface Row {
  page: PageDef;
  tenant: Tenant;
  scheme: Scheme;
  values: Partial<Record<Metric, number>>;
  runs: number[];
  failed: Map<string, Set<string>>;
}

async function main() {
  // A copy of the built web app: a build running meanwhile (npm run build) must not pull it away.
  const server = await startBuiltServer({
    name: 'lighthouse',
    copyWebDist: true,
    // Behind the front, X-Forwarded-* are believed from it alone (docs/deploy.md).
    env: front === 'h2' ? { TRUST_PROXY: '127.0.0.1' } : {},
  });
  const proxy =
    front === 'h2'
      ? await startProxy({ upstreams: [{ host: '127.0.0.1', port: server.port }], tls: selfSignedCertificate() })
      : null;
  const origin = proxy ? { scheme: 'https' as const, port: proxy.port } : { scheme: 'http' as const, port: server.port };
  const rows: Row[] = [];
  const loadBefore = load();
  try {
    const fixtures = new Map<string, Fixture>();
    for (const t of tenants) fixtures.set(t.code, await fixtureOf(server, t));
    if (dumpDir) fs.mkdirSync(dumpDir, { recursive: true });
    for (const scheme of schemes) {
      // Performance in the first scheme asked for (light by default), the quality categories in every scheme.
      const withPerformance = runs > 0 && scheme === schemes[0];
      const { browser, port } = await launchChromium(scheme);
      // After the first Chromium: a later one (the quality categories' scheme, no timing) inherits this thread's.
      if (withPerformance) yieldToBrowser(server);
      try {
        for (const tenant of tenants) {
          for (const page of pages) {
            const url = urlOf(origin, tenant, page, fixtures.get(tenant.code)!);
            const row: Row = { page, tenant, scheme, values: {}, runs: [], failed: new Map() };
            const perRun: Partial<Record<Metric, number>>[] = [];
            for (let i = 0; i < (withPerformance ? runs : 1); i++) {
              const runLoad = load();
              // The quality categories do not change from run to run: the first run has them.
              const categories: Category[] = withPerformance
                ? i === 0
                  ? ['performance', ...QUALITY]
                  : ['performance']
                : QUALITY;
              const { lhr, trace } = await audit(url, port, `${page.name} ${tenant.code} ${scheme}`, categories);
              if (dumpDir) {
                const stamp = new Date().toISOString().replace(/[:.]/g, '-');
                const file = path.join(dumpDir, `${stamp}-${tenant.code}-${scheme}-${page.name.split(' ')[0]}-${i + 1}.json`);
                fs.writeFileSync(file, JSON.stringify({ load: runLoad, lhr }));
                if (trace) fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
              }
              perRun.push(figures(lhr));
              if (i === 0) row.failed = failedAudits(lhr);
            }
            for (const m of [...PERF_METRICS, ...QUALITY_METRICS]) {
              const values = perRun.map((f) => f[m]).filter((v): v is number => v !== undefined);
              if (values.length) row.values[m] = median(values);
            }
            row.runs = perRun.map((f) => f.score).filter((v): v is number => v !== undefined);
            rows.push(row);
            console.log(
              `  ${tenant.code} ${scheme} ${page.name}: ${[...PERF_METRICS, ...QUALITY_METRICS]
                .filter((m) => row.values[m] !== undefined)
                .map((m) => `${TARGETS[m].label} ${TARGETS[m].format(row.values[m]!)}`)
                .join(', ')}`,
            );
          }
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await proxy?.stop();
    await server.stop();
  }

  let met = 0;
  let checked = 0;
  const cell = (row: Row, m: Metric) => {
    const v = row.values[m];
    if (v === undefined) return '-';
    const t: Target = TARGETS[m];
    if (!t.met) return t.format(v);
    checked++;
    const ok = t.met(v, row.page);
    if (ok) met++;
    return `${t.format(v)} ${ok ? 'met' : 'MISSED'}`;
  };
  const metrics = [...PERF_METRICS, ...QUALITY_METRICS];
  printGrid(
    `Lighthouse (mobile emulation, ${throttlingMethod === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling, ${front === 'h2' ? 'behind the HTTPS and HTTP/2 front' : 'the server itself over HTTP/1.1'}): performance the median of ${runs} runs (${schemes[0]} scheme; target 100 on the first three pages, ≥ 95 on the others), the other categories one run per scheme`,
    ['page', 'tenant', 'scheme', ...metrics.map((m) => TARGETS[m].label), 'each run'],
    [
      ...rows.map((r) => [r.page.name, r.tenant.code, r.scheme, ...metrics.map((m) => cell(r, m)), r.runs.join(' ')]),
      ['target', '', '', ...metrics.map((m) => (TARGETS[m] as Target).target), ''],
    ],
  );
  const failures = rows.filter((r) => r.failed.size);
  if (failures.length) {
    console.log('\nAudits failed (accessibility, best practices, SEO), per page, tenant and scheme, with their items');
    console.log('-'.repeat(100));
    for (const r of failures) {
      console.log(`  ${r.page.name} · ${r.tenant.label} · ${r.scheme}`);
      for (const [id, items] of r.failed) {
        console.log(`    ${id}`);
        for (const item of items) console.log(`      ${item}`);
      }
    }
  } else console.log('\nNo accessibility, best-practice or SEO audit failed.');
  console.log(`\n${met} of ${checked} targets met; load average ${loadBefore} → ${load()} (${os.cpus().length} CPUs)`);
  console.log(
    HARNESS_NICE === 0
      ? 'the harness (server, HTTPS front, Lighthouse) at the browser priority (harness=equal)'
      : `the harness (server, HTTPS front, Lighthouse) at niceness ${HARNESS_NICE} while the pages load; Chromium at the default (decision 089)`,
  );
  if (benchmarkIndexes.length) {
    const index = median(benchmarkIndexes);
    console.log(
      `CPU slowdown ${cpuSlowdown ?? constants.throttling.mobileSlow4G.cpuSlowdownMultiplier}x${cpuSlowdown === null ? " (Lighthouse's default)" : ''}; ` +
        `this host's BenchmarkIndex ${Math.round(index)} (median of ${benchmarkIndexes.length} runs, ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))})` +
        (index < 1000
          ? ': below the 1000 under which Lighthouse warns that the host is slower than its 4x is calibrated for, so TBT and the scores come out worse than on a desktop of the class it assumes'
          : ''),
    );
  }
  if (profile) console.log("NOTE: with `profile` the page runs under V8's sampler: its timings are slower than the page's own");
  if (os.loadavg()[0]! > os.cpus().length)
    console.log(
      'NOTE: the machine is busy (load average above the CPU count): TBT and the scores are worse than on a quiet machine',
    );
}

await main();
