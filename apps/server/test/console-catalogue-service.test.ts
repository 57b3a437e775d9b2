import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../src/http/request-context';
import { sanitizeHtml } from '../src/modules/catalogue/index';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { rowCounts } from './catalogue-helpers';
import { seedDemoSynthesis } from '../src/seed/demo-synthesis';

// The console's catalogue services (decision 038), below the HTTP calls: the export/import round trip,
// one-entry saves through the importer's rules, stock already sold kept, notice HTML sanitized.

let t: TestApp;
let demoId: number;
let auroraId: number;
const audits: AuditEntry[] = [];
const audit = async (_trx: unknown, e: AuditEntry) => {
  audits.push(e);
};

beforeAll(async () => {
  t = await createTestApp();
  demoId = await tenantIdOf(t.db, 'demo');
  auroraId = await tenantIdOf(t.db, 'aurora');
  // The demo recipes (issue 18), made as the console makes them (no key): the round trip carries them too.
  await seedDemoSynthesis(t.app);
});
afterAll(async () => {
  await t.close();
});

/** Every catalogue row of a tenant but the times an import stamps (updated_at). */
async function snapshot(tenantId: number) {
  const tables = [
    'creators',
    'series',
    'collections',
    'blind_boxes',
    'blind_box_items',
    'notices',
    'home_banners',
    'home_sections',
    'search_hot_words',
    'airdrops',
    'home_tickers',
    'recipes',
    'recipe_fragments',
    'activities',
  ] as const;
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute();
    out[table] = rows
      .map((r) => {
        const { updated_at: _u, ...rest } = r as Record<string, unknown>;
        return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]));
      })
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

describe(`console catalogue services (${DB_KIND})`, () => {
  it('recipes and activities: imported by key, exported as written, locked once used, withdrawn only in the console', async () => {
    const window = { startsAt: '2026-12-01T12:00:00.000Z', endsAt: '2027-01-01T12:00:00.000Z' };
    const file = {
      format: 'curio-catalogue',
      version: 1,
      recipes: [
        {
          key: 'gc-burn',
          name: { en: 'Relic from orbits', 'zh-CN': '轨道合成' },
          result: 'curio-relic',
          fragments: [
            { collection: 'curio-orbit', count: 2 },
            { collection: 'bronze-zun', count: 1 },
          ],
          mode: 'burn',
          window,
          stock: 5,
          perUserLimit: 2,
        },
        {
          key: 'gc-pledge',
          name: { en: 'Pledged relic' },
          description: { en: 'Fragments come back after 48 hours' },
          result: 'curio-relic',
          fragments: [{ collection: 'spring-rain', count: 1 }],
          mode: 'pledge',
          pledgeHours: 48,
          ignoreCooling: true,
          window,
          stock: 3,
        },
      ],
      activities: [
        {
          key: 'gc-cast',
          name: { en: 'Holders cast' },
          rules: { en: '<p>Hold <strong>one</strong> orbit<script>alert(1)</script></p>' },
          result: 'spring-rain',
          qualifying: [{ collection: 'curio-orbit', count: 1 }],
          mode: 'hold',
          window,
          stock: 10,
        },
      ],
    };
    const first = await t.app.catalogue.console.importFile(demoId, file, t.clock(), audit);
    expect(first.counts.recipes).toEqual({ created: 2, updated: 0 });
    expect(first.counts.activities).toEqual({ created: 1, updated: 0 });
    const recipe = await t.db.kysely
      .selectFrom('recipes')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .where('key', '=', 'gc-pledge')
      .executeTakeFirstOrThrow();
    expect(recipe).toMatchObject({ mode: 'pledge', pledge_hours: 48, ignore_cooling: 1, stock: 3, per_user_limit: 1 });
    expect(Number(recipe.starts_at)).toBe(Date.parse(window.startsAt));

    // The export writes them back by key, with collections by key and the rules sanitized.
    const exported = await t.app.catalogue.console.export(demoId);
    const burn = exported.recipes.find((r) => r.key === 'gc-burn');
    expect(burn).toEqual({
      key: 'gc-burn',
      name: { en: 'Relic from orbits', 'zh-CN': '轨道合成' },
      result: 'curio-relic',
      fragments: [
        { collection: 'curio-orbit', count: 2 },
        { collection: 'bronze-zun', count: 1 },
      ],
      mode: 'burn',
      ignoreCooling: false,
      window,
      stock: 5,
      perUserLimit: 2,
    });
    const cast = exported.activities.find((a) => a.key === 'gc-cast');
    expect(cast).toMatchObject({
      kind: 'cast',
      result: 'spring-rain',
      qualifying: [{ collection: 'curio-orbit', count: 1 }],
      mode: 'hold',
      coolingBlocks: false,
      enabled: true,
      rules: { en: '<p>Hold <strong>one</strong> orbit</p>' },
    });

    // Again: updated, not added; nothing changes.
    const before = await snapshot(demoId);
    const again = await t.app.catalogue.console.importFile(demoId, JSON.parse(JSON.stringify(exported)), t.clock(), audit);
    expect(again.counts.recipes.created).toBe(0);
    expect(again.counts.activities.created).toBe(0);
    expect(await snapshot(demoId)).toEqual(before);

    // A recipe made in the console has no key: exported as recipe-<id>, and importing that key takes the
    // same row (keeping no key, so that a round trip changes nothing).
    await t.db.kysely.updateTable('recipes').set({ key: null }).where('id', '=', recipe.id).execute();
    const keyless = (await t.app.catalogue.console.export(demoId)).recipes.find((r) => r.key === `recipe-${recipe.id}`);
    expect(keyless).toMatchObject({ mode: 'pledge', pledgeHours: 48 });
    const taken = await t.app.catalogue.console.importFile(
      demoId,
      { format: 'curio-catalogue', version: 1, recipes: [keyless] },
      t.clock(),
      audit,
    );
    expect(taken.counts.recipes).toEqual({ created: 0, updated: 1 });
    const keyOf = async () =>
      (await t.db.kysely.selectFrom('recipes').select(['key']).where('id', '=', recipe.id).executeTakeFirstOrThrow()).key;
    expect(await keyOf()).toBeNull();

    // Once used, what users agreed to stays: a file changing it is refused whole.
    await t.db.kysely
      .updateTable('recipes')
      .set({ used: 2 })
      .where('tenant_id', '=', demoId)
      .where('key', '=', 'gc-burn')
      .execute();
    const snap = await snapshot(demoId);
    await expect(
      t.app.catalogue.console.importFile(
        demoId,
        { format: 'curio-catalogue', version: 1, recipes: [{ ...burn, mode: 'pledge', pledgeHours: 5, stock: 1 }] },
        t.clock(),
        audit,
      ),
    ).rejects.toMatchObject({
      data: {
        issues: expect.arrayContaining([
          expect.objectContaining({ path: 'recipes[0].mode' }),
          expect.objectContaining({ path: 'recipes[0].pledgeHours' }),
          expect.objectContaining({ path: 'recipes[0].stock' }),
        ]),
      },
    });
    // A file does not withdraw (the console does).
    await expect(
      t.app.catalogue.console.importFile(
        demoId,
        { format: 'curio-catalogue', version: 1, activities: [{ ...cast, withdrawnAt: '2026-12-02T00:00:00.000Z' }] },
        t.clock(),
        audit,
      ),
    ).rejects.toMatchObject({ data: { issues: [expect.objectContaining({ path: 'activities[0].withdrawnAt' })] } });
    // A reference to a collection the tenant does not have refuses the file.
    await expect(
      t.app.catalogue.console.importFile(
        demoId,
        { format: 'curio-catalogue', version: 1, recipes: [{ ...burn, key: 'gc-new', result: 'no-such-collection' }] },
        t.clock(),
        audit,
      ),
    ).rejects.toMatchObject({ data: { issues: [expect.objectContaining({ path: 'recipes[0].result' })] } });
    expect(await snapshot(demoId)).toEqual(snap);
  });

  it('export then import changes nothing, on both demo tenants', async () => {
    // Aurora's operator has set the notice ticker (off the default): its pinned notice goes out by key.
    const [notice] = await t.db.kysely
      .selectFrom('notices')
      .select(['id', 'key'])
      .where('tenant_id', '=', auroraId)
      .orderBy('id')
      .execute();
    await t.db.kysely
      .insertInto('home_tickers')
      .values({ tenant_id: auroraId, enabled: 1, item_count: 2, pinned: JSON.stringify([notice!.id]), updated_at: t.clock() })
      .execute();
    const imports = audits.filter((a) => a.action === 'catalogue.import').length;
    for (const tenantId of [demoId, auroraId]) {
      const file = await t.app.catalogue.console.export(tenantId);
      expect(file.collections.length).toBeGreaterThan(0);
      expect(file.recipes.length).toBeGreaterThan(0);
      expect(file.homeTicker).toEqual(tenantId === auroraId ? { enabled: true, count: 2, pinned: [notice!.key] } : undefined);
      const before = await snapshot(tenantId);
      const counts = await rowCounts(t.db);
      const report = await t.app.catalogue.console.importFile(tenantId, JSON.parse(JSON.stringify(file)), t.clock(), audit);
      expect(report.counts.collections.created).toBe(0);
      expect(report.counts.collections.updated).toBe(file.collections.length);
      expect(report.counts.recipes).toEqual({ created: 0, updated: file.recipes.length });
      expect(report.counts.activities).toEqual({ created: 0, updated: file.activities.length });
      expect(report.mediaStored).toBe(0);
      expect(await snapshot(tenantId)).toEqual(before);
      expect(await rowCounts(t.db)).toEqual(counts);
      expect(await t.app.catalogue.console.export(tenantId)).toEqual(file);
    }
    expect(audits.filter((a) => a.action === 'catalogue.import')).toHaveLength(imports + 2);
  });

  it('a collection saved from the console follows the importer: sold stock is never taken back', async () => {
    const [first] = await t.app.catalogue.console.list(demoId, 'collections', 'en', t.clock());
    const sold = await t.db.kysely
      .selectFrom('collections')
      .select(['key', 'sold_count', 'total_supply'])
      .where('tenant_id', '=', demoId)
      .where('sold_count', '>', 0)
      .executeTakeFirstOrThrow();
    expect(first).toBeDefined();
    const { entry } = await t.app.catalogue.console.get(demoId, 'collections', sold.key, 'en', t.clock());
    await expect(
      t.app.catalogue.console.save(demoId, 'collections', { ...entry, totalSupply: sold.sold_count - 1 }, t.clock(), audit),
    ).rejects.toMatchObject({ data: { issues: [expect.objectContaining({ path: 'collections[0].totalSupply' })] } });
    // A `sold` sent by the console is ignored: the sale owns the count.
    const r = await t.app.catalogue.console.save(
      demoId,
      'collections',
      { ...entry, price: 12345, sold: 0, totalSupply: sold.total_supply + 10 },
      t.clock(),
      audit,
    );
    expect(r.created).toBe(false);
    const row = await t.db.kysely
      .selectFrom('collections')
      .select(['sold_count', 'total_supply', 'price'])
      .where('tenant_id', '=', demoId)
      .where('key', '=', sold.key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sold_count: sold.sold_count, total_supply: sold.total_supply + 10, price: 12345 });
    const last = audits.at(-1)!;
    expect(last).toMatchObject({ action: 'catalogue.collections.update', targetId: sold.key });
    expect((last.before as { price: number }).price).not.toBe(12345);
    expect((last.after as { price: number }).price).toBe(12345);
  });

  it('listing on and off; a new creator; a blind box shows its odds and seed hash', async () => {
    const boxes = (await t.app.catalogue.console.list(demoId, 'blindBoxes', 'en', t.clock())).filter((b) => b.remaining! > 0);
    expect(boxes.length).toBeGreaterThan(0);
    const box = await t.app.catalogue.console.get(demoId, 'blindBoxes', boxes[0]!.key, 'en', t.clock());
    const items = box.facts.items!;
    expect(items.length).toBeGreaterThan(0);
    const sum = items.reduce((n, i) => n + i.odds, 0);
    expect(sum).toBeCloseTo(1, 4);
    expect(box.facts).toHaveProperty('fairnessSeedHash');
    await t.app.catalogue.console.setListed(demoId, 'blindBoxes', boxes[0]!.key, false, t.clock(), audit);
    const listed = async () =>
      (await t.app.catalogue.console.list(demoId, 'blindBoxes', 'en', t.clock())).find((b) => b.key === boxes[0]!.key)!.listed;
    expect(await listed()).toBe(false);
    await t.app.catalogue.console.setListed(demoId, 'blindBoxes', boxes[0]!.key, true, t.clock(), audit);
    expect(await listed()).toBe(true);

    const made = await t.app.catalogue.console.save(
      demoId,
      'creators',
      {
        key: 'console-new',
        name: { en: 'Console Creator' },
        avatar: { art: { motif: 'rings', colors: ['#112233', '#445566'] } },
      },
      t.clock(),
      audit,
    );
    expect(made.created).toBe(true);
    expect(audits.at(-1)).toMatchObject({ action: 'catalogue.creators.create', before: null });
  });

  it('notice HTML is rebuilt from the allow-list, and saving it twice changes nothing', async () => {
    const evil =
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="javascript:alert(1)"><img src=x onerror=alert(2)>' +
      '<a href="jav&#x61;script:alert(3)">a</a><iframe src="https://evil"></iframe><svg onload=alert(4)></svg>' +
      '<a href="https://ok.example/" target="_blank">ok</a><style>*{}</style><p style="x">s</p>';
    await t.app.catalogue.console.save(
      demoId,
      'notices',
      { key: 'console-xss', title: { en: 'XSS' }, html: { en: evil }, publishedAt: new Date(t.clock()).toISOString() },
      t.clock(),
      audit,
    );
    const { entry } = await t.app.catalogue.console.get(demoId, 'notices', 'console-xss', 'en', t.clock());
    const html = (entry.html as { en: string }).en;
    expect(html).toBe('<p>Hi</p><a>a</a><a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a><p>s</p>');
    expect(html).not.toMatch(/script|onerror|onload|iframe|svg|style/i);
    expect(sanitizeHtml(html)).toBe(html);
  });
});
