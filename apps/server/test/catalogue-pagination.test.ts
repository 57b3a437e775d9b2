import {
  CatalogueSort,
  listBlindBoxes,
  listCollections,
  listCreators,
  listNotices,
  listSeries,
  type CallDefinition,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { data, type Card, type Page } from './catalogue-helpers';

let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = await tenantIdOf(t.db, 'demo');
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
/** A small deterministic generator, so a failure repeats. */
let state = 12345;
const rnd = (n: number) => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state % n;
};

/** Adds `n` entities of every kind through the importer, with sort keys spread over the whole range. */
async function addSome(n: number) {
  const art = { art: { motif: 'grid', colors: ['#111111', '#222222'], seed: 1 } };
  const keys = Array.from({ length: n }, () => `p-${++seq}`);
  await t.app.catalogue.writer.import(
    {
      format: 'curio-catalogue',
      version: 1,
      creators: keys.map((key) => ({ key, name: `Creator ${key}`, avatar: art, rank: rnd(60) })),
      series: keys.map((key) => ({ key, name: `Series ${key}`, creator: key, cover: art, rank: rnd(60) })),
      collections: keys.map((key) => {
        const supply = 1 + rnd(5000);
        return {
          key,
          name: `Added ${key}`,
          creator: 'lin-studio',
          media: { kind: 'image', image: art },
          // Few distinct values, so ties on the sort key are common and the id must break them.
          price: [0, 990, 4900, 9900, 12900, 39900][rnd(6)],
          totalSupply: supply,
          sold: rnd(supply + 1),
          sale: { startsInMinutes: [-30 * 1440, -60, 3, 1440][rnd(4)]! },
          rank: rnd(100),
        };
      }),
      blindBoxes: keys.map((key) => ({
        key,
        name: `Box ${key}`,
        creator: 'mori-toys',
        cover: art,
        price: [990, 6900][rnd(2)],
        sale: { startsInMinutes: -60 },
        rank: rnd(100),
        items: [{ collection: key, quantity: 1 }],
      })),
      notices: keys.map((key) => ({ key, title: key, html: '<p>x</p>', publishedMinutesAgo: rnd(5000) })),
    },
    { tenantId, baseDir: '.', now: t.clock() },
  );
}

/**
 * Walks a list page by page, adding entities between pages. Every entity that existed before the walk
 * appears exactly once; nothing appears twice; the order never goes backwards.
 */
async function walk(def: CallDefinition, query: Record<string, string | number>, key: (c: Card) => number, dir: 1 | -1) {
  const before = new Set<number>();
  let cursor: string | null = null;
  do {
    const page: Page<Card> = await data<Page<Card>>(t, def, { query: { ...query, pageSize: 50, ...(cursor ? { cursor } : {}) } });
    page.items.forEach((c) => before.add(c.id));
    cursor = page.nextCursor;
  } while (cursor);

  // About 15 pages, whatever the earlier tests added.
  const pageSize = Math.min(50, Math.max(4, Math.ceil(before.size / 15)));
  const seen: Card[] = [];
  cursor = null;
  let pages = 0;
  do {
    const page: Page<Card> = await data<Page<Card>>(t, def, { query: { ...query, pageSize, ...(cursor ? { cursor } : {}) } });
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages++;
    if (cursor) await addSome(2);
  } while (cursor && pages < 100);
  expect(cursor, 'reached the end').toBeNull();

  const ids = seen.map((c) => c.id);
  expect(new Set(ids).size, 'no repeats').toBe(ids.length);
  expect(
    [...before].filter((id) => !ids.includes(id)),
    'no gaps',
  ).toEqual([]);
  for (let i = 1; i < seen.length; i++) {
    const a = seen[i - 1]!;
    const b = seen[i]!;
    const d = dir * (key(b) - key(a));
    expect(d > 0 || (d === 0 && dir * (b.id - a.id) > 0), `order at ${i}`).toBe(true);
  }
  return { pages, seen: seen.length, before: before.size };
}

describe(`keyset pagination while rows are added (${DB_KIND})`, () => {
  it('collections, every sort', { timeout: 60_000 }, async () => {
    const cases: [number, (c: Card) => number, 1 | -1][] = [
      [CatalogueSort.NEWEST, (c) => c.saleStart, -1],
      [CatalogueSort.PRICE_ASC, (c) => c.price, 1],
      [CatalogueSort.PRICE_DESC, (c) => c.price, -1],
      [CatalogueSort.POPULARITY, (c) => c.totalSupply - c.remaining, -1],
    ];
    for (const [sortType, key, dir] of cases) {
      const r = await walk(listCollections, { sortType }, key, dir);
      expect(r.pages).toBeGreaterThan(5);
      expect(r.seen).toBeGreaterThanOrEqual(r.before);
    }
  });

  it('collections recommended (rank), with a filter', { timeout: 60_000 }, async () => {
    const ranks = new Map<number, number>();
    const rankOf = (c: Card) => ranks.get(c.id)!;
    // Rank is not in the card: read it from the rows as the walk goes.
    const load = async () => {
      const rows = await t.db.kysely.selectFrom('collections').select(['id', 'rank']).where('tenant_id', '=', tenantId).execute();
      for (const r of rows) ranks.set(r.id, r.rank);
    };
    await load();
    const seen: Card[] = [];
    let cursor: string | null = null;
    const before = (await data<Page<Card>>(t, listCollections, { query: { priceMin: 990, pageSize: 50 } })).items.length;
    do {
      const page: Page<Card> = await data<Page<Card>>(t, listCollections, {
        query: { priceMin: 990, pageSize: 3, ...(cursor ? { cursor } : {}) },
      });
      seen.push(...page.items);
      cursor = page.nextCursor;
      if (cursor) await addSome(1);
    } while (cursor);
    await load();
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(Math.min(before, 50));
    expect(seen.every((c) => c.price >= 990)).toBe(true);
    for (let i = 1; i < seen.length; i++) {
      const a = seen[i - 1]!;
      const b = seen[i]!;
      expect(rankOf(b) < rankOf(a) || (rankOf(b) === rankOf(a) && b.id < a.id)).toBe(true);
    }
  });

  it('blind boxes', { timeout: 60_000 }, async () => {
    await walk(listBlindBoxes, { sortType: CatalogueSort.PRICE_ASC }, (c) => c.price, 1);
  });

  it('series and creators (newest)', { timeout: 60_000 }, async () => {
    await walk(listSeries, { sortType: CatalogueSort.NEWEST }, (c) => c.id, -1);
    await walk(listCreators, { sortType: CatalogueSort.NEWEST }, (c) => c.id, -1);
  });

  it('notices', { timeout: 60_000 }, async () => {
    await walk(listNotices, {}, (c) => (c as unknown as { publishedAt: number }).publishedAt, -1);
  });
});
