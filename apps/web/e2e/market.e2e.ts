import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { createUserSession, grantItem, orderStatus, tenantId } from './db';
import { verifiedUser } from './people';

// Issue 16 end to end, against the real built server: user A consigns an item on their item page (the
// live quote: ceiling, fee, royalty, net; the consignment note; the pay password), user B finds it in
// the market's C2C tab, opens the listing with its price history, buys it through the buy sheet
// (business type 7) and pays in the sandbox cashier, and finds it in their home; A sees the sale in the
// inbox and the proceeds in the wallet's bills. Screenshots at 390x844 of every page.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const HOST = 'localhost';
const CODE = 'demo';
const PAY_PASSWORD = '135790';
const WALLET_PASSWORD = '258013';

/** A user who may buy and sell: real name (KYC sandbox), chain account, pay password; a wallet when asked. */
const newTrader = (wallet: boolean) =>
  verifiedUser(HOST, CODE, {
    name: 'Market Tester',
    payPassword: PAY_PASSWORD,
    ...(wallet ? { walletPassword: WALLET_PASSWORD } : {}),
  });

function db() {
  const d = new Database(inject('e2eDb'));
  d.pragma('busy_timeout = 5000');
  return d;
}

/** A collection of the demo market that has resale history (the demo seed's past sales), with its issue price. */
function collectionWithHistory(): { id: number; price: number } {
  const d = db();
  try {
    return d
      .prepare(
        `SELECT c.id, c.price FROM collections c
         WHERE c.tenant_id = ? AND EXISTS (SELECT 1 FROM listings l WHERE l.collection_id = c.id AND l.status = 'sold')
         ORDER BY c.id LIMIT 1`,
      )
      .get(tenantId(CODE)) as { id: number; price: number };
  } finally {
    d.close();
  }
}

function listingOf(cardNftId: number): { id: number; status: string; net: number | null; buyer_id: number | null } | undefined {
  const d = db();
  try {
    return d
      .prepare('SELECT id, status, net, buyer_id FROM listings WHERE card_nft_id = ? ORDER BY id DESC LIMIT 1')
      .get(cardNftId) as { id: number; status: string; net: number | null; buyer_id: number | null } | undefined;
  } finally {
    d.close();
  }
}

function ownerOf(cardNftId: number): number {
  const d = db();
  try {
    return (d.prepare('SELECT user_id FROM card_nfts WHERE id = ?').get(cardNftId) as { user_id: number }).user_id;
  } finally {
    d.close();
  }
}

async function typePassword(page: Page, testId: string, digits: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(digits);
  await expect.poll(() => page.getByTestId(testId).getAttribute('data-length')).toBe(String(digits.length));
}

const shot = (page: Page, name: string) => screenshot(page, `market-${name}`);

describe('the resale market', () => {
  it(
    'A consigns an item, B finds it in the C2C tab with its price history, buys and pays; A is told and paid',
    { timeout: 180_000 },
    async () => {
      const collection = collectionWithHistory();
      expect(collection, 'the demo seed has resale history').toBeTruthy();
      const seller = await newTrader(true);
      const buyer = await newTrader(false);
      const cardNftId = grantItem(CODE, seller.userId, collection.id);
      // A price of its own (fen), well under the ceiling (20 × the issue price).
      const price = collection.price + 137 + (Date.now() % 50);
      const priceText = (price / 100).toFixed(2);

      // ---- A: consign on the item page, with the live quote, the note and the pay password.
      const a = await phonePage(browser, HOST);
      await openAs(a.page, a.base, seller.token, `/pages/account/detail/collection?cardNftId=${cardNftId}`);
      await a.page.getByTestId('my-collectible').waitFor();
      await a.page.locator('[data-testid="consign-action"][data-state="unlisted"]').waitFor();
      await shot(a.page, 'a-item');
      await a.page.getByTestId('consign-button').click();
      await a.page.getByTestId('consign-price').fill(priceText);
      await expect
        .poll(() => a.page.getByTestId('consign-quote').getAttribute('data-price'), { timeout: 10_000 })
        .toBe(String(price));
      const net = Number(await a.page.getByTestId('consign-quote').getAttribute('data-net'));
      expect(net).toBeGreaterThan(0);
      expect(net).toBeLessThan(price);
      expect(await a.page.getByTestId('consign-ceiling').locator('[data-price]').getAttribute('data-price')).toBe(
        String(collection.price * 20),
      );
      await a.page.getByTestId('consign-agree').check();
      await typePassword(a.page, 'consign-pay-password', PAY_PASSWORD);
      await a.page.getByTestId('consign-quote').scrollIntoViewIfNeeded();
      await shot(a.page, 'a-consign-form');
      await a.page.getByTestId('consign-submit').click();
      await a.page.locator('[data-testid="consign-action"][data-state="on-sale"]').waitFor({ timeout: 15_000 });
      await a.page.locator('[data-testid="gift-action"][data-state="on_consignment"]').waitFor();
      await a.page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
      await shot(a.page, 'a-on-consignment');
      const listing = listingOf(cardNftId);
      expect(listing?.status).toBe('on_sale');

      // ---- B: the market's C2C tab, newest first: the listing's card, then its page with the price history.
      const b = await phonePage(browser, HOST);
      await openAs(b.page, b.base, buyer.token, '/pages/market/index');
      await b.page.getByTestId('market').waitFor();
      await b.page.getByTestId('market-tab-c2c').click();
      await b.page.getByTestId('market-c2c').getByTestId('listing-card').first().waitFor();
      await b.page.locator('[data-testid="sort-bar"] [data-sort="1"]').click();
      const card = b.page.locator(`[data-testid="listing-card"][data-id="${listing!.id}"]`);
      await card.waitFor({ timeout: 15_000 });
      expect(await card.locator('[data-price]').first().getAttribute('data-price')).toBe(String(price));
      await shot(b.page, 'b-c2c-tab');
      await card.click();
      await b.page.waitForURL((u) => u.hash.includes('marketType=2'));
      const detail = b.page.locator(`[data-testid="listing-detail"][data-id="${listing!.id}"]`);
      await detail.waitFor();
      expect(await b.page.getByTestId('listing-seller').textContent()).toMatch(/\*{4}/);
      const chart = b.page.getByTestId('price-chart');
      await chart.waitFor();
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0);
      // The chart is an image named for screen readers, described by its summary.
      expect(await chart.getByRole('img').getAttribute('aria-describedby')).toBeTruthy();
      await shot(b.page, 'b-listing');
      await b.page.getByTestId('price-history').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(b.page, 'b-listing-price-history');

      // ---- B buys: the buy sheet (one item, its serial), the cashier, the sandbox pays.
      await b.page.getByTestId('buy-button').click();
      await b.page.getByTestId('buy-sheet').waitFor();
      await b.page.getByTestId('buy-serial').waitFor();
      await shot(b.page, 'b-buy-sheet');
      await b.page.getByTestId('buy-submit').click();
      await b.page.waitForURL((u) => u.hash.startsWith('#/pages/iframe/index'));
      const orderNo = new URLSearchParams(decodeURIComponent(new URL(b.page.url()).hash).split('?')[1]).get('orderNo') ?? '';
      expect(orderStatus(orderNo)).toBe('pending_payment');
      expect(listingOf(cardNftId)?.status).toBe('locked');
      await b.page.getByTestId('pay-methods').locator('input[type=radio]').first().waitFor({ state: 'attached' });
      await shot(b.page, 'b-cashier');
      await b.page.getByTestId('pay-submit').click();
      const frame = b.page.frameLocator('[data-testid="cashier-frame"]');
      await frame.locator('button[value="pay"]').waitFor();
      await frame.locator('button[value="pay"]').click();
      await b.page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'), { timeout: 20_000 });
      await b.page.locator('[data-testid="order-detail"][data-status="paid"]').waitFor();
      await b.page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
      await shot(b.page, 'b-order-paid');
      expect(orderStatus(orderNo)).toBe('paid');
      expect(ownerOf(cardNftId)).toBe(buyer.userId);
      expect(listingOf(cardNftId)).toMatchObject({ status: 'sold', buyer_id: buyer.userId, net });

      // ---- B's home: the collection is there.
      await go(b.page, b.base, '/pages/account/home/index');
      await b.page.locator(`[data-testid="home-collection"][data-collection-id="${collection.id}"]`).waitFor({ timeout: 15_000 });
      await shot(b.page, 'b-my-home');

      // ---- A: the sale in the inbox, the proceeds (the net) in the wallet's bills.
      await go(a.page, a.base, '/pages/account/inbox/index');
      await a.page.locator('[data-testid="inbox-event"][data-kind="sold"]').first().waitFor({ timeout: 15_000 });
      await shot(a.page, 'a-inbox');
      await expect
        .poll(
          async () => {
            await go(a.page, a.base, '/pages/account/wallet/lianlianModule/billDetails/index');
            const income = a.page.locator('[data-testid^="bill-"][data-kind="income"]');
            await income
              .first()
              .waitFor({ timeout: 5_000 })
              .catch(() => undefined);
            return income.locator('[data-price]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));
          },
          { timeout: 40_000, interval: 1_000 },
        )
        .toContain(net);
      await shot(a.page, 'a-wallet-bills');
      await a.page.context().close();
      await b.page.context().close();
    },
  );
});

describe('the resale market in English (aurora)', () => {
  it('the C2C tab lists the demo listings; a listing shows its price history', { timeout: 90_000 }, async () => {
    const { page, base } = await phonePage(browser, 'aurora.localhost');
    const { token } = createUserSession('aurora');
    await openAs(page, base, token, '/pages/market/index?tab=c2c');
    const card = page.getByTestId('market-c2c').getByTestId('listing-card').first();
    await card.waitFor();
    expect(await page.getByTestId('market-tab-c2c').getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'market-aurora-c2c-tab');
    await card.click();
    await page.getByTestId('listing-detail').waitFor();
    await page.getByTestId('price-history').waitFor();
    expect(await page.getByTestId('listing-status').textContent()).toBe('On sale');
    await page.getByTestId('price-history').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.getByTestId('price-chart').waitFor();
    await screenshot(page, 'market-aurora-listing-price-history');
  });
});
