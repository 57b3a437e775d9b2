import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { consoleImportCatalogue, ErrorCode, getCollection, getUserInfo, logout, placeOrder, uploadFile } from '@curio/contract';
import { sql } from 'kysely';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { runCurio } from '../../src/cli/commands';
import { migrationNames } from '../../src/db/migrations/index';
import { signInConsole } from '../console-helpers';
import { makePng, multipart } from '../fixtures';
import { signedHeaders } from '../helpers';
import { createBuyer, createCollection } from '../sale-helpers';
import { checkSaleInvariants, saleBaseline } from '../support/invariants';
import { callAt, startTestCluster, type ClusterUnderTest } from './cluster-helpers';
import { soldOf } from '../support/stock';
import { soldSql } from '../../src/modules/catalogue/index';

// Issue 29: three server processes on one PostgreSQL and one object store behind the round-robin proxy.
// One cluster for the file, started on an empty database.
let c: ClusterUnderTest;

const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
beforeAll(async () => {
  // The storefront too (the built web app, `npm run build`): a buyer buys through the proxy in Chromium.
  c = await startTestCluster(3, { WEB_DIST: webDist });
});
afterAll(async () => {
  await c?.close();
});

describe('three processes started at the same moment on an empty database', () => {
  it('migrate it once and seed the demo tenants once, then all serve', async () => {
    const runs = await c.t.db.kysely
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(runs.map((r) => r.name).sort()).toEqual([...migrationNames()].sort());
    const tenants = await c.t.db.kysely.selectFrom('tenants').select('code').orderBy('code').execute();
    expect(tenants.map((t) => t.code)).toEqual(['aurora', 'closed', 'demo']);
    for (const p of c.cluster.processes) {
      const res = await fetch(`${p.url}/readyz`);
      expect(res.status, `process ${p.index + 1}`).toBe(200);
      expect(p.output(), `process ${p.index + 1} printed no error`).not.toMatch(/"level":(50|60)/);
    }
  });

  it('a process whose build is older than the database refuses to serve; the running ones carry on', async () => {
    const future = '9999-from-a-newer-build';
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      c.t.db.kysely,
    );
    try {
      const entry = path.resolve(import.meta.dirname, '../../dist/server.mjs');
      const child = spawn(process.execPath, [entry], {
        env: { ...process.env, ...c.env, HOST: '127.0.0.1', PORT: '0', CHAIN_WORKER: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (n) => resolve(n)));
      expect(code).toBe(1);
      expect(out).toContain('Curio refuses to start (schema)');
      expect(out).toContain(future);
      // Nothing was migrated or changed by the refused start; the others still answer.
      const names = await c.t.db.kysely
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .execute();
      expect(names).toHaveLength(migrationNames().length + 1);
      const time = await callAt<{ timestamp: number }>(c.cluster.url, getUserInfo, { token: 'none' });
      expect(time.status).toBeLessThan(500);
    } finally {
      await sql`delete from kysely_migration where name = ${future}`.execute(c.t.db.kysely);
    }
  });
});

describe('a rush over three processes', () => {
  it('300 buyers on a drop of 50: exactly 50 sold, one order per winner', async () => {
    const baseline = await saleBaseline(c.t.db.kysely);
    const drop = await createCollection(c.t, 'demo', { supply: 50, limit: 1, price: 1990 });
    const buyers = await Promise.all(Array.from({ length: 300 }, () => createBuyer(c.t, 'demo')));
    const before = new Map(c.cluster.proxy.stats.byUpstream);
    const answers = await Promise.all(
      buyers.map((b) =>
        callAt<{ orderNo: string }>(c.cluster.url, placeOrder, {
          token: b.token,
          body: { businessType: 4, itemId: drop, quantity: 1 },
        }),
      ),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(50);
    for (const a of answers) if (a.code !== 0) expect([ErrorCode.SOLD_OUT, ErrorCode.INVENTORY_SHORTAGE]).toContain(a.code);
    // Every process took part of the rush.
    for (const p of c.cluster.processes) {
      const key = `127.0.0.1:${p.port}`;
      expect((c.cluster.proxy.stats.byUpstream.get(key) ?? 0) - (before.get(key) ?? 0), `process ${p.index + 1}`).toBeGreaterThan(
        50,
      );
    }
    const orders = await c.t.db.kysely
      .selectFrom('orders')
      .select(['order_no', 'user_id', 'quantity', 'status'])
      .where('item_id', '=', drop)
      .execute();
    expect(orders).toHaveLength(50);
    expect(new Set(orders.map((o) => o.user_id)).size).toBe(50);
    expect(orders.map((o) => o.order_no).sort()).toEqual(won.map((w) => w.data.orderNo).sort());
    expect(await soldOf(c.t.db.kysely, 'collections', drop)).toBe(50);
    expect(await checkSaleInvariants(c.t.db.kysely, baseline)).toEqual([]);
  });
});

describe('state every process sees', () => {
  it('a signed request replayed against another process is refused (the nonce is shared)', async () => {
    const buyer = await createBuyer(c.t, 'demo');
    const [a, b, third] = c.cluster.processes;
    const headers = await signedHeaders({ token: buyer.token, tokenInSignature: getUserInfo.tokenInSignature });
    const first = await callAt(a!.url, getUserInfo, { headers });
    expect(first.code).toBe(0);
    const replayed = await callAt(b!.url, getUserInfo, { headers });
    expect(replayed.code).toBe(ErrorCode.NONCE_REPLAYED);
    const again = await callAt(third!.url, getUserInfo, { headers });
    expect(again.code).toBe(ErrorCode.NONCE_REPLAYED);
  });

  it('a session signed out on one process is refused by every other within a second', async () => {
    const buyer = await createBuyer(c.t, 'demo');
    const [a, ...others] = c.cluster.processes;
    // Every process has the session in its cache (decision 021).
    for (const p of c.cluster.processes) expect((await callAt(p.url, getUserInfo, { token: buyer.token })).code).toBe(0);
    const signedOut = await callAt(a!.url, logout, { token: buyer.token, body: {} });
    expect(signedOut.code).toBe(0);
    const at = Date.now();
    const refusedAfter = await Promise.all(
      others.map(async (p) => {
        for (;;) {
          const res = await callAt(p.url, getUserInfo, { token: buyer.token });
          if (res.code !== 0) {
            expect([ErrorCode.SESSION_EXPIRED, ErrorCode.LOGIN_REQUIRED]).toContain(res.code);
            return Date.now() - at;
          }
        }
      }),
    );
    for (const ms of refusedAfter) expect(ms).toBeLessThan(1000);
  });
});

describe('files in the object store', () => {
  it('a file uploaded through one process downloads through the others, resized too', async () => {
    const buyer = await createBuyer(c.t, 'demo');
    const [a, b, third] = c.cluster.processes;
    const png = makePng(640, 320, [200, 40, 90]);
    const mp = multipart('file', 'art.png', 'image/png', png);
    const res = await fetch(`${a!.url}/api${uploadFile.path}`, {
      method: 'POST',
      headers: {
        ...(await signedHeaders({ token: buyer.token, tokenInSignature: uploadFile.tokenInSignature })),
        'content-type': mp.contentType,
      },
      body: mp.payload,
    });
    const uploaded = (await res.json()) as { code: number; data: { url: string } };
    expect(uploaded.code).toBe(0);
    for (const p of [b!, third!]) {
      const down = await fetch(`${p.url}${uploaded.data.url}`);
      expect(down.status).toBe(200);
      expect(down.headers.get('content-type')).toBe('image/png');
      expect(down.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await down.arrayBuffer()).equals(png)).toBe(true);
    }
    // A variant made by one process is read by another.
    const made = await fetch(`${b!.url}${uploaded.data.url}?w=320`, { headers: { accept: 'image/webp' } });
    expect(made.headers.get('content-type')).toBe('image/webp');
    const variant = Buffer.from(await made.arrayBuffer());
    const read = await fetch(`${third!.url}${uploaded.data.url}?w=320`, { headers: { accept: 'image/webp' } });
    expect(Buffer.from(await read.arrayBuffer()).equals(variant)).toBe(true);
  });

  it("a collection's art imported by the command is shown by every process", async () => {
    const dir = fs.mkdtempSync(path.join(c.t.dataDir, 'catalogue-'));
    const art = makePng(48, 48, [30, 160, 90]);
    fs.mkdirSync(path.join(dir, 'art'));
    fs.writeFileSync(path.join(dir, 'art', 'cluster.png'), art);
    fs.writeFileSync(
      path.join(dir, 'catalogue.json'),
      JSON.stringify({
        format: 'curio-catalogue',
        version: 1,
        creators: [
          { key: 'cluster-studio', name: 'Cluster Studio', avatar: { art: { motif: 'rings', colors: ['#2FB8E6', '#1E6FD9'] } } },
        ],
        collections: [
          {
            key: 'cluster-art',
            name: { en: 'Cluster Art', 'zh-CN': '集群' },
            creator: 'cluster-studio',
            media: { kind: 'image', image: { file: 'art/cluster.png' } },
            price: 100,
            totalSupply: 10,
            sale: { startsAt: '2026-01-01T00:00:00+08:00', endsInMinutes: 60 },
          },
        ],
      }),
    );
    const lines: string[] = [];
    const exit = await runCurio(
      ['import-catalog', path.join(dir, 'catalogue.json'), '--tenant', 'localhost'],
      () => loadConfig(c.env),
      {
        log: (l) => lines.push(l),
        error: (l) => lines.push(l),
      },
    );
    expect(exit, lines.join('\n')).toBe(0);
    const row = await c.t.db.kysely
      .selectFrom('collections')
      .select('id')
      .where('key', '=', 'cluster-art')
      .executeTakeFirstOrThrow();
    const buyer = await createBuyer(c.t, 'demo');
    for (const p of c.cluster.processes) {
      const detail = await callAt<{ coverUrl: string; name: string }>(p.url, getCollection, {
        token: buyer.token,
        params: { id: row.id },
      });
      expect(detail.code).toBe(0);
      expect(detail.data.name).toBe('集群'); // the tenant's language
      const cover = await fetch(`${p.url}${detail.data.coverUrl}`);
      expect(cover.status, `process ${p.index + 1}`).toBe(200);
      expect(Buffer.from(await cover.arrayBuffer()).equals(art)).toBe(true);
    }
  });
});

describe('a catalogue imported in the console of one process', () => {
  it('has its generated art shown by every process', async () => {
    // An editor's console session (sessions live in the database: any process knows it).
    const editor = await signInConsole(c.t.app, { tenant: 'demo', role: 'editor' });
    const [a] = c.cluster.processes;
    const res = await fetch(`${a!.url}/api${consoleImportCatalogue.path}`, {
      method: 'POST',
      headers: {
        cookie: editor.headers.cookie!,
        'x-csrf-token': editor.headers['x-csrf-token']!,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        format: 'curio-catalogue',
        version: 1,
        creators: [
          { key: 'console-studio', name: 'Console Studio', avatar: { art: { motif: 'waves', colors: ['#2FB8E6', '#1E6FD9'] } } },
        ],
        collections: [
          {
            key: 'console-art',
            name: { en: 'Console Art', 'zh-CN': '控制台' },
            creator: 'console-studio',
            media: {
              kind: 'image',
              image: { art: { motif: 'petals', colors: ['#E64A8A', '#7A3DD9'], seed: 29, label: 'No. 29' } },
            },
            price: 100,
            totalSupply: 10,
            sale: { startsAt: '2026-01-01T00:00:00+08:00', endsInMinutes: 60 },
          },
        ],
      }),
    });
    const imported = (await res.json()) as { code: number };
    expect(imported.code).toBe(0);
    const row = await c.t.db.kysely
      .selectFrom('collections')
      .select(['id', 'cover_url'])
      .where('key', '=', 'console-art')
      .executeTakeFirstOrThrow();
    expect(row.cover_url).toMatch(/^\/api\/file\/download\//);
    const covers: Buffer[] = [];
    for (const p of c.cluster.processes) {
      const cover = await fetch(`${p.url}${row.cover_url}`);
      expect(cover.status, `process ${p.index + 1}`).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/svg+xml');
      covers.push(Buffer.from(await cover.arrayBuffer()));
    }
    expect(covers[0]!.toString()).toContain('<svg');
    for (const b of covers) expect(b.equals(covers[0]!)).toBe(true);
  });
});

describe('a buyer in a browser', () => {
  it('buys a drop through the proxy and pays in the cashier, the page served by all three processes', async () => {
    // A drop of the demo catalogue on sale now: its art was stored in the object store by the seed.
    const now = Date.now();
    const { id: drop } = await c.t.db.kysely
      .selectFrom('collections')
      .innerJoin('tenants', 'tenants.id', 'collections.tenant_id')
      .select('collections.id')
      .where('tenants.code', '=', 'demo')
      .where('collections.listed', '=', 1)
      .where('collections.sale_start', '<=', now)
      .where((eb) => eb.or([eb('collections.sale_end', 'is', null), eb('collections.sale_end', '>', now)]))
      .where((eb) => eb(soldSql('collections', 'collection'), '<', eb.ref('collections.total_supply')))
      .where('collections.cover_url', 'like', '/api/file/download/%')
      .orderBy('collections.id')
      .executeTakeFirstOrThrow();
    const buyer = await createBuyer(c.t, 'demo');
    const before = new Map(c.cluster.proxy.stats.byUpstream);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // Signed in by the partner app's deep link, on the drop's page.
      await page.goto(`${c.cluster.url}/?token=${encodeURIComponent(buyer.token)}&from=did#/pages/detail/collection?id=${drop}`);
      await page.waitForURL((u) => !u.search.includes('token'));
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await page.getByTestId('collection-detail').waitFor();
      await page.getByTestId('buy-button').click();
      await page.getByTestId('buy-sheet').waitFor();
      await page.getByTestId('buy-submit').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/iframe/index'));
      await page.getByTestId('pay-methods').locator('input[type=radio]').first().waitFor({ state: 'attached' });
      await page.getByTestId('pay-submit').click();
      const frame = page.frameLocator('[data-testid="cashier-frame"]');
      await frame.locator('button[value="pay"]').waitFor();
      await frame.locator('button[value="pay"]').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'), { timeout: 30_000 });
      await page.locator('[data-testid="order-detail"][data-status="paid"]').waitFor();
      // The drop's art, from the object store through whichever process the proxy chose, is drawn.
      await page.waitForFunction(
        `[...document.querySelectorAll('[data-testid="order-detail"] img')].some((i) => i.naturalWidth > 0)`,
      );
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
      const shots = path.resolve(import.meta.dirname, '../../../../test-results/cluster');
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'cluster-order-paid.png') });
    } finally {
      await browser.close();
    }
    const orders = await c.t.db.kysely.selectFrom('orders').select(['status', 'user_id']).where('item_id', '=', drop).execute();
    expect(orders.filter((o) => o.user_id === buyer.userId)).toEqual([{ status: 'paid', user_id: buyer.userId }]);
    // The page's requests (its files, the API calls, the cashier) went to every process.
    for (const p of c.cluster.processes) {
      const key = `127.0.0.1:${p.port}`;
      expect((c.cluster.proxy.stats.byUpstream.get(key) ?? 0) - (before.get(key) ?? 0), `process ${p.index + 1}`).toBeGreaterThan(
        0,
      );
    }
  });
});
