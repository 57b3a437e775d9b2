import http from 'node:http';
import { endpoints } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../../web/e2e/api';
import { createUserSession, onSaleDrop } from '../../web/e2e/db';
import { consolePage, consoleShot, launch } from './console-browser';

// Issue 17's operations pages end to end (decision 039), against the built server: a buyer pays an order in
// the payment sandbox; the demo tenant's owner finds the buyer (phone masked), opens the order with its
// payment history, refunds it with a reason, and sees the order refunded, the item burned, the refund in the
// ledger and the burn in the chain jobs. Every page is pictured at 1440x900 (SHOTS_DIR copies them).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const HOST = 'localhost';
const port = () => inject('e2ePort');

let idSeq = 0;
function newIdCard(): string {
  const birth = new Date(Date.UTC(1981, 0, 1) + ((Date.now() / 1000 + ++idSeq * 7919) % 7000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `110105${ymd}${String((idSeq * 53 + Math.floor(Math.random() * 900)) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/** The sandbox cashier's Pay button, as a tester presses it (GET the page, POST the form). */
function cashierPay(cashierUrl: string): Promise<number> {
  const ref = /cashier\/(SBX[0-9A-F]+)/.exec(cashierUrl)![1]!;
  const send = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: port(),
          method,
          path,
          headers: { host: `${HOST}:${port()}`, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
  return send('GET', new URL(cashierUrl, `http://${HOST}`).pathname).then(() =>
    send('POST', `/api/pay-sandbox/cashier/${ref}?lang=en`, 'action=pay&method=1'),
  );
}

/** A verified buyer with a paid order of a demo drop. */
async function paidOrder(): Promise<{ userId: number; phone: string; token: string; orderNo: string }> {
  const { token, userId, phone } = createUserSession('demo');
  await apiCall(HOST, 'POST', '/memberapi/user/submitRealName', token, {
    name: 'Refund Buyer',
    idCard: newIdCard(),
    agree: true,
  });
  await apiCall(HOST, 'POST', '/memberapi/user/openChainAccount', token);
  const dropId = onSaleDrop('demo', 'collection', { minRemaining: 3 }).id;
  const placed = await apiCall<{ orderNo: string }>(HOST, 'POST', endpoints.placeOrder.path, token, {
    businessType: 4,
    itemId: dropId,
    quantity: 1,
  });
  const payment = await apiCall<{ cashierUrl: string }>(HOST, 'POST', endpoints.createPayment.path, token, {
    orderNo: placed.orderNo,
    method: 1,
  });
  expect(await cashierPay(payment.cashierUrl)).toBe(303);
  await expect
    .poll(
      async () =>
        (await apiCall<{ status: string }>(HOST, 'GET', endpoints.getOrder.path.replace('{orderNo}', placed.orderNo), token))
          .status,
    )
    .toBe('paid');
  return { userId, phone, token, orderNo: placed.orderNo };
}

/** Signs the browser context in as the demo tenant's seeded owner (two-factor is optional outside production). */
async function signInOwner(page: Page, origin: string): Promise<void> {
  const res = await page.context().request.post(`${origin}/api/console/auth/login`, {
    data: { email: 'owner@demo.local', password: 'curio-owner-demo' },
  });
  const env = (await res.json()) as { code: number; data: { stage: string } };
  expect(env.code).toBe(0);
  expect(env.data.stage).toBe('done');
}

async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page
    .locator('.ant-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

describe('console: users, orders, refunds, chain jobs, finance', () => {
  it(
    'the owner finds a buyer, opens the paid order, refunds it with a reason, and sees it everywhere',
    { timeout: 120_000 },
    async () => {
      const buyer = await paidOrder();
      const { page, base, origin } = await consolePage(browser, HOST);
      await signInOwner(page, origin);

      // Users: search by the phone number, masked in the list.
      await page.goto(`${base}/users`);
      await ready(page);
      await page.getByRole('searchbox').fill(buyer.phone);
      await page.getByRole('searchbox').press('Enter');
      const masked = `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(-4)}`;
      // The search's answer: one row, the buyer's (before it, the list of all users may hold another
      // buyer whose masked number looks the same).
      await page.waitForFunction((m) => {
        const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
        return rows.length === 1 && rows[0]!.textContent!.includes(m);
      }, masked);
      expect(await page.getByText(buyer.phone, { exact: true }).count()).toBe(0);
      await consoleShot(page, 'ops-users');

      // The user's page: standing, orders, collectibles.
      await page
        .getByRole('link', { name: `#${buyer.userId}` })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === `/console/users/${buyer.userId}`);
      await ready(page);
      await page.getByText(buyer.orderNo).waitFor();
      await consoleShot(page, 'ops-user');

      // Orders list, then the order with its payment history.
      await page.goto(`${base}/orders`);
      await ready(page);
      await page.getByText(buyer.orderNo).waitFor();
      await consoleShot(page, 'ops-orders');
      await page.getByText(buyer.orderNo).click();
      await page.waitForURL((u) => u.pathname.startsWith('/console/orders/'));
      await ready(page);
      await page.locator('.ant-table-row').first().waitFor();
      await consoleShot(page, 'ops-order');

      // Refund it, with a reason.
      await page.getByRole('button', { name: /refund/i }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('textbox').fill('The buyer bought it by mistake');
      await consoleShot(page, 'ops-refund-dialog');
      await dialog.getByRole('button', { name: /refund ¥/i }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('.ant-tag', { hasText: 'Refunded' }).first().waitFor();
      await page.getByText('The buyer bought it by mistake').waitFor();
      await consoleShot(page, 'ops-order-refunded');
      expect(await page.getByRole('button', { name: /refund/i }).count()).toBe(0);

      // The buyer sees it refunded, with the refund.
      const seen = await apiCall<{ status: string; refund: { amount: number } | null }>(
        HOST,
        'GET',
        endpoints.getOrder.path.replace('{orderNo}', buyer.orderNo),
        buyer.token,
      );
      expect(seen.status).toBe('refunded');
      expect(seen.refund?.amount).toBeGreaterThan(0);

      // Chain jobs: the burn is written (and mined by the server's worker).
      await page.goto(`${base}/chain`);
      await ready(page);
      await page.getByText('All', { exact: true }).click();
      await page.locator('.ant-tag', { hasText: 'Burn' }).first().waitFor();
      await consoleShot(page, 'ops-chain');

      // Finance: the refund in the ledger.
      await page.goto(`${base}/finance`);
      await ready(page);
      await page.locator('.ant-tag', { hasText: 'Refund' }).first().waitFor();
      await consoleShot(page, 'ops-finance-ledger');
      await page.getByRole('tab', { name: 'Payments' }).click();
      await page.getByRole('columnheader', { name: 'Succeeded at' }).waitFor();
      await page.getByRole('tabpanel').filter({ hasText: 'Succeeded at' }).getByText('sandbox').first().waitFor();
      await consoleShot(page, 'ops-finance-payments');

      // The same order in Chinese (the header's language switch).
      await page.goto(`${base}/orders/${encodeURIComponent(buyer.orderNo)}`);
      await ready(page);
      await page.getByRole('combobox').first().click();
      await page.getByText('简体中文').click();
      await page.keyboard.press('Escape');
      await page.getByText('支付记录').waitFor();
      await page.locator('.ant-tag', { hasText: '已退款' }).first().waitFor();
      await consoleShot(page, 'ops-order-refunded-zh-CN');
      // Usable on a tablet: the order page at 1024x768, nothing wider than the window.
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.reload();
      await ready(page);
      await page.getByText('支付记录').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      await consoleShot(page, 'ops-order-tablet');
      await page.context().close();
    },
  );
});
