import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage, consoleShot, launch } from './console-browser';

// The console's shell, served by the built server at /console/ (decision 037).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('console shell', () => {
  it('sends a signed-out visitor from a console page to /console/login with the page to come back to', async () => {
    const { page, base } = await consolePage(browser);
    await page.goto(`${base}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/console/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await consoleShot(page, 'console-login');
    await page.context().close();
  });
});
