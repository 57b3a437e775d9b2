import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, errorMessage } from '@curio/contract';
import { appTookOver, go, openAs, openHome, phonePage, screenshot, switchLanguage } from '../../web/e2e/browser';
import { freeCollection, grantItem } from '../../web/e2e/db';
import { verifiedUser } from '../../web/e2e/people';
import { AURORA_OWNER, confirmPopup, consolePage, consoleShot, DEMO_OWNER, launch, signInConsole } from './console-browser';

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
    await openHome(store, origin);
    const storeColour = () =>
      store.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--curio-theme').trim().toUpperCase());
    await expect.poll(storeColour).toBe(before!.toUpperCase());

    // The frame reloaded on the saved draft's token shows it too (not only the live message).
    await page.reload();
    await frame.getByTestId('theme-sample').waitFor();
    await expect.poll(() => frame.getByTestId('theme-sample').getAttribute('data-theme-color')).toBe(NEW_COLOUR);

    // Publish: the storefront shows the colour on its next load.
    await confirmPopup(page, page.getByRole('button', { name: 'Publish' }), 'OK');
    await page.getByText('No draft: showing what is published').waitFor();
    // The server's first screen is cached up to 5 s (the tenant cache's lifetime): reload until it shows.
    await expect
      .poll(
        async () => {
          await store.reload();
          await appTookOver(store);
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

// The resale ceiling for free collections (issue 31, decision 061), on the demo tenant (localhost: light,
// zh-CN): no other e2e file writes demo's brand. The owner types a value the server refuses, then 0; a
// seller's free item can then not be listed, and the storefront's consign form says why; set back to
// ¥100.00, it is offered up to that again.
describe('console brand: the ceiling for free collections', () => {
  it(
    'refuses a value out of range, publishes 0 (the storefront says why no price fits), and back to ¥100.00',
    { timeout: 150_000 },
    async () => {
      const { page, base, origin } = await consolePage(browser, 'localhost');
      await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
      await signInConsole(page, origin, DEMO_OWNER);
      const field = page.getByTestId('brand-free-ceiling');
      const setCeiling = async (yuan: string) => {
        await page.goto(`${base}/brand`);
        await page.getByRole('heading', { level: 1, name: 'Brand & theme' }).waitFor();
        await page.getByRole('tab', { name: 'Settings' }).click();
        await field.fill(yuan);
        await field.blur();
      };
      const publish = async () => {
        await page.getByRole('button', { name: 'Save draft' }).click();
        await page.getByText('Unpublished draft saved').waitFor();
        await confirmPopup(page, page.getByRole('button', { name: 'Publish' }), 'OK');
        await page.getByText('No draft: showing what is published').waitFor();
      };

      // The seller: a free collection's item (an airdrop's), a wallet and a pay password.
      const seller = await verifiedUser('localhost', 'demo', { payPassword: '135790', walletPassword: '258013' });
      const item = grantItem('demo', seller.userId, freeCollection('demo'));
      const store = await phonePage(browser, 'localhost');
      await openAs(store.page, store.base, seller.token, `/pages/account/detail/collection?cardNftId=${item}`);
      const consignForm = async () => {
        // A fresh load of the item page (the form may be open on it already).
        await store.page.goto('about:blank');
        await go(store.page, store.base, `/pages/account/detail/collection?cardNftId=${item}`);
        await store.page.locator('[data-testid="consign-action"][data-state="unlisted"]').waitFor();
        await store.page.getByTestId('consign-button').click();
        await store.page
          .locator('[data-testid="consign-unlistable"], [data-testid="consign-quote"]')
          .first()
          .waitFor({ timeout: 10_000 });
      };

      try {
        await setCeiling('0.5');
        expect(await page.getByText('0, or an amount from ¥1.00 to ¥1,000,000.00').count()).toBe(1);
        await page.getByRole('button', { name: 'Save draft' }).click();
        await page.getByText(errorMessage(ErrorCode.FREE_CEILING_INVALID, 'en')).first().waitFor();
        await consoleShot(page, 'console-brand-free-ceiling-refused');

        await setCeiling('0');
        expect(await page.getByText('0, or an amount from ¥1.00 to ¥1,000,000.00').count()).toBe(0);
        await consoleShot(page, 'console-brand-free-ceiling');
        await publish();

        // The storefront reads the published setting at once: the form says why, in the user's language.
        for (const lang of ['zh-CN', 'en'] as const) {
          if (lang !== 'zh-CN') await switchLanguage(store.page, store.base, lang);
          await consignForm();
          const why = store.page.getByTestId('consign-unlistable');
          await why.waitFor();
          expect(await why.textContent()).toContain(errorMessage(ErrorCode.NOT_LISTABLE, lang));
          expect(await store.page.getByTestId('consign-price').count()).toBe(0);
          await screenshot(store.page, `market-demo-unlistable-${lang}`);
        }
      } finally {
        await setCeiling('100');
        await publish();
      }
      // Back to ¥100.00: the free item is offered up to it.
      await consignForm();
      expect(await store.page.getByTestId('consign-ceiling').locator('[data-price]').getAttribute('data-price')).toBe('10000');
      expect(await store.page.getByTestId('consign-form-card').textContent()).toContain('From ¥1.00 to ¥100.00');
      await store.page.getByTestId('consign-quote').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(store.page, 'market-demo-free-consign-en');
      await store.page.context().close();
      await page.context().close();
    },
  );
});
