import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../web/e2e/api';
import { createUserSession } from '../../web/e2e/db';
import { verifiedUser } from '../../web/e2e/people';
import { toZonedInput } from '../src/components/zoned-time';
import { antdSettled, consoleApi, consolePage, consoleShot, launch, pick, signInConsole } from './console-browser';

// The console's marketing and shipping pages (issue 19), in Chromium at 1440x900, signed in as the demo
// owner: a coupon created in the console and seen as a campaign by the storefront's own call; a batch of
// redemption codes whose CSV is downloaded at once (one code redeemed through the storefront's call shows
// in the batch's count); a free physical reward activity created in the console, ordered by a user through
// the storefront's calls, and shipped from the shipping queue.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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
    await antdSettled(page, '.ant-drawer-content-wrapper');
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
    await antdSettled(page, '.ant-modal');
    await consoleShot(page, 'redeem-form');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Create' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^redeem-codes-E2E-fair-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read through the download's stream: the browser is the suite's shared Chromium, reached over its
    // connection, where the file's local path is not available.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
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
    await antdSettled(page, '.ant-modal');
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
  }, 60_000);

  it('an owner creates a free physical reward, a user orders it, and the owner ships it from the queue', async () => {
    const { page, base, origin } = await consolePage(browser);
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin);
    const { timeZone } = await apiCall<{ timeZone: string }>('localhost', 'GET', '/curtime/get');

    // A free poster for anyone (no qualifying collection), open since five minutes.
    await page.goto(`${base}/growth/activities`);
    await page.getByRole('heading', { level: 1, name: 'Activities', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New activity' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Physical reward', { exact: true }).click();
    await drawer.getByLabel('English').nth(0).fill('E2E poster drop');
    await drawer.getByLabel('English').nth(1).fill('E2E signed poster');
    await drawer.getByLabel(/^Opens/).fill(toZonedInput(Date.now() - 5 * 60_000, timeZone));
    await drawer.getByLabel('Stock (results in all)').fill('5');
    await antdSettled(page, '.ant-drawer-content-wrapper');
    await consoleShot(page, 'activity-physical-form');
    await drawer.getByRole('button', { name: 'Save' }).click();
    const activityRow = page.getByRole('row', { name: /E2E poster drop/ });
    await activityRow.getByText('Physical reward', { exact: true }).waitFor();
    const activities = await consoleApi<{ activities: { id: number; kind: string; name: { en?: string }; price: number }[] }>(
      page,
      origin,
      '/console/activities?limit=200',
    );
    const activity = activities.activities.find((a) => a.name.en === 'E2E poster drop')!;
    expect(activity).toMatchObject({ kind: 'physical', price: 0 });

    // A user with an address orders it: free, so paid at once and awaiting shipment.
    const user = await verifiedUser('localhost', 'demo');
    const address = await apiCall<{ id: number }>('localhost', 'POST', '/mallapp/address/save', user.token, {
      receiver: 'E2E Receiver',
      phone: '13800138000',
      regionCode: '110105',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      street: '',
      detail: '建国路 1 号',
      isDefault: true,
    });
    const order = await apiCall<{ orderNo: string; status: string }>('localhost', 'POST', '/mallapp/activity/order', user.token, {
      activityId: activity.id,
      cardNftIds: [],
      addressId: address.id,
    });
    expect(order.status).toBe('paid');

    // The queue shows what to ship and where; the owner ships it with a carrier and a tracking number.
    await page.goto(`${base}/shipping`);
    await page.getByRole('heading', { level: 1, name: 'Shipping queue' }).waitFor();
    const awaiting = page.getByRole('row', { name: new RegExp(order.orderNo) });
    await awaiting.getByText('E2E signed poster', { exact: true }).waitFor();
    await awaiting.getByText(/E2E Receiver · 13800138000/).waitFor();
    await awaiting.getByText(/北京市朝阳区建国路 1 号/).waitFor();
    await consoleShot(page, 'shipping-awaiting');
    await page.getByRole('button', { name: `Ship order ${order.orderNo}` }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: `Ship order ${order.orderNo}` });
    await dialog.getByLabel('Carrier').fill('SF Express');
    await dialog.getByLabel('Tracking number').fill('SF 1234 5678 90');
    await antdSettled(page, '.ant-modal');
    await consoleShot(page, 'shipping-ship-dialog');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByText(`Order ${order.orderNo} shipped`).waitFor();
    await awaiting.waitFor({ state: 'detached' });

    // It moved to the shipping tab, with its tracking; the user's order says so too.
    await page.getByRole('tab', { name: 'Shipping', exact: true }).click();
    const shipped = page.getByRole('row', { name: new RegExp(order.orderNo) });
    await shipped.getByText('SF1234567890', { exact: true }).waitFor();
    await shipped.getByText('SF Express', { exact: true }).waitFor();
    await consoleShot(page, 'shipping-shipped');
    const mine = await apiCall<{ status: string; shipping: { carrier: string; trackingNo: string } | null }>(
      'localhost',
      'GET',
      `/mallapp/order/detail/${order.orderNo}`,
      user.token,
    );
    expect(mine).toMatchObject({ status: 'shipping', shipping: { carrier: 'SF Express', trackingNo: 'SF1234567890' } });
    await page.context().close();
  }, 60_000);
});
