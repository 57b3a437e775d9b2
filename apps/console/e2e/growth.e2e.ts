import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../web/e2e/api';
import { toZonedInput } from '../src/components/zoned-time';
import { consoleApi, consolePage, consoleShot, launch, pick, signInConsole } from './console-browser';

// The console's growth pages (issue 18), in Chromium at 1440x900, signed in as the demo owner: a burn
// recipe and a casting activity created in the console, seen by the storefront's own calls, then the
// recipe withdrawn (its confirmation explains what happens to running pledges).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The storefront's cards (listRecipes, listActivities), as far as this test reads them. */
interface RecipeCard {
  id: number;
  name: string;
  mode: string;
  stockTotal: number;
  stockLeft: number;
}
interface ActivityCard {
  id: number;
  name: string;
  mode: string;
  stock: { total: number; left: number };
}

describe('console growth', () => {
  // A long flow (two recipes' forms, the storefront in a second page, a withdrawal): about 28 s on a quiet
  // 2-core machine, over the default 30 s when CI's suites share it. Its budget is the flow's, as decoration's.
  it('an owner creates a burn recipe and a casting activity, the storefront lists them, then the recipe is withdrawn', async () => {
    const { page, base, origin } = await consolePage(browser);
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin);
    const { timeZone } = await apiCall<{ timeZone: string }>('localhost', 'GET', '/curtime/get');
    // Open since five minutes, on the tenant's wall clock.
    const opens = toZonedInput(Date.now() - 5 * 60_000, timeZone);

    // A burn recipe: two orbits and a bronze zun give a relic.
    await page.goto(`${base}/growth/recipes`);
    await page.getByRole('heading', { level: 1, name: 'Synthesis recipes' }).waitFor();
    await page.getByRole('button', { name: 'New recipe' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('English').first().fill('E2E burn recipe');
    await pick(page, drawer.getByLabel('Result collection'), 'curio-relic');
    await pick(page, drawer.getByLabel('Collection 1', { exact: true }), 'curio-orbit');
    await drawer.getByLabel('How many 1', { exact: true }).fill('2');
    await drawer.getByRole('button', { name: 'Add a collection' }).click();
    await pick(page, drawer.getByLabel('Collection 2', { exact: true }), 'bronze-zun');
    await drawer.getByLabel(/^Opens/).fill(opens);
    await drawer.getByLabel('Stock (results in all)').fill('3');
    await drawer.getByLabel('Per-user limit').fill('1');
    await consoleShot(page, 'growth-recipe-form');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ant-table').getByText('E2E burn recipe', { exact: true }).waitFor();
    await consoleShot(page, 'growth-recipes');

    const recipes = await consoleApi<{ items: { id: number; names: { en?: string }; mode: string; stockLeft: number }[] }>(
      page,
      origin,
      '/console/synthesis/recipes?limit=100',
    );
    const recipe = recipes.items.find((r) => r.names.en === 'E2E burn recipe')!;
    expect(recipe).toMatchObject({ mode: 'burn', stockLeft: 3 });

    // The storefront's list of open recipes has it, with its stock.
    const open = await apiCall<{ items: RecipeCard[] }>('localhost', 'GET', '/mallapp/synthesis/list?state=open&pageSize=50');
    expect(open.items.find((r) => r.id === recipe.id)).toMatchObject({
      name: 'E2E burn recipe',
      mode: 'burn',
      stockTotal: 3,
      stockLeft: 3,
      result: { name: expect.any(String) },
      fragments: [expect.objectContaining({ count: 2 }), expect.objectContaining({ count: 1 })],
    });

    // A casting activity for holders of an orbit.
    await page.goto(`${base}/growth/activities`);
    await page.getByRole('heading', { level: 1, name: 'Activities', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New activity' }).click();
    const ad = page.locator('.ant-drawer');
    await ad.getByLabel('English').first().fill('E2E holders cast');
    await pick(page, ad.getByLabel('Result collection'), 'spring-rain');
    await pick(page, ad.getByLabel('Collection 1', { exact: true }), 'curio-orbit');
    await ad.getByLabel(/^Opens/).fill(opens);
    await ad.getByLabel('Stock (results in all)').fill('5');
    const rules = ad.getByRole('textbox', { name: 'Rules (zh-CN)' });
    await rules.click();
    await page.keyboard.type('持有一枚轨道即可铸造');
    await consoleShot(page, 'growth-activity-form');
    await ad.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ant-table').getByText('E2E holders cast', { exact: true }).waitFor();
    await consoleShot(page, 'growth-activities');

    const activities = await consoleApi<{ activities: { id: number; name: { en?: string }; rules: Record<string, string> }[] }>(
      page,
      origin,
      '/console/activities?limit=200',
    );
    const activity = activities.activities.find((a) => a.name.en === 'E2E holders cast')!;
    expect(activity.rules['zh-CN']).toBe('<p>持有一枚轨道即可铸造</p>');
    const openActivities = await apiCall<{ items: ActivityCard[] }>(
      'localhost',
      'GET',
      '/mallapp/activity/list?status=open&pageSize=50',
    );
    expect(openActivities.items.find((a) => a.id === activity.id)).toMatchObject({ mode: 'hold', stock: { total: 5, left: 5 } });

    // Withdraw the recipe: the confirmation says what happens to running pledges.
    await page.goto(`${base}/growth/recipes`);
    await page.getByRole('button', { name: 'Withdraw E2E burn recipe' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(/fragments come back to their holders and the results stay/).waitFor();
    // The dialog has finished appearing (antd fades it in).
    await page.waitForFunction(() => {
      const modal = document.querySelector('.ant-modal-confirm');
      return !!modal && getComputedStyle(modal).opacity === '1' && !modal.className.includes('zoom');
    });
    await consoleShot(page, 'growth-recipe-withdraw');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('row', { name: /E2E burn recipe/ })
      .getByText('Withdrawn', { exact: true })
      .waitFor();
    const after = await apiCall<{ items: RecipeCard[] }>('localhost', 'GET', '/mallapp/synthesis/list?state=open&pageSize=50');
    expect(after.items.some((r) => r.id === recipe.id)).toBe(false);

    // The same pages in Chinese.
    await page.evaluate(() => localStorage.setItem('curio-console-language', 'zh-CN'));
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'zh-CN'));
    await page.goto(`${base}/growth/activities`);
    await page.getByRole('heading', { level: 1, name: '活动', exact: true }).waitFor();
    await consoleShot(page, 'growth-activities-zh');
    await page.context().close();
  }, 90_000);
});
