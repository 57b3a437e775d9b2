import fs from 'node:fs';
import path from 'node:path';
import {
  CatalogueSort,
  ErrorCode,
  categoryTree,
  getBlindBox,
  getCollection,
  getCreatorSpace,
  getHomeDecoration,
  getNotice,
  getSeries,
  listBlindBoxes,
  listCollections,
  listCreators,
  listHotSearchWords,
  listNotices,
  listSeries,
  search,
  type CategoryNode,
  type CollectionDetail,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../src/seed/demo-catalogues';
import { createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { allPages, data, env, idOf, type Card, type Page } from './catalogue-helpers';

let t: TestApp;
let token: string;
let auroraToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createUserWithSession(t, 'demo')).token;
  auroraToken = (await createUserWithSession(t, 'aurora')).token;
});
afterAll(async () => {
  await t.close();
});

const mediaPresent = fs.existsSync(path.join(demoCatalogueDir(), '../media/curio-orbit.webm'));
const AURORA = { host: 'aurora.localhost' };

type BoxDetail = Card & {
  items: { collection: { id: number; name: string }; quantity: number; remaining: number; odds: number }[];
  fairnessSeedHash: string | null;
  businessType: number;
};

describe(`catalogue: lists for visitors (${DB_KIND})`, () => {
  it('the market lists listed collections, recommended first by default, every sale state present', async () => {
    const all = await allPages<Card>(t, listCollections, { query: { pageSize: 7 } });
    const tenantId = await tenantIdOf(t.db, 'demo');
    const listed = await t.db.kysely
      .selectFrom('collections')
      .select(['id', 'rank'])
      .where('tenant_id', '=', tenantId)
      .where('listed', '=', 1)
      .orderBy('rank', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(all.map((c) => c.id)).toEqual(listed.map((r) => r.id));
    expect(new Set(all.map((c) => c.saleState))).toEqual(new Set(['upcoming', 'on_sale', 'sold_out', 'ended']));
    for (const c of all) {
      expect(c.remaining).toBe(c.saleState === 'sold_out' ? 0 : c.remaining);
      expect(Number.isInteger(c.price)).toBe(true);
    }
  });

  it('sorts: newest (sale start), price up, price down, popularity; ties broken by id', async () => {
    const by = async (sortType: number) => allPages<Card>(t, listCollections, { query: { sortType, pageSize: 5 } });
    const newest = await by(CatalogueSort.NEWEST);
    const up = await by(CatalogueSort.PRICE_ASC);
    const down = await by(CatalogueSort.PRICE_DESC);
    const popular = await by(CatalogueSort.POPULARITY);
    const sorted = <T>(xs: T[], key: (x: T) => number, dir: 1 | -1) =>
      xs.every((x, i) => i === 0 || dir * (key(x) - key(xs[i - 1]!)) >= 0);
    expect(sorted(newest, (c) => c.saleStart, -1)).toBe(true);
    expect(sorted(up, (c) => c.price, 1)).toBe(true);
    expect(sorted(down, (c) => c.price, -1)).toBe(true);
    expect(sorted(popular, (c) => c.totalSupply - c.remaining, -1)).toBe(true);
    for (const list of [newest, up, down, popular]) expect(list).toHaveLength(newest.length);
    // Equal prices come in id order, in the sort's direction.
    const same = up.filter((c) => c.price === 9900).map((c) => c.id);
    expect(same).toEqual([...same].sort((a, b) => a - b));
  });

  it('filters: category with its sub-categories, price range in fen, sale state, creator, series', async () => {
    const tree = await data<CategoryNode[]>(t, categoryTree, { lang: 'en' });
    const art = tree.find((n) => n.name === 'Art')!;
    const painting = art.children.find((n) => n.name === 'Painting')!;
    const inArt = await allPages<Card>(t, listCollections, { query: { categoryId: art.id } });
    const inPainting = await allPages<Card>(t, listCollections, { query: { categoryId: painting.id } });
    expect(inPainting.length).toBeGreaterThan(0);
    expect(inArt.length).toBeGreaterThan(inPainting.length);
    expect(inArt.map((c) => c.id)).toEqual(expect.arrayContaining(inPainting.map((c) => c.id)));

    const range = await allPages<Card>(t, listCollections, { query: { priceMin: 4900, priceMax: 9900 } });
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((c) => c.price >= 4900 && c.price <= 9900)).toBe(true);
    const free = await allPages<Card>(t, listCollections, { query: { priceMax: 0 } });
    expect(free.map((c) => c.price)).toEqual([0]);

    for (const saleState of ['upcoming', 'on_sale', 'sold_out', 'ended'] as const) {
      const list = await allPages<Card>(t, listCollections, { query: { saleState } });
      expect(list.length, saleState).toBeGreaterThan(0);
      expect(list.every((c) => c.saleState === saleState)).toBe(true);
    }
    const creatorId = await idOf(t.db, 'demo', 'creators', 'lin-studio');
    const seriesId = await idOf(t.db, 'demo', 'series', 'four-seasons');
    const byCreator = await allPages<Card>(t, listCollections, { query: { creatorId } });
    expect(byCreator).toHaveLength(8);
    expect(byCreator.every((c) => c.creator.id === creatorId)).toBe(true);
    const bySeries = await allPages<Card>(t, listCollections, { query: { seriesId } });
    expect(bySeries.map((c) => c.seriesId)).toEqual([seriesId, seriesId, seriesId, seriesId]);
    expect(await allPages<Card>(t, listCollections, { query: { creatorId, seriesId: 999999 } })).toEqual([]);
  });

  it('refuses an invalid price range with PRICE_RANGE_INVALID', async () => {
    const bad: Record<string, string | number>[] = [
      { priceMin: 500, priceMax: 100 },
      { priceMin: -1 },
      { priceMax: '1.5' },
      { priceMin: 'cheap' },
    ];
    for (const query of bad) {
      expect((await env(t, listCollections, { query })).code, JSON.stringify(query)).toBe(ErrorCode.PRICE_RANGE_INVALID);
      expect((await env(t, listBlindBoxes, { query })).code).toBe(ErrorCode.PRICE_RANGE_INVALID);
    }
  });

  it('refuses a broken cursor, a cursor of another sort, and a sort it does not know', async () => {
    const first = await data<Page<Card>>(t, listCollections, { query: { pageSize: 2 } });
    expect(first.nextCursor).not.toBeNull();
    const bad: Record<string, string | number>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('[1,2]').toString('base64url') },
      { cursor: first.nextCursor!, sortType: CatalogueSort.PRICE_ASC },
      { sortType: 9 },
    ];
    for (const query of bad) {
      expect((await env(t, listCollections, { query })).code, JSON.stringify(query)).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await env(t, listSeries, { query: { sortType: CatalogueSort.PRICE_ASC } })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('lists series, creators and blind boxes with their sorts', async () => {
    const series = await allPages<{ id: number; creator: { id: number }; collectionCount: number }>(t, listSeries, {
      query: { pageSize: 2 },
    });
    expect(series.length).toBeGreaterThanOrEqual(5);
    const newestSeries = await allPages<{ id: number }>(t, listSeries, { query: { sortType: CatalogueSort.NEWEST } });
    expect(newestSeries.map((s) => s.id)).toEqual([...newestSeries.map((s) => s.id)].sort((a, b) => b - a));
    const lin = await idOf(t.db, 'demo', 'creators', 'lin-studio');
    const linSeries = await allPages<{ creator: { id: number } }>(t, listSeries, { query: { creatorId: lin } });
    expect(linSeries.map((s) => s.creator.id)).toEqual([lin, lin]);

    const creators = await allPages<{ id: number; name: string; collectionCount: number }>(t, listCreators, {
      query: { pageSize: 2 },
      lang: 'en',
    });
    expect(creators.map((c) => c.name)).toEqual(['Lin Studio', 'Echo Lab', 'Mori Toys', 'Museum Lane']);
    expect(creators.find((c) => c.name === 'Lin Studio')!.collectionCount).toBe(8);

    const boxes = await allPages<Card & { businessType: number }>(t, listBlindBoxes, {});
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((b) => b.saleState))).toEqual(new Set(['on_sale', 'upcoming', 'sold_out']));
    expect(boxes.every((b) => b.businessType === 3)).toBe(true);
    const cheap = await allPages<Card>(t, listBlindBoxes, { query: { sortType: CatalogueSort.PRICE_ASC, priceMax: 6900 } });
    expect(cheap.map((b) => b.price)).toEqual([990, 6900]);
  });

  it('the home decoration: banners with resolved links, notice headlines, sections filled at the server time', async () => {
    const home = await data<{
      banners: { title: string; imageUrl: string; link: string }[];
      noticeHeadlines: { publishedAt: number }[];
      sections: { key: string; kind: string; title: string; items: (Card & { id: number })[] }[];
      serverTime: number;
    }>(t, getHomeDecoration, { lang: 'en' });
    const seriesId = await idOf(t.db, 'demo', 'series', 'curio-orbit');
    expect(home.banners.map((b) => b.link)).toEqual([
      `/pages/detail/series?id=${seriesId}`,
      `/pages/detail/collection?id=${await idOf(t.db, 'demo', 'collections', 'autumn-river')}`,
      `/pages/detail/blindbox?id=${await idOf(t.db, 'demo', 'blind_boxes', 'cloud-pals-box')}`,
    ]);
    expect(home.banners.every((b) => b.imageUrl.startsWith('/api/file/download/'))).toBe(true);
    expect(home.noticeHeadlines).toHaveLength(3);
    expect(home.noticeHeadlines.map((n) => n.publishedAt)).toEqual(
      [...home.noticeHeadlines.map((n) => n.publishedAt)].sort((a, b) => b - a),
    );
    expect(home.sections.map((s) => s.kind)).toEqual(['upcoming', 'picked', 'recommended', 'blindBoxes', 'series', 'creators']);
    const upcoming = home.sections[0]!.items;
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((c) => c.saleState === 'upcoming' && c.saleStart > home.serverTime)).toBe(true);
    expect(upcoming.map((c) => c.saleStart)).toEqual([...upcoming.map((c) => c.saleStart)].sort((a, b) => a - b));
    expect(home.sections[1]!.items.map((c) => c.name)).toEqual(['Orbit in Motion', 'Relic in 3D', 'Spring Rain', 'Four-Ram Zun']);
    expect(home.sections[2]!.items).toHaveLength(10);
    expect(home.sections[5]!.items).toHaveLength(4);
  });

  it('sale state follows the server clock: an upcoming drop opens when its start passes', async () => {
    const id = await idOf(t.db, 'demo', 'collections', 'autumn-river');
    const before = await data<CollectionDetail>(t, getCollection, { params: { id: String(id) }, token });
    expect(before.saleState).toBe('upcoming');
    expect(before.saleStart - before.serverTime).toBeLessThanOrEqual(3 * 60_000);
    t.clock.advance(4 * 60_000);
    try {
      const after = await data<CollectionDetail>(t, getCollection, { params: { id: String(id) }, token });
      expect(after.saleState).toBe('on_sale');
    } finally {
      t.clock.advance(-4 * 60_000);
    }
  });

  it('hot search words, in the tenant’s order and language', async () => {
    expect((await data<{ words: string[] }>(t, listHotSearchWords, { lang: 'zh-CN' })).words).toEqual([
      '四季',
      '盲盒',
      'Orbit',
      '青铜',
      '云朵',
    ]);
    expect((await data<{ words: string[] }>(t, listHotSearchWords, { ...AURORA })).words[0]).toBe('Nebula');
  });
});

describe(`catalogue: details need a session (${DB_KIND})`, () => {
  it('a visitor is sent to login on a collection, series or blind box detail; lists and spaces stay open', async () => {
    const params = { id: String(await idOf(t.db, 'demo', 'collections', 'spring-rain')) };
    const seriesParams = { id: String(await idOf(t.db, 'demo', 'series', 'four-seasons')) };
    const boxParams = { id: String(await idOf(t.db, 'demo', 'blind_boxes', 'cloud-pals-box')) };
    for (const [def, p] of [
      [getCollection, params],
      [getSeries, seriesParams],
      [getBlindBox, boxParams],
    ] as const) {
      expect((await env(t, def, { params: p })).code, def.operationId).toBe(ErrorCode.LOGIN_REQUIRED);
      expect((await env(t, def, { params: p, token: 'not-a-session' })).code, def.operationId).toBe(ErrorCode.SESSION_EXPIRED);
      // A session of another tenant is no session here.
      expect((await env(t, def, { params: p, token: auroraToken })).code, def.operationId).toBe(ErrorCode.SESSION_EXPIRED);
      expect((await env(t, def, { params: p, token })).code, def.operationId).toBe(0);
    }
    const creator = { id: String(await idOf(t.db, 'demo', 'creators', 'lin-studio')) };
    expect((await env(t, getCreatorSpace, { params: creator })).code).toBe(0);
  });

  it('a collection detail carries what the page shows', async () => {
    const id = await idOf(t.db, 'demo', 'collections', 'spring-rain');
    const d = await data<CollectionDetail>(t, getCollection, { params: { id: String(id) }, token, lang: 'en' });
    expect(d).toMatchObject({
      id,
      name: 'Spring Rain',
      price: 9900,
      totalSupply: 1000,
      remaining: 588,
      saleState: 'on_sale',
      creator: { name: 'Lin Studio' },
      series: { name: 'Four Seasons' },
      perUserLimit: 5,
      holdHoursBeforeTransfer: 24,
      businessType: 4,
      saleKind: 1,
      listed: true,
      onChain: { standard: 'ERC-721', chainName: null, contractAddress: null },
      media: { kind: 'image', posterUrl: null, contentType: 'image/svg+xml' },
    });
    expect(d.description).toContain('Spring Rain');
    expect(d.categoryId).not.toBeNull();
    expect(d.saleEnd).toBeGreaterThan(d.serverTime);
    expect(d.copyright).toMatchObject({ holder: 'Lin Studio', issuer: 'Digital Works Copyright Registry' });
    expect(d.copyright!.certificateNo).toMatch(/^CD-2026-\d{6}$/);
    expect(d.privileges.length).toBeGreaterThan(0);
    for (const p of d.privileges) expect(p.usageCount).toBeGreaterThan(0);
    // The medium is served by this tenant.
    const img = await t.app.inject({ url: d.media.url, headers: { host: 'localhost' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    // A blind-box item is not listed but has its detail.
    const pip = await data<CollectionDetail>(t, getCollection, {
      params: { id: String(await idOf(t.db, 'demo', 'collections', 'cloud-pal-pip')) },
      token,
    });
    expect(pip.listed).toBe(false);
  });

  it.runIf(mediaPresent)('a video collection has its sources and poster; a glb its model and poster', async () => {
    const video = await data<CollectionDetail>(t, getCollection, {
      params: { id: String(await idOf(t.db, 'demo', 'collections', 'curio-orbit')) },
      token,
    });
    expect(video.media.kind).toBe('video');
    expect(video.media.sources.map((s) => s.contentType)).toEqual(['video/webm', 'video/mp4']);
    expect(video.media.posterUrl).toBe(video.coverUrl);
    const model = await data<CollectionDetail>(t, getCollection, {
      params: { id: String(await idOf(t.db, 'demo', 'collections', 'curio-relic')) },
      token,
    });
    expect(model.media).toMatchObject({ kind: 'glb', contentType: 'model/gltf-binary' });
    expect(model.media.posterUrl).not.toBeNull();
  });

  it('a blind box shows its items, configured and remaining, with odds weighted by remaining stock', async () => {
    const id = await idOf(t.db, 'demo', 'blind_boxes', 'cloud-pals-box');
    const box = await data<BoxDetail>(t, getBlindBox, { params: { id: String(id) }, token, lang: 'en' });
    expect(box).toMatchObject({
      price: 6900,
      totalSupply: 100,
      remaining: 76,
      saleState: 'on_sale',
      businessType: 3,
      fairnessSeedHash: null,
    });
    expect(box.items.map((i) => [i.collection.name, i.quantity, i.remaining])).toEqual([
      ['Cloud Pal Pip', 60, 48],
      ['Cloud Pal Lulu', 30, 24],
      ['Cloud Pal Gogo (hidden)', 10, 9],
    ]);
    expect(box.items.map((i) => i.odds)).toEqual([0.592593, 0.296296, 0.111111]);
    expect(box.items.reduce((n, i) => n + i.odds, 0)).toBeCloseTo(1, 5);

    const soldOut = await data<BoxDetail>(t, getBlindBox, {
      params: { id: String(await idOf(t.db, 'demo', 'blind_boxes', 'bronze-box')) },
      token,
    });
    expect(soldOut.saleState).toBe('sold_out');
    expect(soldOut.remaining).toBe(0);
    expect(soldOut.items.every((i) => i.remaining === 0 && i.odds === 0)).toBe(true);
    const upcoming = await data<BoxDetail>(t, getBlindBox, {
      params: { id: String(await idOf(t.db, 'demo', 'blind_boxes', 'waveform-remix-box')) },
      token,
    });
    expect(upcoming.saleState).toBe('upcoming');
    expect(upcoming.items.map((i) => i.odds)).toEqual([0.625, 0.3125, 0.0625]);
  });

  it('a series detail with its collections; a creator space with theirs', async () => {
    const id = await idOf(t.db, 'demo', 'series', 'four-seasons');
    const s = await data<{ name: string; description: string; collectionCount: number; collections: Page<Card> }>(t, getSeries, {
      params: { id: String(id) },
      token,
      lang: 'en',
    });
    expect(s).toMatchObject({ name: 'Four Seasons', collectionCount: 4 });
    expect(s.collections.items.map((c) => c.seriesId)).toEqual([id, id, id, id]);
    expect(s.collections.nextCursor).toBeNull();

    const creatorId = await idOf(t.db, 'demo', 'creators', 'mori-toys');
    const space = await data<{
      creator: { name: string; seriesCount: number; collectionCount: number; coverUrl: string };
      series: { creator: { id: number } }[];
      collections: Page<Card>;
      blindBoxes: Card[];
    }>(t, getCreatorSpace, { params: { id: String(creatorId) }, lang: 'en' });
    expect(space.creator).toMatchObject({ name: 'Mori Toys', seriesCount: 1, collectionCount: 2 });
    expect(space.creator.coverUrl).not.toBe('');
    expect(space.series.every((x) => x.creator.id === creatorId)).toBe(true);
    expect(space.collections.items.every((c) => c.creator.id === creatorId)).toBe(true);
    expect(space.blindBoxes.map((b) => b.name)).toEqual(['Cloud Pals Blind Box']);
  });
});

describe(`catalogue: search (${DB_KIND})`, () => {
  type Found = { collections: Page<{ name: string }>; series: Page<{ name: string }>; creators: Page<{ name: string }> };

  it('matches names in any language, case-insensitive, grouped', async () => {
    const spring = await data<Found>(t, search, { query: { keyword: 'SPRING' }, lang: 'en' });
    expect(spring.collections.items.map((c) => c.name)).toEqual(['Spring Rain']);
    const zh = await data<Found>(t, search, { query: { keyword: '春雨' }, lang: 'en' });
    expect(zh.collections.items.map((c) => c.name)).toEqual(['Spring Rain']);
    const lin = await data<Found>(t, search, { query: { keyword: 'lin' }, lang: 'en' });
    expect(lin.creators.items.map((c) => c.name)).toEqual(['Lin Studio']);
    const seasons = await data<Found>(t, search, { query: { keyword: 'four' }, lang: 'en' });
    expect(seasons.series.items.map((s) => s.name)).toEqual(['Four Seasons']);
    expect(seasons.collections.items.map((c) => c.name)).toEqual(['Four-Ram Zun']);
  });

  it('takes % and _ literally, and pages one group with its cursor', async () => {
    expect((await data<Found>(t, search, { query: { keyword: '%' } })).collections.items).toEqual([]);
    expect((await data<Found>(t, search, { query: { keyword: '_' } })).collections.items).toEqual([]);
    const first = await data<Found>(t, search, { query: { keyword: 'wave', type: 'collection', pageSize: 2 }, lang: 'en' });
    expect(first.series.items).toEqual([]);
    expect(first.collections.items).toHaveLength(2);
    let cursor = first.collections.nextCursor;
    const names = first.collections.items.map((c) => c.name);
    while (cursor) {
      const next = await data<Found>(t, search, {
        query: { keyword: 'wave', type: 'collection', pageSize: 2, cursor },
        lang: 'en',
      });
      names.push(...next.collections.items.map((c) => c.name));
      cursor = next.collections.nextCursor;
    }
    expect(names.sort()).toEqual(['Waveform 01 · Morning', 'Waveform 02 · Noon', 'Waveform 03 · Dusk', 'Waveform 04 · Night']);
    expect((await env(t, search, { query: { keyword: 'wave', cursor: first.collections.nextCursor! } })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await env(t, search, { query: { keyword: '  ' } })).code).toBe(ErrorCode.FIELD_REQUIRED);
  });
});

describe(`catalogue: notices (${DB_KIND})`, () => {
  it('lists published notices newest first; the detail has the rich text; a scheduled one is not there yet', async () => {
    const tenantId = await tenantIdOf(t.db, 'demo');
    await t.app.catalogue.writer.import(
      {
        format: 'curio-catalogue',
        version: 1,
        notices: [{ key: 'later', title: 'Later', html: '<p>soon</p>', publishedMinutesAgo: -60 }],
      },
      { tenantId, baseDir: '.', now: t.clock() },
    );
    const notices = await allPages<{ id: number; title: string; publishedAt: number }>(t, listNotices, {
      query: { pageSize: 2 },
      lang: 'en',
    });
    expect(notices.map((n) => n.title)).toEqual([
      'Scheduled maintenance',
      'This week’s drops',
      'How blind boxes stay fair',
      'Curio Demo is open',
    ]);
    const detail = await data<{ html: string; title: string }>(t, getNotice, {
      params: { id: String(notices[3]!.id) },
      lang: 'en',
    });
    expect(detail.html).toContain('<strong>drops</strong>');
    const later = await idOf(t.db, 'demo', 'notices', 'later');
    expect((await env(t, getNotice, { params: { id: String(later) } })).code).toBe(ErrorCode.NOT_FOUND);
    t.clock.advance(61 * 60_000);
    try {
      expect((await env(t, getNotice, { params: { id: String(later) } })).code).toBe(0);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
  });
});

describe(`catalogue: tenant isolation (${DB_KIND})`, () => {
  it("another tenant's ids answer not found, and its rows never appear in a list", async () => {
    const foreign = {
      collection: await idOf(t.db, 'aurora', 'collections', 'nebula-01'),
      series: await idOf(t.db, 'aurora', 'series', 'nebula-drift'),
      box: await idOf(t.db, 'aurora', 'blind_boxes', 'mystery-sky-box'),
      creator: await idOf(t.db, 'aurora', 'creators', 'nova-generative'),
      notice: await idOf(t.db, 'aurora', 'notices', 'welcome'),
    };
    const nf = async (def: Parameters<typeof env>[1], id: number, withToken = true) =>
      (await env(t, def, { params: { id: String(id) }, ...(withToken ? { token } : {}) })).code;
    expect(await nf(getCollection, foreign.collection)).toBe(ErrorCode.NOT_FOUND);
    expect(await nf(getSeries, foreign.series)).toBe(ErrorCode.NOT_FOUND);
    expect(await nf(getBlindBox, foreign.box)).toBe(ErrorCode.NOT_FOUND);
    expect(await nf(getCreatorSpace, foreign.creator, false)).toBe(ErrorCode.NOT_FOUND);
    expect(await nf(getNotice, foreign.notice, false)).toBe(ErrorCode.NOT_FOUND);
    for (const id of ['0', 'abc', '99999999', '2147483648']) {
      expect((await env(t, getCollection, { params: { id }, token })).code, id).toBe(ErrorCode.NOT_FOUND);
    }
    // Aurora's own user sees them on Aurora's host.
    expect(
      (await env(t, getCollection, { ...AURORA, params: { id: String(foreign.collection) }, token: auroraToken })).code,
    ).toBe(0);

    const demoIds = new Set((await allPages<Card>(t, listCollections, {})).map((c) => c.id));
    const auroraList = await allPages<Card>(t, listCollections, AURORA);
    expect(auroraList.length).toBeGreaterThan(0);
    expect(auroraList.filter((c) => demoIds.has(c.id))).toEqual([]);
    // A filter naming another tenant's creator or series finds nothing.
    expect(await allPages<Card>(t, listCollections, { query: { creatorId: foreign.creator } })).toEqual([]);
    expect(await allPages<Card>(t, listCollections, { query: { seriesId: foreign.series } })).toEqual([]);
    const found = await data<{ collections: Page<unknown> }>(t, search, { query: { keyword: 'nebula' } });
    expect(found.collections.items).toEqual([]);
  });
});
