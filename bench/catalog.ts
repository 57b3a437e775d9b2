/**
 * What browsing the catalogue costs, against the same server's cheapest calls:
 *   healthz            — no tenant, no signature (one tiny query)
 *   curtime            — tenant resolution, unsigned: the no-op API route
 *   home               — getHomeDecoration: banners, notice headlines, six filled sections (signed)
 *   market             — listCollections, first page, recommended (signed)
 *   market deep        — the same list 200 pages in, through a keyset cursor (signed)
 *   market filtered    — a category with its sub-categories, a price range, price up (signed)
 * on a catalogue of N generated collections (default 10,000) imported through the catalogue importer
 * into the demo tenant. Prints requests per second and each figure's ratio to curtime.
 *
 * In-process: buildApp on a temporary SQLite database (DATABASE_URL=postgres://... for PostgreSQL),
 * listening on loopback; requests go through real HTTP with fetch. Bounded: a fixed number of requests
 * per case at a fixed concurrency.
 *
 *   npx tsx bench/catalog.ts [collections=10000] [requests=3000] [concurrency=16]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNonce, signRequest } from '@curio/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { moduleServices } from '../apps/server/src/module-services';
import { seedDemo } from '../apps/server/src/seed/demo';
import type { FileStorage } from '../apps/server/src/providers/storage/file-storage';

const collections = Number(process.argv[2] ?? 10_000);
const total = Number(process.argv[3] ?? 3000);
const concurrency = Number(process.argv[4] ?? 16);
const SIGN_KEY = 'bench-sign-key-0123456789';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-bench-catalog-'));
const config = loadConfig({
  ...process.env,
  // Not production: production refuses the sandbox providers and a development key (config.ts), and
  // a bench runs with both. The request path measured is the same.
  NODE_ENV: 'test',
  SIGN_KEY,
  MASTER_KEY: 'bench-master-key-0123456789abcdef',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CHAIN_WORKER: '0',
  WEB_DIST: path.join(dataDir, 'no-web'),
});
const db = openDatabase(config.database);

async function generate(tenantId: number, n: number, storage: FileStorage) {
  const art = { art: { motif: 'grid', colors: ['#2FB8E6', '#1E6FD9'], seed: 1 } };
  const creators = ['lin-studio', 'mori-toys', 'echo-lab', 'museum-lane'];
  const series = ['four-seasons', 'city-glow', 'cloud-pals', 'waveforms', 'bronze-age'];
  const categories = ['Art/Painting', 'Art/Photography', 'Designer toys', 'Music', 'Heritage'];
  const batch = 2000;
  for (let from = 0; from < n; from += batch) {
    await moduleServices(db, storage).catalogueWriter.import(
      {
        format: 'curio-catalogue',
        version: 1,
        collections: Array.from({ length: Math.min(batch, n - from) }, (_, j) => {
          const i = from + j;
          const supply = 100 + ((i * 37) % 5000);
          return {
            key: `bench-${i}`,
            name: { 'zh-CN': `藏品 ${i}`, en: `Collectible ${i}` },
            creator: creators[i % creators.length],
            series: series[i % series.length],
            category: categories[i % categories.length],
            media: { kind: 'image', image: art },
            price: 100 * (1 + ((i * 7919) % 500)),
            totalSupply: supply,
            sold: (i * 13) % supply,
            sale: { startsInMinutes: ((i * 104729) % 40_000) - 30_000, endsInMinutes: 20_000 + (i % 1000) },
            rank: (i * 31) % 1000,
          };
        }),
      },
      { tenantId, baseDir: '.', now: Date.now() },
    );
  }
}

async function run(name: string, url: string, headers: () => Record<string, string>, baseline?: number) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const res = await fetch(url, { headers: { host: 'localhost', ...headers() } });
      const body = (await res.json()) as { code?: number; status?: string };
      if (!res.ok || (body.code !== undefined && body.code !== 0)) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rps = total / ((performance.now() - started) / 1000);
  const ratio = baseline ? `  ${(rps / baseline).toFixed(2)}x of curtime` : '';
  console.log(`${name.padEnd(16)} ${rps.toFixed(0).padStart(7)} req/s  (${total} requests, ${failed} failed)${ratio}`);
  return rps;
}

await migrateToLatest(db);
const app = await buildApp({ config, db, logger: false });
try {
  await seedDemo(db, app.providers.storage);
  const tenant = await db.kysely.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  const t0 = performance.now();
  await generate(tenant.id, collections, app.providers.storage);
  const importSeconds = (performance.now() - t0) / 1000;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Signed headers are made before timing starts, so the figures are the server's cost, not the client's.
  const prepared: Record<string, string>[] = [];
  const prepare = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const timestamp = String(Date.now());
      const nonce = createNonce();
      prepared.push({
        platform: 'H5',
        timestamp,
        nonce,
        sign: await signRequest({ platform: 'H5', timestamp, nonce }, SIGN_KEY),
      });
    }
  };
  const signed = () => prepared.pop() ?? {};

  // A cursor 200 pages (4,000 rows) into the recommended list, and the Art category's id.
  await prepare(210);
  let cursor = '';
  for (let i = 0; i < 200; i++) {
    const r = (await (
      await fetch(`${base}/api/mallapp/collection/list?pageSize=20${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { host: 'localhost', ...signed() },
      })
    ).json()) as { data: { nextCursor: string } };
    cursor = r.data.nextCursor;
  }
  const tree = (await (
    await fetch(`${base}/api/mallapp/singularCategory/categoryTree`, { headers: { host: 'localhost', lang: 'en', ...signed() } })
  ).json()) as {
    data: { id: number; name: string }[];
  };
  const art = tree.data.find((c) => c.name === 'Art')!.id;
  const listed = await db.kysely
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenant.id)
    .where('listed', '=', 1)
    .executeTakeFirstOrThrow();

  console.log(
    `Curio catalogue browsing, ${config.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${Number(listed.n)} listed collections ` +
      `(imported in ${importSeconds.toFixed(1)} s), concurrency ${concurrency}`,
  );
  await run('warm-up', `${base}/api/curtime/get`, () => ({}));
  await run('healthz', `${base}/healthz`, () => ({}));
  const curtime = await run('curtime', `${base}/api/curtime/get`, () => ({}));
  const cases: [string, string][] = [
    ['home', '/api/mallapp/home/decoration'],
    ['market', '/api/mallapp/collection/list?pageSize=20'],
    ['market deep', `/api/mallapp/collection/list?pageSize=20&cursor=${cursor}`],
    ['market filtered', `/api/mallapp/collection/list?pageSize=20&sortType=2&categoryId=${art}&priceMin=5000&priceMax=20000`],
  ];
  for (const [name, url] of cases) {
    await prepare(total);
    await run(name, `${base}${url}`, signed, curtime);
  }
} finally {
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
