import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getCurrentTime, getHomeDecoration, uploadFile } from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, negotiateEncoding } from '../src/plugins/compression';
import { securityHeaders } from '../src/plugins/security-headers';
import { makePng, multipart } from './fixtures';
import { body, call, createTestApp, createUserWithSession, type TestApp } from './helpers';

// How the server delivers bytes (decision 023): the built assets in the brotli or gzip copy made at build
// time, dynamic answers compressed above a small size, hashed assets cached for a year, the page revalidated
// and kept out of shared caches, the security policy headers on pages and not on API answers.

const root = path.resolve(import.meta.dirname, '../../..');
const PAGE_POLICY = securityHeaders();
const ENTRY = 'assets/index-C0ffee12.js';

/** A built web app as Vite lays it out, precompressed by the web build's own step. */
function fakeWebBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  const lines = Array.from({ length: 200 }, (_, i) => `export const item${i} = { id: ${i}, label: "collectible ${i}" };`);
  fs.writeFileSync(path.join(dir, ENTRY), lines.join('\n'));
  fs.writeFileSync(path.join(dir, 'assets/tiny-Ab12Cd34.js'), 'export{};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: ENTRY } }));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#F8F8F8" />
    <title>Curio</title>
    <script type="module" crossorigin src="/${ENTRY}"></script>
    <!-- ${'a comment that makes the page larger than the compression threshold '.repeat(20)} -->
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  execFileSync(process.execPath, [path.join(root, 'apps/web/scripts/precompress.mjs'), dir], { stdio: 'pipe' });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'localhost', ...headers } });

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

let t: TestApp;
let web: string;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
  fakeWebBuild(web);
  t = await createTestApp({ WEB_DIST: web });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('the build step', () => {
  it('writes a brotli and a gzip copy next to each compressible file when smaller, and none for the page', () => {
    const entry = fs.readFileSync(path.join(web, ENTRY));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(web, `${ENTRY}.br`)))).toEqual(entry);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(web, `${ENTRY}.gz`)))).toEqual(entry);
    expect(fs.existsSync(path.join(web, 'favicon.svg.br'))).toBe(true);
    // Nine bytes do not get smaller; the page is compressed per request by the server.
    expect(fs.existsSync(path.join(web, 'assets/tiny-Ab12Cd34.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(web, 'assets/tiny-Ab12Cd34.js.gz'))).toBe(false);
    expect(fs.existsSync(path.join(web, 'index.html.br'))).toBe(false);
    expect(fs.existsSync(path.join(web, '.vite/manifest.json.br'))).toBe(false);
  });
});

describe('built assets', () => {
  const original = () => fs.readFileSync(path.join(web, ENTRY));

  it('go out as the brotli copy when the browser accepts br', async () => {
    const res = await get(`/${ENTRY}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(varies(res)).toContain('accept-encoding');
    expect(res.rawPayload).toEqual(fs.readFileSync(path.join(web, `${ENTRY}.br`)));
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(original());
  });

  it('go out as the gzip copy when the browser accepts gzip only', async () => {
    const res = await get(`/${ENTRY}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res)).toContain('accept-encoding');
    expect(res.rawPayload).toEqual(fs.readFileSync(path.join(web, `${ENTRY}.gz`)));
    expect(zlib.gunzipSync(res.rawPayload)).toEqual(original());
  });

  it('go out as they are without Accept-Encoding, and when the copy was not worth making', async () => {
    const plain = await get(`/${ENTRY}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toContain('accept-encoding');
    expect(plain.rawPayload).toEqual(original());
    const tiny = await get('/assets/tiny-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{};');
  });

  it('hashed assets are cached for a year and never revalidated; other files for an hour', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const res = await get(`/${ENTRY}`, encoding ? { 'accept-encoding': encoding } : {});
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a revalidation of an unchanged file answers 304 with the same caching rule', async () => {
    const first = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/favicon.svg', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    expect(varies(again)).toContain('accept-encoding');
    // Each encoding is its own representation, with its own validator.
    const plain = await get('/favicon.svg');
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });

  it('carry nosniff but not the page policy', async () => {
    const res = await get(`/${ENTRY}`, { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('the build manifest is not served', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
      '//.vite/manifest.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('index.html');
    }
  });
});

describe('the page', () => {
  it('is revalidated, kept out of shared caches, and carries the security policy', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(varies(res)).toContain('accept-encoding');
      for (const [name, value] of Object.entries(PAGE_POLICY)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is compressed per request, in the encoding the browser accepts, to the same page', async () => {
    // The page carries the server's clock (decision 024): the same page but for that reading.
    const sameBut = (html: string) => html.replace(/"timestamp":\d+/, '"timestamp":0');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<script id="curio-runtime" type="application/json">');
    expect(plain.body).toContain('id="curio-first-paint"');
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(sameBut(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(sameBut(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await get('/', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sameBut(zlib.gunzipSync(gz.rawPayload).toString())).toBe(sameBut(plain.body));
  });

  it("the server's other HTML pages carry the same policy (the DID sandbox page)", async () => {
    const redirect = encodeURIComponent('http://localhost:8080/#/pages/login/digitalIdentity');
    const res = await get(`/api/dev/did-sandbox?redirect=${redirect}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const [name, value] of Object.entries(PAGE_POLICY)) expect(res.headers[name], name).toBe(value);
  });
});

describe('API answers', () => {
  it('carry nosniff and none of the page policy headers', async () => {
    const small = await call(t.app, getCurrentTime, { unsigned: true });
    const refused = await call(t.app, getHomeDecoration, { unsigned: true });
    const health = await get('/healthz');
    for (const [what, res] of Object.entries({ small, refused, health })) {
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      for (const name of Object.keys(PAGE_POLICY).filter((n) => n !== 'x-content-type-options')) {
        expect(res.headers[name], `${what} ${name}`).toBeUndefined();
      }
    }
    expect(body(refused).code).not.toBe(0);
  });

  it('a large JSON answer is compressed and decodes to the same JSON', async () => {
    const plain = await call(t.app, getHomeDecoration);
    expect(body(plain).code).toBe(0);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    // The same answer but for the time it was made.
    const same = { ...plain.json(), data: { ...body<object>(plain).data, serverTime: expect.any(Number) } };
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await call(t.app, getHomeDecoration, { headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(varies(res)).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(same);
    }
  });

  it('a small JSON answer goes out as it is', async () => {
    const res = await call(t.app, getCurrentTime, { unsigned: true, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(body(res).code).toBe(0);
  });
});

describe('file downloads', () => {
  it('an SVG is compressed on the way out and keeps its own sandbox policy and caching', async () => {
    const decoration = body<{ banners: { imageUrl: string }[] }>(await call(t.app, getHomeDecoration));
    const url = decoration.data.banners.map((b) => b.imageUrl).find((u) => u.startsWith('/api/file/download/'));
    expect(url).toBeTruthy();
    const plain = await get(url!);
    expect(plain.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await get(url!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toContain('accept-encoding');
    expect(br.headers['content-length']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(br.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get(url!, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(plain.rawPayload);
  });

  it('a PNG goes out as it is, whatever the browser accepts', async () => {
    const { token } = await createUserWithSession(t, 'demo');
    const png = makePng(4, 4, [1, 2, 3], 4096);
    const mp = multipart('file', 'a.png', 'image/png', png);
    const uploaded = body<{ url: string }>(
      await call(t.app, uploadFile, { token, headers: { 'content-type': mp.contentType }, body: mp.payload }),
    );
    expect(uploaded.code).toBe(0);
    const res = await get(uploaded.data.url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(png.length);
    expect(res.rawPayload).toEqual(png);
  });
});

describe('Accept-Encoding', () => {
  it('picks brotli or gzip by q-value, brotli on a tie, and neither when refused', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP;q=1, BR;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
  });
});
