import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phonePage } from './browser';

// How the real build reaches a real browser (decision 023): the built assets in the brotli copy the build
// made, cached for a year; the page revalidated and carrying the security policy; API answers without the
// page's policy headers, and compressed when large (the demo's SVG images).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('delivery to the browser', () => {
  it('the home page arrives compressed, with the caching and security rules of each kind of answer', async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    // Until no request has been in flight for 500 ms: the first screen's images included.
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('platform-name').waitFor();
    await page.getByTestId('category-chips').waitFor();
    const headersOf = async (predicate: (r: Response) => boolean, what: string) => {
      const found = responses.find(predicate);
      expect(found, what).toBeTruthy();
      return found!.allHeaders();
    };

    const doc = await headersOf((r) => r.request().resourceType() === 'document', 'the page');
    expect(doc['cache-control']).toBe('private, no-cache');
    expect(doc['content-security-policy']).toContain("default-src 'self'");
    expect(doc['x-frame-options']).toBe('SAMEORIGIN');

    // The entry chunk the page names: the build's brotli copy, immutable.
    const entry = await page.$eval('script[type="module"][src]', (s) => (s as HTMLScriptElement).src);
    const script = await headersOf((r) => r.url() === entry, 'the entry chunk');
    expect(script['content-encoding']).toBe('br');
    expect(script['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.vary?.toLowerCase()).toContain('accept-encoding');
    expect(script['content-security-policy']).toBeUndefined();

    // API answers: nosniff, none of the page's policy.
    const apiAnswers = responses.filter((r) => new URL(r.url()).pathname.startsWith('/api/'));
    expect(apiAnswers.length).toBeGreaterThan(0);
    for (const r of apiAnswers) {
      const h = await r.allHeaders();
      expect(h['x-content-type-options'], r.url()).toBe('nosniff');
      // A file download keeps its own sandbox policy (an SVG opened on its own); nothing else has one.
      if (new URL(r.url()).pathname.startsWith('/api/file/download/')) expect(h['content-security-policy']).toContain('sandbox');
      else expect(h['content-security-policy'], r.url()).toBeUndefined();
      expect(h['x-frame-options'], r.url()).toBeUndefined();
    }
    // The demo's pictures are SVG drawings: the page asks for each at the width it shows it, and gets it drawn,
    // as WebP (decision 084), none as a drawing the phone must lay out and paint itself.
    // (The tab's icon, the tenant's logo as stored, is the browser's to draw, not the page's.)
    const images = apiAnswers.filter(
      (r) => new URL(r.url()).pathname.startsWith('/api/file/download/') && r.request().resourceType() === 'image',
    );
    expect(images.length).toBeGreaterThan(5);
    for (const r of images) {
      expect(new URL(r.url()).searchParams.get('w') ?? 'none', r.url()).toMatch(/^\d+$/);
      expect((await r.allHeaders())['content-type'], r.url()).toBe('image/webp');
    }
    // Asked for as stored, a drawing over the compression threshold comes compressed (the body is decoded here).
    const banner = await page.locator('.home-banners img[fetchpriority="high"]').first().getAttribute('src');
    const drawing = await page.request.get(`${base}${banner}`, { headers: { 'accept-encoding': 'br' } });
    expect(drawing.headers()['content-type']).toContain('image/svg+xml');
    expect((await drawing.body()).length).toBeGreaterThan(1024);
    expect(drawing.headers()['content-encoding']).toBe('br');
  });
});
