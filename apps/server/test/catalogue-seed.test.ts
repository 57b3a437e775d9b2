import { getCollection, listBlindBoxes, listCollections, listCreators, listSeries } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo';
import { createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { allPages, data, rowCounts, type Card } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`demo catalogues (${DB_KIND})`, () => {
  for (const [code, host] of [
    ['demo', 'localhost'],
    ['aurora', 'aurora.localhost'],
  ] as const) {
    it(`${host}: at least 3 creators, 5 series, 24 collections, 3 blind boxes, sales in every state, a video and a glb`, async () => {
      const tenantId = await tenantIdOf(t.db, code);
      const count = async (table: 'creators' | 'series' | 'collections' | 'blind_boxes') =>
        Number(
          (
            await t.db.kysely
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('tenant_id', '=', tenantId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('creators')).toBeGreaterThanOrEqual(3);
      expect(await count('series')).toBeGreaterThanOrEqual(5);
      expect(await count('collections')).toBeGreaterThanOrEqual(24);
      expect(await count('blind_boxes')).toBeGreaterThanOrEqual(3);

      // What a visitor sees.
      expect((await allPages(t, listCreators, { host })).length).toBeGreaterThanOrEqual(3);
      expect((await allPages(t, listSeries, { host })).length).toBeGreaterThanOrEqual(5);
      const collections = await allPages<Card>(t, listCollections, { host });
      expect(collections.length).toBeGreaterThanOrEqual(18);
      expect(new Set(collections.map((c) => c.saleState))).toEqual(new Set(['upcoming', 'on_sale', 'sold_out', 'ended']));
      // An upcoming drop opens within minutes of the seed.
      const soonest = Math.min(...collections.filter((c) => c.saleState === 'upcoming').map((c) => c.saleStart));
      expect(soonest - t.clock()).toBeLessThanOrEqual(5 * 60_000);
      const boxes = await allPages<Card>(t, listBlindBoxes, { host });
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      expect(new Set(boxes.map((b) => b.saleState)).size).toBeGreaterThanOrEqual(3);

      const kinds = await t.db.kysely
        .selectFrom('collections')
        .select(['id', 'media_kind'])
        .where('tenant_id', '=', tenantId)
        .where('media_kind', 'in', ['video', 'glb'])
        .execute();
      expect(new Set(kinds.map((k) => k.media_kind))).toEqual(new Set(['video', 'glb']));
      // Each medium is served on the tenant's host.
      const { token } = await createUserWithSession(t, code);
      for (const k of kinds) {
        const d = await data<{ media: { sources: { url: string; contentType: string }[]; posterUrl: string } }>(
          t,
          getCollection,
          {
            host,
            token,
            params: { id: String(k.id) },
          },
        );
        for (const url of [...d.media.sources.map((s) => s.url), d.media.posterUrl]) {
          const res = await t.app.inject({ url, headers: { host } });
          expect(res.statusCode, url).toBe(200);
        }
      }
    });
  }

  it('seeding again imports nothing and keeps what an operator changed', async () => {
    const before = await rowCounts(t.db);
    const demo = await tenantIdOf(t.db, 'demo');
    await t.db.kysely
      .updateTable('collections')
      .set({ price: 1 })
      .where('tenant_id', '=', demo)
      .where('key', '=', 'spring-rain')
      .execute();
    await seedDemo(t.db, t.app.providers.storage);
    expect(await rowCounts(t.db)).toEqual(before);
    const row = await t.db.kysely
      .selectFrom('collections')
      .select('price')
      .where('tenant_id', '=', demo)
      .where('key', '=', 'spring-rain')
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(1);
  });
});
