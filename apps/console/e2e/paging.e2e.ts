import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, createUserSession, tenantId } from '../../web/e2e/db';
import { consolePage, consoleShot, launch, signInConsole, colourScheme } from './console-browser';

// Issue 32 item 7 end to end (decision 068): the console's orders list pages through the server and keeps
// its search and page in the address. An own buyer of the demo tenant with 25 finished orders (15
// cancelled, 10 closed); the owner searches that buyer, picks 10 rows a page, goes to page 2, narrows to
// the cancelled ones, goes to their page 2, reloads (same page, same search in the form), and walks back
// through the browser's history. The other lists (users, audit, chain jobs) are pictured with their footer.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const HOST = 'localhost';

/** `n` finished orders of the user, written as the sale writes them; their numbers newest first. */
function finishedOrders(userId: number, statuses: ('cancelled' | 'closed')[]): string[] {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  try {
    const tid = tenantId('demo');
    const item = catalogueIds('demo').image;
    const now = Date.now();
    const insert = db.prepare(
      `INSERT INTO orders (tenant_id, order_no, user_id, business_type, item_kind, item_id, quantity, unit_price, total_amount,
         status, expires_at, paid_at, ended_at, pay_method, created_at, updated_at)
       VALUES (?, ?, ?, 4, 'collection', ?, 1, 990, 990, ?, ?, NULL, ?, NULL, ?, ?) RETURNING id`,
    );
    const numbers: string[] = [];
    statuses.forEach((status, i) => {
      const no = `PGE${String(userId).padStart(6, '0')}${String(i).padStart(3, '0')}`;
      insert.get(tid, no, userId, item, status, now - 60_000, now - 30_000, now - 3_600_000 + i * 1000, now);
      numbers.unshift(no);
    });
    return numbers;
  } finally {
    db.close();
  }
}

/** `n` audit entries of the demo tenant under the action, as the recorder writes them. */
function auditEntries(action: string, n: number): void {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  try {
    const insert = db.prepare(
      `INSERT INTO audit_log (tenant_id, operator_id, operator_email, at, action, target_type, target_id, before_json, after_json, ip)
       VALUES (?, NULL, 'paging@e2e.test', ?, ?, 'paging', ?, 'null', 'null', '127.0.0.1')`,
    );
    const tid = tenantId('demo');
    for (let i = 0; i < n; i++) insert.run(tid, Date.now(), action, String(i));
  } finally {
    db.close();
  }
}

/** The order numbers the table shows, top to bottom, once the page has settled (no spinner). */
async function shownOrders(page: Page): Promise<string[]> {
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  return page.locator('.ant-table-tbody .ant-table-row code').allInnerTexts();
}

/** Waits until the table shows exactly these order numbers. */
async function expectRows(page: Page, numbers: string[]) {
  await expect.poll(() => shownOrders(page), { timeout: 15_000 }).toEqual(numbers);
}

/** The antd Select labelled `label`: its input and its box (which shows the chosen option). */
function selectOf(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const root = input.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  return { input, shows: (text: string) => root.getByText(text, { exact: true }) };
}

/**
 * Chooses an option of the antd Select labelled `label` by mouse. A choice that changes the address (the page
 * size) shows once the new page has rendered — a navigation renders in a transition that waits for its data —
 * so the click is made again only when it took nowhere (neither the address nor the select changed): clicking
 * again while the page loads would start its navigation over.
 */
async function choose(page: Page, label: string, option: string) {
  const { input, shows } = selectOf(page, label);
  const before = page.url();
  const took = async () => page.url() !== before || (await shows(option).count()) > 0;
  await expect
    .poll(
      async () => {
        if (await took()) return true;
        await input.click();
        const item = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: option,
        });
        await item.first().waitFor();
        await item.first().click();
        return took();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await shows(option).waitFor({ timeout: 30_000 });
}

const pageLabel = (page: Page) => page.getByTestId('paging-page');
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('console: paged lists keep their search and page in the address', () => {
  it('pages the orders, filters, survives a reload and walks back', { timeout: 120_000 }, async () => {
    const buyer = createUserSession('demo');
    const statuses = Array.from({ length: 25 }, (_, i) => (i % 5 < 3 ? 'cancelled' : 'closed') as 'cancelled' | 'closed');
    const all = finishedOrders(buyer.userId, statuses);
    const cancelled = all.filter((_, i) => statuses[statuses.length - 1 - i] === 'cancelled');
    expect(cancelled).toHaveLength(15);

    const { page, base, origin } = await consolePage(browser, HOST);
    await signInConsole(page, origin);
    await page.goto(`${base}/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

    // Search the buyer, ten a page.
    await page.getByLabel('User ID').fill(String(buyer.userId));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('userId') === String(buyer.userId));
    await choose(page, 'Rows per page', '10 per page');
    await expectRows(page, all.slice(0, 10));
    expect(query(page)).toEqual({ userId: String(buyer.userId), size: '10' });
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 1');

    // Page 2: the next ten, none of page 1's.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectRows(page, all.slice(10, 20));
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 2');
    expect(query(page).cursor).toBeDefined();
    await consoleShot(page, 'paging-orders-page2');

    // Narrow to the cancelled ones: back to their page 1, the size kept.
    await choose(page, 'Status', 'Cancelled');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'cancelled');
    await expectRows(page, cancelled.slice(0, 10));
    expect(query(page)).toEqual({ userId: String(buyer.userId), status: 'cancelled', size: '10' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expectRows(page, cancelled.slice(10));
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 2 · Last page');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const address = page.url();

    // A reload finds the same page of the same search, and the form shows the search.
    await page.reload();
    await expectRows(page, cancelled.slice(10));
    expect(page.url()).toBe(address);
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 2 · Last page');
    expect(await page.getByLabel('User ID').inputValue()).toBe(String(buyer.userId));
    await selectOf(page, 'Status').shows('Cancelled').waitFor();
    await selectOf(page, 'Rows per page').shows('10 per page').waitFor();
    await consoleShot(page, 'paging-orders-filtered-en');

    // Back: the cancelled ones' page 1; back again: page 2 of every status, the status cleared in the form.
    await page.goBack();
    await expectRows(page, cancelled.slice(0, 10));
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 1');
    await page.goBack();
    await expectRows(page, all.slice(10, 20));
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 2');
    await expect.poll(() => selectOf(page, 'Status').shows('Cancelled').count()).toBe(0);
    // And forward again.
    await page.goForward();
    await expectRows(page, cancelled.slice(0, 10));

    // "Previous" from a page 2 reached by the address alone (a shared link).
    await page.goto(address);
    await expectRows(page, cancelled.slice(10));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectRows(page, cancelled.slice(0, 10));

    // In Chinese, the same page and footer; then light and dark colour schemes.
    await page.evaluate(() => localStorage.setItem('curio-console-language', 'zh-CN'));
    await page.goto(address);
    await expectRows(page, cancelled.slice(10));
    await expect.poll(() => pageLabel(page).innerText()).toBe('第 2 页 · 已是最后一页');
    await page.getByRole('button', { name: '上一页' }).waitFor();
    await consoleShot(page, 'paging-orders-filtered-zh-CN');
    await colourScheme(page, 'dark');
    await consoleShot(page, 'paging-orders-filtered-zh-CN-dark');
    await page.evaluate(() => localStorage.setItem('curio-console-language', 'en'));
    await page.reload();
    await expectRows(page, cancelled.slice(10));
    await consoleShot(page, 'paging-orders-filtered-en-dark');
    await colourScheme(page, 'light');

    // The other lists page the same way: the audit log's own entries over two pages of ten, then users and
    // chain jobs at ten a page, in English and in Chinese.
    const action = `paging.e2e${buyer.userId}`;
    auditEntries(action, 12);
    await page.goto(`${base}/audit?action=${action}&size=10`);
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count(), { timeout: 15_000 }).toBe(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pageLabel(page).innerText(), { timeout: 15_000 }).toBe('Page 2 · Last page');
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(2);
    expect(await page.getByLabel('Action').inputValue()).toBe(action);
    await consoleShot(page, 'paging-audit-en');
    await page.goBack();
    await expect.poll(() => pageLabel(page).innerText()).toBe('Page 1');
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(10);

    for (const lang of ['en', 'zh-CN'] as const) {
      await page.evaluate((l) => localStorage.setItem('curio-console-language', l), lang);
      for (const [path, name] of [
        ['users?size=10', 'users'],
        ['chain?status=all&size=10', 'chain'],
        [`audit?action=${action}&size=10`, 'audit-page1'],
      ] as const) {
        await page.goto(`${base}/${path}`);
        await page.getByTestId('paging').waitFor();
        await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
        await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
        await expect.poll(() => pageLabel(page).innerText()).toBe(lang === 'en' ? 'Page 1' : '第 1 页');
        expect(await page.locator('.ant-table-tbody .ant-table-row').count()).toBeLessThanOrEqual(10);
        await selectOf(page, lang === 'en' ? 'Rows per page' : '每页条数')
          .shows(lang === 'en' ? '10 per page' : '每页 10 条')
          .waitFor();
        await consoleShot(page, `paging-${name}-${lang}`);
      }
    }
    await page.context().close();
  });
});
