import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA_OWNER, consolePage, consoleShot, launch, signInConsole } from './console-browser';

// The brand's live preview (issue 17, decision 037): Aurora's owner changes the theme colour, sees it in
// the phone frame (the storefront's /pages/home/theme with the draft) before anything is published, the
// storefront is unchanged; publishing makes the storefront show it. On aurora.localhost, and only its theme
// colour: the storefront's e2e files (run beside this one on the same server) assert the demo tenant's
// colours and Aurora's name, tab bar and dark mode, never Aurora's theme colour.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NEW_COLOUR = '#C2185B';

describe('console brand', () => {
  it('previews a colour change in the phone frame, then publishes it to the storefront', async () => {
    const { page, base, origin } = await consolePage(browser, 'aurora.localhost');
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin, AURORA_OWNER);

    // The dashboard first (its screenshot), then the brand.
    await page.goto(`${base}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByTestId('live-drops').waitFor();
    await page.locator('canvas').first().waitFor();
    await consoleShot(page, 'console-dashboard');

    await page.goto(`${base}/brand`);
    await page.getByRole('heading', { level: 1, name: 'Brand & theme' }).waitFor();
    const frame = page.frameLocator('iframe[title="Storefront preview"]');
    await frame.getByTestId('theme-sample').waitFor();
    const before = await frame.getByTestId('theme-sample').getAttribute('data-theme-color');
    expect(before).not.toBe(NEW_COLOUR);

    // Type the new colour: the preview follows at once, unsaved.
    const input = page.getByTestId('colour-themeColor');
    await input.fill(NEW_COLOUR);
    await expect.poll(() => frame.getByTestId('theme-sample').getAttribute('data-theme-color')).toBe(NEW_COLOUR);
    await consoleShot(page, 'console-brand-preview');

    // Saved as a draft: the preview reads it by its token; the storefront still shows the published colour.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Unpublished draft saved').waitFor();
    const store = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await store.goto(`${origin}/`);
    await store.locator('#root:not([data-ssr])').waitFor({ state: 'attached' });
    const storeColour = () =>
      store.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--curio-theme').trim().toUpperCase());
    await expect.poll(storeColour).toBe(before!.toUpperCase());

    // The frame reloaded on the saved draft's token shows it too (not only the live message).
    await page.reload();
    await frame.getByTestId('theme-sample').waitFor();
    await expect.poll(() => frame.getByTestId('theme-sample').getAttribute('data-theme-color')).toBe(NEW_COLOUR);

    // Publish: the storefront shows the colour on its next load.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await page.getByText('No draft: showing what is published').waitFor();
    // The server's first screen is cached up to 5 s (the tenant cache's lifetime): reload until it shows.
    await expect
      .poll(
        async () => {
          await store.reload();
          await store.locator('#root:not([data-ssr])').waitFor({ state: 'attached' });
          return storeColour();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(NEW_COLOUR);
    await consoleShot(store, 'storefront-after-publish');
    await store.close();

    // The tab bar page, previewed on the home.
    await page.goto(`${base}/brand/tab-bar`);
    await page.getByTestId('menu-entries').waitFor();
    expect(await page.getByTestId('menu-entry').count()).toBeGreaterThanOrEqual(2);
    await consoleShot(page, 'console-tab-bar');
    await page.context().close();
  });
});
