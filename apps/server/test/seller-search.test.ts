import {
  ErrorCode,
  listListings,
  listMyCollectibles,
  listMyCollectionItems,
  listMyListings,
  listMySeries,
  search,
  type ListingCard,
  type MySaleListing,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { buy, itemRow, itemsOf, listed, trader, unlist } from './market-helpers';
import { createBlindBox } from './sale-helpers';
import { collection, give, makeRecipe, synth } from './synthesis-helpers';
import { gift, member, type Member } from './transfer-helpers';
import { payFromWallet } from './wallet-pay-helpers';

// Issue 32 items 10 and 11 (decision 069): a seller's own listings with their history; my home's filters
// (on consignment, pledged, frozen, by series); the market's keyword; blind boxes in the global search.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page<T> = { items: T[]; nextCursor: string | null };
type Group = { collection: { id: number }; count: number };

let seq = 0;
/** A word no other row of the run holds. */
const unique = (stem: string) => `${stem}${DB_KIND}${Date.now().toString(36)}${++seq}`;

const mine = (who: { token: string }, query: Record<string, string | number> = {}) =>
  call(t.app, listMyListings, { token: who.token, lang: 'en', query }).then((r) => body<Page<MySaleListing>>(r));
const market = (query: Record<string, string | number>, host = 'localhost') =>
  call(t.app, listListings, { host, lang: 'en', query }).then((r) => body<Page<ListingCard>>(r));
const groups = (who: { token: string }, query: Record<string, string | number> = {}) =>
  call(t.app, listMyCollectibles, { token: who.token, lang: 'en', query }).then((r) => body<Page<Group>>(r));
const itemsIn = (who: { token: string }, query: Record<string, string | number>) =>
  call(t.app, listMyCollectionItems, { token: who.token, lang: 'en', query }).then((r) =>
    body<Page<{ cardNftId: number; status: string }>>(r),
  );

/** Every page of a cursor list, `pageSize` at a time. */
async function allPages<T>(fetch: (cursor: string | undefined) => Promise<{ code: number; data: Page<T> }>): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const r = await fetch(cursor);
    expect(r.code).toBe(0);
    pages.push(r.data.items);
    cursor = r.data.nextCursor ?? undefined;
  } while (cursor !== undefined && pages.length < 20);
  return pages;
}

/** Renames a collection (every language) as the catalogue writer would store it. */
async function rename(collectionId: number, en: string, zh = en) {
  await t.db.kysely
    .updateTable('collections')
    .set({
      name: JSON.stringify({ en, 'zh-CN': zh }),
      search_text: [...new Set([en, zh])].map((s) => s.toLowerCase()).join('\n'),
    })
    .where('id', '=', collectionId)
    .execute();
}

async function newSeries(tenantCode: string, name: string, rank: number): Promise<number> {
  const tenantId = await tenantIdOf(t.db, tenantCode);
  const creator = await t.db.kysely
    .selectFrom('creators')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = t.clock();
  const r = await t.db.kysely
    .insertInto('series')
    .values({
      tenant_id: tenantId,
      key: unique('s'),
      creator_id: creator.id,
      category_id: null,
      category_path: '',
      name: JSON.stringify({ en: name }),
      search_text: name.toLowerCase(),
      description: JSON.stringify({ en: '' }),
      cover_url: '/api/file/none.svg',
      rank,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

describe(`my listings (${DB_KIND})`, () => {
  it(
    'every state of mine, newest first, with the split, the buyer masked once sold, and no one else’s',
    { timeout: 90_000 },
    async () => {
      const seller = await trader(t);
      const { ids } = await itemsOf(t, seller, { count: 4, price: 1_000, royaltyBp: 300 });
      const sold = await listed(t, seller, ids[0]!, 12_345);
      const locked = await listed(t, seller, ids[1]!, 5_000);
      const withdrawn = await listed(t, seller, ids[2]!, 3_000);
      const onSale = await listed(t, seller, ids[3]!, 2_000);
      expect((await unlist(t, seller, withdrawn)).code).toBe(0);

      // Someone else's listing never shows among mine.
      const other = await trader(t);
      const theirs = await itemsOf(t, other, { count: 1 });
      const otherListing = await listed(t, other, theirs.ids[0]!, 1_500);

      const buyer = await trader(t, { fen: 100_000 });
      const bought = await buy(t, buyer, sold);
      expect(bought.code, bought.msg).toBe(0);
      expect((await payFromWallet(t, buyer, bought.data.orderNo)).code).toBe(0);
      await t.app.flows.payProceeds.settled();
      const holder = await trader(t);
      expect((await buy(t, holder, locked)).code).toBe(0);

      const all = await mine(seller);
      expect(all.code, all.msg).toBe(0);
      expect(all.data.items.map((l) => [l.id, l.status])).toEqual([
        [onSale, 'on-sale'],
        [withdrawn, 'cancelled'],
        [locked, 'locked'],
        [sold, 'sold'],
      ]);
      expect(all.data.items.map((l) => l.id)).not.toContain(otherListing);
      expect(all.data.nextCursor).toBeNull();

      const s = all.data.items.find((l) => l.id === sold)!;
      // 5 % of 12 345 = 617.25 → 617; 3 % = 370.35 → 370; the seller receives the rest.
      expect(s).toMatchObject({
        price: 12_345,
        fee: 617,
        feeRateBp: 500,
        royalty: 370,
        royaltyRateBp: 300,
        net: 11_358,
        paidOut: true,
        takenDown: null,
      });
      expect(s.endedAt).toEqual(expect.any(Number));
      const buyerPhone = await t.db.kysely
        .selectFrom('users')
        .select('phone')
        .where('id', '=', buyer.userId)
        .executeTakeFirstOrThrow();
      expect(s.buyer!.maskedPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(s.buyer!.maskedPhone).not.toBe(buyerPhone.phone);
      expect(s.buyer!.maskedPhone.slice(-4)).toBe(String(buyerPhone.phone).slice(-4));

      // Open ones show what a sale would give; no buyer, not ended.
      const l = all.data.items.find((x) => x.id === locked)!;
      expect(l).toMatchObject({ price: 5_000, fee: 250, royalty: 150, net: 4_600, buyer: null, paidOut: null, endedAt: null });
      const w = all.data.items.find((x) => x.id === withdrawn)!;
      expect(w.endedAt).toEqual(expect.any(Number));
      expect(w.buyer).toBeNull();

      // One state at a time.
      for (const [status, id] of [
        ['sold', sold],
        ['locked', locked],
        ['cancelled', withdrawn],
        ['on-sale', onSale],
      ] as const) {
        const one = await mine(seller, { status });
        expect(one.code).toBe(0);
        expect(one.data.items.map((x) => x.id)).toEqual([id]);
      }
      // The other seller sees only theirs.
      expect((await mine(other)).data.items.map((x) => x.id)).toEqual([otherListing]);
    },
  );

  it('pages with a cursor, nothing repeated or skipped; a broken cursor or state is refused', { timeout: 60_000 }, async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { count: 5 });
    const made: number[] = [];
    for (const id of ids) made.push(await listed(t, seller, id, 1_000));
    const pages = await allPages((cursor) => mine(seller, { pageSize: 2, ...(cursor ? { cursor } : {}) }));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((l) => l.id)).toEqual([...made].reverse());
    expect((await mine(seller, { cursor: 'abc' })).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await mine(seller, { status: 'lost' })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe(`my home's filters (${DB_KIND})`, () => {
  it('on consignment, frozen, pledged and by series: exactly those items, only mine, paged', { timeout: 90_000 }, async () => {
    const me = (await trader(t)) as Member;
    const friend = await member(t);
    const starsSeries = await newSeries('demo', unique('Stars '), 5);
    const shardsSeries = await newSeries('demo', unique('Shards '), 9);

    // Collection X (series "Stars"): one listed, one gifted (frozen until the chain confirms), one held.
    const x = await itemsOf(t, me, { count: 3 });
    await t.db.kysely.updateTable('collections').set({ series_id: starsSeries }).where('id', '=', x.collectionId).execute();
    await listed(t, me, x.ids[0]!, 1_000);
    expect((await gift(t, me, x.ids[1]!, friend)).code).toBe(0);
    expect((await itemRow(t, x.ids[1]!)).status).toBe('frozen');

    // Fragments F (series "Shards") pledged by a synthesis for 48 hours; one more F held.
    const resultCollection = await collection(t);
    const f = await collection(t);
    await t.db.kysely.updateTable('collections').set({ series_id: shardsSeries }).where('id', '=', f).execute();
    const recipeId = await makeRecipe(t, 'demo', {
      resultCollectionId: resultCollection,
      fragments: [{ collectionId: f, count: 1 }],
      mode: 'pledge',
      pledgeHours: 48,
    });
    const [fragment] = await give(t, me as Member, f, 2);
    const s = await synth(t, me as Member, recipeId, [fragment!]);
    expect(s.code, s.msg).toBe(0);

    // Someone else's items in the same states and series never count.
    const stranger = await trader(t);
    const sx = await itemsOf(t, stranger, { count: 1 });
    await t.db.kysely.updateTable('collections').set({ series_id: starsSeries }).where('id', '=', sx.collectionId).execute();
    await listed(t, stranger, sx.ids[0]!, 1_000);

    const counted = (r: { data: Page<Group> }) => r.data.items.map((g) => [g.collection.id, g.count]);
    expect(counted(await groups(me, { filter: 'listed' }))).toEqual([[x.collectionId, 1]]);
    expect(counted(await groups(me, { filter: 'frozen' }))).toEqual([[x.collectionId, 1]]);
    expect(counted(await groups(me, { filter: 'pledged' }))).toEqual([[f, 1]]);
    expect(counted(await groups(me, { seriesId: starsSeries }))).toEqual([[x.collectionId, 3]]);
    expect(counted(await groups(me, { seriesId: shardsSeries }))).toEqual([[f, 2]]);
    expect(counted(await groups(me, { seriesId: shardsSeries, filter: 'pledged' }))).toEqual([[f, 1]]);
    expect(counted(await groups(me, { seriesId: starsSeries, filter: 'pledged' }))).toEqual([]);
    expect((await groups(me, { seriesId: 999_999_999 })).data.items).toEqual([]);
    expect((await groups(stranger, { seriesId: starsSeries })).data.items.map((g) => g.collection.id)).toEqual([sx.collectionId]);

    // Inside a collection, the filter narrows the serials too.
    const inX = (filter?: string) => itemsIn(me, { collectionId: x.collectionId, ...(filter ? { filter } : {}) });
    expect((await inX('listed')).data.items.map((i) => [i.cardNftId, i.status])).toEqual([[x.ids[0], 'on_consignment']]);
    expect((await inX('frozen')).data.items.map((i) => [i.cardNftId, i.status])).toEqual([[x.ids[1], 'frozen']]);
    expect((await inX('pledged')).data.items).toEqual([]);
    expect((await inX()).data.items).toHaveLength(3);

    // The series chips: the series of what I hold, the operator's order (rank), with counts.
    const mySeries = body<{ series: { id: number; count: number }[] }>(
      await call(t.app, listMySeries, { token: me.token, lang: 'en' }),
    );
    expect(mySeries.data.series.map((x) => [x.id, x.count])).toEqual([
      [shardsSeries, 2],
      [starsSeries, 3],
    ]);
    // A filter that cannot be one is refused.
    expect((await groups(me, { filter: 'hidden' })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('a filter pages like the whole list', { timeout: 60_000 }, async () => {
    const me = await trader(t);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await itemsOf(t, me, { count: 1 });
      await listed(t, me, c.ids[0]!, 1_000);
      made.push(c.collectionId);
      await itemsOf(t, me, { count: 1 }); // held, not listed: never in the filter
    }
    const pages = await allPages((cursor) => groups(me, { filter: 'listed', pageSize: 2, ...(cursor ? { cursor } : {}) }));
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    expect(
      pages
        .flat()
        .map((g) => g.collection.id)
        .sort((a, b) => a - b),
    ).toEqual(made.sort((a, b) => a - b));
  });
});

describe(`the market's keyword (${DB_KIND})`, () => {
  it(
    'matches the collection’s name in any language or the creator’s name, any case; % and _ are plain',
    { timeout: 90_000 },
    async () => {
      const seller = await trader(t);
      const word = unique('nebula');
      const a = await itemsOf(t, seller, { count: 1 });
      const b = await itemsOf(t, seller, { count: 1 });
      const c = await itemsOf(t, seller, { count: 1 });
      const d = await itemsOf(t, seller, { count: 1 });
      await rename(a.collectionId, `The ${word} Fox`, `星云狐 ${word}`);
      await rename(b.collectionId, `${word} 100% rare`);
      await rename(c.collectionId, `${word}_x`);
      await rename(d.collectionId, `${word}ax`);
      // A creator of its own, whose name alone matches.
      const tenantId = await tenantIdOf(t.db, 'demo');
      const creatorName = unique('Zephyr Atelier ');
      const now = t.clock();
      const creator = await t.db.kysely
        .insertInto('creators')
        .values({
          tenant_id: tenantId,
          key: unique('cr'),
          name: JSON.stringify({ en: creatorName }),
          search_text: creatorName.toLowerCase(),
          intro: JSON.stringify({ en: '' }),
          avatar_url: '',
          cover_url: '',
          rank: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const e = await itemsOf(t, seller, { count: 1 });
      await t.db.kysely.updateTable('collections').set({ creator_id: creator.id }).where('id', '=', e.collectionId).execute();

      const la = await listed(t, seller, a.ids[0]!, 1_000);
      const lb = await listed(t, seller, b.ids[0]!, 1_100);
      const lc = await listed(t, seller, c.ids[0]!, 1_200);
      const ld = await listed(t, seller, d.ids[0]!, 1_300);
      const le = await listed(t, seller, e.ids[0]!, 1_400);

      const ids = async (keyword: string, host = 'localhost') => {
        const r = await market({ keyword, sortType: 2 }, host);
        expect(r.code, r.msg).toBe(0);
        return r.data.items.map((l) => l.id);
      };
      expect(await ids(word.toUpperCase())).toEqual([la, lb, lc, ld]);
      expect(await ids(`星云狐 ${word}`)).toEqual([la]);
      expect(await ids(`${word} 100%`)).toEqual([lb]);
      expect(await ids(`${word}_`)).toEqual([lc]); // not "nebula…ax": _ is a plain underscore
      expect(await ids(`${word}%x`)).toEqual([]); // % matches only itself
      expect(await ids(creatorName.slice(0, 14).toLowerCase())).toContain(le);
      expect(await ids(creatorName)).toEqual([le]);
      // A taken-off listing is not on the market, whatever it is called.
      expect((await unlist(t, seller, ld)).code).toBe(0);
      expect(await ids(word)).toEqual([la, lb, lc]);
      // Another tenant never sees this tenant's listings.
      expect(await ids(word, 'aurora.localhost')).toEqual([]);
      // Too long a keyword is refused.
      expect((await market({ keyword: 'x'.repeat(51) })).code).toBe(ErrorCode.TEXT_TOO_LONG);
    },
  );

  it('pages with the keyword, the other filters still apply', { timeout: 60_000 }, async () => {
    const seller = await trader(t);
    const word = unique('quokka');
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await itemsOf(t, seller, { count: 1 });
      await rename(c.collectionId, `${word} ${i}`);
      made.push(await listed(t, seller, c.ids[0]!, 1_000 + i * 100));
    }
    const pages = await allPages((cursor) => market({ keyword: word, sortType: 2, pageSize: 2, ...(cursor ? { cursor } : {}) }));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((l) => l.id)).toEqual(made);
    expect((await market({ keyword: word, sortType: 2, priceMin: 1_200, priceMax: 1_300 })).data.items.map((l) => l.id)).toEqual([
      made[2],
      made[3],
    ]);
  });
});

describe(`the global search's blind boxes (${DB_KIND})`, () => {
  it('finds boxes by name in their own group, paged, on their own tenant only', { timeout: 60_000 }, async () => {
    const word = unique('quasar');
    const boxes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { boxId } = await createBlindBox(t, 'demo', [2]);
      await t.db.kysely
        .updateTable('blind_boxes')
        .set({ name: JSON.stringify({ en: `${word} box ${i}` }), search_text: `${word} box ${i}`, rank: 10 - i })
        .where('id', '=', boxId)
        .execute();
      boxes.push(boxId);
    }
    type Result = { collections: Page<unknown>; blindBoxes: Page<{ id: number; name: string }> };
    const first = body<Result>(await call(t.app, search, { lang: 'en', query: { keyword: word.toUpperCase() } }));
    expect(first.code, first.msg).toBe(0);
    expect(first.data.blindBoxes.items.map((b) => b.id)).toEqual(boxes);
    expect(first.data.blindBoxes.items[0]!.name).toBe(`${word} box 0`);
    expect(first.data.collections.items).toEqual([]);

    const pages = await allPages(async (cursor) => {
      const r = body<Result>(
        await call(t.app, search, {
          lang: 'en',
          query: { keyword: word, type: 'blindBox', pageSize: 2, ...(cursor ? { cursor } : {}) },
        }),
      );
      return { code: r.code, data: r.data.blindBoxes };
    });
    expect(pages.map((p) => p.map((b) => b.id))).toEqual([boxes.slice(0, 2), boxes.slice(2)]);

    const elsewhere = body<Result>(await call(t.app, search, { host: 'aurora.localhost', lang: 'en', query: { keyword: word } }));
    expect(elsewhere.data.blindBoxes.items).toEqual([]);
    // A wildcard alone finds nothing it does not hold.
    const wild = body<Result>(await call(t.app, search, { lang: 'en', query: { keyword: `${word}%box` } }));
    expect(wild.data.blindBoxes.items).toEqual([]);
  });
});
