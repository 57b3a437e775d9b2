import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openAs, phonePage, screenshot, toastsGone } from './browser';
import { createUserSession, tenantId } from './db';

// Issue 14 end to end (display and follows), against the real built server on both demo tenants: the
// seeded collector shows the one item they keep hidden; a third account sees it on the collector's
// public page, opens its public sheet, follows the collector, looks at the fans and following lists
// and follows back from a list; the collector's own page is reached from the mine page. Screenshots of
// every page at 390x844 go to test-results/e2e/.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tenants: [host: string, code: string][] = [
  ['localhost', 'demo'],
  ['aurora.localhost', 'aurora'],
];
const short = (host: string) => host.split('.')[0]!;
/** The seeded collector's phone (apps/server/src/seed/demo-people.ts). */
const COLLECTOR_PHONE = '13700000001';

function db() {
  const d = new Database(inject('e2eDb'));
  d.pragma('busy_timeout = 5000');
  return d;
}

/** The seeded collector of a tenant, a live session for them, and the item they keep hidden. */
function collector(code: string): { userId: number; token: string; hidden: number; items: number } {
  const d = db();
  try {
    const tid = tenantId(code);
    const user = d.prepare('SELECT id FROM users WHERE tenant_id = ? AND phone = ?').get(tid, COLLECTOR_PHONE) as { id: number };
    const held = d
      .prepare('SELECT id, displayed FROM card_nfts WHERE tenant_id = ? AND user_id = ? ORDER BY id')
      .all(tid, user.id) as {
      id: number;
      displayed: number;
    }[];
    const hidden = held.find((h) => h.displayed === 0)?.id ?? 0;
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    d.prepare(
      'INSERT INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at, renewed_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
    ).run(createHash('sha256').update(token).digest('hex'), tid, user.id, now, now + 7 * 24 * 3600 * 1000, now);
    return { userId: user.id, token, hidden, items: held.length };
  } finally {
    d.close();
  }
}

async function go(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}/#${route}`);
  await page.locator('.curio-page').first().waitFor();
  await page.locator('.curio-page-loading').waitFor({ state: 'detached' });
}

describe.each(tenants)('display and follows on %s', (host, code) => {
  it(
    'the owner shows an item; a third account sees it on the public page, follows, and uses the fans and following lists',
    { timeout: 120_000 },
    async () => {
      const name = short(host);
      const owner = collector(code);
      expect(owner.items).toBe(4);
      expect(owner.hidden).toBeGreaterThan(0);

      // The owner: the hidden item's page has the switch off; switching it on shows it.
      const { page: ownerPage, base } = await phonePage(browser, host);
      await openAs(ownerPage, base, owner.token, `/pages/account/detail/collection?cardNftId=${owner.hidden}`);
      const toggle = ownerPage.getByTestId('display-toggle');
      await toggle.waitFor();
      expect(await ownerPage.getByTestId('display-switch').getAttribute('data-displayed')).toBe('false');
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await screenshot(ownerPage, `social-${name}-switch-off`);
      await toggle.click();
      await ownerPage.locator('[data-testid="display-switch"][data-displayed="true"]').waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toastsGone(ownerPage);
      await screenshot(ownerPage, `social-${name}-switch-on`);

      // The owner's own page, from the mine page's link: four on display, no follow button.
      await go(ownerPage, base, '/pages/account/index/index');
      await ownerPage.getByTestId('mine-personal-link').waitFor();
      await screenshot(ownerPage, `social-${name}-mine-link`);
      await ownerPage.getByTestId('mine-personal-link').click();
      await ownerPage.locator('[data-testid="personal-header"][data-me="true"]').waitFor();
      expect(await ownerPage.getByTestId('personal-displayed-count').textContent()).toBe('4');
      expect(await ownerPage.getByTestId('follow-button').count()).toBe(0);
      await ownerPage.getByTestId('personal-edit').waitFor();
      await screenshot(ownerPage, `social-${name}-my-page`);
      await ownerPage.context().close();

      // A third account: the collector's public page shows the item just displayed.
      const viewer = createUserSession(code);
      const { page } = await phonePage(browser, host);
      await openAs(page, base, viewer.token, `/pages/account/personal/index?id=${owner.userId}`);
      await page.locator('[data-testid="personal-header"][data-me="false"]').waitFor();
      const shown = page.locator(`[data-testid="displayed-item"][data-card-nft-id="${owner.hidden}"]`);
      await shown.waitFor();
      expect(await page.getByTestId('displayed-item').count()).toBe(4);
      expect(await page.getByTestId('personal-fans-count').textContent()).toBe('3');
      expect(await page.getByTestId('personal-concern-count').textContent()).toBe('2');
      // Nothing private on it: no phone number anywhere on the page.
      expect(await page.locator('body').textContent()).not.toContain(COLLECTOR_PHONE.slice(-4));
      await screenshot(page, `social-${name}-public-page`);

      // Its public sheet: serial number and token id.
      await shown.click();
      await page.getByTestId('displayed-sheet-body').waitFor();
      // The sheet has slid all the way up (its bottom at the viewport's).
      await page.waitForFunction(() => {
        const sheet = document.querySelector('.curio-sheet');
        return !!sheet && Math.abs(sheet.getBoundingClientRect().bottom - window.innerHeight) < 1;
      });
      expect(await page.getByTestId('displayed-serial').textContent()).toMatch(/^#\d+\/\d+$/);
      expect(await page.getByTestId('displayed-token').textContent()).toMatch(/^\d+$/);
      await screenshot(page, `social-${name}-item-sheet`);
      await page.locator('.curio-sheet__close').click();
      await page.getByTestId('displayed-sheet-body').waitFor({ state: 'detached' });

      // Follow: the count goes up, the button says "following".
      const followButton = page.getByTestId('follow-button');
      expect(await followButton.getAttribute('data-state')).toBe('follow');
      await followButton.click();
      await page.locator('[data-testid="follow-button"][data-state="following"]').waitFor();
      await expect.poll(() => page.getByTestId('personal-fans-count').textContent()).toBe('4');
      await toastsGone(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `social-${name}-public-page-followed`);

      // Fans: four, me among them (no button on my row).
      await page.getByTestId('personal-fans').click();
      await page.getByTestId('follow-list-fans').waitFor();
      await expect.poll(() => page.getByTestId('follow-row').count()).toBe(4);
      const myRow = page.locator(`[data-testid="follow-row"][data-user-id="${viewer.userId}"]`);
      expect(await myRow.getByTestId('follow-row-button').count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `social-${name}-fans`);

      // Following: the collector's two friends; follow one of them from the list.
      await page.goBack();
      await page.getByTestId('personal-concern').click();
      await page.getByTestId('follow-list-following').waitFor();
      await expect.poll(() => page.getByTestId('follow-row').count()).toBe(2);
      const first = page.getByTestId('follow-row').first();
      const friendId = Number(await first.getAttribute('data-user-id'));
      await first.getByTestId('follow-row-button').click();
      await page.locator(`[data-testid="follow-row"][data-user-id="${friendId}"] [data-state="following"]`).waitFor();
      await toastsGone(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `social-${name}-concern`);

      // A row opens that user's page.
      await first.getByTestId('follow-row-link').click();
      await page.locator(`[data-testid="personal-header"][data-user-id="${friendId}"]`).waitFor();
      expect(await page.getByTestId('follow-button').getAttribute('data-state')).toBe('following');

      // My own following list: the collector and the friend; unfollowing asks first, then the row goes.
      await go(page, base, '/pages/account/personal/concern');
      await expect.poll(() => page.getByTestId('follow-row').count()).toBe(2);
      await screenshot(page, `social-${name}-my-concern`);
      const ownerRow = page.locator(`[data-testid="follow-row"][data-user-id="${owner.userId}"]`);
      await ownerRow.getByTestId('follow-row-button').click();
      await page.locator('.adm-dialog-button').last().click();
      await ownerRow.waitFor({ state: 'detached' });
      await toastsGone(page);
      await page.locator('.adm-dialog').waitFor({ state: 'hidden' });
      expect(await page.getByTestId('follow-row').count()).toBe(1);

      // Nobody follows me yet.
      await go(page, base, '/pages/account/personal/fans');
      await page.getByTestId('follow-list-fans').waitFor();
      await expect.poll(() => page.locator('[data-testid="follow-list-fans"]').textContent()).not.toBe('');
      expect(await page.getByTestId('follow-row').count()).toBe(0);
      await screenshot(page, `social-${name}-my-fans-empty`);
      await page.context().close();
    },
  );
});
