import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ErrorCode, uploadFile } from '@curio/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { S3Storage } from '../src/providers/storage/s3-storage';
import { body, call, createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { makePng, multipart } from './fixtures';
import { objectsUnder, s3Client, s3Env, s3Prefix } from './support/s3';

// The app with FILE_STORAGE=s3 (decision 051), against the run's S3-compatible server, under a prefix of its own.
let t: TestApp;
let token: string;
let tenantId: number;
let prefix: string;
let client: S3Client;
beforeAll(async () => {
  prefix = s3Prefix(`app-${DB_KIND}`);
  t = await createTestApp(s3Env(prefix));
  ({ token } = await createUserWithSession(t, 'demo'));
  tenantId = await tenantIdOf(t.db, 'demo');
  client = s3Client();
});
afterAll(async () => {
  (t.app.providers.storage as S3Storage).close();
  client.destroy();
  await t.close();
});

async function upload(content: Buffer, filename: string, type = 'application/octet-stream') {
  const mp = multipart('file', filename, type, content);
  return body<{ id: string; url: string; contentType: string; size: number }>(
    await call(t.app, uploadFile, { token, headers: { 'content-type': mp.contentType }, body: mp.payload }),
  );
}

const get = (url: string, accept = 'image/avif,image/webp,image/*,*/*;q=0.8') =>
  t.app.inject({ url, headers: { host: 'localhost', accept } });

const fileRows = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A photo-like PNG, 1000 x 400 (a gradient, so that it does not compress to nothing). */
async function widePng(): Promise<Buffer> {
  const w = 1000;
  const h = 400;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31) % 251;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

describe(`files in an S3-compatible object store (${DB_KIND})`, () => {
  it('the storage is the object store the environment names', () => {
    expect(t.app.providers.storage).toBeInstanceOf(S3Storage);
  });

  it('an upload lands in the bucket, not on disk, and downloads through the server with its type, nosniff and CSP', async () => {
    const png = makePng(16, 16, [200, 40, 90]);
    const up = await upload(png, 'a.png', 'image/png');
    expect(up.code).toBe(0);
    const key = `t${tenantId}/${up.data.id}`;
    expect(await objectsUnder(client, `${prefix}/`)).toContainEqual({ key: `${prefix}/${key}`, size: png.length });
    expect(fs.existsSync(path.join(t.dataDir, 'files', key))).toBe(false);
    // The store holds bytes, not a type: what a file is is the server's to say.
    const head = await client.send(new HeadObjectCommand({ Bucket: inject('testS3').bucket, Key: `${prefix}/${key}` }));
    expect(head.ContentType).toBe('application/octet-stream');

    const dl = await get(up.data.url);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-length']).toBe(String(png.length));
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(dl.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(dl.rawPayload, png)).toBe(0);
  });

  it('a sized image is made once, kept in the bucket beside the original, and served from there', async () => {
    const original = await widePng();
    const up = await upload(original, 'wide.png');
    const key = `${prefix}/t${tenantId}/${up.data.id}`;
    const rows = await fileRows();

    const first = await get(`${up.data.url}?w=300`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['vary']).toMatch(/accept/i);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 128 });
    const objects = await objectsUnder(client, `${key}.`);
    expect(objects).toEqual([{ key: `${key}.w320.webp`, size: first.rawPayload.length }]);

    const second = await get(`${up.data.url}?w=310`);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(await objectsUnder(client, `${key}.`)).toEqual(objects);
    expect(await fileRows()).toBe(rows);

    const png = await get(`${up.data.url}?w=640`, 'image/png');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await objectsUnder(client, `${key}.`)).map((o) => o.key)).toContain(`${key}.w640.png`);
  });

  it('refuses SVG and HTML uploads whatever they are called, and stores nothing', async () => {
    const before = await objectsUnder(client, `${prefix}/`);
    const rows = await fileRows();
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    const html = await upload(Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'photo.png', 'image/png');
    expect(html.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);
    expect(await objectsUnder(client, `${prefix}/`)).toEqual(before);
    expect(await fileRows()).toBe(rows);
  });

  it('an SVG the platform stored itself is served as SVG in the sandbox, though the bucket calls it bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');
    const saved = await t.app.file.files.save(tenantId, null, svg, 'image/svg+xml', 'logo.svg');
    const res = await get(saved.url);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, svg)).toBe(0);
  });

  it('a file whose object is gone from the bucket answers 404, sized or not', async () => {
    const up = await upload(makePng(8, 8), 'gone.png');
    await client.send(new DeleteObjectCommand({ Bucket: inject('testS3').bucket, Key: `${prefix}/t${tenantId}/${up.data.id}` }));
    expect((await get(up.data.url)).statusCode).toBe(404);
    expect((await get(`${up.data.url}?w=320`)).statusCode).toBe(404);
  });
});
