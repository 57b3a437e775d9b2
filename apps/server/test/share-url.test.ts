import { ErrorCode, shorten } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`short links (${DB_KIND})`, () => {
  it('shortens a page of the storefront and redirects to it', async () => {
    const url = 'http://localhost:8080/#/pages/register/index?inviteCode=ABCDEFG';
    const res = body<{ code: string; shortUrl: string; url: string }>(await call(t.app, shorten, { body: { url } }));
    expect(res.code).toBe(0);
    expect(res.data.shortUrl).toBe(`http://localhost/s/${res.data.code}`);
    const go = await t.app.inject({ url: `/s/${res.data.code}`, headers: { host: 'localhost' } });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(url);
  });

  it('the same URL gets the same code', async () => {
    const a = body<{ code: string }>(await call(t.app, shorten, { body: { url: '/#/pages/market/index' } }));
    const b = body<{ code: string }>(await call(t.app, shorten, { body: { url: '/#/pages/market/index' } }));
    expect(a.data.code).toBe(b.data.code);
  });

  it('counts visits', async () => {
    const a = body<{ code: string }>(await call(t.app, shorten, { body: { url: '/#/pages/series/index' } }));
    await t.app.inject({ url: `/s/${a.data.code}`, headers: { host: 'localhost' } });
    await t.app.inject({ url: `/s/${a.data.code}`, headers: { host: 'localhost' } });
    const row = await t.db.kysely
      .selectFrom('short_links')
      .select('visits')
      .where('code', '=', a.data.code)
      .executeTakeFirstOrThrow();
    expect(row.visits).toBe(2);
  });

  it('refuses links that leave the platform, and stores nothing', async () => {
    for (const url of [
      'https://evil.example.com/phish',
      '//evil.example.com/x',
      'javascript:alert(1)',
      'http://aurora.localhost/#/',
    ]) {
      const res = body(await call(t.app, shorten, { body: { url }, lang: 'en' }));
      expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const rows = await t.db.kysely.selectFrom('short_links').select('url').execute();
    expect(rows.some((r) => r.url.includes('evil') || r.url.includes('aurora'))).toBe(false);
  });

  it('refuses an empty or missing url with the validation code', async () => {
    expect(body(await call(t.app, shorten, { body: { url: '' } })).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body(await call(t.app, shorten, { body: {} })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('an unknown code answers 404', async () => {
    expect((await t.app.inject({ url: '/s/zzzzzzz', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });

  it('limits how many links one client may make in a minute', async () => {
    let limited = 0;
    for (let i = 0; i < 35; i++) {
      const res = body(await call(t.app, shorten, { body: { url: `/#/pages/detail/collection?id=${i}` } }));
      if (res.code === ErrorCode.RATE_LIMITED) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe(`urlencoded request bodies (${DB_KIND})`, () => {
  it('are read like JSON ones (spec: data encoded as JSON or urlencoded per content type)', async () => {
    const res = await call(t.app, shorten, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ url: '/#/pages/home/notice/list' }).toString(),
      lang: 'en',
      ip: '10.20.30.40',
    });
    const b = body<{ code: string; url: string }>(res);
    expect(b.code).toBe(0);
    expect(b.data.url).toBe('/#/pages/home/notice/list');
  });
});
