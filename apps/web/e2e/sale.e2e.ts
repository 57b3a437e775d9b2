import { ErrorCode, errorMessage, runtimeText, type Language } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiCall } from './api';
import { launch, openAs, phonePage, screenshot, switchLanguage, toastsGone } from './browser';
import { createUserSession, moveOrderDeadline, onSaleDrop, orderStatus } from './db';

// Issue 7 end to end, against the real built server: buy a collection and pay in the payment sandbox's
// cashier (inside the app's frame), see it in my home with its serial number and, once the chain worker
// has minted it, its on-chain facts; let an order run out of time (closed, stock back); buy and open a
// blind box; a buyer without a real name is told why and where to go. Screenshots of every page on both
// demo tenants go to test-results/e2e/.

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

// ---------------------------------------------------------------------------------------------------
// A buyer: a session written into the database, then real name (KYC sandbox) and chain account through
// the API, signed like the app signs.

const call = apiCall;

let idSeq = 0;
/** A valid 18-digit ID of an adult (GB 11643 check digit), new for every call. */
function newIdCard(): string {
  const birth = new Date(Date.UTC(1980, 0, 1) + ((Date.now() / 1000 + ++idSeq * 7919) % 7000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `110105${ymd}${String((idSeq * 37 + Math.floor(Math.random() * 900)) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

async function newBuyer(host: string, code: string): Promise<{ token: string }> {
  const { token } = createUserSession(code);
  await call(host, 'POST', '/memberapi/user/submitRealName', token, { name: 'Test Buyer', idCard: newIdCard(), agree: true });
  await call(host, 'POST', '/memberapi/user/openChainAccount', token);
  return { token };
}

async function go(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}/#${route}`);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.locator('.curio-page').first().waitFor();
  await page.locator('.curio-page-loading').waitFor({ state: 'detached' });
}

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const orderNoOf = (page: Page) => new URLSearchParams(hashOf(page).split('?')[1]).get('orderNo') ?? '';

/** From a detail page: the buy sheet, place the order, then the cashier with its methods. */
async function placeOrder(page: Page, shot?: string): Promise<string> {
  await page.getByTestId('buy-button').click();
  await page.getByTestId('buy-sheet').waitFor();
  if (shot) await screenshot(page, shot);
  await page.getByTestId('buy-submit').click();
  await page.waitForURL((u) => u.hash.startsWith('#/pages/iframe/index'));
  await page.getByTestId('pay-methods').locator('input[type=radio]').first().waitFor({ state: 'attached' });
  return orderNoOf(page);
}

/** In the cashier: start paying, then press the sandbox cashier's Pay inside the frame. */
async function payInSandbox(page: Page, shot?: string): Promise<void> {
  await page.getByTestId('pay-submit').click();
  const frame = page.frameLocator('[data-testid="cashier-frame"]');
  await frame.locator('button[value="pay"]').waitFor();
  await expect.poll(() => page.getByTestId('pay-progress').getAttribute('data-progress'), { timeout: 10_000 }).toBe('3');
  if (shot) await screenshot(page, shot);
  await frame.locator('button[value="pay"]').click();
  await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'), { timeout: 15_000 });
  await page.locator('[data-testid="order-detail"][data-status="paid"]').waitFor();
  // The "payment successful" toast goes by itself (spec §9: 1500 ms).
  await toastsGone(page);
}

describe.each(tenants)('buying a collection on %s', (host, code) => {
  it(
    'pays in the sandbox cashier, finds it in my home with its serial and, once minted, its chain facts',
    { timeout: 120_000 },
    async () => {
      const { page, base } = await phonePage(browser, host);
      const name = short(host);
      const drop = onSaleDrop(code, 'collection');
      const { token } = await newBuyer(host, code);

      await openAs(page, base, token, `/pages/detail/collection?id=${drop.id}`);
      await page.getByTestId('collection-detail').waitFor();
      const orderNo = await placeOrder(page, `sale-${name}-buy-sheet`);
      expect(orderNo).toMatch(/^[0-9A-Z]{8,32}$/);
      await expect.poll(async () => (await page.getByTestId('pay-countdown').textContent()) ?? '').toMatch(/0[45]:\d\d/);
      await screenshot(page, `sale-${name}-cashier`);

      await payInSandbox(page, `sale-${name}-cashier-frame`);
      const serial = (await page.getByTestId('order-serial').first().textContent()) ?? '';
      expect(serial).toMatch(/^#\d+\/\d+$/);
      expect(orderStatus(orderNo)).toBe('paid');
      await screenshot(page, `sale-${name}-order-paid`);

      // My home: the collection with its count (minting at first), then my serial numbers of it.
      await go(page, base, '/pages/account/home/index');
      const tile = page.locator(`[data-testid="home-collection"][data-collection-id="${drop.id}"]`);
      await tile.waitFor();
      expect(await tile.getByTestId('home-collection-count').textContent()).toContain('1');
      await screenshot(page, `sale-${name}-my-home`);
      await tile.click();
      const item = page.getByTestId('my-item').first();
      await item.waitFor();
      expect(await item.getByTestId('my-item-serial').textContent()).toBe(serial);
      await screenshot(page, `sale-${name}-my-items`);

      // The collectible: minting turns into the facts on chain (the server's chain worker mints it).
      await item.click();
      await page.getByTestId('my-collectible').waitFor();
      expect(await page.getByTestId('item-serial').textContent()).toBe(serial);
      await screenshot(page, `sale-${name}-collectible`);
      await page.getByTestId('item-tab-chain').click();
      // The tabs at the top (under the navigation bar), so that the facts are in the picture.
      await page
        .getByTestId('item-tab')
        .evaluate((el) => window.scrollTo(0, (el.parentElement?.getBoundingClientRect().top ?? 0) + window.scrollY - 44));
      await expect
        .poll(async () => (await page.getByTestId('chain-hash-value').textContent()) ?? '', { timeout: 60_000, interval: 500 })
        .toMatch(/^0x[0-9a-f]{64}$/);
      expect(await page.getByTestId('chain-contract-value').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(await page.getByTestId('chain-certified-value').textContent()).toMatch(/\d{2}:\d{2}:\d{2}/);
      expect(await page.getByTestId('chain-owner-value').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/);
      if (code === 'aurora') {
        // Aurora's chain-info display list switches the token ID off (config classification 1).
        expect(await page.getByTestId('chain-token-id').count()).toBe(0);
      } else {
        const tokenId = BigInt((await page.getByTestId('chain-token-id-value').textContent()) ?? '0');
        expect(tokenId >> 32n).toBe(BigInt(drop.id));
        expect(`#${tokenId & 0xffffffffn}/`).toBe(serial.slice(0, serial.indexOf('/') + 1));
      }
      await page.locator('[data-testid="my-collectible"][data-status="held"]').waitFor();
      await screenshot(page, `sale-${name}-collectible-chain`);
      await page.getByTestId('item-tab-records').click();
      await page.locator('[data-testid="tx-record"][data-kind="mint"][data-status="confirmed"]').waitFor();
      await screenshot(page, `sale-${name}-collectible-records`);

      // The order list, on its "paid" tab.
      await go(page, base, '/pages/account/order/index');
      await page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`).waitFor();
      await page.getByTestId('orders-tab-paid').click();
      await page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"][data-status="paid"]`).waitFor();
      await screenshot(page, `sale-${name}-orders`);
    },
  );
});

describe.each(tenants)('a blind box on %s', (host, code) => {
  it('is bought, opened with the reveal, and listed among the opened boxes with its proof', { timeout: 120_000 }, async () => {
    const { page, base } = await phonePage(browser, host);
    const name = short(host);
    const box = onSaleDrop(code, 'blindBox');
    const { token } = await newBuyer(host, code);

    await openAs(page, base, token, `/pages/detail/blindbox?id=${box.id}`);
    await page.getByTestId('blind-box-detail').waitFor();
    await placeOrder(page, `sale-${name}-box-buy-sheet`);
    await payInSandbox(page);
    await screenshot(page, `sale-${name}-box-order-paid`);

    await page.getByTestId('order-view-items').click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/account/home/index'));
    const unopened = page.getByTestId('home-box').first();
    await unopened.waitFor();
    await screenshot(page, `sale-${name}-box-my-home`);
    await unopened.getByTestId('home-box-open').click();
    await page.locator('[data-testid="reveal"][data-phase="opening"]').waitFor();
    await screenshot(page, `sale-${name}-box-opening`);
    await page.locator('[data-testid="reveal"][data-phase="revealed"]').waitFor();
    const drawn = (await page.getByTestId('reveal-name').textContent()) ?? '';
    expect(drawn).not.toBe('');
    expect(await page.getByTestId('reveal-serial').textContent()).toMatch(/^#\d+\/\d+$/);
    // Let the card finish turning before the picture.
    await page.getByTestId('reveal-done').waitFor({ state: 'visible' });
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await screenshot(page, `sale-${name}-box-reveal`);
    await page.getByTestId('reveal-done').click();
    await expect.poll(() => page.getByTestId('home-box').count()).toBe(0);

    await page.getByTestId('home-opened-boxes').click();
    const opened = page.getByTestId('opened-box').first();
    await opened.waitFor();
    expect(await opened.getByTestId('opened-box-drawn-name').textContent()).toBe(drawn);
    // The proof comes with the list (nothing is kept from the opening across a reload).
    await page.reload();
    await opened.getByTestId('opened-box-proof').click();
    await opened.getByTestId('proof-seed-hash-value').waitFor();
    expect(await opened.getByTestId('proof-seed-hash-value').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await opened.getByTestId('proof-input-value').textContent()).toMatch(/^[0-9A-Z]+:0$/);
    expect(await opened.getByTestId('proof-ticket-value').textContent()).toMatch(/^\d+$/);
    await opened.locator('[data-testid="proof-stock"] tr[data-drawn]').waitFor();
    await opened.getByTestId('proof-seed-pending').waitFor(); // the demo box is still on sale
    await screenshot(page, `sale-${name}-opened-boxes`);
  });
});

describe('an order that is not paid in time', () => {
  it(
    'closes by itself: the cashier says so, the order is closed and the stock is back on the detail',
    { timeout: 90_000 },
    async () => {
      const { page, base } = await phonePage(browser, 'localhost');
      const drop = onSaleDrop('demo', 'collection', { exclude: [onSaleDrop('demo', 'collection').id] });
      const { token } = await newBuyer('localhost', 'demo');

      await openAs(page, base, token, `/pages/detail/collection?id=${drop.id}`);
      const remaining = Number(await page.getByTestId('collection-remaining').textContent());
      const orderNo = await placeOrder(page);
      expect(orderStatus(orderNo)).toBe('pending_payment');

      // A declined payment (spec §4 FAIL) can be tried again while the order is unpaid.
      await page.getByTestId('pay-submit').click();
      await page.frameLocator('[data-testid="cashier-frame"]').locator('button[value="decline"]').click();
      await page.getByTestId('pay-failed').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('pay-progress').getAttribute('data-progress')).toBe('6');
      await screenshot(page, 'sale-localhost-cashier-failed');
      await page.getByTestId('pay-retry').click();
      await page.getByTestId('pay-methods').waitFor();

      // The order's deadline comes in 4 s; the cashier counts down to it on server time.
      moveOrderDeadline(orderNo, 5_000);
      await page.reload();
      await page.getByTestId('cashier').waitFor();
      await expect.poll(async () => (await page.getByTestId('pay-countdown').textContent()) ?? '').toMatch(/00:00:0[0-5]/);
      await screenshot(page, 'sale-localhost-cashier-ending');
      await page.getByTestId('cashier-closed').waitFor({ timeout: 15_000 });
      await expect.poll(() => orderStatus(orderNo), { timeout: 10_000 }).toBe('closed');
      await screenshot(page, 'sale-localhost-cashier-closed');

      await page.getByTestId('cashier-closed').getByRole('button').click();
      await page.locator('[data-testid="order-detail"][data-status="closed"]').waitFor();
      await page.getByTestId('order-ended-at').waitFor();
      await screenshot(page, 'sale-localhost-order-closed');

      await go(page, base, `/pages/detail/collection?id=${drop.id}`);
      await expect.poll(async () => Number(await page.getByTestId('collection-remaining').textContent())).toBe(remaining);
    },
  );

  it('can be cancelled from its detail (confirmed), giving its stock back at once', { timeout: 60_000 }, async () => {
    const { page, base } = await phonePage(browser, 'aurora.localhost');
    const drop = onSaleDrop('aurora', 'collection', { exclude: [onSaleDrop('aurora', 'collection').id] });
    const { token } = await newBuyer('aurora.localhost', 'aurora');
    await openAs(page, base, token, `/pages/detail/collection?id=${drop.id}`);
    const remaining = Number(await page.getByTestId('collection-remaining').textContent());
    const orderNo = await placeOrder(page);

    await go(page, base, `/pages/account/order/detail?orderNo=${orderNo}`);
    await page.locator('[data-testid="order-detail"][data-status="pending_payment"]').waitFor();
    await page.getByTestId('pay-countdown').waitFor();
    await screenshot(page, 'sale-aurora-order-pending');
    await go(page, base, '/pages/account/order/index?status=pending_payment');
    await page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`).waitFor();
    await screenshot(page, 'sale-aurora-orders-pending');

    // Back on the drop, the buy sheet sends the buyer to the unpaid order instead of ordering again.
    await go(page, base, `/pages/detail/collection?id=${drop.id}`);
    await page.getByTestId('buy-button').click();
    await page.locator('[data-testid="buy-held"][data-held="unpaid"]').waitFor();
    expect(await page.getByTestId('buy-submit').isDisabled()).toBe(true);
    await screenshot(page, 'sale-aurora-buy-sheet-unpaid');

    await go(page, base, `/pages/account/order/detail?orderNo=${orderNo}`);
    await page.getByTestId('order-cancel').click();
    await page.locator('.adm-dialog-button').last().click();
    await page.locator('[data-testid="order-detail"][data-status="cancelled"]').waitFor();
    expect(orderStatus(orderNo)).toBe('cancelled');
    await go(page, base, `/pages/detail/collection?id=${drop.id}`);
    await expect.poll(async () => Number(await page.getByTestId('collection-remaining').textContent())).toBe(remaining);
  });
});

describe('a payment that arrives after the close', () => {
  it('is refunded, and the closed order says so', { timeout: 90_000 }, async () => {
    const { page, base } = await phonePage(browser, 'aurora.localhost');
    const first = onSaleDrop('aurora', 'collection').id;
    const drop = onSaleDrop('aurora', 'collection', {
      exclude: [first, onSaleDrop('aurora', 'collection', { exclude: [first] }).id],
    });
    const { token } = await newBuyer('aurora.localhost', 'aurora');
    await openAs(page, base, token, `/pages/detail/collection?id=${drop.id}`);
    const orderNo = await placeOrder(page);

    // A short deadline before the payment starts (the provider holds a late notice until after it).
    moveOrderDeadline(orderNo, 8_000);
    await page.reload();
    await page.getByTestId('pay-submit').click();
    await page.frameLocator('[data-testid="cashier-frame"]').locator('button[value="payLate"]').click();
    await page.getByTestId('cashier-closed').waitFor({ timeout: 20_000 });
    await page.getByTestId('cashier-closed').getByRole('button').click();
    await page.locator('[data-testid="order-detail"][data-status="closed"]').waitFor();
    // The late notice lands after the close and the jobs refund it: the order shows the refund.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('[data-testid="order-detail"]').waitFor();
          return page.getByTestId('order-refund').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await page.getByTestId('order-refund').textContent()).toContain('refunded');
    await screenshot(page, 'sale-aurora-order-refunded');
  });
});

const CHAT_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40';

// The other language of each tenant, for the cashier's screenshots in both (zh-CN and en, light and dark).
const otherLanguage: Record<string, Language> = { 'zh-CN': 'en', en: 'zh-CN' };

describe.each(tenants)('inside the chat app on %s', (host, code, lang) => {
  it(
    'the order is placed there; the cashier warns, copies its link in one tap, and paying there works to the end',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: CHAT_APP_UA,
      });
      const origin = `http://${host}:${inject('e2ePort')}`;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      const page = await context.newPage();
      const base = origin;
      const name = short(host);
      const drop = onSaleDrop(code, 'collection');
      const { token } = await newBuyer(host, code);
      await openAs(page, base, token, `/pages/detail/collection?id=${drop.id}`);
      await page.getByTestId('buy-button').click();
      await page.getByTestId('buy-sheet').waitFor();
      // Spec §6: paying in the chat app is discouraged, ordering is not: no warning in the sheet.
      expect(await page.getByTestId('buy-sheet').getByRole('alert').count()).toBe(0);
      await screenshot(page, `sale-${name}-buy-sheet-chat-app`);
      await page.getByTestId('buy-submit').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/iframe/index'));
      await page.getByTestId('pay-methods').locator('input[type=radio]').first().waitFor({ state: 'attached' });
      const orderNo = orderNoOf(page);
      const cashierUrl = page.url();
      expect(orderStatus(orderNo)).toBe('pending_payment');

      /** The cashier as the chat app shows it: the warning, every method and Pay enabled, the copy button. */
      const checkCashier = async (l: Language) => {
        const methods = page.getByTestId('pay-methods');
        await methods.locator('input[type=radio]').first().waitFor({ state: 'attached' });
        expect(await methods.getByRole('alert').first().textContent()).toContain(runtimeText('chatAppPaymentWarning', l));
        const radios = methods.locator('input[type=radio]');
        expect(await radios.count()).toBeGreaterThan(1);
        for (const radio of await radios.all()) expect(await radio.isDisabled()).toBe(false);
        // PRODUCT.md §8: a warning, never a block.
        expect(await page.getByTestId('pay-submit').isDisabled()).toBe(false);
        await page.getByTestId('pay-copy-link').waitFor();
      };
      await checkCashier(lang);
      await screenshot(page, `sale-${name}-cashier-chat-app-${lang}`);

      // One tap puts the cashier's own link on the clipboard, for the mobile browser.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByTestId('pay-copy-link').click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(cashierUrl);
      await toastsGone(page);

      // The same cashier in the tenant's other language.
      const other = otherLanguage[lang]!;
      await switchLanguage(page, base, other);
      await page.goto(cashierUrl);
      await checkCashier(other);
      await screenshot(page, `sale-${name}-cashier-chat-app-${other}`);

      // Paying in the chat app stays possible: the sandbox has no JSAPI, its own cashier page serves, and pays.
      await payInSandbox(page, `sale-${name}-cashier-chat-app-frame`);
      expect(orderStatus(orderNo)).toBe('paid');
      await screenshot(page, `sale-${name}-order-paid-chat-app`);
      await context.close();
    },
  );
});

describe('a buyer who may not buy yet', () => {
  it('is told in the server’s words and offered the real-name page', { timeout: 60_000 }, async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    const drop = onSaleDrop('demo', 'collection');
    const { token } = createUserSession('demo');
    await openAs(page, base, token, `/pages/detail/collection?id=${drop.id}`);
    await page.getByTestId('buy-button').click();
    await page.getByTestId('buy-submit').click();
    const refusal = page.getByTestId('buy-refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-code')).toBe(String(ErrorCode.NOT_REAL_NAME));
    expect(await refusal.textContent()).toContain(errorMessage(ErrorCode.NOT_REAL_NAME, 'zh-CN'));
    await screenshot(page, 'sale-localhost-buy-refused');
    await page.getByTestId('buy-go-verify').click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/account/safety/verify'));
  });
});

describe('every sale page renders for a signed-in buyer', () => {
  it.each(tenants)('on %s, with a screenshot of each', { timeout: 60_000 }, async (host, code) => {
    const { page, base } = await phonePage(browser, host);
    const { token } = await newBuyer(host, code);
    await openAs(page, base, token, '/pages/account/index/index');
    const pages = ['/pages/account/home/index', '/pages/account/order/index', '/pages/account/openbox/index'];
    for (const path of pages) {
      await go(page, base, path);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
      expect(await page.getByTestId('lazy-load-failed').count(), path).toBe(0);
      await screenshot(page, `page-${short(host)}${path.replaceAll('/', '-')}`);
    }
    // The mine page lists them now that their pages exist.
    await go(page, base, '/pages/account/index/index');
    for (const key of ['orders', 'home', 'openbox']) await page.getByTestId(`mine-menu-${key}`).waitFor();
  });
});
