import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// The operator console's app (decision 037): its page at /console/ and under every browser route below
// it, revalidated; its hashed assets immutable, precompressed copies chosen by Accept-Encoding.
const PAGE =
  '<!doctype html><html lang="zh-CN"><head><title>Curio Console</title></head><body><div id="root"></div><script type="module" src="/console/assets/index-abc123.js"></script></body></html>';
const SCRIPT = 'console.log("the console");'.repeat(40);

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'curio-console-')), 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  t = await createTestApp({ CONSOLE_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('the console app at /console/', () => {
  it('serves its page at /console/ on a tenant host, revalidated, with the page security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toBe(PAGE);
  });

  it('answers the page for every browser route under /console/ and redirects /console to /console/', async () => {
    for (const url of ['/console/dashboard', '/console/brand/theme', '/console/login?next=%2Fdashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PAGE);
    }
    const bare = await t.app.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
  });

  it('serves the hashed assets immutable, brotli when the browser takes it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/console/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/console/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for a missing asset (not the page) and leaves the storefront and the API alone', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/nope-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe(PAGE);
    const api = await t.app.inject({ method: 'GET', url: '/api/curtime/get' });
    expect(api.body).not.toBe(PAGE);
  });
});
