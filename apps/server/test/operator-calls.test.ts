import { ErrorCode, listCollections, operatorImportCatalogue, operatorListChainJobs } from '@curio/contract';
import { productionEnv, startProviderServers } from './support/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, rowCounts, type Card } from './catalogue-helpers';
import { call, createTestApp, DB_KIND, tenantIdOf, type CallOptions, type TestApp } from './helpers';

// Operator calls (auth 'operator'): the operator key in `Authorization: Bearer`, no storefront
// signature, on the tenant of the request's host. The chain jobs' own cases are in chain-outbox.test.ts.

const KEY = 'curio-dev-operator-token';
const operator = (host = 'localhost', key = KEY): CallOptions => ({
  host,
  unsigned: true,
  headers: { authorization: `Bearer ${key}` },
});

const art = { art: { motif: 'grid', colors: ['#111111', '#222222'], seed: 3 } };
/** A small catalogue: a creator and one collection on sale. */
const catalogue = (over: { creatorName?: string; price?: number } = {}) => ({
  format: 'curio-catalogue',
  version: 1,
  creators: [{ key: 'op-creator', name: over.creatorName ?? 'Operator creator', avatar: art, rank: 1 }],
  collections: [
    {
      key: 'op-collection',
      name: { en: 'Operator collection', 'zh-CN': '运营藏品' },
      creator: 'op-creator',
      media: { kind: 'image', image: art },
      price: over.price ?? 990,
      totalSupply: 50,
      perUserLimit: 2,
      holdHoursBeforeTransfer: 0,
      sale: { startsInMinutes: -1 },
      rank: 5,
    },
  ],
});

type Report = { counts: Record<string, { created: number; updated: number }>; mediaStored: number; warnings: string[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`operator calls (${DB_KIND})`, () => {
  it('need the operator key: none, a wrong one or a storefront token are refused alike', async () => {
    for (const o of [
      { host: 'localhost', unsigned: true },
      operator('localhost', 'curio-dev-operator-tokex'),
      operator('localhost', ''),
      { host: 'localhost', unsigned: true, headers: { authorization: KEY } },
    ] as CallOptions[]) {
      const before = await rowCounts(t.db);
      const res = await call(t.app, operatorImportCatalogue, { ...o, body: catalogue() });
      expect(res.json()).toMatchObject({ code: ErrorCode.OPERATOR_UNAUTHORIZED });
      expect(await rowCounts(t.db)).toEqual(before);
      expect((await call(t.app, operatorListChainJobs, o)).json()).toMatchObject({ code: ErrorCode.OPERATOR_UNAUTHORIZED });
    }
  });

  it('imports a catalogue into the tenant of the host, then updates it; the other tenant sees nothing', async () => {
    const created = await call(t.app, operatorImportCatalogue, { ...operator('aurora.localhost'), body: catalogue() });
    expect(created.statusCode).toBe(200);
    const report = created.json<{ code: number; data: Report }>();
    expect(report.code).toBe(0);
    expect(report.data.counts.creators).toEqual({ created: 1, updated: 0 });
    expect(report.data.counts.collections).toEqual({ created: 1, updated: 0 });
    expect(report.data.mediaStored).toBeGreaterThan(0);

    const names = async (host: string) =>
      (await allPages<Card>(t, listCollections, { host, query: { pageSize: 50 } })).map((c) => c.name);
    expect(await names('aurora.localhost')).toContain('Operator collection');
    expect(await names('localhost')).not.toContain('Operator collection');

    const again = await call(t.app, operatorImportCatalogue, {
      ...operator('aurora.localhost'),
      body: catalogue({ price: 1290 }),
    });
    const updated = again.json<{ code: number; data: Report }>();
    expect(updated.data.counts.collections).toEqual({ created: 0, updated: 1 });
    expect(updated.data.mediaStored).toBe(0);
    const auroraId = await tenantIdOf(t.db, 'aurora');
    const row = await t.db.kysely
      .selectFrom('collections')
      .select(['price', 'tenant_id'])
      .where('key', '=', 'op-collection')
      .execute();
    expect(row).toEqual([{ price: 1290, tenant_id: auroraId }]);
  });

  it("one tenant's import cannot touch another's rows, nor reference them", async () => {
    // The same keys on the demo tenant become the demo tenant's own rows; aurora's stay as they are.
    const auroraBefore = await t.db.kysely
      .selectFrom('creators')
      .selectAll()
      .where('key', '=', 'op-creator')
      .executeTakeFirstOrThrow();
    const demo = await call(t.app, operatorImportCatalogue, {
      ...operator('localhost'),
      body: catalogue({ creatorName: 'Demo operator creator' }),
    });
    expect(demo.json<{ data: Report }>().data.counts.creators).toEqual({ created: 1, updated: 0 });
    const auroraAfter = await t.db.kysely
      .selectFrom('creators')
      .selectAll()
      .where('id', '=', auroraBefore.id)
      .executeTakeFirstOrThrow();
    expect(auroraAfter).toEqual(auroraBefore);

    // A key only the demo tenant has is unknown on aurora: refused, with its path.
    const demoOnly = await t.db.kysely
      .selectFrom('creators')
      .innerJoin('tenants', 'tenants.id', 'creators.tenant_id')
      .select('creators.key')
      .where('tenants.code', '=', 'demo')
      .where('creators.key', '!=', 'op-creator')
      .executeTakeFirstOrThrow();
    const before = await rowCounts(t.db);
    const cross = await call(t.app, operatorImportCatalogue, {
      ...operator('aurora.localhost'),
      body: {
        format: 'curio-catalogue',
        version: 1,
        series: [{ key: 'cross', name: 'Cross', creator: demoOnly.key, cover: art }],
      },
    });
    expect(cross.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      data: {
        issues: [
          { path: 'series[0].creator', message: `no creator with the key "${demoOnly.key}" in the file or on this tenant` },
        ],
      },
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a refused file answers every problem by path, as the command line prints them, and changes nothing', async () => {
    const before = await rowCounts(t.db);
    const bad = catalogue();
    const body = {
      ...bad,
      collections: [
        { ...bad.collections[0]!, price: 9.5 },
        // A file on the server's disk is never read over the API.
        { ...bad.collections[0]!, key: 'op-other', media: { kind: 'image', image: { file: '../../../../etc/passwd.png' } } },
      ],
    };
    const res = await call(t.app, operatorImportCatalogue, { ...operator('aurora.localhost'), body });
    const answer = res.json<{ code: number; data: { issues: { path: string; message: string }[] } }>();
    expect(answer.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(answer.data.issues).toEqual([{ path: 'collections[0].price', message: 'an amount is an integer number of fen' }]);

    const fileOnly = await call(t.app, operatorImportCatalogue, {
      ...operator('aurora.localhost'),
      body: { ...bad, collections: [body.collections[1]] },
    });
    expect(fileOnly.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      data: {
        issues: [{ path: 'collections[0].media.image', message: expect.stringContaining('a file is not read over the API') }],
      },
    });
    const notJson = await call(t.app, operatorImportCatalogue, { ...operator('aurora.localhost'), body: { format: 'other' } });
    expect(notJson.json<{ code: number }>().code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('are listed in the OpenAPI document under the operator tag', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; tags?: string[]; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.operatorKey).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/operator/catalogue/import']?.post).toMatchObject({
      operationId: 'operatorImportCatalogue',
      tags: ['operator'],
    });
    expect(doc.paths['/api/operator/chain/jobs']?.get).toMatchObject({
      operationId: 'operatorListChainJobs',
      tags: ['operator'],
    });
    expect(doc.paths['/api/operator/chain/jobs/{id}/retry']?.post).toMatchObject({ operationId: 'operatorRetryChainJob' });
  });
});

describe(`operator calls without an operator key configured (${DB_KIND})`, () => {
  it('do not exist', async () => {
    const servers = await startProviderServers();
    const env = productionEnv(servers);
    delete env.OPERATOR_TOKEN;
    const prod = await createTestApp(env);
    try {
      const before = await rowCounts(prod.db);
      const res = await call(prod.app, operatorImportCatalogue, { ...operator(), body: catalogue() });
      expect(res.statusCode).toBe(404);
      expect((await call(prod.app, operatorListChainJobs, operator())).statusCode).toBe(404);
      expect(await rowCounts(prod.db)).toEqual(before);
    } finally {
      await prod.close();
      await servers.close();
    }
  });
});
