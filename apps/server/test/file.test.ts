import { ErrorCode, uploadFile } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';
import { makePng, multipart } from './fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  ({ token } = await createUserWithSession(t, 'demo'));
});
afterAll(async () => {
  await t.close();
});

async function upload(content: Buffer, filename: string, type: string, o: { token?: string; host?: string; lang?: string } = {}) {
  const mp = multipart('file', filename, type, content);
  return call(t.app, uploadFile, {
    token: o.token ?? token,
    host: o.host,
    lang: o.lang,
    headers: { 'content-type': mp.contentType },
    body: mp.payload,
  });
}

async function fileCount() {
  const r = await t.db.kysely
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe(`file upload and download (${DB_KIND})`, () => {
  it('stores an image and serves it back byte for byte', async () => {
    const png = makePng(8, 8);
    const res = body<{ id: string; url: string; contentType: string; size: number }>(await upload(png, 'a.png', 'image/png'));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ contentType: 'image/png', size: png.length });
    const dl = await t.app.inject({ url: res.data.url, headers: { host: 'localhost' } });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(dl.rawPayload, png)).toBe(0);
  });

  it('trusts the content, not the name: a PNG named .jpg is stored as PNG', async () => {
    const res = body<{ contentType: string }>(await upload(makePng(), 'photo.jpg', 'image/jpeg'));
    expect(res.data.contentType).toBe('image/png');
  });

  it('refuses a file over the size limit with the catalogue text and stores nothing', async () => {
    const before = await fileCount();
    const big = makePng(4, 4, [1, 2, 3], 1024 * 1024 + 10);
    const res = body(await upload(big, 'big.png', 'image/png', { lang: 'en' }));
    expect(res.code).toBe(ErrorCode.FILE_TOO_LARGE);
    expect(res.msg).toContain('1');
    expect(res.msg).toMatch(/MB/);
    const zh = body(await upload(big, 'big.png', 'image/png', { lang: 'zh-CN' }));
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await fileCount()).toBe(before);
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    const before = await fileCount();
    const text = body(await upload(Buffer.from('hello, not an image'), 'x.png', 'image/png', { lang: 'en' }));
    expect(text.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const svg = body(
      await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ),
    );
    expect(svg.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    expect(await fileCount()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const mp = multipart('file', 'a.png', 'image/png', makePng());
    const res = await call(t.app, uploadFile, { headers: { 'content-type': mp.contentType }, body: mp.payload });
    expect(body(res).code).toBe(ErrorCode.LOGIN_REQUIRED);
    const bad = await call(t.app, uploadFile, {
      token: 'not-a-real-token-but-long-enough',
      headers: { 'content-type': mp.contentType },
      body: mp.payload,
    });
    expect(body(bad).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('an unknown file answers 404', async () => {
    const res = await t.app.inject({ url: '/api/file/download/AAAAAAAAAAAAAAAAAAAAAA', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
  });
});
