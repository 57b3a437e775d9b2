import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, errorMessage } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { grantItem, orderStatus } from './db';
import { verifiedUser } from './people';

// Issue 19 (addresses, activity orders, shipping) end to end, against the real built server. On the demo
// tenant (zh-CN, light): a verified user opens the seeded free physical reward, has no address, adds one
// with the region picker (coming back to the confirmation with it), confirms the order (paid at once,
// awaiting shipment, the address snapshot on its detail); an operator ships it through the console's API
// with a console session; the user sees "shipping" with the carrier and the tracking number, confirms
// receipt (asked first) and the order is completed. On aurora (en, dark): a coupon activity on
// couponSelectNft gives a coupon. Screenshots at 390x844 (copies in SHOTS_DIR when set).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const call = apiCall;

async function shot(page: Page, name: string): Promise<void> {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  const file = await screenshot(page, `shipping-${name}`);
  if (process.env.SHOTS_DIR) {
    fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, path.basename(file)));
  }
}

interface Card {
  id: number;
  kind: 'cast' | 'coupon' | 'physical';
  price: number;
  stock: { left: number };
}
interface Detail extends Card {
  qualifying: { collectionId: number; count: number }[];
  reward: { kind: string; coupon?: { name: string }; physical?: { name: string } };
}

/** An open seeded activity of the kind (free when asked), with its detail. */
async function openActivity(host: string, token: string, kind: 'coupon' | 'physical', free: boolean): Promise<Detail> {
  const list = await call<{ items: Card[] }>(host, 'GET', `/mallapp/activity/list?status=open&kind=${kind}`, token);
  const a = list.items.find((x) => x.kind === kind && x.stock.left > 0 && (!free || x.price === 0));
  expect(a, `the demo seed has an open ${free ? 'free ' : ''}${kind} activity on ${host}`).toBeDefined();
  return call<Detail>(host, 'GET', `/mallapp/activity/detail/${a!.id}`, token);
}

/** Gives the user the items an activity needs and waits until the server finds them usable; their ids. */
async function stockFor(host: string, code: string, user: { token: string; userId: number }, a: Detail): Promise<number[]> {
  const ids = a.qualifying.flatMap((q) => Array.from({ length: q.count }, () => grantItem(code, user.userId, q.collectionId)));
  if (ids.length === 0) return ids;
  await expect
    .poll(
      async () => {
        const r = await call<{ collections: { items: { cardNftId: number; usable: boolean }[] }[] }>(
          host,
          'GET',
          `/mallapp/activity/qualifying/${a.id}`,
          user.token,
        );
        const usable = new Set(r.collections.flatMap((c) => c.items.filter((i) => i.usable).map((i) => i.cardNftId)));
        return ids.every((id) => usable.has(id));
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  return ids;
}

async function pick(page: Page, ids: number[]): Promise<void> {
  for (const id of ids) await page.locator(`[data-testid="cast-item"][data-id="${id}"] input`).check();
}

/** Ships an order as the tenant's owner, through the console's API with a console session (cookie + CSRF). */
async function shipAsOperator(host: string, orderNo: string, carrier: string, trackingNo: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = `http://${host}:${inject('e2ePort')}`;
    await page.goto(`${origin}/console/login`);
    const r = await page.evaluate(
      async ({ orderNo, carrier, trackingNo }) => {
        const login = await fetch('/api/console/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@demo.local', password: 'curio-owner-demo' }),
        });
        const session = (await login.json()) as { code: number; data?: { stage: string; csrfToken?: string } };
        if (session.code !== 0) return session;
        const ship = await fetch(`/api/console/orders/${encodeURIComponent(orderNo)}/ship`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.data?.csrfToken ?? '' },
          body: JSON.stringify({ carrier, trackingNo }),
        });
        return (await ship.json()) as { code: number; msg?: string };
      },
      { orderNo, carrier, trackingNo },
    );
    expect(r, 'the operator ships the order').toMatchObject({ code: 0 });
  } finally {
    await context.close();
  }
}

describe('shipping a physical reward (demo, zh-CN)', () => {
  it(
    'a user adds an address with the region picker, confirms a free physical reward, the operator ships it, the user confirms receipt',
    { timeout: 180_000 },
    async () => {
      const host = 'localhost';
      const user = await verifiedUser(host, 'demo', { name: 'Ship Tester' });
      const a = await openActivity(host, user.token, 'physical', true);
      const items = await stockFor(host, 'demo', user, a);

      const { page, base } = await phonePage(browser, host);
      await openAs(page, base, user.token, `/pages/activity/detail/detail?id=${a.id}`);
      await page.getByTestId('activity-detail').waitFor();
      expect(await page.getByTestId('activity-state').getAttribute('data-state')).toBe('can');
      await shot(page, 'detail');
      await page.getByTestId('activity-choose').click();
      if (items.length > 0) {
        await page.getByTestId('cast-picker').waitFor();
        await pick(page, items);
        await page.getByTestId('cast-submit').click();
      }

      // The confirmation: no address yet. Confirming asks for one (4000034's text), nothing is ordered.
      await page.getByTestId('activity-confirm').waitFor();
      await page.getByTestId('address-add-first').waitFor();
      await page.getByTestId('confirm-submit').click();
      expect(await page.getByTestId('confirm-refusal').textContent()).toBe(errorMessage(ErrorCode.SELECT_REQUIRED, 'zh-CN'));
      await shot(page, 'confirm-no-address');

      // Add one: the region picker cascades (province → city → district); the form comes back with it.
      await page.getByTestId('address-add-first').click();
      await page.getByTestId('address-form').waitFor();
      await page.getByTestId('address-save').click();
      await page.getByTestId('field-error-region').waitFor();
      expect(await page.getByTestId('field-error-region').textContent()).toBe(errorMessage(ErrorCode.SELECT_REQUIRED, 'zh-CN'));
      await page.getByTestId('address-receiver').fill('李雷');
      await page.getByTestId('address-phone').fill('13700000009');
      await page.getByTestId('region-province').selectOption('440000');
      await page.getByTestId('region-city').selectOption('440300');
      await page.getByTestId('region-district').selectOption('440305');
      await page.getByTestId('address-detail').fill('科技园一路1号101室');
      expect(await page.getByRole('switch').isChecked()).toBe(true);
      await shot(page, 'address-form');
      await page.getByTestId('address-save').click();

      await page.getByTestId('activity-confirm').waitFor();
      await expect.poll(() => page.getByTestId('address-pick-full').textContent()).toContain('南山区');
      await shot(page, 'confirm');

      // Confirm: free, so paid at once; the order's detail shows the address and "awaiting shipment".
      await page.getByTestId('confirm-submit').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'));
      const orderNo = new URLSearchParams(page.url().split('?')[1]).get('orderNo')!;
      await page.getByTestId('order-shipping').waitFor();
      expect(await page.getByTestId('order-detail').getAttribute('data-status')).toBe('paid');
      expect(await page.getByTestId('order-address-full').textContent()).toContain('科技园一路1号101室');
      await page.getByTestId('order-awaiting-shipment').waitFor();
      await shot(page, 'order-awaiting');

      // The operator ships it; the user sees the carrier and the tracking number, and confirms receipt.
      await shipAsOperator(host, orderNo, '顺丰速运', 'SF1234567890');
      await page.reload();
      await page.locator('[data-testid="order-detail"][data-status="shipping"]').waitFor();
      expect(await page.getByTestId('order-tracking-no').textContent()).toBe('SF1234567890');
      await page.getByTestId('order-auto-complete').waitFor();
      await shot(page, 'order-shipping');
      await page.getByTestId('order-confirm-receipt').click();
      await page.locator('.adm-dialog-button').last().click();
      await page.locator('[data-testid="order-detail"][data-status="completed"]').waitFor();
      await page.getByTestId('order-completed-at').waitFor();
      expect(orderStatus(orderNo)).toBe('completed');
      await shot(page, 'order-completed');

      // My addresses: the one added, the default.
      await go(page, base, '/pages/activity/address/index');
      await page.locator('[data-testid="address-card"][data-default="true"]').waitFor();
      await shot(page, 'addresses');
      await page.context().close();
    },
  );
});

describe('a coupon activity (aurora, en, dark)', () => {
  it('picking the qualifying items on couponSelectNft gives the coupon', { timeout: 120_000 }, async () => {
    const host = 'aurora.localhost';
    const user = await verifiedUser(host, 'aurora', { name: 'Coupon Tester' });
    const a = await openActivity(host, user.token, 'coupon', true);
    const items = await stockFor(host, 'aurora', user, a);
    const { page, base } = await phonePage(browser, host);
    await openAs(page, base, user.token, `/pages/activity/order/couponSelectNft?id=${a.id}`);
    await page.getByTestId('cast-picker').waitFor();
    await pick(page, items);
    await shot(page, 'coupon-select');
    await page.getByTestId('cast-submit').click();
    await page.getByTestId('coupon-result').waitFor();
    expect(await page.getByTestId('coupon-name').textContent()).toBe(a.reward.coupon!.name);
    await shot(page, 'coupon-result');
    const mine = await call<{ items: { templateId: number }[] }>(host, 'GET', '/mallapp/coupon/mine?status=usable', user.token);
    expect(mine.items.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
