import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, type Language } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { itemStatuses, sessionForPhone } from './synthesis-db';

// Issue 18 end to end, against the real built server, on both demo tenants: the seeded fragment owner
// synthesises with the burn recipe (the fragments are burned, the result is in my collection) and with
// the pledge recipe (the record counts the pledge down on the hostlist, the pledged fragment's page says
// so with its countdown and every action on it is refused: 5000034). Screenshots at 390x844 go to
// test-results/e2e/ (and to $E2E_SHOTS_DIR when it is set).

/** The demo user who owns the fragments of the seeded recipes (apps/server/src/seed, syn-server). */
const FRAGMENT_OWNER = '13700000013';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tenants: [host: string, code: string, lang: Language][] = [
  ['localhost', 'demo', 'zh-CN'],
  ['aurora.localhost', 'aurora', 'en'],
];
const short = (host: string) => host.split('.')[0]!;

async function shot(page: Page, name: string): Promise<void> {
  // Wait for images and the sheet's slide-in to settle.
  await page.evaluate(() => Promise.all(Array.from(document.images, (i) => i.decode().catch(() => undefined))));
  const file = await screenshot(page, name);
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(file, path.join(dir, path.basename(file)));
  }
}

interface RecipeCard {
  id: number;
  name: string;
  mode: 'burn' | 'pledge';
  pledgeHours: number;
  result: { id: number; name: string };
  fragments: { collectionId: number; count: number }[];
}
interface SynthesisRecord {
  id: number;
  status: string;
  recipe: { id: number };
  result: { cardNftId: number; name: string };
  inputs: { cardNftId: number; collectionId: number; state: string }[];
  pledgeEndsAt: number | null;
}

async function openRecipe(host: string, token: string, mode: 'burn' | 'pledge'): Promise<RecipeCard> {
  const list = await apiCall<{ items: RecipeCard[] }>(host, 'GET', '/mallapp/synthesis/list?state=open', token);
  const recipe = list.items.find((r) => r.mode === mode);
  expect(recipe, `an open ${mode} recipe on ${host}`).toBeDefined();
  return recipe!;
}

/** On the recipe's page: picks every fragment through its picker ("pick for me", confirm). */
async function pickAll(page: Page, recipe: RecipeCard, name: string): Promise<void> {
  for (const [i, f] of recipe.fragments.entries()) {
    const row = page.locator(`[data-testid="recipe-fragment"][data-collection-id="${f.collectionId}"]`);
    await row.getByTestId('fragment-pick').click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/synthesis/debrisList'));
    await page.getByTestId('fragment-picker').waitFor();
    await page.getByTestId('fragment-item').first().waitFor();
    await page.getByTestId('picker-auto').click();
    await expect.poll(() => page.getByTestId('picker-count').getAttribute('data-picked')).toBe(String(f.count));
    if (i === 0) await shot(page, `synthesis-${name}-${recipe.mode}-pick`);
    await page.getByTestId('picker-confirm').click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/detail/synthesis'));
    await expect.poll(() => row.getByTestId('fragment-picked').getAttribute('data-picked')).toBe(String(f.count));
  }
}

/** Synthesise from the recipe's page: confirm, wait for the result sheet; returns my newest record of it. */
async function synthesise(page: Page, host: string, token: string, recipe: RecipeCard, name: string): Promise<SynthesisRecord> {
  await page.getByTestId('synthesize').click();
  await page.getByTestId('synthesis-confirm-text').waitFor();
  await shot(page, `synthesis-${name}-${recipe.mode}-confirm`);
  await page.getByTestId('synthesis-confirm').click();
  await page.getByTestId('synthesis-result').waitFor();
  // The sheet has slid in: its last link is on screen.
  await expect
    .poll(() =>
      page.getByTestId('synthesis-records-link').evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight),
    )
    .toBe(true);
  await shot(page, `synthesis-${name}-${recipe.mode}-result`);
  const records = await apiCall<{ items: SynthesisRecord[] }>(host, 'GET', '/mallapp/synthesis/records', token);
  const mine = records.items.find((r) => r.recipe.id === recipe.id);
  expect(mine).toBeDefined();
  return mine!;
}

describe.each(tenants)('synthesis on %s', (host, code) => {
  it(
    'the fragment owner synthesises with the burn recipe: the fragments are burned, the result is in my collection',
    { timeout: 180_000 },
    async () => {
      const { page, base } = await phonePage(browser, host);
      const name = short(host);
      const { token } = sessionForPhone(code, FRAGMENT_OWNER);
      const recipe = await openRecipe(host, token, 'burn');

      // The list, reached from the mine page's menu; open tab: the recipe's card with its mode, what it
      // needs, what is left, the countdown.
      await openAs(page, base, token, '/pages/account/index/index');
      await page.getByTestId('mine-menu-synthesis').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/synthesis/index'));
      const card = page.locator(`[data-testid="recipe-card"][data-id="${recipe.id}"]`);
      await card.waitFor();
      expect(await card.getAttribute('data-phase')).toBe('open');
      expect(await card.getAttribute('data-mode')).toBe('burn');
      await card.getByRole('timer').waitFor();
      await shot(page, `synthesis-${name}-list`);

      await card.click();
      await page.getByTestId('recipe-detail').waitFor();
      expect(await page.getByTestId('recipe-mode').getAttribute('data-mode')).toBe('burn');
      await shot(page, `synthesis-${name}-burn-detail`);
      await page.getByTestId('recipe-mode-explained').scrollIntoViewIfNeeded();
      await shot(page, `synthesis-${name}-burn-detail-below`);
      await pickAll(page, recipe, name);
      const record = await synthesise(page, host, token, recipe, name);
      expect(record.status).toBe('done');
      const inputs = record.inputs.map((i) => i.cardNftId);
      expect(inputs.length).toBe(recipe.fragments.reduce((n, f) => n + f.count, 0));
      expect(Object.values(itemStatuses(inputs))).toEqual(inputs.map(() => 'consumed'));

      // The new item: mine, minting until the chain confirms, then held.
      await page.getByTestId('synthesis-item-link').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/detail/collection'));
      await page.getByTestId('my-collectible').waitFor();
      expect(await page.getByTestId('item-name').textContent()).toBe(recipe.result.name);
      await expect
        .poll(async () => page.getByTestId('my-collectible').getAttribute('data-status'), { timeout: 60_000, interval: 500 })
        .toBe('held');

      // In my home with my other collectibles; the record says done.
      await go(page, base, '/pages/account/home/index');
      await page.locator(`[data-testid="home-collection"][data-collection-id="${recipe.result.id}"]`).waitFor();
      await go(page, base, '/pages/synthesis/hostlist');
      const row = page.locator(`[data-testid="synthesis-record"][data-id="${record.id}"]`);
      await row.waitFor();
      expect(await row.getAttribute('data-view')).toBe('done');
      await page.context().close();
    },
  );

  it(
    'with the pledge recipe: the hostlist counts the pledge down, the pledged fragment shows it and refuses every action',
    { timeout: 180_000 },
    async () => {
      const { page, base } = await phonePage(browser, host);
      const name = short(host);
      const { token } = sessionForPhone(code, FRAGMENT_OWNER);
      const recipe = await openRecipe(host, token, 'pledge');

      await openAs(page, base, token, `/pages/detail/synthesis?id=${recipe.id}`);
      await page.getByTestId('recipe-detail').waitFor();
      expect(await page.getByTestId('recipe-mode').getAttribute('data-mode')).toBe('pledge');
      await page.getByTestId('recipe-mode-explained').scrollIntoViewIfNeeded();
      await shot(page, `synthesis-${name}-pledge-detail`);
      await pickAll(page, recipe, name);
      const record = await synthesise(page, host, token, recipe, name);
      expect(record.status).toBe('ing');
      expect(record.pledgeEndsAt).toBeGreaterThan(Date.now());
      const inputs = record.inputs.map((i) => i.cardNftId);
      expect(Object.values(itemStatuses(inputs))).toEqual(inputs.map(() => 'pledged'));

      // My records: in progress, with the pledge's live countdown.
      await page.getByTestId('synthesis-records-link').first().click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/synthesis/hostlist'));
      const row = page.locator(`[data-testid="synthesis-record"][data-id="${record.id}"]`);
      await row.waitFor();
      expect(await row.getAttribute('data-view')).toBe('ing');
      const timer = row.getByRole('timer');
      await timer.waitFor();
      const first = await timer.getAttribute('aria-label');
      await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 5_000 }).not.toBe(first);
      await shot(page, `synthesis-${name}-hostlist`);

      // The picker again: the pledged fragment is greyed with why, and cannot be picked.
      const pledged = record.inputs[0]!;
      await go(page, base, `/pages/synthesis/debrisList?recipeId=${recipe.id}&collectionId=${pledged.collectionId}`);
      const tile = page.locator(`[data-testid="fragment-item"][data-id="${pledged.cardNftId}"]`);
      await tile.waitFor();
      expect(await tile.getAttribute('data-usable')).toBe('false');
      expect(await tile.isDisabled()).toBe(true);
      expect(await tile.getByTestId('fragment-why').getAttribute('data-blocked-by')).toBe('pledged');
      await shot(page, `synthesis-${name}-pick-pledged`);

      // A pledged fragment's page: "pledged" with its countdown; gift, consign and display are off.
      await go(page, base, `/pages/account/detail/collection?cardNftId=${inputs[0]}`);
      await page.getByTestId('my-collectible').waitFor();
      expect(await page.getByTestId('my-collectible').getAttribute('data-status')).toBe('pledged');
      await page.getByTestId('pledge-notice').getByRole('timer').waitFor();
      expect(await page.getByTestId('gift-action').getAttribute('data-state')).toBe('pledged');
      expect(await page.getByTestId('gift-button').count()).toBe(0);
      expect(await page.getByTestId('display-toggle').isDisabled()).toBe(true);
      await shot(page, `synthesis-${name}-pledged-item`);

      // The server refuses to move it: 5000034.
      await expect(
        apiCall(host, 'POST', '/mallapp/transfer/give', token, {
          cardNftId: inputs[0],
          recipientUserId: 1,
          payPassword: '123456',
          agreed: true,
        }),
      ).rejects.toThrow(String(ErrorCode.PLEDGED));
      await page.context().close();
    },
  );
});
