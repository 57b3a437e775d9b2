import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, errorMessage } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot, toastsGone } from './browser';
import { grantItem, orderStatus } from './db';
import { verifiedUser } from './people';

// Issue 19 (addresses, activity orders, shipping) end to end, against the real built server (the demo
// seed's activities, or ones the owner creates through the console API when the seed has none). On the demo
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
  await toastsGone(page).catch(() => undefined);
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

/** A console session of the tenant's owner on `host` (cookie + CSRF token), for the operator's calls. */
async function operator(host: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://${host}:${inject('e2ePort')}/console/login`);
  const login = await page.evaluate(async (email) => {
    const res = await fetch('/api/console/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'curio-owner-demo' }),
    });
    return (await res.json()) as { code: number; msg?: string; data?: { stage: string; csrfToken: string } };
  }, email);
  expect(login, 'the owner signs in to the console').toMatchObject({ code: 0, data: { stage: 'done' } });
  const csrf = login.data!.csrfToken;
  return {
    call: async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const r = await page.evaluate(
        async ({ method, path, body, csrf }) => {
          const res = await fetch(`/api${path}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return (await res.json()) as { code: number; msg?: string; data: unknown };
        },
        { method, path, body, csrf },
      );
      if (r.code !== 0) throw new Error(`${path}: ${r.code} ${r.msg ?? ''}`);
      return r.data as T;
    },
    close: () => context.close(),
  };
}
type Operator = Awaited<ReturnType<typeof operator>>;

/**
 * An open free activity of the kind: the demo seed's, else one the operator creates through the console
 * (a physical good anyone may order; a coupon for holders of the seeded casting activity's collection).
 */
async function openActivity(host: string, token: string, op: Operator, kind: 'coupon' | 'physical'): Promise<Detail> {
  const list = await call<{ items: Card[] }>(host, 'GET', `/mallapp/activity/list?status=open&kind=${kind}`, token);
  let id = list.items.find((x) => x.kind === kind && x.stock.left > 0 && x.price === 0)?.id;
  if (id === undefined) {
    const now = Date.now();
    const window = { startsAt: now - 60_000, endsAt: now + 86_400_000, stock: 100, mode: 'hold' as const };
    if (kind === 'physical') {
      const cover = (await call<{ items: { coverUrl: string }[] }>(host, 'GET', '/mallapp/activity/list?status=open', token))
        .items[0]!.coverUrl;
      id = (
        await op.call<{ id: number }>('POST', '/console/activities', {
          kind: 'physical',
          name: { 'zh-CN': '限定海报', en: 'Collector poster' },
          coverUrl: cover,
          physical: {
            name: { 'zh-CN': 'A2 限定海报', en: 'A2 poster' },
            imageUrl: cover,
            description: { 'zh-CN': '印刷海报，A2。' },
          },
          ...window,
        })
      ).id;
    } else {
      const cast = (await call<{ items: Card[] }>(host, 'GET', '/mallapp/activity/list?status=open&kind=cast', token)).items[0]!;
      const castDetail = await call<Detail & { coverUrl: string }>(host, 'GET', `/mallapp/activity/detail/${cast.id}`, token);
      const coupon = await op.call<{ id: number }>('POST', '/console/coupons', {
        name: { 'zh-CN': '持有者立减5元', en: 'Holder ¥5 off' },
        kind: 'amount',
        amount: 500,
        validity: { kind: 'days', days: 30 },
        total: 1000,
        claimable: false,
      });
      id = (
        await op.call<{ id: number }>('POST', '/console/activities', {
          kind: 'coupon',
          name: { 'zh-CN': '持有者优惠券', en: 'Holder coupon' },
          coverUrl: castDetail.coverUrl,
          couponTemplateId: coupon.id,
          qualifying: [{ collectionId: castDetail.qualifying[0]!.collectionId, count: 1 }],
          ...window,
        })
      ).id;
    }
  }
  return call<Detail>(host, 'GET', `/mallapp/activity/detail/${id}`, token);
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

describe('shipping a physical reward (demo, zh-CN)', () => {
  it(
    'a user adds an address with the region picker, confirms a free physical reward, the operator ships it, the user confirms receipt',
    { timeout: 180_000 },
    async () => {
      const host = 'localhost';
      const user = await verifiedUser(host, 'demo', { name: 'Ship Tester' });
      const op = await operator(host, 'owner@demo.local');
      const a = await openActivity(host, user.token, op, 'physical');
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
      await op.call('POST', `/console/orders/${encodeURIComponent(orderNo)}/ship`, {
        carrier: '顺丰速运',
        trackingNo: 'SF1234567890',
      });
      await op.close();
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
    const op = await operator(host, 'owner@aurora.local');
    const a = await openActivity(host, user.token, op, 'coupon');
    await op.close();
    const items = await stockFor(host, 'aurora', user, a);
    const { page, base } = await phonePage(browser, host);
    await openAs(page, base, user.token, `/pages/activity/order/couponSelectNft?id=${a.id}`);
    await page.getByTestId('cast-picker').waitFor();
    await pick(page, items);
    await shot(page, 'coupon-select');
    await page.getByTestId('cast-submit').click();
    await page.locator('[data-testid="coupon-result"], [data-testid="cast-refusal"]').first().waitFor();
    expect(
      await page.getByTestId('cast-refusal').count(),
      (await page.getByTestId('cast-refusal').allTextContents()).join(),
    ).toBe(0);
    expect(await page.getByTestId('coupon-name').textContent()).toBe(a.reward.coupon!.name);
    await shot(page, 'coupon-result');
    const mine = await call<{ items: { templateId: number }[] }>(host, 'GET', '/mallapp/coupon/mine?status=usable', user.token);
    expect(mine.items.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
