import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../web/e2e/api';
import { createUserSession } from '../../web/e2e/db';
import { consolePage, consoleShot, launch, signInConsole } from './console-browser';

// The console's marketing and shipping pages (issue 19), in Chromium at 1440x900, signed in as the demo
// owner: a coupon created in the console and seen as a campaign by the storefront's own call; a batch of
// redemption codes whose CSV is downloaded at once (one code redeemed through the storefront's call shows
// in the batch's count).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function consoleApi<T>(page: Page, origin: string, path: string): Promise<T> {
  const res = await page.request.get(`${origin}/api${path}`);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/** Picks the option of an antd Select (searchable) whose label contains `text`. */
async function pick(page: Page, select: ReturnType<Page['getByLabel']>, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

/** Waits until antd's dialog or drawer has finished appearing (it fades and zooms in). */
async function settled(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && getComputedStyle(el).opacity === '1' && !/zoom|fade|motion/.test(el.className);
  }, selector);
}

interface CouponActivityCard {
  id: number;
  name: string;
  coupon: { kind: string; amount: number | null; minSpend: number; validity: { kind: string; days?: number } };
  total: number;
  left: number;
}

describe('console coupons', () => {
  it('an owner creates a coupon campaign and a batch of codes whose CSV downloads at once', async () => {
    const { page, base, origin } = await consolePage(browser);
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin);

    // A ¥8.50 coupon over ¥30, valid 7 days after the claim, claimable (a campaign on the storefront).
    await page.goto(`${base}/marketing/coupons`);
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('English').first().fill('E2E ¥8.50 off');
    await drawer.getByLabel('Amount off (yuan)').fill('8.5');
    await drawer.getByLabel('Minimum spend (yuan, 0 = none)').fill('30');
    await drawer.getByText('Days after the claim', { exact: true }).click();
    await drawer.getByLabel(/^Valid for/).fill('7');
    await drawer.getByLabel(/^Total/).fill('50');
    await settled(page, '.ant-drawer-content-wrapper');
    await consoleShot(page, 'coupons-form');
    await drawer.getByRole('button', { name: 'Create' }).click();
    const row = page.getByRole('row', { name: /E2E ¥8\.50 off/ });
    await row.getByText('¥8.50 off', { exact: true }).waitFor();
    await row.getByText('7 days after the claim', { exact: true }).waitFor();
    await page.locator('.ant-drawer').waitFor({ state: 'detached' });
    await consoleShot(page, 'coupons-list');

    const coupons = await consoleApi<{ items: { id: number; name: { en?: string }; amount: number | null; minSpend: number }[] }>(
      page,
      origin,
      '/console/coupons?limit=100',
    );
    const coupon = coupons.items.find((c) => c.name.en === 'E2E ¥8.50 off')!;
    expect(coupon).toMatchObject({
      amount: 850,
      minSpend: 3000,
      validity: { kind: 'days', days: 7 },
      total: 50,
      claimable: true,
    });
    const campaigns = await apiCall<{ items: CouponActivityCard[] }>(
      'localhost',
      'GET',
      '/mallapp/coupon/activities?pageSize=50',
    );
    expect(campaigns.items.find((a) => a.id === coupon.id)).toMatchObject({
      coupon: { kind: 'amount', amount: 850, minSpend: 3000, validity: { kind: 'days', days: 7 } },
      total: 50,
      left: 50,
    });
    // The campaigns tab lists the claimable coupons with what is left to claim.
    await page.getByRole('tab', { name: 'Coupon campaigns (claimable)' }).click();
    await page.getByRole('columnheader', { name: 'Left to claim' }).waitFor();
    await page.getByRole('row', { name: /E2E ¥8\.50 off/ }).waitFor();

    // A batch of 25 codes for that coupon: the CSV is downloaded as soon as the batch exists.
    await page.goto(`${base}/marketing/redeem-codes`);
    await page.getByRole('heading', { level: 1, name: 'Redemption codes' }).waitFor();
    await page.getByRole('button', { name: 'New batch' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'New batch' });
    await dialog.getByLabel(/^Batch name/).fill('E2E fair');
    await pick(page, dialog.getByRole('combobox', { name: 'Coupon' }), 'E2E ¥8.50 off');
    await dialog.getByLabel(/^Number of codes/).fill('25');
    await settled(page, '.ant-modal');
    await consoleShot(page, 'redeem-form');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Create' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^redeem-codes-E2E-fair-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('code');
    expect(lines).toHaveLength(26);
    const codes = lines.slice(1);
    expect(new Set(codes).size).toBe(25);
    for (const c of codes) expect(c).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/);

    // The dialog warns that the codes cannot be shown again and shows the first ones.
    const shown = page.locator('.ant-modal').filter({ hasText: 'cannot be shown again' });
    await shown.getByText('Batch “E2E fair”: 25 codes').waitFor();
    await shown.getByText(codes[0]!, { exact: true }).waitFor();
    await shown.getByText(codes[9]!, { exact: true }).waitFor();
    expect(await shown.getByText(codes[10]!, { exact: true }).count()).toBe(0);
    await settled(page, '.ant-modal');
    await consoleShot(page, 'redeem-codes-once');
    await shown.getByRole('button', { name: 'I have saved the file' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Close' }).click();

    // A user redeems one code (lower case, with dashes): the batch counts it.
    const user = createUserSession('demo');
    const typed = codes[3]!.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    await apiCall('localhost', 'POST', '/mallapp/redeem/code', user.token, { code: typed });
    await page.reload();
    const batch = page.getByRole('row', { name: /E2E fair/ });
    await batch.getByText('1 / 25', { exact: true }).waitFor();
    await batch.getByText('E2E ¥8.50 off', { exact: true }).waitFor();
    await consoleShot(page, 'redeem-batches');
    await page.context().close();
  });
});
