import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phonePage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('the served app finds its tenant by host name', () => {
  it('localhost shows Curio Demo', async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    await page.goto(`${base}/`);
    await expect.poll(() => page.getByTestId('platform-name').textContent()).toBe('Curio Demo');
    await screenshot(page, 'foundation-demo');
  });

  it('aurora.localhost shows Aurora', async () => {
    const { page, base } = await phonePage(browser, 'aurora.localhost');
    await page.goto(`${base}/`);
    await expect.poll(() => page.getByTestId('platform-name').textContent()).toBe('Aurora');
  });
});
