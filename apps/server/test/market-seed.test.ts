import { getPriceHistory, listListings, type ListingCard } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMarket } from '../src/seed/demo-market';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { checkMarketInvariants } from './support/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`the demo market (${DB_KIND})`, () => {
  it(
    'each demo tenant gets listings on sale and past sales (price history), through the flows; seeding again changes nothing',
    { timeout: 120_000 },
    async () => {
      expect(await seedDemoMarket(t.app)).toEqual(['demo', 'aurora']);
      expect(await seedDemoMarket(t.app)).toEqual([]);
      for (const host of ['localhost', 'aurora.localhost']) {
        const page = body<{ items: ListingCard[] }>(await call(t.app, listListings, { host, query: { sortType: '1' } }));
        expect(page.code, page.msg).toBe(0);
        expect(page.data.items).toHaveLength(3);
        expect(page.data.items.every((l) => l.status === 'on-sale')).toBe(true);
      }
      const sold = await t.db.kysely
        .selectFrom('listings')
        .select(['collection_id', 'payout'])
        .where('status', '=', 'sold')
        .execute();
      expect(sold).toHaveLength(8);
      expect(sold.every((l) => l.payout === 'done')).toBe(true);
      const history = body<{ count: number; points: unknown[] }>(
        await call(t.app, getPriceHistory, { params: { collectionId: String(sold[0]!.collection_id) } }),
      );
      expect(history.data.count).toBeGreaterThan(0);
      expect(history.data.points.length).toBe(history.data.count);
      expect(await checkMarketInvariants(t.db.kysely)).toEqual([]);
    },
  );
});
