import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launch, phonePage, screenshot } from './browser';

// Project albums (issue 20, decision 047), as a visitor on both demo tenants (demo: light, zh-CN; aurora:
// dark, English): the list has the seeded album, its page shows the cover, the sanitized description, its
// collections and its posts newest first; a post's page shows its images, and one opens the image viewer.
// Screenshots at 390x844 go to test-results/e2e/.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tenants: [host: string, title: string, theme: string][] = [
  ['localhost', '山海行旅', 'light'],
  ['aurora.localhost', 'Journey of Mountains and Seas', 'dark'],
];

describe.each(tenants)('albums on %s', (host, title, theme) => {
  it('reads the seeded album and a post, and opens an image in the viewer', { timeout: 90_000 }, async () => {
    const name = host.split('.')[0]!;
    const { page, base } = await phonePage(browser, host);
    await go(page, base, '/pages/album/list');
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
    const row = page.getByTestId('album-row').filter({ hasText: title });
    await row.waitFor();
    await screenshot(page, `album-${name}-list`);

    // The album: head, description (sanitized HTML), collections, three posts newest first.
    await row.click();
    await page.getByTestId('album-detail').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('rich-text').waitFor();
    expect(await page.getByTestId('rich-text').locator('script').count()).toBe(0);
    expect(await page.getByTestId('album-collection').count()).toBeGreaterThan(0);
    const cards = page.getByTestId('trend-card');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.first().getByTestId('trend-image').count()).toBe(3);
    expect(await cards.nth(2).getByTestId('trend-image').count()).toBe(0);
    await screenshot(page, `album-${name}-album`);
    await cards.first().scrollIntoViewIfNeeded();
    await screenshot(page, `album-${name}-album-posts`);

    // The newest post: its page, its three images; the second opens the viewer.
    await cards.first().getByTestId('trend-link').click();
    await page.getByTestId('trend-detail').waitFor();
    const images = page.getByTestId('trend-image');
    await expect.poll(() => images.count()).toBe(3);
    await expect.poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, `album-${name}-post`);
    await images.nth(1).click();
    await page.getByTestId('image-viewer').locator('img').first().waitFor();
    await screenshot(page, `album-${name}-viewer`);

    // A post that is not there: the page says so.
    await go(page, base, '/pages/album/trendsDetail?id=2147483000');
    await page.getByTestId('album-not-found').waitFor();
    await page.context().close();
  });
});
