/**
 * Screenshots of the storefront for a before/after comparison (issue 30: "the screens look the same
 * afterwards"). Two modes:
 *
 *   tsx scripts/screens.ts --out DIR [--root CHECKOUT] [--only name,name]
 *     starts the built server of CHECKOUT (this checkout by default; `npm run build` there first) on a
 *     throwaway seeded SQLite folder, and writes one PNG per page and theme into DIR: the light demo tenant
 *     (localhost) and the dark one (aurora.localhost), at 390x844, device scale 1, signed in as the demo
 *     collector where the page needs it.
 *
 *   tsx scripts/screens.ts --compare A B [--diff DIR]
 *     pixel-compares the PNGs of two such folders and prints, per page, the pixels that differ; writes a
 *     side-by-side (A | B | difference) of every page that differs into DIR (`B-diff` by default) and the
 *     table into DIR/report.txt. Exits 1 when a page differs or is missing on one side.
 *
 * What moves is frozen: the server's clock starts at a fixed instant (a preloaded Date shim) so the seed's
 * dates are the same on every run, the browser's clock is fixed at the server's time when each page opens,
 * animations and carets are off, and countdowns (`role="timer"`) are masked, as are the texts a run makes
 * anew (order numbers, times to the second). Pages that show the loading, failure or "not found" states get them by holding,
 * failing or pointing at a missing id.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { signedCall } from './signed-call';
import { startBuiltServer, type BuiltServer } from './built-server';
import { CHROMIUM_OPTIONS } from '../apps/web/e2e/chromium';

/** The instant the server's clock starts at (a Monday morning in Shanghai). */
const BASE_TIME = Date.UTC(2026, 11, 7, 1, 0, 0);
const VIEWPORT = { width: 390, height: 844 };
const DEMO_COLLECTOR_PHONE = '13700000001';

const THEMES = [
  { theme: 'light', host: 'localhost', code: 'demo' },
  { theme: 'dark', host: 'aurora.localhost', code: 'aurora' },
] as const;

interface Ids {
  collection: number;
  blindBox: number;
  series: number;
  creator: number;
  activity: number;
  couponActivity: number;
  physicalActivity: number;
  airdrop: number;
  recipe: number;
  cardNft: number;
  heldCollection: number;
  orderNo: string;
  /** The collector's invite code: a new one each run. */
  inviteCode: string;
}

interface Shot {
  name: string;
  route: (ids: Ids) => string;
  /** Signed in as the demo collector. */
  auth?: boolean;
  /** Answer the API calls matching `url` with a failure, hold them (loading) or let them through. */
  api?: { url: RegExp; mode: 'fail' | 'hold' };
}

const MISSING = 987654;

/** The pages: every place with tabs, chips, list cards, bottom bars, window status, and the query states. */
const SHOTS: Shot[] = [
  { name: 'home', route: () => '/pages/home/index' },
  { name: 'market', route: () => '/pages/market/index' },
  { name: 'search', route: () => '/pages/home/globalSreach/index' },
  { name: 'search-lists', route: () => '/pages/home/globalSreach/lists?keyword=a' },
  { name: 'series-list', route: () => '/pages/series/index' },
  { name: 'series', route: (i) => `/pages/detail/series?id=${i.series}` },
  { name: 'blind-box-list', route: () => '/pages/blindbox/index' },
  { name: 'blind-box', route: (i) => `/pages/detail/blindbox?id=${i.blindBox}`, auth: true },
  { name: 'collection', route: (i) => `/pages/detail/collection?id=${i.collection}`, auth: true },
  { name: 'collection-not-found', route: () => `/pages/detail/collection?id=${MISSING}`, auth: true },
  {
    name: 'collection-error',
    route: (i) => `/pages/detail/collection?id=${i.collection}`,
    auth: true,
    api: { url: /\/mallapp\/collection\/detail\//, mode: 'fail' },
  },
  {
    name: 'collection-loading',
    route: (i) => `/pages/detail/collection?id=${i.collection}`,
    auth: true,
    api: { url: /\/mallapp\/collection\/detail\//, mode: 'hold' },
  },
  { name: 'creator', route: (i) => `/creativePages/index/index?id=${i.creator}` },
  { name: 'login', route: () => '/pages/login/index' },
  { name: 'mine', route: () => '/pages/account/index/index', auth: true },
  { name: 'my-collectibles', route: () => '/pages/account/home/index', auth: true },
  { name: 'my-collection-items', route: (i) => `/pages/account/detail/collection?collectionId=${i.heldCollection}`, auth: true },
  { name: 'my-collectible', route: (i) => `/pages/account/detail/collection?cardNftId=${i.cardNft}`, auth: true },
  { name: 'opened-boxes', route: () => '/pages/account/openbox/index', auth: true },
  { name: 'orders', route: () => '/pages/account/order/index', auth: true },
  { name: 'order', route: (i) => `/pages/account/order/detail?orderNo=${i.orderNo}`, auth: true },
  { name: 'order-not-found', route: () => '/pages/account/order/detail?orderNo=X0000000000000000', auth: true },
  { name: 'cashier', route: (i) => `/pages/iframe/index?orderNo=${i.orderNo}`, auth: true },
  { name: 'activity-list', route: () => '/pages/activity/index/index', auth: true },
  { name: 'activity', route: (i) => `/pages/activity/detail/detail?id=${i.activity}`, auth: true },
  { name: 'activity-not-found', route: () => `/pages/activity/detail/detail?id=${MISSING}`, auth: true },
  { name: 'activity-select', route: (i) => `/pages/activity/order/selectNft?id=${i.activity}`, auth: true },
  {
    name: 'activity-select-error',
    route: (i) => `/pages/activity/order/selectNft?id=${i.activity}`,
    auth: true,
    api: { url: /\/mallapp\/activity\/qualifying\//, mode: 'fail' },
  },
  {
    name: 'activity-select-loading',
    route: (i) => `/pages/activity/order/selectNft?id=${i.activity}`,
    auth: true,
    api: { url: /\/mallapp\/activity\/qualifying\//, mode: 'hold' },
  },
  { name: 'activity-select-not-found', route: () => `/pages/activity/order/selectNft?id=${MISSING}`, auth: true },
  { name: 'activity-items', route: (i) => `/pages/activity/order/associatedNft?id=${i.activity}`, auth: true },
  { name: 'activity-coupon-select', route: (i) => `/pages/activity/order/couponSelectNft?id=${i.couponActivity}`, auth: true },
  { name: 'activity-confirm', route: (i) => `/pages/activity/order/confirm?id=${i.physicalActivity}`, auth: true },
  { name: 'addresses', route: () => '/pages/activity/address/index', auth: true },
  { name: 'address-add', route: () => '/pages/activity/address/add', auth: true },
  { name: 'airdrops', route: () => '/pages/airdrop/index', auth: true },
  { name: 'airdrop', route: (i) => `/pages/detail/airdrop?id=${i.airdrop}`, auth: true },
  { name: 'synthesis-list', route: () => '/pages/synthesis/index', auth: true },
  { name: 'synthesis', route: (i) => `/pages/detail/synthesis?id=${i.recipe}`, auth: true },
  { name: 'synthesis-not-found', route: () => `/pages/detail/synthesis?id=${MISSING}`, auth: true },
  { name: 'give', route: (i) => `/pages/account/give/index?id=${i.cardNft}`, auth: true },
  { name: 'gifts', route: () => '/pages/account/give/index', auth: true },
  { name: 'transfer-flow', route: () => '/pages/account/flow/flow', auth: true },
  { name: 'coupons', route: () => '/pages/coupons/index', auth: true },
  { name: 'coupon-campaigns', route: () => '/pages/activity/index/couponIndex', auth: true },
  { name: 'coupon-exchange', route: () => '/pages/home/swap/index', auth: true },
  { name: 'invite', route: () => '/pages/account/invite/index', auth: true },
  { name: 'invite-ranking', route: () => '/pages/account/invite/ranking', auth: true },
  { name: 'album-list', route: () => '/pages/album/list', auth: true },
  { name: 'album', route: () => '/pages/album/index', auth: true },
  { name: 'favourites', route: () => '/pages/account/favourites/index', auth: true },
  { name: 'inbox', route: () => '/pages/account/inbox/index', auth: true },
  { name: 'wallet', route: () => '/pages/account/wallet/index', auth: true },
  { name: 'wallet-open', route: () => '/pages/account/wallet/lianlianModule/openWallet/index', auth: true },
  { name: 'wallet-cards', route: () => '/pages/account/wallet/lianlianModule/addBankCard/index', auth: true },
  { name: 'wallet-recharge', route: () => '/pages/account/wallet/lianlianModule/recharge/index', auth: true },
  {
    name: 'wallet-error',
    route: () => '/pages/account/wallet/index',
    auth: true,
    api: { url: /\/mallapp\/wallet\//, mode: 'fail' },
  },
  { name: 'digital-identity', route: () => '/pages/login/digitalIdentity', auth: true },
  { name: 'agreement', route: () => '/pages/login/agreement' },
  { name: 'unknown-route', route: () => '/pages/nowhere/at-all' },
];

// ---------------------------------------------------------------------------------------------------
// The server, its clock and its data

/**
 * Preloaded into the server: its clock starts at BASE_TIME and runs at the real pace from there, so the
 * seed's dates (windows, orders) are the same on every run.
 */
function clockShim(base: number): string {
  const code = `const RealDate = Date; const offset = ${base} - RealDate.now();
class ShotDate extends RealDate {
  constructor(...a) { if (a.length === 0) super(RealDate.now() + offset); else super(...a); }
  static now() { return RealDate.now() + offset; }
}
globalThis.Date = ShotDate;`;
  return `--import=data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
}

interface Run {
  server: BuiltServer;
  /** The server's clock now. */
  now: () => number;
}

async function startServer(root: string): Promise<Run> {
  const startedAt = Date.now();
  const server = await startBuiltServer({
    name: 'screens',
    root,
    // A build running meanwhile cannot pull the files away from the run.
    copyWebDist: true,
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', clockShim(BASE_TIME)].join(' ').trim() },
  });
  return { server, now: () => BASE_TIME + (Date.now() - startedAt) };
}

/** A signed call to the API as the app makes it, with the server's clock for the timestamp. */
const apiCall = <T>(run: Run, host: string, method: 'GET' | 'POST', route: string, token: string, body?: unknown) =>
  signedCall<T>({ port: run.server.port, host, method, path: route, token, body, now: run.now() });

/** A session of the tenant's demo collector, written into the database as the e2e tests do. */
function collectorSession(db: Database.Database, tenantId: number, now: number) {
  const user = db
    .prepare('SELECT id, invite_code AS inviteCode FROM users WHERE tenant_id = ? AND phone = ?')
    .get(tenantId, DEMO_COLLECTOR_PHONE) as { id: number; inviteCode: string } | undefined;
  if (!user) throw new Error(`no demo collector on tenant ${tenantId}`);
  // A fixed token per tenant: nothing of it shows on a screen.
  const token = `screens-${tenantId}-`.padEnd(43, 'x');
  const hash = createHash('sha256').update(token).digest('hex');
  db.prepare(
    'INSERT OR REPLACE INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at, renewed_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
  ).run(hash, tenantId, user.id, now, now + 7 * 24 * 3600 * 1000, now);
  return { token, userId: user.id, inviteCode: user.inviteCode };
}

async function idsOf(run: Run, host: string, code: string): Promise<{ ids: Ids; token: string }> {
  const db = new Database(run.server.dbFile);
  db.pragma('busy_timeout = 5000');
  try {
    const tid = (db.prepare('SELECT id FROM tenants WHERE code = ?').get(code) as { id: number }).id;
    const one = (sql: string, ...args: unknown[]): number =>
      (db.prepare(sql).get(tid, ...args) as { id: number } | undefined)?.id ?? MISSING;
    const now = run.now();
    const { token, userId, inviteCode } = collectorSession(db, tid, now);
    const onSale = `tenant_id = ? AND listed = 1 AND sale_start <= ${now} AND sold_count < total_supply AND (sale_end IS NULL OR sale_end > ${now})`;
    const collection = one(`SELECT id FROM collections WHERE ${onSale} AND media_kind = 'image' ORDER BY rank DESC, id LIMIT 1`);
    const kind = (k: string) => one('SELECT id FROM activities WHERE tenant_id = ? AND kind = ? ORDER BY id LIMIT 1', k);
    const held = db
      .prepare('SELECT id, collection_id AS c FROM card_nfts WHERE tenant_id = ? AND user_id = ? ORDER BY id LIMIT 1')
      .get(tid, userId) as { id: number; c: number } | undefined;
    const ids: Ids = {
      collection,
      blindBox: one('SELECT id FROM blind_boxes WHERE tenant_id = ? ORDER BY id LIMIT 1'),
      series: one('SELECT id FROM series WHERE tenant_id = ? ORDER BY rank DESC, id LIMIT 1'),
      creator: one('SELECT id FROM creators WHERE tenant_id = ? ORDER BY id LIMIT 1'),
      activity: kind('cast'),
      couponActivity: kind('coupon'),
      physicalActivity: kind('physical'),
      airdrop: one('SELECT id FROM airdrops WHERE tenant_id = ? ORDER BY id LIMIT 1'),
      recipe: one('SELECT id FROM recipes WHERE tenant_id = ? ORDER BY id LIMIT 1'),
      cardNft: held?.id ?? MISSING,
      heldCollection: held?.c ?? MISSING,
      orderNo: '',
      inviteCode,
    };
    db.close();
    // One unpaid order of the collector's, for the order and cashier pages.
    const order = await apiCall<{ orderNo: string }>(run, host, 'POST', '/mallapp/order/create', token, {
      businessType: 4,
      itemId: collection,
      quantity: 1,
    });
    ids.orderNo = order.orderNo;
    return { ids, token };
  } finally {
    if (db.open) db.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The browser

const FREEZE_CSS = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  });
  // Scripts as text: tsx would wrap a function passed here with helpers the page does not have.
  await context.addInitScript(`(() => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = ${JSON.stringify(FREEZE_CSS)};
      document.head.appendChild(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  })()`);
  return context;
}

async function settle(page: Page, holding: boolean): Promise<void> {
  // (A page whose data is held may never mark itself as the app's.)
  await page
    .locator('html[data-app]')
    .waitFor({ state: 'attached', timeout: holding ? 5_000 : 20_000 })
    .catch((error: Error) => {
      if (!holding) throw error;
    });
  await page
    .locator('.curio-page-loading')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  if (!holding) await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Images decoded, fonts in, one more frame.
  await page
    .evaluate(
      `(async () => {
        await document.fonts.ready;
        const loading = [...document.images].filter((i) => !i.complete && i.loading !== 'lazy');
        const loaded = Promise.all(loading.map((i) => new Promise((r) => { i.onload = r; i.onerror = r; })));
        await Promise.race([loaded, new Promise((r) => setTimeout(r, 3000))]);
      })()`,
    )
    .catch(() => undefined);
  await page.waitForTimeout(holding ? 1500 : 700);
}

async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const ok = page.locator('.adm-dialog-footer button, .adm-dialog-button').first();
    if (!(await ok.isVisible().catch(() => false))) break;
    await ok.click().catch(() => undefined);
    await page.waitForTimeout(600);
  }
  await page
    .locator('.adm-mask')
    .first()
    .waitFor({ state: 'hidden', timeout: 3000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function shoot(run: Run, browser: Browser, outDir: string, only: Set<string> | null): Promise<string[]> {
  const written: string[] = [];
  for (const { theme, host, code } of THEMES) {
    const { ids, token } = await idsOf(run, host, code);
    console.log(`${theme}: ${JSON.stringify(ids)}`);
    const base = `http://${host}:${run.server.port}`;
    const signedIn = await newContext(browser);
    const visitor = await newContext(browser);
    // Sign the collector in once (the DID deep link stores the token, as a partner app would).
    {
      await signedIn.clock.setFixedTime(run.now());
      const page = await signedIn.newPage();
      await page.goto(`${base}/?token=${encodeURIComponent(token)}&from=did#/pages/home/index`);
      await page.waitForURL((u) => !u.search.includes('token'));
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.close();
    }
    for (const shot of SHOTS) {
      if (only && !only.has(shot.name)) continue;
      const context = shot.auth ? signedIn : visitor;
      await context.clock.setFixedTime(run.now());
      const page = await context.newPage();
      page.on('crash', () => console.error(`  ${shot.name}: the page crashed`));
      page.on('pageerror', (e) => console.error(`  ${shot.name}: ${e.message}`));
      const held: Route[] = [];
      if (shot.api) {
        const { url, mode } = shot.api;
        await page.route(
          (u) => u.pathname.startsWith('/api/') && url.test(u.pathname),
          (route) => {
            if (mode === 'hold') held.push(route);
            else
              void route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"down","data":null}' });
          },
        );
      }
      const file = path.join(outDir, `${theme}-${shot.name}.png`);
      try {
        await page.goto(`${base}/#${shot.route(ids)}`);
        await settle(page, shot.api?.mode === 'hold');
        // A failed call also opens the request layer's dialog, whose fade the shot could catch anywhere: close
        // it, the page's failure view is what is compared.
        if (shot.api?.mode === 'fail') await closeDialogs(page);
        await page.mouse.move(0, 0);
        await page.screenshot({
          path: file,
          animations: 'disabled',
          caret: 'hide',
          // Countdowns, the order number, and times to the second (the seed's and the order's: a run's
          // seconds differ).
          mask: [
            page.locator('[role="timer"]'),
            page.getByText(ids.orderNo, { exact: false }),
            page.getByText(/\d:\d\d:\d\d/),
            // Made anew each run: the invite code (and the poster drawn with it), chain transaction hashes.
            page.getByText(ids.inviteCode, { exact: false }),
            page.locator('.inv-poster__img'),
            page.getByText(/0x[0-9a-f]{6}/),
          ],
          maskColor: '#ff00ff',
        });
        written.push(file);
        console.log(`  ${theme}-${shot.name}`);
      } catch (error) {
        console.error(`  ${theme}-${shot.name}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const r of held) await r.abort().catch(() => undefined);
        await page.close();
      }
    }
    await signedIn.close();
    await visitor.close();
  }
  return written;
}

// ---------------------------------------------------------------------------------------------------
// The comparison

function readPng(file: string): PNG {
  return PNG.sync.read(fs.readFileSync(file));
}

/** A (width × height) copy of `png` at the top left of a blank canvas, so images of two sizes compare. */
function padTo(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  out.data.fill(255);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

function compare(a: string, b: string, diffDir: string): number {
  const names = [...new Set([...fs.readdirSync(a), ...fs.readdirSync(b)])].filter((n) => n.endsWith('.png')).sort();
  fs.mkdirSync(diffDir, { recursive: true });
  const lines: string[] = [];
  let bad = 0;
  for (const name of names) {
    const fa = path.join(a, name);
    const fb = path.join(b, name);
    if (!fs.existsSync(fa) || !fs.existsSync(fb)) {
      lines.push(`${name.padEnd(44)} missing in ${fs.existsSync(fa) ? 'B' : 'A'}`);
      bad++;
      continue;
    }
    const pa = readPng(fa);
    const pb = readPng(fb);
    const width = Math.max(pa.width, pb.width);
    const height = Math.max(pa.height, pb.height);
    const ia = padTo(pa, width, height);
    const ib = padTo(pb, width, height);
    const diff = new PNG({ width, height });
    const count = pixelmatch(ia.data, ib.data, diff.data, width, height, { threshold: 0.1 });
    const share = ((100 * count) / (width * height)).toFixed(2);
    lines.push(`${name.padEnd(44)} ${String(count).padStart(8)} px  ${share.padStart(6)} %`);
    if (count > 0) {
      bad++;
      const side = new PNG({ width: width * 3 + 16, height });
      side.data.fill(255);
      PNG.bitblt(ia, side, 0, 0, width, height, 0, 0);
      PNG.bitblt(ib, side, 0, 0, width, height, width + 8, 0);
      PNG.bitblt(diff, side, 0, 0, width, height, 2 * width + 16, 0);
      fs.writeFileSync(path.join(diffDir, name), PNG.sync.write(side));
    }
  }
  const report = [`A: ${a}`, `B: ${b}`, `pages: ${names.length}, differing or missing: ${bad}`, '', ...lines].join('\n');
  fs.writeFileSync(path.join(diffDir, 'report.txt'), report + '\n');
  console.log(report);
  console.log(`\nside-by-sides (A | B | difference) of the differing pages: ${diffDir}`);
  return bad;
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      out: { type: 'string' },
      root: { type: 'string' },
      only: { type: 'string' },
      compare: { type: 'boolean' },
      diff: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.compare) {
    const [a, b] = positionals;
    if (!a || !b) throw new Error('usage: screens.ts --compare A B [--diff DIR]');
    const bad = compare(path.resolve(a), path.resolve(b), path.resolve(values.diff ?? `${b.replace(/\/$/, '')}-diff`));
    process.exitCode = bad ? 1 : 0;
    return;
  }
  if (!values.out) throw new Error('usage: screens.ts --out DIR [--root CHECKOUT] [--only a,b] | --compare A B [--diff DIR]');
  const outDir = path.resolve(values.out);
  fs.mkdirSync(outDir, { recursive: true });
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
  const only = values.only ? new Set(values.only.split(',')) : null;
  const run = await startServer(root);
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  try {
    const written = await shoot(run, browser, outDir, only);
    console.log(`${written.length} screenshots of ${root} in ${outDir}`);
  } finally {
    await browser.close();
    await run.server.stop();
  }
}

await main();
