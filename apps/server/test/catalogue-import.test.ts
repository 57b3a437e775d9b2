import fs from 'node:fs';
import path from 'node:path';
import { getNotice, listHotSearchWords } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCurio } from '../src/cli/commands';
import { CatalogueImportError, type ImportIssue } from '../src/modules/catalogue/index';
import { stripScripts } from '../src/modules/catalogue/admin/sanitize';
import { DEMO_CATALOGUES, demoCatalogueDir } from '../src/seed/demo-catalogues';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { data, idOf, rowCounts } from './catalogue-helpers';

let t: TestApp;
let demoId: number;
const dir = demoCatalogueDir();
const demoFile = path.join(dir, DEMO_CATALOGUES.demo!);
type Json = Record<string, unknown> & {
  collections: Record<string, unknown>[];
  blindBoxes: Record<string, unknown>[];
  notices: Record<string, unknown>[];
};
const demoJson = (): Json => JSON.parse(fs.readFileSync(demoFile, 'utf8')) as Json;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await tenantIdOf(t.db, 'demo');
});
afterAll(async () => {
  await t.close();
});

const importInto = (input: unknown, tenantId = demoId) =>
  t.app.catalogue.writer.import(input, { tenantId, baseDir: dir, now: t.clock() });

/** The issues of a refused import; fails if it was not refused. */
async function refused(input: unknown): Promise<ImportIssue[]> {
  try {
    await importInto(input);
  } catch (err) {
    if (err instanceof CatalogueImportError) return err.issues;
    throw err;
  }
  throw new Error('the import was not refused');
}

describe(`catalogue import refuses a bad file and changes nothing (${DB_KIND})`, () => {
  it('syntax, shape, references, keys, times and media, each with its path', async () => {
    const before = await rowCounts(t.db);
    const cases: [unknown, string, RegExp][] = [];
    const add = (mutate: (j: Json) => void, where: string, what: RegExp) => {
      const j = demoJson();
      mutate(j);
      cases.push([j, where, what]);
    };
    cases.push(['{"format": "curio-catalogue", "version": 1,\n  "creators": [,]\n}', '(file)', /not valid JSON.*line 2/]);
    add((j) => (j.format = 'something-else'), 'format', /curio-catalogue/);
    add((j) => (j.version = 2), 'version', /must be 1/);
    add((j) => (j.collections[3]!.price = -5), 'collections[3].price', /fen/);
    add((j) => (j.collections[3]!.price = 12.5), 'collections[3].price', /fen/);
    add((j) => (j.collections[3]!.price = '99'), 'collections[3].price', /fen/);
    add((j) => (j.collections[2]!.prise = 1), 'collections[2]', /prise/);
    add((j) => (j.collections[0]!.creator = 'nobody'), 'collections[0].creator', /no creator with the key "nobody"/);
    add((j) => (j.collections[5]!.key = j.collections[4]!.key), 'collections[5].key', /already the key of collections\[4\]/);
    add((j) => (j.collections[1]!.category = 'Art/Sculpture'), 'collections[1].category', /no category "Art\/Sculpture"/);
    add(
      (j) => (j.collections[1]!.sale = { startsInMinutes: 10, endsInMinutes: 5 }),
      'collections[1].sale',
      /end must be after the start/,
    );
    add((j) => (j.collections[1]!.sale = { endsInMinutes: 5 }), 'collections[1].sale', /exactly one of startsAt/);
    add((j) => (j.collections[1]!.sold = 5000), 'collections[1].sold', /cannot exceed totalSupply/);
    add(
      (j) =>
        (j.collections[0]!.media = {
          kind: 'video',
          sources: [{ file: 'nowhere/clip.webm' }],
          poster: { art: { motif: 'grid', colors: ['#000000', '#ffffff'] } },
        }),
      'collections[0].media.sources[0]',
      /file not found: nowhere\/clip\.webm/,
    );
    add(
      (j) => (j.collections[0]!.media = { kind: 'image', image: { file: '../media/curio-orbit.webm' } }),
      'collections[0].media.image',
      /an image file ends with/,
    );
    add(
      (j) => (j.collections[0]!.media = { kind: 'image', image: { file: 'x.png', url: '/a.png' } }),
      'collections[0].media.image',
      /exactly one of/,
    );
    add(
      (j) => ((j.blindBoxes[0]!.items as { collection: string }[])[1]!.collection = 'missing-item'),
      'blindBoxes[0].items[1].collection',
      /no collection with the key "missing-item"/,
    );
    add((j) => ((j.banners as { link: string }[])[0]!.link = 'javascript:alert(1)'), 'banners[0].link', /a link is/);
    add((j) => ((j.banners as { link: string }[])[0]!.link = '@series:no-such-series'), 'banners[0].link', /no series/);
    add((j) => (j.notices[0]!.title = { de: 'Hallo' }), 'notices[0].title', /de/);
    for (const [input, where, what] of cases) {
      const issues = await refused(input);
      const hit = issues.find((i) => i.path === where);
      expect(hit, `${where} in ${JSON.stringify(issues)}`).toBeDefined();
      expect(hit!.message).toMatch(what);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('reports every problem of the file at once', async () => {
    const j = demoJson();
    j.collections[3]!.price = -1;
    j.collections[7]!.totalSupply = 0;
    j.notices[1]!.html = '';
    const issues = await refused(j);
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['collections[3].price', 'collections[7].totalSupply', 'notices[1].html']),
    );
  });

  it('a refusal found while writing (stock already sold) leaves no row behind', async () => {
    const before = await rowCounts(t.db);
    const issues = await refused({
      format: 'curio-catalogue',
      version: 1,
      creators: [{ key: 'brand-new', name: 'Brand New', avatar: { art: { motif: 'rings', colors: ['#000000', '#ffffff'] } } }],
      collections: [{ ...demoJson().collections.find((c) => c.key === 'spring-rain')!, totalSupply: 100, sold: 0 }],
    });
    expect(issues).toEqual([{ path: 'collections[0].totalSupply', message: '412 are sold already; the supply cannot be less' }]);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(
      await t.db.kysely.selectFrom('creators').select('id').where('key', '=', 'brand-new').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('blind box stock already drawn cannot be taken back', async () => {
    const j = demoJson();
    const box = j.blindBoxes[0] as { items: { collection: string; quantity: number; drawn?: number }[]; sold?: number };
    // `drawn` and `sold` of the file apply only when a box is created; the tenant's own counts decide.
    for (const it of box.items) delete it.drawn;
    delete box.sold;
    box.items[0]!.quantity = 5;
    let issues = await refused({ format: 'curio-catalogue', version: 1, blindBoxes: [box] });
    expect(issues.map((i) => i.path)).toContain('blindBoxes[0].items[0].quantity');
    box.items.splice(0, 1);
    issues = await refused({ format: 'curio-catalogue', version: 1, blindBoxes: [box] });
    expect(issues[0]!.message).toMatch(/"cloud-pal-pip" has been drawn from this box/);
  });
});

describe(`catalogue import is idempotent (${DB_KIND})`, () => {
  it('importing the seeded file twice keeps the same rows and ids, and stores no media again', async () => {
    const before = await rowCounts(t.db);
    const ids = await t.db.kysely
      .selectFrom('collections')
      .select(['id', 'key', 'sold_count'])
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .execute();
    for (let i = 0; i < 2; i++) {
      const report = await t.app.catalogue.writer.importFile(demoFile, { tenantId: demoId, now: t.clock() });
      expect(report.counts.collections).toEqual({ created: 0, updated: 28 });
      expect(report.counts.creators).toEqual({ created: 0, updated: 4 });
      expect(report.mediaStored).toBe(0);
      expect(report.warnings).toEqual([]);
      expect(await rowCounts(t.db)).toEqual(before);
    }
    const after = await t.db.kysely
      .selectFrom('collections')
      .select(['id', 'key', 'sold_count'])
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .execute();
    expect(after).toEqual(ids);
  });

  it('a changed file updates its rows; stock sales moved stays', async () => {
    const id = await idOf(t.db, 'demo', 'collections', 'spring-rain');
    await t.db.kysely.updateTable('collections').set({ sold_count: 500 }).where('id', '=', id).execute();
    const j = demoJson();
    const spring = j.collections.find((c) => c.key === 'spring-rain')!;
    spring.price = 10900;
    spring.name = { 'zh-CN': '春雨（新版）', en: 'Spring Rain II' };
    spring.sold = 0;
    j.hotSearchWords = ['one', 'two'];
    await importInto(j);
    const row = await t.db.kysely.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price: 10900, sold_count: 500 });
    expect(JSON.parse(row.name)).toEqual({ 'zh-CN': '春雨（新版）', en: 'Spring Rain II' });
    expect(row.search_text).toBe('春雨（新版）\nspring rain ii');
    expect((await data<{ words: string[] }>(t, listHotSearchWords, {})).words).toEqual(['one', 'two']);
    await t.db.kysely.updateTable('collections').set({ sold_count: 412 }).where('id', '=', id).execute();
    await importInto(demoJson());
    expect((await data<{ words: string[] }>(t, listHotSearchWords, { lang: 'en' })).words).toHaveLength(5);
  });

  it('a partial file touches only what it names; new keys add rows', async () => {
    const before = await rowCounts(t.db);
    const report = await importInto({
      format: 'curio-catalogue',
      version: 1,
      collections: [
        {
          key: 'fresh-drop',
          name: 'Fresh Drop',
          creator: 'echo-lab',
          series: 'waveforms',
          media: { kind: 'image', image: { art: { motif: 'waves', colors: ['#123456', '#654321'], seed: 9 } } },
          price: 100,
          totalSupply: 10,
          sale: { startsAt: '2026-12-24T20:00:00+08:00' },
        },
      ],
    });
    expect(report.counts.collections).toEqual({ created: 1, updated: 0 });
    const after = await rowCounts(t.db);
    expect(after.collections).toBe(before.collections! + 1);
    expect(after.creators).toBe(before.creators);
    expect(after.files).toBe(before.files! + 1);
    const row = await t.db.kysely
      .selectFrom('collections')
      .select(['sale_start', 'sale_end', 'listed', 'per_user_limit', 'hold_hours'])
      .where('key', '=', 'fresh-drop')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      sale_start: Date.parse('2026-12-24T12:00:00Z'),
      sale_end: null,
      listed: 1,
      per_user_limit: 5,
      hold_hours: 24,
    });
  });

  it('notice HTML keeps only the allow-list: no scripts, handlers or javascript: addresses', async () => {
    await importInto({
      format: 'curio-catalogue',
      version: 1,
      notices: [
        {
          key: 'scripted',
          title: 'Scripted',
          html: {
            en: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:evil()">x</a><img src=x onerror=alert(2)><b>bold</b>',
          },
          publishedMinutesAgo: 1,
        },
      ],
    });
    const id = await idOf(t.db, 'demo', 'notices', 'scripted');
    const n = await data<{ html: string }>(t, getNotice, { params: { id: String(id) } });
    expect(n.html).toBe('<p>Hi</p><a>x</a><b>bold</b>');
    expect(stripScripts('<SCRIPT src="a.js"></SCRIPT ><scr<script>ipt>x</script>')).not.toMatch(/<script/i);
  });

  it('the same media in another tenant is stored for that tenant', async () => {
    const aurora = await tenantIdOf(t.db, 'aurora');
    const rows = await t.db.kysely.selectFrom('catalogue_media').select(['tenant_id', 'sha256']).execute();
    const demoHashes = new Set(rows.filter((r) => r.tenant_id === demoId).map((r) => r.sha256));
    const shared = rows.filter((r) => r.tenant_id === aurora && demoHashes.has(r.sha256));
    // Both demo catalogues use the orbit video: each tenant has its own copy.
    expect(shared.length).toBeGreaterThan(0);
  });
});

describe(`npm run curio -- import-catalog (${DB_KIND})`, () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCurio(argv, () => t.config, { log: (l) => out.push(l), error: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('imports a file into the tenant of a host, and refuses a bad one with the paths', async () => {
    const ok = await run('import-catalog', path.join(dir, DEMO_CATALOGUES.aurora!), '--tenant', 'aurora.localhost:8080');
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/into Aurora/);
    expect(ok.out).toMatch(/collections\s+0 created, 26 updated/);

    const bad = path.join(t.dataDir, 'bad-catalogue.json');
    const j = JSON.parse(fs.readFileSync(path.join(dir, DEMO_CATALOGUES.aurora!), 'utf8')) as Json;
    j.collections[2]!.price = 'free';
    fs.writeFileSync(bad, JSON.stringify(j));
    const before = await rowCounts(t.db);
    const refusedRun = await run('import-catalog', bad, '--tenant', 'aurora.localhost');
    expect(refusedRun.code).toBe(1);
    expect(refusedRun.err).toMatch(/nothing was changed/);
    expect(refusedRun.err).toMatch(/collections\[2\]\.price: /);
    expect(await rowCounts(t.db)).toEqual(before);

    expect((await run('import-catalog', bad, '--tenant', 'nowhere.example')).code).toBe(1);
    expect((await run('import-catalog', bad)).code).toBe(2);
    expect((await run('help')).code).toBe(0);
    expect((await run('frobnicate')).code).toBe(2);
  });
});
