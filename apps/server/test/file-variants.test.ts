import { ErrorCode, uploadFile } from '@curio/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';
import { makePng, multipart } from './fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUserWithSession(t, 'demo'));
});
afterAll(async () => {
  await t.close();
});

async function upload(content: Buffer, filename: string): Promise<string> {
  const mp = multipart('file', filename, 'application/octet-stream', content);
  const res = body<{ url: string }>(
    await call(t.app, uploadFile, { token, headers: { 'content-type': mp.contentType }, body: mp.payload }),
  );
  expect(res.code).toBe(0);
  return res.data.url;
}

const get = (url: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', host = 'localhost') =>
  t.app.inject({ url, headers: { host, accept } });

/** A real photo-like PNG, 1000 x 400 (a gradient, so that it does not compress to nothing). */
async function widePng(): Promise<Buffer> {
  const w = 1000;
  const h = 400;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = (x * y) % 256;
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

const fileRows = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`images served at the size they are shown (${DB_KIND})`, () => {
  let original: Buffer;
  let url: string;
  beforeAll(async () => {
    original = await widePng();
    url = await upload(original, 'wide.png');
  });

  it('a phone asking for 300 device pixels gets a 320-pixel WebP, much smaller than the original', async () => {
    const res = await get(`${url}?w=300`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['vary']).toMatch(/accept/i);
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 128 });
    expect(res.rawPayload.length).toBeLessThan(original.length / 4);
  });

  it('is made once: the second answer is the same bytes and no file row is added', async () => {
    const rows = await fileRows();
    const first = await get(`${url}?w=480`);
    const second = await get(`${url}?w=470`);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect((await sharp(second.rawPayload).metadata()).width).toBe(480);
    expect(await fileRows()).toBe(rows);
  });

  it('a client that does not take WebP gets the stored format at that width', async () => {
    const res = await get(`${url}?w=640`, 'image/png,image/*;q=0.8');
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640, height: 256 });
  });

  it('never enlarges: asking for more than the image has gives the image at its own size', async () => {
    const png = await get(`${url}?w=1280`, 'image/png');
    expect(Buffer.compare(png.rawPayload, original)).toBe(0);
    const webp = await get(`${url}?w=1280`);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1000 });
  });

  it('without a width the file is served byte for byte, as before', async () => {
    const res = await get(url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, original)).toBe(0);
  });

  describe('an SVG (a drawing: decision 084)', () => {
    // 10 x 5 as declared: the left half red, the right half blue.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5">' +
        '<rect width="5" height="5" fill="#f00"/><rect x="5" width="5" height="5" fill="#00f"/></svg>',
    );
    let svgUrl: string;
    beforeAll(async () => {
      const tenantId = (await t.db.kysely.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
        .id;
      svgUrl = (await t.app.file.files.save(tenantId, null, svg, 'image/svg+xml', 'a.svg')).url;
    });

    it('asked for at a width, comes back drawn at that width (larger than it declares: a drawing has no pixels to lose)', async () => {
      const res = await get(`${svgUrl}?w=300`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['vary']).toMatch(/accept/i);
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 320, height: 160 });
      // Drawn, not a blank: red on the left, blue on the right.
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const [r1, , b1] = at(40, 80);
      const [r2, , b2] = at(280, 80);
      expect(r1).toBeGreaterThan(200);
      expect(b1).toBeLessThan(60);
      expect(b2).toBeGreaterThan(200);
      expect(r2).toBeLessThan(60);
    });

    it('as PNG to a client that does not take WebP, and made once', async () => {
      const rows = await fileRows();
      const first = await get(`${svgUrl}?w=160`, 'image/png,image/*;q=0.8');
      const second = await get(`${svgUrl}?w=100`, 'image/png,image/*;q=0.8');
      expect(first.headers['content-type']).toBe('image/png');
      expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'png', width: 160, height: 80 });
      expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
      expect(await fileRows()).toBe(rows);
    });

    it('without a width, comes back as stored (the drawing itself, compressed on the way)', async () => {
      const res = await get(svgUrl);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(Buffer.compare(res.rawPayload, svg)).toBe(0);
    });

    it('a drawing the resizer cannot read is served as stored', async () => {
      const tenantId = (await t.db.kysely.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
        .id;
      const broken = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect');
      const url = (await t.app.file.files.save(tenantId, null, broken, 'image/svg+xml', 'broken.svg')).url;
      const res = await get(`${url}?w=320`);
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, broken)).toBe(0);
    });
  });

  it('an image the resizer cannot read is served as stored, not as an error', async () => {
    const broken = makePng(4, 4);
    // Keep the PNG signature, break what follows it.
    broken.fill(0x41, 16);
    const brokenUrl = await upload(broken, 'broken.png');
    const res = await get(`${brokenUrl}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, broken)).toBe(0);
  });

  it('refuses a width that is not a positive whole number of at most four digits', async () => {
    for (const w of ['0', 'abc', '-5', '12.5', '99999', '']) {
      const res = await get(`${url}?w=${w}`);
      expect(body(res).code, `w=${w}`).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it("another tenant's host does not find the file, whatever the width", async () => {
    expect((await get(`${url}?w=320`, undefined, 'aurora.localhost')).statusCode).toBe(404);
  });
});
