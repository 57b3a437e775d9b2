import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopup, consoleApi, consolePage, consoleShot, launch, pick, signInConsole } from './console-browser';

// The albums editor (issue 20, decision 047): the demo owner creates an album (uploaded cover, English
// title and description, a collection), sees the draft in the phone frame (the storefront's
// /pages/album/indexView), adds a post and sees it there after the save, publishes the album, and the
// storefront's list then has it. The album is deleted at the end, so the storefront's e2e sees only the seed's.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = `E2E album ${Date.now().toString(36)}`;
const POST = 'First light over the harbour';

describe('console albums', () => {
  it('creates an album and a post, previews them in the phone frame, publishes the album', { timeout: 120_000 }, async () => {
    const { page, base, origin } = await consolePage(browser);
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin);
    await page.goto(`${base}/albums`);
    await page.getByRole('heading', { level: 1, name: 'Albums' }).waitFor();

    // A new album: title, cover, description, one collection.
    await page.getByRole('button', { name: 'New album' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('English').first().fill(TITLE);
    await drawer.locator('input[type=file]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1PX });
    await drawer.locator('img[src^="/api/file/download/"]').first().waitFor();
    await drawer.getByRole('tab', { name: 'en' }).click();
    await drawer.getByLabel('Description (en)').click();
    await page.keyboard.type('The story of the E2E harbour.');
    await pick(page, drawer.getByLabel('Collections it presents (in order)'), 'curio-orbit');
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const row = page.getByTestId('console-album').filter({ hasText: TITLE });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Draft');

    // The phone frame shows the draft album as a user would see it.
    const frame = page.frameLocator('iframe[title="Album preview (storefront)"]');
    await frame.getByTestId('album-preview').waitFor();
    await frame.getByRole('heading', { level: 1, name: new RegExp(TITLE) }).waitFor();
    await frame.getByText('The story of the E2E harbour.').waitFor();
    expect(await frame.getByTestId('album-collection').count()).toBe(1);

    // A post: after its save the frame reads the album again and shows it.
    await page.getByRole('button', { name: 'New post' }).click();
    const postDrawer = page.locator('.ant-drawer').filter({ hasText: 'New post' });
    await postDrawer.getByLabel('Text (at most 140 characters)').fill(POST);
    await postDrawer.getByRole('button', { name: 'Add an image' }).click();
    await postDrawer
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: PNG_1PX });
    await postDrawer.locator('img[src^="/api/file/download/"]').first().waitFor();
    await postDrawer.getByRole('button', { name: 'Save' }).click();
    await postDrawer.waitFor({ state: 'hidden' });
    await page.getByTestId('console-trend').filter({ hasText: POST }).waitFor();
    await frame.getByTestId('trend-card').filter({ hasText: POST }).waitFor();
    expect(await frame.getByTestId('trend-card').filter({ hasText: POST }).getByTestId('trend-image').count()).toBe(1);
    await consoleShot(page, 'console-albums-draft');

    // Publish: the row says so, the draft mark leaves the frame, the storefront lists it.
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => row.textContent()).toContain('Published');
    await expect.poll(() => frame.getByTestId('album-head').getByText('Draft').count()).toBe(0);
    await consoleShot(page, 'console-albums-published');
    const store = await page.context().newPage();
    await store.goto(`${origin}/#/pages/album/list`);
    await store.getByTestId('album-row').filter({ hasText: TITLE }).waitFor();
    await store.close();

    // Clean up: the album and its post go.
    const rows = await consoleApi<{ rows: { id: number; title: string }[] }>(page, origin, '/console/albums');
    expect(rows.rows.some((r) => r.title === TITLE)).toBe(true);
    await confirmPopup(page, row.getByRole('button', { name: 'Delete' }), 'OK');
    await row.waitFor({ state: 'detached' });
  });
});
