import { ErrorCode, errorMessage } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launch, openAs, phonePage, screenshot, toastsGone } from './browser';
import { onSaleDrop, orderStatus } from './db';
import { verifiedUser } from './people';

// Issue 19, coupons in the storefront, against the real built server: a verified buyer claims the demo
// campaigns' coupons, sees them in my coupons, buys a drop with the best one pre-selected in the buy sheet
// (the discount in the sheet, the cashier and the order), pays in the sandbox, and finds the coupon used
// on that order; on the exchange centre (the dark tenant, English) a wrong code gets 5000035's text and a
// printed demo code (typed in lower case with dashes) gives a coupon. Screenshots at 390x844.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const orderNoOf = (page: Page) => new URLSearchParams(hashOf(page).split('?')[1]).get('orderNo') ?? '';
const toastGone = (page: Page) => toastsGone(page).catch(() => undefined);

describe('coupons on localhost (demo, zh-CN, light)', () => {
  it(
    'are claimed on the campaigns page, listed in my coupons, and used on a drop through the cashier',
    { timeout: 150_000 },
    async () => {
      const { page, base } = await phonePage(browser, 'localhost');
      const { token } = await verifiedUser('localhost', 'demo');

      // The campaigns: ¥5 off over ¥20 (2 each) and 10 % off (1 each).
      await openAs(page, base, token, '/pages/activity/index/couponIndex');
      const five = page.getByTestId('campaign-card').filter({ hasText: '满20减5元' });
      const ten = page.getByTestId('campaign-card').filter({ hasText: '全场9折' });
      await five.waitFor();
      expect(await five.getByTestId('coupon-value').textContent()).toBe('¥5');
      expect(await five.getByTestId('coupon-min').textContent()).toBe('满¥20可用');
      expect(await ten.getByTestId('coupon-value').textContent()).toBe('9折');
      expect(await ten.getByTestId('coupon-min').textContent()).toBe('无门槛');
      expect(await five.getAttribute('data-state')).toBe('claim');
      await screenshot(page, 'coupons-localhost-campaigns');
      await five.getByTestId('campaign-claim').click();
      await expect.poll(async () => five.getByTestId('campaign-claimed').textContent(), { timeout: 10_000 }).toBe('已领 1/2');
      await ten.getByTestId('campaign-claim').click();
      await expect.poll(() => ten.getAttribute('data-state'), { timeout: 10_000 }).toBe('claimed');
      await toastGone(page);
      await screenshot(page, 'coupons-localhost-campaigns-claimed');

      // My coupons: both usable.
      await go(page, base, '/pages/coupons/index');
      await expect.poll(() => page.getByTestId('coupon-card').count(), { timeout: 10_000 }).toBe(2);
      expect(await page.locator('[data-testid="coupon-card"][data-status="usable"]').count()).toBe(2);
      await screenshot(page, 'coupons-localhost-mine');

      // A drop: the sheet pre-selects the coupon with the largest discount and shows what is paid.
      const drop = onSaleDrop('demo', 'collection');
      await go(page, base, `/pages/detail/collection?id=${drop.id}`);
      await page.getByTestId('collection-detail').waitFor();
      await page.getByTestId('buy-button').click();
      await page.getByTestId('buy-sheet').waitFor();
      const row = page.locator('[data-testid="coupon-row"][data-state="chosen"]');
      await row.waitFor({ timeout: 15_000 });
      const couponId = Number(await row.getAttribute('data-coupon-id'));
      const total = page.getByTestId('buy-total');
      await page.getByTestId('buy-discount').waitFor();
      const payable = Number(await total.getAttribute('data-payable'));
      await screenshot(page, 'coupons-localhost-buy-sheet');
      // The picker: both coupons, the chosen one checked, and "don't use a coupon".
      await row.click();
      await page.getByTestId('coupon-picker').waitFor();
      await expect.poll(() => page.getByTestId('coupon-option').count()).toBe(2);
      expect(await page.locator(`[data-testid="coupon-option"][data-id="${couponId}"]`).getAttribute('aria-checked')).toBe(
        'true',
      );
      await page.getByTestId('coupon-option-none').waitFor();
      // The sheet has slid in (antd-mobile animates its transform to none).
      await page.waitForFunction(() => {
        const t = getComputedStyle(document.querySelector('.cp-sheet')!).transform;
        return t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)';
      });
      await screenshot(page, 'coupons-localhost-picker');
      await page.locator(`[data-testid="coupon-option"][data-id="${couponId}"]`).click();
      await page.getByTestId('coupon-picker').waitFor({ state: 'hidden' });

      await page.getByTestId('buy-submit').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/iframe/index'));
      const orderNo = orderNoOf(page);
      const cashierCoupon = page.getByTestId('order-coupon');
      await cashierCoupon.waitFor();
      const discount = (await cashierCoupon.getByTestId('order-coupon-discount').textContent()) ?? '';
      expect(discount).toMatch(/^−¥\d+\.\d\d$/);
      expect(await page.getByTestId('cashier-summary').locator('[data-price]').first().getAttribute('data-price')).toBe(
        String(payable),
      );
      await page.getByTestId('pay-methods').locator('input[type=radio]').first().waitFor({ state: 'attached' });
      await screenshot(page, 'coupons-localhost-cashier');

      // Pay in the sandbox's cashier inside the frame.
      await page.getByTestId('pay-submit').click();
      const frame = page.frameLocator('[data-testid="cashier-frame"]');
      await frame.locator('button[value="pay"]').waitFor();
      await expect.poll(() => page.getByTestId('pay-progress').getAttribute('data-progress'), { timeout: 10_000 }).toBe('3');
      await frame.locator('button[value="pay"]').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/order/detail'), { timeout: 15_000 });
      await page.locator('[data-testid="order-detail"][data-status="paid"]').waitFor();
      expect(orderStatus(orderNo)).toBe('paid');
      const orderCoupon = page.getByTestId('order-coupon');
      await orderCoupon.waitFor();
      expect(await orderCoupon.getByTestId('order-coupon-discount').textContent()).toBe(discount);
      expect(await page.getByTestId('order-total').locator('[data-price]').first().getAttribute('data-price')).toBe(
        String(payable),
      );
      await toastGone(page);
      await screenshot(page, 'coupons-localhost-order');

      // My coupons, used: the coupon links its order.
      await go(page, base, '/pages/coupons/index?tab=used');
      const used = page.locator(`[data-testid="coupon-card"][data-id="${couponId}"][data-status="used"]`);
      await used.waitFor({ timeout: 10_000 });
      expect(await used.getByTestId('coupon-used-order').textContent()).toBe(orderNo);
      await screenshot(page, 'coupons-localhost-used');
    },
  );
});

describe('the exchange centre on aurora.localhost (en, dark)', () => {
  it('refuses a wrong code with 5000035’s text and turns a printed code into a coupon', { timeout: 90_000 }, async () => {
    const { page, base } = await phonePage(browser, 'aurora.localhost');
    const { token } = await verifiedUser('aurora.localhost', 'aurora');
    await openAs(page, base, token, '/pages/home/swap/index');
    const input = page.getByTestId('redeem-input');
    await input.waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // Empty: said beside the input, nothing sent.
    await page.getByTestId('redeem-submit').click();
    expect(await page.getByTestId('redeem-error').textContent()).toBe(errorMessage(ErrorCode.REDEEM_CODE_REQUIRED, 'en'));

    await input.fill('zzzz-2345-zzzz-2345');
    await page.getByTestId('redeem-submit').click();
    await page.locator('.adm-toast-main', { hasText: errorMessage(ErrorCode.REDEEM_CODE_INVALID, 'en') }).waitFor();
    // The toast has faded in (for the picture).
    await page.waitForFunction(() => {
      for (let e = document.querySelector('.adm-toast-main'); e; e = e.parentElement) {
        if (getComputedStyle(e).opacity !== '1') return false;
      }
      return true;
    });
    await screenshot(page, 'coupons-aurora-exchange-wrong');
    await toastGone(page);

    await input.fill('aura-key5 cpn2-3456');
    await page.getByTestId('redeem-submit').click();
    const result = page.locator('[data-testid="redeem-result"][data-kind="coupon"]');
    await result.waitFor();
    expect(await result.getByTestId('coupon-value').textContent()).toBe('¥5');
    const history = page.getByTestId('redemption');
    await history.first().waitFor();
    expect(await history.first().locator('.cp-mono').textContent()).toMatch(/^\*+3456$/);
    await screenshot(page, 'coupons-aurora-exchange-done');

    await page.getByTestId('redeem-view-coupons').click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/coupons/index'));
    await page.locator('[data-testid="coupon-card"][data-status="usable"]').first().waitFor();
    await screenshot(page, 'coupons-aurora-mine');
  });
});
