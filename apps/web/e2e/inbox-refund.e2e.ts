import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxEvents } from './inbox-db';
import { launch, openAs, phonePage, screenshot, switchLanguage } from './browser';
import { paidResale, paidReward, refundAsOperator, shipAsOperator } from './refund-setup';

// Issue 32 item 15 (decision 066) end to end: the inbox tells a buyer their reward order shipped and was
// refunded by the operator, and a seller that the sale of their item was refunded; the order's news opens
// the order, the sale's the item. On Curio Demo (light, Chinese, then English) and Aurora (dark, English,
// then Chinese), at 390x844.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function openInbox(page: Page, base: string, token: string): Promise<void> {
  await openAs(page, base, token, '/pages/account/inbox/index');
  await page.getByTestId('inbox-event').first().waitFor();
}

describe('the inbox tells of shipping and refunds', () => {
  for (const [code, host, first, second] of [
    ['demo', 'localhost', 'zh-CN', 'en'],
    ['aurora', 'aurora.localhost', 'en', 'zh-CN'],
  ] as const) {
    it(`${code}: shipped, then refunded; each once, each opening the order`, { timeout: 180_000 }, async () => {
      const reward = await paidReward(code);
      await shipAsOperator(reward.orderNo, code);
      await refundAsOperator(reward.orderNo, code);
      expect(inboxEvents(reward.buyer.userId, 'order_shipped')).toHaveLength(1);
      expect(inboxEvents(reward.buyer.userId, 'order_refunded')).toEqual([
        expect.objectContaining({ ref: `order:${reward.orderNo}`, card_nft_id: null }),
      ]);

      const { page, base } = await phonePage(browser, host);
      await openInbox(page, base, reward.buyer.token);
      const refunded = page.locator('[data-testid="inbox-event"][data-kind="order_refunded"]');
      const shipped = page.locator('[data-testid="inbox-event"][data-kind="order_shipped"]');
      await refunded.waitFor();
      await shipped.waitFor();
      const amount = `${(reward.amount / 100).toFixed(2)}`;
      expect(await refunded.textContent()).toContain(reward.orderNo);
      expect(await refunded.textContent()).toContain(amount);
      await screenshot(page, `inbox-refund-${code}-${first}`);
      await refunded.click();
      await page.waitForURL((u) => u.hash.includes('/pages/account/order/detail') && u.hash.includes(reward.orderNo));
      await page.getByText(reward.orderNo).first().waitFor();

      await switchLanguage(page, base, second);
      await openInbox(page, base, reward.buyer.token);
      await page.locator('[data-testid="inbox-event"][data-kind="order_refunded"]').waitFor();
      await screenshot(page, `inbox-refund-${code}-${second}`);
      await page.locator('[data-testid="inbox-event"][data-kind="order_shipped"]').click();
      await page.waitForURL((u) => u.hash.includes('/pages/account/order/detail') && u.hash.includes(reward.orderNo));
      await page.context().close();
    });
  }

  it(
    'demo: the seller of a refunded resale is told; the news opens the item, back in their hands',
    { timeout: 180_000 },
    async () => {
      const sale = await paidResale();
      await refundAsOperator(sale.orderNo);
      expect(inboxEvents(sale.seller.userId, 'sale_refunded')).toEqual([
        expect.objectContaining({ card_nft_id: sale.cardNftId }),
      ]);
      expect(inboxEvents(sale.buyer.userId, 'order_refunded')).toHaveLength(1);
      const { page, base } = await phonePage(browser, 'localhost');
      await openInbox(page, base, sale.seller.token);
      const news = page.locator('[data-testid="inbox-event"][data-kind="sale_refunded"]');
      await news.waitFor();
      await screenshot(page, 'inbox-sale-refunded-demo-zh-CN');
      await news.click();
      await page.waitForURL((u) => u.hash.includes(`cardNftId=${sale.cardNftId}`));
      await page.context().close();
    },
  );
});
