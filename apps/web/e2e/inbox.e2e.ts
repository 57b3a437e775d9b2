import http from 'node:http';
import { createNonce, PLATFORM, signRequest } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openAs, phonePage, screenshot } from './browser';
import { createUserSession, moveOrderDeadline, onSaleDrop, orderStatus, tenantId } from './db';
import { addInboxEvent, heldItems, inboxEvents } from './inbox-db';

// Issue 14 end to end, against the real built server, on both demo tenants: an order the system closes
// lands in the buyer's inbox (the close job's own event); the bell on the mine page shows the count; the
// inbox lists the events; tapping one marks it read and opens its page (the order, the item); the item
// page shows its provenance timeline with the mint's transaction once the chain worker has minted it.
// Screenshots at 390x844 go to test-results/e2e/.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function shot(page: Page, name: string) {
  await screenshot(page, name);
}

// ---------------------------------------------------------------------------------------------------
// Calls signed like the app signs them (the buyer's set-up: real name, chain account, orders, payment).

let signKey: string | undefined;

function raw(host: string, method: 'GET' | 'POST', p: string, headers: Record<string, string>, payload?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: inject('e2ePort'),
        method,
        path: p,
        headers: { host: `${host}:${inject('e2ePort')}`, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function call<T>(host: string, method: 'GET' | 'POST', p: string, token?: string, body?: unknown): Promise<T> {
  if (!signKey) {
    const html = (await raw(host, 'GET', '/', {})).text;
    const json = /<script id="curio-runtime" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    if (!json) throw new Error('the served page has no runtime settings');
    signKey = (JSON.parse(json) as { signKey: string }).signKey;
  }
  const timestamp = String(Date.now());
  const nonce = createNonce();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    platform: PLATFORM,
    timestamp,
    nonce,
    sign: await signRequest({ platform: PLATFORM, timestamp, nonce, token }, signKey),
    'client-type': 'H5',
  };
  if (token) headers.token = token;
  if (payload) headers['content-type'] = 'application/json';
  const env = JSON.parse((await raw(host, method, `/api${p}`, headers, payload)).text) as { code: number; msg: string; data: T };
  if (env.code !== 0) throw new Error(`${p}: ${env.code} ${env.msg}`);
  return env.data;
}

let idSeq = 0;
/** A valid 18-digit ID of an adult (GB 11643 check digit), new for every call. */
function newIdCard(): string {
  const birth = new Date(Date.UTC(1975, 0, 1) + ((Date.now() / 1000 + ++idSeq * 6131) % 7000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `110105${ymd}${String((idSeq * 53 + Math.floor(Math.random() * 900)) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

async function newBuyer(host: string, code: string) {
  const user = createUserSession(code);
  await call(host, 'POST', '/memberapi/user/submitRealName', user.token, {
    name: 'Inbox Tester',
    idCard: newIdCard(),
    agree: true,
  });
  await call(host, 'POST', '/memberapi/user/openChainAccount', user.token);
  return user;
}

const placeOrder = (host: string, token: string, itemId: number) =>
  call<{ orderNo: string }>(host, 'POST', '/mallapp/order/create', token, { businessType: 4, itemId, quantity: 1 });

/** Pays an order in the payment sandbox's cashier, as its page's Pay button does. */
async function pay(host: string, token: string, orderNo: string) {
  const p = await call<{ cashierUrl: string }>(host, 'POST', '/mallapp/pay/create', token, { orderNo, method: 1 });
  const ref = /cashier\/(SBX[0-9A-F]+)/.exec(p.cashierUrl)![1]!;
  await raw(host, 'GET', new URL(p.cashierUrl, 'http://x').pathname, {});
  const res = await raw(
    host,
    'POST',
    `/api/pay-sandbox/cashier/${ref}?lang=en`,
    { 'content-type': 'application/x-www-form-urlencoded' },
    'action=pay&method=1',
  );
  expect(res.status).toBe(303);
  await expect.poll(() => orderStatus(orderNo), { timeout: 10_000 }).toBe('paid');
}

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

describe.each([
  ['localhost', 'demo'],
  ['aurora.localhost', 'aurora'],
])('the inbox on %s', (host, code) => {
  it(
    'the bell counts a closed order and a gift; the inbox opens each one read; the item page shows its provenance',
    { timeout: 150_000 },
    async () => {
      const name = host.split('.')[0]!;
      const buyer = await newBuyer(host, code);
      const drop = onSaleDrop(code, 'collection');

      // An order left unpaid: the server's close job closes it and writes the buyer's event with it.
      const unpaid = await placeOrder(host, buyer.token, drop.id);
      moveOrderDeadline(unpaid.orderNo, -1000);
      await expect.poll(() => orderStatus(unpaid.orderNo), { timeout: 15_000 }).toBe('closed');
      expect(inboxEvents(buyer.userId, 'order_closed').map((e) => e.ref)).toEqual([unpaid.orderNo]);

      // A bought item, then a gift event for it as the gift flow writes it.
      const paid = await placeOrder(host, buyer.token, drop.id);
      await pay(host, buyer.token, paid.orderNo);
      const item = heldItems(buyer.userId)[0]!;
      addInboxEvent(tenantId(code), buyer.userId, {
        kind: 'gifted',
        cardNftId: item.id,
        ref: null,
        params: { collectionId: item.collection_id, from: '138****0427' },
      });

      // The mine page: the bell with two unread.
      const { page, base } = await phonePage(browser, host);
      await openAs(page, base, buyer.token, '/pages/account/index/index');
      const bell = page.getByTestId('inbox-bell');
      await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 10_000 }).toBe('2');
      expect(await page.getByTestId('inbox-bell-count').textContent()).toBe('2');
      await shot(page, `inbox-${name}-mine-bell`);

      // The inbox: newest first, both unread.
      await bell.click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/inbox/index'));
      const rows = page.getByTestId('inbox-event');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).getAttribute('data-kind')).toBe('gifted');
      expect(await rows.nth(1).getAttribute('data-kind')).toBe('order_closed');
      expect(await rows.nth(0).textContent()).toContain('138****0427');
      expect(await rows.nth(1).textContent()).toContain(unpaid.orderNo);
      expect(await page.locator('[data-testid="inbox-event"][data-unread="true"]').count()).toBe(2);
      await shot(page, `inbox-${name}-list`);

      // Tapping the closed order: read, and its order's page.
      await rows.nth(1).click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'));
      expect(hashOf(page)).toContain(`orderNo=${unpaid.orderNo}`);
      await page.locator('[data-testid="order-detail"][data-status="closed"]').waitFor();
      await shot(page, `inbox-${name}-order-opened`);
      await page.goBack();
      await page.getByTestId('inbox').waitFor();
      await expect.poll(() => page.locator('[data-testid="inbox-event"][data-unread="true"]').count()).toBe(1);
      expect(await page.getByTestId('inbox-unread').textContent()).toMatch(/1/);

      // Tapping the gift: the item page, with the provenance timeline.
      await rows.nth(0).click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/detail/collection'));
      expect(hashOf(page)).toContain(`cardNftId=${item.id}`);
      await page.getByTestId('my-collectible').waitFor();
      const timeline = page.getByTestId('provenance');
      await timeline.waitFor();
      const minted = timeline.locator('[data-testid="prov-event"][data-kind="minted"]');
      await minted.waitFor();
      // The chain worker mints it; the timeline polls while the mint is pending.
      await expect
        .poll(
          async () =>
            (await minted
              .getByTestId('prov-hash')
              .textContent()
              .catch(() => '')) ?? '',
          { timeout: 60_000, interval: 500 },
        )
        .toMatch(/^0x[0-9a-f]{64}$/);
      await timeline.scrollIntoViewIfNeeded();
      await shot(page, `inbox-${name}-item-provenance`);

      // Back on the mine page: nothing unread; "mark all read" has nothing left to do.
      await page.goto(`${base}/#/pages/account/index/index`);
      await expect.poll(() => page.getByTestId('inbox-bell').getAttribute('data-unread'), { timeout: 10_000 }).toBe('0');
      expect(await page.getByTestId('inbox-bell-count').count()).toBe(0);
      await page.getByTestId('inbox-bell').click();
      await page.getByTestId('inbox').waitFor();
      expect(await page.getByTestId('inbox-mark-all').isDisabled()).toBe(true);
      await shot(page, `inbox-${name}-all-read`);
    },
  );
});
