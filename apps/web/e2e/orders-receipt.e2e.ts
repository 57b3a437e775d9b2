import http from 'node:http';
import { endpoints, ErrorCode, orderItemKindLabel, orderStatusLabel, payMethodLabel, type Language } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot, switchLanguage } from './browser';
import { onSaleDrop, orderStatus, ownOwner } from './db';
import { verifiedUser } from './people';

// Issue 32 item 13 end to end (decision 071), against the built server, each tenant with a buyer of its own:
// pay two orders (a collection and a blind box), open the collection's payment receipt from its order; the
// owner refunds it through the console's refund call (audited there) and the buyer finds it under
// "refunded", its receipt showing the refund; the kind filter shows exactly each kind; an unpaid order
// placed behind the buyer's back refuses the next order with 7020072, whose link leads to that very order.
// Screens at 390x844: the light demo tenant in Chinese and English, the dark Aurora in English and Chinese.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const port = () => inject('e2ePort');
const tenants: [host: string, code: string, lang: Language, other: Language][] = [
  ['localhost', 'demo', 'zh-CN', 'en'],
  ['aurora.localhost', 'aurora', 'en', 'zh-CN'],
];
const short = (host: string) => host.split('.')[0]!;

/** A raw request to the e2e server on a tenant's host: status, headers and the parsed envelope. */
function send(
  host: string,
  method: 'GET' | 'POST',
  path: string,
  o: { body?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: port(),
        method,
        path,
        headers: { host: `${host}:${port()}`, ...(o.type ? { 'content-type': o.type } : {}), ...o.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    if (o.body) req.write(o.body);
    req.end();
  });
}

/** Places and pays an order through the API and the sandbox cashier (the tester's Pay); answers the order number. */
async function paidOrder(host: string, token: string, businessType: 3 | 4, itemId: number): Promise<string> {
  const placed = await apiCall<{ orderNo: string }>(host, 'POST', endpoints.placeOrder.path, token, {
    businessType,
    itemId,
    quantity: 1,
  });
  const payment = await apiCall<{ cashierUrl: string }>(host, 'POST', endpoints.createPayment.path, token, {
    orderNo: placed.orderNo,
    method: 1,
  });
  const ref = /cashier\/(SBX[0-9A-F]+)/.exec(payment.cashierUrl)![1]!;
  await send(host, 'GET', new URL(payment.cashierUrl, `http://${host}`).pathname);
  const paid = await send(host, 'POST', `/api/pay-sandbox/cashier/${ref}?lang=en`, {
    body: 'action=pay&method=1',
    type: 'application/x-www-form-urlencoded',
  });
  expect(paid.status).toBe(303);
  await expect.poll(() => orderStatus(placed.orderNo), { timeout: 10_000 }).toBe('paid');
  return placed.orderNo;
}

/**
 * The tenant's owner refunds an order through the console's own call (consoleRefundOrder: signed in with the
 * an owner of this file's own, the CSRF token on the write; the server writes the audit row).
 */
async function consoleRefund(host: string, code: string, orderNo: string): Promise<void> {
  const login = await send(host, 'POST', `/api${endpoints.consoleLogin.path}`, {
    body: JSON.stringify(ownOwner(code, 'receipt')),
    type: 'application/json',
  });
  const session = JSON.parse(login.text) as { code: number; data: { stage: string; csrfToken: string } };
  expect(session.code).toBe(0);
  expect(session.data.stage).toBe('done');
  const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const res = await send(host, 'POST', `/api${endpoints.consoleRefundOrder.path.replace('{orderNo}', orderNo)}`, {
    body: JSON.stringify({ reason: 'The buyer asked: e2e receipt' }),
    type: 'application/json',
    headers: { cookie, 'x-csrf-token': session.data.csrfToken },
  });
  const env = JSON.parse(res.text) as { code: number; msg: string };
  expect(env.code, env.msg).toBe(0);
}

const itemOf = (page: Page, orderNo: string) => page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);

/** The order numbers the list shows, top to bottom; null while it is still loading (neither cards nor "empty"). */
async function listed(page: Page): Promise<string[] | null> {
  const cards = await page.getByTestId('order-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-order-no') ?? ''));
  if (cards.length > 0) return cards;
  return (await page.getByTestId('orders').getByTestId('empty-state').count()) > 0 ? [] : null;
}

/** Waits for the list to settle on exactly `expected` (a query in flight may still show the last tab's). */
async function expectListed(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => listed(page), { timeout: 10_000 }).toEqual(expected);
}

describe.each(tenants)('orders: the receipt, refunded, kinds and the blocking order on %s', (host, code, lang, other) => {
  it(
    'pays, opens the receipt, sees the refund under "refunded", filters by kind, follows 7020072 to the order',
    { timeout: 180_000 },
    async () => {
      const name = short(host);
      const buyer = await verifiedUser(host, code);
      const drop = onSaleDrop(code, 'collection', { minRemaining: 4 });
      const box = onSaleDrop(code, 'blindBox', { minRemaining: 3 });
      const dropOrder = await paidOrder(host, buyer.token, 4, drop.id);
      const boxOrder = await paidOrder(host, buyer.token, 3, box.id);

      // The order detail leads to its payment receipt.
      const { page, base } = await phonePage(browser, host);
      await openAs(page, base, buyer.token, `/pages/account/order/detail?orderNo=${dropOrder}`);
      await page.locator('[data-testid="order-detail"][data-status="paid"]').waitFor();
      const payment = await apiCall<{ items: { orderNo: string; totalAmount: number }[] }>(
        host,
        'GET',
        `${endpoints.listOrders.path}?businessType=4`,
        buyer.token,
      );
      const total = payment.items.find((o) => o.orderNo === dropOrder)!.totalAmount;
      await page.getByTestId('order-receipt-link').scrollIntoViewIfNeeded();
      await screenshot(page, `orders-${name}-detail-receipt-link-${lang}`);
      await page.getByTestId('order-receipt-link').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/receipt'));
      const receipt = page.locator('[data-testid="order-receipt"][data-status="paid"]');
      await receipt.waitFor();
      expect(await page.getByTestId('receipt-amount').locator('[data-price]').getAttribute('data-price')).toBe(String(total));
      expect(await page.getByTestId('receipt-status').textContent()).toBe(orderStatusLabel('paid', lang));
      expect(await page.getByTestId('receipt-method-value').textContent()).toBe(payMethodLabel(1, lang));
      expect(await page.getByTestId('receipt-order-no-value').textContent()).toBe(dropOrder);
      expect(await page.getByTestId('receipt-payment-no-value').textContent()).toMatch(/^[0-9A-Z]{8,40}$/);
      expect(await page.getByTestId('receipt-item').textContent()).toContain(orderItemKindLabel('collection', lang));
      expect(await page.getByTestId('receipt-refunds').count()).toBe(0);
      await screenshot(page, `orders-${name}-receipt-paid-${lang}`);

      // The owner refunds it in the console; the buyer finds it under "refunded", and nothing else there.
      await consoleRefund(host, code, dropOrder);
      await go(page, base, '/pages/account/order/index');
      await page.getByTestId('orders-tab-refunded').click();
      await page.waitForURL((u) => u.hash.includes('status=refunded'));
      await expectListed(page, [dropOrder]);
      expect(await itemOf(page, dropOrder).textContent()).toContain(orderStatusLabel('refunded', lang));
      await screenshot(page, `orders-${name}-refunded-${lang}`);

      // Its receipt shows the refund and where it stands (the sandbox gives money back at once, or soon).
      await go(page, base, `/pages/account/order/receipt?orderNo=${dropOrder}`);
      await page.locator('[data-testid="order-receipt"][data-status="refunded"]').waitFor();
      await page.getByTestId('receipt-refund').waitFor();
      expect(await page.getByTestId('receipt-refund').count()).toBe(1);
      expect(['pending', 'done']).toContain(await page.getByTestId('receipt-refund').getAttribute('data-status'));
      await page.getByTestId('receipt-refunds').scrollIntoViewIfNeeded();
      await screenshot(page, `orders-${name}-receipt-refunded-${lang}`);

      // The kind filter: exactly the blind box, exactly the collection, both under every kind.
      await go(page, base, '/pages/account/order/index');
      await expectListed(page, [boxOrder, dropOrder]);
      await page.getByTestId('orders-kind-blindBox').click();
      await page.waitForURL((u) => u.hash.includes('kind=blindBox'));
      await expectListed(page, [boxOrder]);
      expect(await page.getByTestId('orders-kind-blindBox').textContent()).toBe(orderItemKindLabel('blindBox', lang));
      await screenshot(page, `orders-${name}-kind-box-${lang}`);
      await page.getByTestId('orders-kind-collection').click();
      await expectListed(page, [dropOrder]);
      await page.getByTestId('orders-kind-listing').click();
      await expectListed(page, []);
      await page.getByTestId('orders-tab-refunded').click();
      await page.getByTestId('orders-kind-blindBox').click();
      await page.waitForURL((u) => u.hash.includes('status=refunded') && u.hash.includes('kind=blindBox'));
      await expectListed(page, []);
      await page.getByTestId('orders-kind-all').click();
      await expectListed(page, [dropOrder]);

      // 7020072: the drop's page is open with nothing unpaid; meanwhile an unpaid order of another drop appears
      // (another tab, another device). Ordering is refused, and the refusal's link opens that very order.
      const second = onSaleDrop(code, 'collection', { minRemaining: 4, exclude: [drop.id] });
      await go(page, base, `/pages/detail/collection?id=${drop.id}`);
      await page.getByTestId('buy-button').waitFor();
      const blocking = await apiCall<{ orderNo: string }>(host, 'POST', endpoints.placeOrder.path, buyer.token, {
        businessType: 4,
        itemId: second.id,
        quantity: 1,
      });
      await page.getByTestId('buy-button').click();
      await page.getByTestId('buy-sheet').waitFor();
      await page.getByTestId('buy-submit').click();
      const refusal = page.getByTestId('buy-refusal');
      await refusal.waitFor();
      expect(await refusal.getAttribute('data-code')).toBe(String(ErrorCode.ORDER_EXISTS));
      await screenshot(page, `orders-${name}-unpaid-refusal-${lang}`);
      await page.getByTestId('buy-go-unpaid').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'));
      expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`orderNo=${blocking.orderNo}`);
      await page.locator('[data-testid="order-detail"][data-status="pending_payment"]').waitFor();
      expect(await page.getByTestId('order-no-value').textContent()).toBe(blocking.orderNo);
      // An unpaid order has no receipt yet.
      expect(await page.getByTestId('order-receipt-link').count()).toBe(0);
      await apiCall(host, 'POST', endpoints.cancelOrder.path, buyer.token, { orderNo: blocking.orderNo });

      // The same screens in the tenant's other language.
      await switchLanguage(page, base, other);
      await go(page, base, `/pages/account/order/receipt?orderNo=${dropOrder}`);
      await page.getByTestId('receipt-refund').waitFor();
      expect(await page.getByTestId('receipt-status').textContent()).toBe(orderStatusLabel('refunded', other));
      await screenshot(page, `orders-${name}-receipt-refunded-${other}`);
      await go(page, base, `/pages/account/order/receipt?orderNo=${boxOrder}`);
      await page.locator('[data-testid="order-receipt"][data-status="paid"]').waitFor();
      await screenshot(page, `orders-${name}-receipt-paid-${other}`);
      await go(page, base, '/pages/account/order/index?status=refunded');
      await expectListed(page, [dropOrder]);
      await screenshot(page, `orders-${name}-refunded-${other}`);
      await go(page, base, '/pages/account/order/index?kind=blindBox');
      await expectListed(page, [boxOrder]);
      await screenshot(page, `orders-${name}-kind-box-${other}`);
      await go(page, base, `/pages/account/order/detail?orderNo=${dropOrder}`);
      await page.locator('[data-testid="order-detail"][data-status="refunded"]').waitFor();
      await page.getByTestId('order-receipt-link').scrollIntoViewIfNeeded();
      await screenshot(page, `orders-${name}-detail-refunded-${other}`);
      await page.context().close();
    },
  );
});
