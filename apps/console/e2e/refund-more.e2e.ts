import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderOf, HOST, paidResale, paidReward, shipAsOperator, statusOf } from '../../web/e2e/refund-setup';
import { consolePage, consoleShot, launch, signInConsole } from './console-browser';

// Issue 32 item 4 (decision 066) end to end: the demo owner refunds a resale order and a shipped activity
// order from the order page. The dialog says what each refund does; the resale's item goes back to its
// seller, the reward's money back to its buyer. Pictured at 1440x900 in English and Chinese (the console has
// one theme: antd's light one, whatever the system's scheme).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .locator('.ant-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** Opens the order page in the language given (kept in local storage). The console has one (light) theme. */
async function openOrder(orderNo: string, o: { lang: 'en' | 'zh-CN' }) {
  const { page, base, origin } = await consolePage(browser, HOST);
  await signInConsole(page, origin);
  await page.addInitScript((lang) => localStorage.setItem('curio-console-language', lang), o.lang);
  await page.goto(`${base}/orders/${orderNo}`);
  await ready(page);
  await page.locator('.ant-table-row').first().waitFor();
  return page;
}

describe('console: refunding resale and activity orders (decision 066)', () => {
  it(
    'the owner refunds a resale order: the dialog says the item goes back to the seller; it does',
    { timeout: 180_000 },
    async () => {
      const sale = await paidResale();
      const page = await openOrder(sale.orderNo, { lang: 'en' });
      await consoleShot(page, 'refund-resale-order-en');
      await page.getByRole('button', { name: /refund/i }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('refund-warning').waitFor();
      expect(await dialog.getByTestId('refund-warning').textContent()).toContain('goes back to the seller');
      await dialog.getByRole('textbox').fill('Sold by mistake: the buyer and the seller agree');
      await consoleShot(page, 'refund-resale-dialog-en');
      await dialog.getByRole('button', { name: /refund ¥/i }).click();
      await page.getByText(/back with the seller/).waitFor();
      await page.locator('.ant-tag', { hasText: 'Refunded' }).first().waitFor();
      await consoleShot(page, 'refund-resale-done-en');
      expect(await page.getByRole('button', { name: /refund…/i }).count()).toBe(0);
      expect(statusOf(sale.orderNo)).toBe('refunded');
      expect(holderOf(sale.cardNftId)).toEqual({ user_id: sale.seller.userId, status: 'held' });
      await page.context().close();

      // The same page in Chinese.
      const zh = await openOrder(sale.orderNo, { lang: 'zh-CN' });
      await zh.locator('.ant-tag', { hasText: '已退款' }).first().waitFor();
      await consoleShot(zh, 'refund-resale-done-zh');
      await zh.context().close();
    },
  );

  it(
    'the owner refunds a shipped activity order: the dialog says the parcel is not recalled; the money goes back',
    { timeout: 180_000 },
    async () => {
      const reward = await paidReward();
      await shipAsOperator(reward.orderNo);
      const zh = await openOrder(reward.orderNo, { lang: 'zh-CN' });
      await zh.getByRole('button', { name: /退款/ }).first().click();
      const zhDialog = zh.getByRole('dialog');
      await zhDialog.getByTestId('refund-shipped').waitFor();
      expect(await zhDialog.getByTestId('refund-warning').textContent()).toContain('退回活动库存');
      await zhDialog.getByRole('textbox').fill('包裹丢失，全额退款');
      await consoleShot(zh, 'refund-activity-dialog-zh');
      await zh.context().close();

      const page = await openOrder(reward.orderNo, { lang: 'en' });
      await page.getByRole('button', { name: /refund/i }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('refund-shipped').waitFor();
      await dialog.getByRole('textbox').fill('The parcel was lost in transit');
      await consoleShot(page, 'refund-activity-dialog-en');
      await dialog.getByRole('button', { name: /refund ¥/i }).click();
      await page.locator('.ant-tag', { hasText: 'Refunded' }).first().waitFor();
      await page.getByText('The parcel was lost in transit').waitFor();
      await consoleShot(page, 'refund-activity-done-en');
      expect(statusOf(reward.orderNo)).toBe('refunded');
      await page.context().close();
    },
  );
});
