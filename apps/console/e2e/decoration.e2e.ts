import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver } from '../../web/e2e/browser';
import {
  AURORA_OWNER,
  confirmPopup,
  consolePage,
  consoleShot,
  dragSensorListening,
  launch,
  signInConsole,
} from './console-browser';

// The home decoration's preview and publish (issue 17, decision 040): Aurora's owner adds a banner, moves
// it with the keyboard (dnd-kit), sees it in the phone frame (the storefront's /pages/home/indexView with
// the draft) before anything is published, the storefront is unchanged; publishing makes the storefront
// show it; then the banner is removed and published again, so Aurora's home is as it was. Only Aurora's
// banners after its first change here: the storefront's e2e files assert the demo tenant's home and
// Aurora's name, tab bar and dark mode, never Aurora's banners.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TITLE = 'E2E spring banner';
const bannerImg = (page: Page) => page.locator(`[data-testid="home-banners"] img[alt="${TITLE}"]`);

async function publish(page: Page) {
  await confirmPopup(page, page.getByRole('button', { name: 'Publish' }), 'OK');
  await page.getByText('No draft: showing what is published').waitFor();
}

describe('console home decoration', () => {
  it(
    'previews a new banner in the phone frame, publishes it to the storefront, then takes it back',
    { timeout: 90_000 },
    async () => {
      const { page, base, origin } = await consolePage(browser, 'aurora.localhost');
      await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
      await signInConsole(page, origin, AURORA_OWNER);
      await page.goto(`${base}/decoration`);
      await page.getByRole('heading', { level: 1, name: 'Home decoration' }).waitFor();
      const frame = page.frameLocator('iframe[title="Storefront home preview"]');
      await frame.getByTestId('home-banners').waitFor();
      const items = page.getByTestId('banners-item');
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(2);
      const image = await items.first().getByLabel('Image address').inputValue();

      // Add a banner (the first one's image, a title of its own), then move it up one place with the keyboard.
      await page.getByRole('button', { name: 'Add a banner' }).click();
      await expect.poll(() => items.count()).toBe(count + 1);
      const added = items.last();
      await added.getByLabel('English').fill(TITLE);
      await added.getByLabel('Image address').fill(image);
      const handle = added.getByRole('button', { name: `Move banner ${TITLE}`, exact: true });
      // dnd-kit's keyboard sensor: pick up, move, drop — each step waits for its announcement.
      const live = page.locator('[id^="DndLiveRegion"]');
      const said = async () => (await live.textContent()) ?? '';
      await handle.press('Space');
      await expect.poll(said).toMatch(/Picked up draggable item|was moved over/);
      const own = /item (\S+?)[. ]/.exec(await said())![1]!;
      await dragSensorListening(page);
      await handle.press('ArrowUp');
      await expect.poll(said).toMatch(new RegExp(`was moved over droppable area (?!${own}\\.)`));
      await handle.press('Space');
      await expect.poll(said).toContain('was dropped');
      await expect
        .poll(() =>
          items
            .nth(count - 1)
            .getByLabel('English')
            .inputValue(),
        )
        .toBe(TITLE);
      await page.getByText('Unsaved changes').waitFor();

      // Saved as a draft: the frame shows it; the storefront does not.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Unpublished draft saved').waitFor();
      await frame
        .locator(`[data-testid="home-banners"] img[alt="${TITLE}"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 10_000 });
      await consoleShot(page, 'console-decoration-preview');

      const store = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const loadHome = async () => {
        await store.goto(`${origin}/`);
        await appTookOver(store, 10_000);
        await store.getByTestId('home-banners').waitFor();
        await store.getByTestId('home-feed').waitFor();
      };
      await loadHome();
      expect(await bannerImg(store).count()).toBe(0);

      // Publish: the storefront shows it on a next load (the first screen is cached at most a few seconds).
      await publish(page);
      await expect
        .poll(
          async () => {
            await loadHome();
            return bannerImg(store).count();
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toBeGreaterThan(0);
      await consoleShot(store, 'storefront-after-decoration-publish');

      // Take it back: remove the banner and publish again.
      await page.getByRole('button', { name: `Remove banner ${TITLE}`, exact: true }).click();
      await expect.poll(() => items.count()).toBe(count);
      await publish(page);
      await expect
        .poll(
          async () => {
            await loadHome();
            return bannerImg(store).count();
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toBe(0);

      // The sections and hot words tabs.
      await page.getByRole('tab', { name: 'Sections' }).click();
      await page.getByTestId('sections').waitFor();
      expect(await page.getByTestId('sections-item').count()).toBeGreaterThan(0);
      await consoleShot(page, 'console-decoration-sections');
      await page.getByRole('tab', { name: 'Hot search words' }).click();
      await page.getByRole('button', { name: 'Add a word' }).waitFor();
      await consoleShot(page, 'console-decoration-hot-words');

      // The notice ticker: switched off in a draft, the frame's home shows no headlines; then discarded.
      await page.getByRole('tab', { name: 'Notice ticker' }).click();
      await frame.getByTestId('home-notices').waitFor();
      await page.getByLabel('Show the notice ticker').click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Unpublished draft saved').waitFor();
      await frame.getByTestId('home-banners').waitFor();
      await expect.poll(() => frame.getByTestId('home-notices').count(), { timeout: 10_000 }).toBe(0);
      await consoleShot(page, 'console-decoration-ticker');
      await confirmPopup(page, page.getByRole('button', { name: 'Discard draft' }), 'OK');
      await page.getByText('No draft: showing what is published').waitFor();
      await store.close();
      await page.context().close();
    },
  );

  it(
    'previews a creator space draft (intro) in the phone frame, then discards it; shows the documents page',
    { timeout: 60_000 },
    async () => {
      const { page, base, origin } = await consolePage(browser, 'aurora.localhost');
      await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
      await signInConsole(page, origin, AURORA_OWNER);
      await page.goto(`${base}/decoration/creator`);
      await page.getByRole('heading', { level: 1, name: 'Creator space decoration' }).waitFor();
      const frame = page.frameLocator('iframe[title="Storefront creator space preview"]');
      await frame.getByTestId('creator-hero').waitFor();
      const intro = 'E2E intro: drafted in the console';
      await page.getByLabel('English').fill(intro);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Unpublished draft saved').waitFor();
      await frame.locator('.crt-hero__intro', { hasText: intro }).waitFor();
      await consoleShot(page, 'console-creator-preview');
      // Nothing published: discard the draft.
      await confirmPopup(page, page.getByRole('button', { name: 'Discard draft' }), 'OK');
      await page.getByText('No draft: showing what is published').waitFor();
      expect(await page.getByLabel('English').inputValue()).not.toBe(intro);

      await page.goto(`${base}/decoration/documents`);
      await page.getByRole('heading', { level: 1, name: 'Documents & languages' }).waitFor();
      await page.getByRole('tab', { name: 'Privacy policy' }).click();
      await page.getByRole('textbox', { name: 'Privacy policy (zh-CN)' }).waitFor();
      await consoleShot(page, 'console-documents');
      await page.context().close();
    },
  );
});
