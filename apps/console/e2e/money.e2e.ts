import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueIds, createUserSession, tenantId } from '../../web/e2e/db';
import { consoleApi, consolePage, consoleShot, launch, signInConsole, colourScheme } from './console-browser';

// Issue 32 items 3 and 5 end to end (decision 065), against the built server, signed in as the demo owner:
// the dashboard over a period picked in the range picker shows the money the ledger moved on those days
// (sales of drops net of refunds, resale fees, royalties, refunds); the creator payouts page shows what a
// creator is owed, records a payout (audited) and exports the CSV to pay from. The ledger rows are our own:
// one user's orders on a day long past (2021-05-10 in the tenant's time zone, Asia/Shanghai), nothing
// else of the shared demo tenant changed. Pictured at 1440x900, light and dark, in Chinese and English.

const DAY = '2021-05-10';
/** 12:00 on DAY in Shanghai. */
const NOON = Date.parse(`${DAY}T12:00:00+08:00`);

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

/**
 * On DAY, a user's paid drop (¥120.00), a refunded drop (¥50.00 in and back out) and a paid resale (¥300.00:
 * fee ¥15.00, royalty ¥30.00 to `creatorId`, ¥255.00 to the seller), written as the sale writes its ledger.
 */
function moneyOnTheDay(userId: number, creatorId: number): void {
  const db = open();
  try {
    const tid = tenantId('demo');
    const item = catalogueIds('demo').image;
    const order = db.prepare(
      `INSERT INTO orders (tenant_id, order_no, user_id, business_type, item_kind, item_id, quantity, unit_price, total_amount,
         status, expires_at, paid_at, ended_at, pay_method, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, NULL, 1, ?, ?) RETURNING id`,
    );
    const ledger = db.prepare(
      `INSERT INTO ledger_entries (tenant_id, order_id, payment_id, kind, amount, event_id, created_at, creator_id)
       VALUES (?, ?, 0, ?, ?, ?, ?, ?)`,
    );
    const no = (n: number) => `MNY${String(userId).padStart(6, '0')}${n}`;
    const place = (n: number, kind: string, type: number, amount: number, status: string) =>
      (order.get(tid, no(n), userId, type, kind, item, amount, amount, status, NOON, NOON, NOON - 60_000, NOON) as { id: number })
        .id;
    const drop = place(1, 'collection', 4, 12_000, 'paid');
    ledger.run(tid, drop, 'payment', 12_000, `e2e-${no(1)}`, NOON, null);
    const refunded = place(2, 'collection', 4, 5_000, 'refunded');
    ledger.run(tid, refunded, 'payment', 5_000, `e2e-${no(2)}`, NOON, null);
    ledger.run(tid, refunded, 'refund', -5_000, `e2e-${no(2)}-r`, NOON + 3_600_000, null);
    const resale = place(3, 'listing', 7, 30_000, 'paid');
    for (const [kind, amount, creator] of [
      ['payment', 30_000, null],
      ['fee', 1_500, null],
      ['royalty', 3_000, creatorId],
      ['proceeds', 25_500, null],
    ] as const)
      ledger.run(tid, resale, kind, amount, `e2e-${no(3)}`, NOON, creator);
  } finally {
    db.close();
  }
}

async function setLanguage(page: Page, lang: 'en' | 'zh-CN') {
  await page.evaluate((l) => localStorage.setItem('curio-console-language', l), lang);
  await page.reload();
}

/** Both colour schemes of the page as it stands: `<name>-light.png` and `<name>-dark.png`. */
async function shots(page: Page, name: string) {
  await colourScheme(page, 'light');
  await consoleShot(page, `${name}-light`);
  await colourScheme(page, 'dark');
  await consoleShot(page, `${name}-dark`);
  await colourScheme(page, 'light');
}

interface Balance {
  creatorId: number;
  name: string;
  accrued: number;
  paid: number;
  owed: number;
}

describe('the console’s money', () => {
  it('the dashboard over a picked period, and a creator paid from the payouts page', { timeout: 120_000 }, async () => {
    const { page, base, origin } = await consolePage(browser);
    await signInConsole(page, origin);
    await page.goto(`${base}/dashboard`);
    await setLanguage(page, 'en');
    // The demo tenant's last creator is the one our resale pays.
    const creator = (() => {
      const db = open();
      try {
        return db.prepare('SELECT id FROM creators WHERE tenant_id = ? ORDER BY id DESC LIMIT 1').get(tenantId('demo')) as {
          id: number;
        };
      } finally {
        db.close();
      }
    })();
    const seller = createUserSession('demo');
    moneyOnTheDay(seller.userId, creator.id);

    // The dashboard: pick DAY to DAY in the range picker.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByTestId('live-drops').waitFor();
    const picker = page.getByTestId('dashboard-period');
    const [start, end] = [picker.locator('input').nth(0), picker.locator('input').nth(1)];
    await start.click();
    await start.fill(DAY);
    await start.press('Enter');
    await end.fill(DAY);
    await end.press('Enter');
    const stat = (key: string) => page.getByTestId(`stat-${key}`).locator('.ant-statistic-content');
    await expect.poll(() => stat('sales').innerText(), { timeout: 15_000 }).toBe('¥120.00');
    expect(await stat('resaleFees').innerText()).toBe('¥15.00');
    expect(await stat('royalties').innerText()).toBe('¥30.00');
    expect(await stat('refunds').innerText()).toBe('¥50.00');
    expect(await stat('orders').innerText()).toBe('3');
    await page.getByText(`Per day, ${DAY} – ${DAY}`).first().waitFor();
    await page.locator('canvas').first().waitFor();
    // A week around it: the same money (the other days hold none of ours, and the demo tenant had no sales then).
    // The page re-renders between the start and the end (here the colour scheme changes; in use, the live
    // drops' poll): the half-picked range stays, and the picker shows the days asked for at once.
    await start.click();
    await start.fill('2021-05-04');
    await start.press('Enter');
    await colourScheme(page, 'dark');
    await end.fill(DAY);
    await end.press('Enter');
    await expect.poll(() => start.inputValue()).toBe('2021-05-04');
    await colourScheme(page, 'light');
    await page.getByText(`Per day, 2021-05-04 – ${DAY}`).first().waitFor();
    expect(await stat('sales').innerText()).toBe('¥120.00');
    // The period is in the address: a reload (or a link) shows the same days.
    expect(new URL(page.url()).search).toBe(`?from=2021-05-04&to=${DAY}`);
    await page.keyboard.press('Escape');
    await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
    await shots(page, 'money-dashboard-en');
    await page.evaluate(() => localStorage.setItem('curio-console-language', 'zh-CN'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '概览' }).waitFor();
    await expect.poll(() => stat('sales').innerText()).toBe('¥120.00');
    await page.getByTestId('live-drops').waitFor();
    await page.locator('canvas').first().waitFor();
    await shots(page, 'money-dashboard-zh-CN');

    // The creator payouts page: what the creator is owed, as the API says.
    await page.goto(`${base}/creator-payouts`);
    await page.getByRole('heading', { level: 1, name: '创作者结算' }).waitFor();
    const before = (await consoleApi<{ items: Balance[] }>(page, origin, '/console/creator-payouts')).items.find(
      (b) => b.creatorId === creator.id,
    )!;
    expect(before.accrued).toBeGreaterThanOrEqual(3_000);
    expect(before.owed).toBeGreaterThanOrEqual(3_000);
    const row = page.locator(`[data-testid="creator-balances"] tr[data-row-key="${creator.id}"]`);
    await row.waitFor();
    await shots(page, 'money-payouts-zh-CN');
    await page.evaluate(() => localStorage.setItem('curio-console-language', 'en'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Creator payouts' }).waitFor();
    await row.waitFor();
    await shots(page, 'money-payouts-en');

    // Record ¥10.00 with a reference.
    await row.getByRole('button', { name: 'Record payout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('payout-owed-now').waitFor();
    await dialog.getByLabel('Amount (yuan)').fill('10');
    await dialog.getByLabel('Reference').fill('E2E-TRX-0001');
    await dialog.getByLabel('Note').fill('May royalties');
    await page.waitForFunction(() => {
      const el = document.querySelector('.ant-modal');
      return !!el && getComputedStyle(el).opacity === '1' && !/zoom|fade|motion/.test(el.className);
    });
    await shots(page, 'money-payout-form-en');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.waitFor({ state: 'detached' });
    const history = page.locator('[data-testid="creator-payouts"] tr.ant-table-row', { hasText: 'E2E-TRX-0001' });
    await history.waitFor();
    const after = (await consoleApi<{ items: Balance[] }>(page, origin, '/console/creator-payouts')).items.find(
      (b) => b.creatorId === creator.id,
    )!;
    expect(after).toMatchObject({ accrued: before.accrued, paid: before.paid + 1_000, owed: before.owed - 1_000 });
    await expect
      .poll(() => row.innerText())
      .toContain(`¥${((before.owed - 1_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await shots(page, 'money-payouts-recorded-en');
    // Audited, by the demo owner.
    const audit = (() => {
      const db = open();
      try {
        return db
          .prepare(
            "SELECT operator_email, after_json FROM audit_log WHERE action = 'payout.creator.record' AND target_id = ? ORDER BY id DESC LIMIT 1",
          )
          .get(String(creator.id)) as { operator_email: string; after_json: string };
      } finally {
        db.close();
      }
    })();
    expect(audit.operator_email).toBe('owner@demo.local');
    expect(JSON.parse(audit.after_json)).toMatchObject({ amount: 1_000, reference: 'E2E-TRX-0001', note: 'May royalties' });

    // The CSV to pay from: the creator's line with what is still owed.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV of creators owed' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^creator-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read through the download's stream: the shared Chromium is reached over its connection (no local path).
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('creator_id,creator,owed_yuan,owed_fen,accrued_yuan,paid_yuan,sales');
    const mine = lines.find((l) => l.startsWith(`${creator.id},`))!;
    const owedYuan = `${Math.floor(after.owed / 100)}.${String(after.owed % 100).padStart(2, '0')}`;
    expect(mine.split(',').slice(-5, -3)).toEqual([owedYuan, String(after.owed)]);
  });
});
