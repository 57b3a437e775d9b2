import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserSession, listedItem } from '../../web/e2e/db';
import { consolePage, consoleShot, launch, signInConsole, colourScheme } from './console-browser';

// Issue 32 item 6 end to end (decision 067), against the built server: the demo tenant's owner opens the
// Market page, filters by a seller of our own (the filter kept in the address), takes a listing down with a
// reason and sees it taken down; then suspends that seller on the user page and lifts the suspension. The
// seller is a user of this file (never the shared demo users). Pictured at 1440x900, light and dark, in
// Chinese and English.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function open() {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  return db;
}

function row<T>(sql: string, ...args: unknown[]): T {
  const d = open();
  try {
    return d.prepare(sql).get(...args) as T;
  } finally {
    d.close();
  }
}

async function setLanguage(page: Page, lang: 'en' | 'zh-CN') {
  await page.evaluate((l) => localStorage.setItem('curio-console-language', l), lang);
}

describe('the console market and suspensions', () => {
  it('lists a seller’s listings by the address, takes one down with a reason, suspends and reinstates the seller', async () => {
    const seller = createUserSession('demo');
    const first = listedItem('demo', seller.userId, 2_300);
    const second = listedItem('demo', seller.userId, 4_500);
    const { page, base, origin } = await consolePage(browser);
    await signInConsole(page, origin);
    await setLanguage(page, 'en');

    // The filter by the address: this seller's two listings, newest first.
    await page.goto(`${base}/market?seller=${seller.userId}&state=on_sale`);
    const rows = page.locator('[data-testid="market-listings"] tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.first().locator('td').first().innerText()).toBe(String(second.listingId));
    await expect.poll(() => page.getByLabel('Seller').inputValue()).toBe(String(seller.userId));
    await consoleShot(page, 'market-list-en');

    // Take the first down with a reason.
    const target = rows.filter({ has: page.locator(`td:text-is("${first.listingId}")`) });
    await target.getByRole('button', { name: 'Take down…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (the seller reads it)').fill('Misleading description');
    await consoleShot(page, 'market-take-down-en');
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1); // the list still filters on_sale
    expect(row<{ status: string }>('SELECT status FROM listings WHERE id = ?', first.listingId).status).toBe('taken_down');
    expect(row<{ status: string }>('SELECT status FROM card_nfts WHERE id = ?', first.cardNftId).status).toBe('held');

    // Every state: the taken-down one shows its reason.
    await page.goto(`${base}/market?seller=${seller.userId}`);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await page.getByText('Misleading description').waitFor();
    await consoleShot(page, 'market-list-taken-down-en');
    await colourScheme(page, 'dark');
    await consoleShot(page, 'market-list-taken-down-en-dark');
    await setLanguage(page, 'zh-CN');
    await page.reload();
    await page.getByText('已下架').first().waitFor();
    await consoleShot(page, 'market-list-taken-down-zh-CN-dark');
    await colourScheme(page, 'light');
    await consoleShot(page, 'market-list-taken-down-zh-CN');

    // Suspend the seller on their page (in Chinese), then lift it (in English).
    await page.goto(`${base}/users/${seller.userId}`);
    const card = page.getByTestId('suspension-card');
    await card.getByText('正常').waitFor();
    await card.getByRole('button', { name: '暂停使用…' }).click();
    await page.getByRole('dialog').getByLabel('原因（用户可见）').fill('多次恶意退款');
    await consoleShot(page, 'user-suspend-dialog-zh-CN');
    await page.getByRole('dialog').getByRole('button', { name: '暂停使用' }).click();
    await card.getByText('已暂停').waitFor({ timeout: 10_000 });
    await card.getByText('原因：多次恶意退款').waitFor();
    expect(row<{ status: string }>('SELECT status FROM listings WHERE id = ?', second.listingId).status).toBe('taken_down');
    expect(
      row<{ suspended_reason: string }>('SELECT suspended_reason FROM users WHERE id = ?', seller.userId).suspended_reason,
    ).toBe('多次恶意退款');
    await consoleShot(page, 'user-suspended-zh-CN');
    await colourScheme(page, 'dark');
    await consoleShot(page, 'user-suspended-zh-CN-dark');
    await setLanguage(page, 'en');
    await page.reload();
    await card.getByText('Suspended', { exact: true }).waitFor();
    await consoleShot(page, 'user-suspended-en-dark');
    await colourScheme(page, 'light');
    await consoleShot(page, 'user-suspended-en');
    await card.getByRole('button', { name: 'Lift suspension' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Lift suspension' }).click();
    await card.getByText('Active', { exact: true }).waitFor({ timeout: 10_000 });
    expect(
      row<{ suspended_at: number | null }>('SELECT suspended_at FROM users WHERE id = ?', seller.userId).suspended_at,
    ).toBeNull();
    const audits = row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM audit_log WHERE target_id IN (?, ?) AND action IN ('market.listing.takeDown', 'user.suspend', 'user.liftSuspension')",
      String(first.listingId),
      String(seller.userId),
    );
    expect(audits.n).toBe(3);
    await page.context().close();
  });
});
