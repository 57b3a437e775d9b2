import { ErrorCode, errorMessage, type Language } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './api';
import { launch, openAs, phonePage, screenshot, toastsGone } from './browser';
import { createUserSession } from './db';

// Issue 14 end to end, against the real built server, on both demo tenants: the seeded airdrops in the
// list (the open one receivable, the expired one expired, each with its state and countdown), the detail
// needs login, a user without a real name is told why (the server's message), a verified buyer receives
// it and follows it to the item ("minting", then on chain) and finds it in my home. Screenshots of both
// pages at 390x844 go to test-results/e2e/.

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
  await page.locator('.curio-page').first().waitFor();
  await page.locator('.curio-page-loading').waitFor({ state: 'detached' });
}

interface AirdropItem {
  id: number;
  status: string;
  collection: { id: number; name: string };
}

describe.each(tenants)('airdrops on %s', (host, code, lang) => {
  it(
    'lists the seeded airdrops; a verified buyer receives the open one, follows it to the item and finds it in my home',
    { timeout: 120_000 },
    async () => {
      const { page, base } = await phonePage(browser, host);
      const name = short(host);
      const { token } = await newBuyer(host, code);
      const offered = await call<{ items: AirdropItem[] }>(host, 'GET', '/mallapp/airdrop/list', token);
      const open = offered.items.find((a) => a.status === 'receivable')!;
      expect(open).toBeDefined();
      expect(offered.items.some((a) => a.status === 'expired')).toBe(true);

      // The list: the open airdrop first with its countdown to the end, the expired one after it.
      // Reached from the mine page's menu.
      await openAs(page, base, token, '/pages/account/index/index');
      await page.getByTestId('mine-menu-airdrops').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/airdrop/index'));
      const card = page.locator(`[data-testid="airdrop-card"][data-id="${open.id}"]`);
      await card.waitFor();
      expect(await card.getAttribute('data-phase')).toBe('open');
      await card.getByRole('timer').waitFor();
      await page.locator('[data-testid="airdrop-card"][data-phase="expired"]').first().waitFor();
      await page
        .locator('img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
      await screenshot(page, `airdrop-${name}-list`);

      // The detail: receive it; the result links to the item, minting at first.
      await card.click();
      await page.getByTestId('airdrop-detail').waitFor();
      expect(await page.getByTestId('airdrop-detail').getAttribute('data-phase')).toBe('open');
      await screenshot(page, `airdrop-${name}-detail`);
      await page.getByTestId('airdrop-receive').click();
      await page.getByTestId('airdrop-result').waitFor();
      expect(await page.getByTestId('airdrop-chip').getAttribute('data-phase')).toBe('received');
      await toastsGone(page).catch(() => undefined);
      await screenshot(page, `airdrop-${name}-received`);

      await page.getByTestId('airdrop-item-link').first().click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/account/detail/collection'));
      await page.getByTestId('my-collectible').waitFor();
      expect(await page.getByTestId('item-name').textContent()).toBe(open.collection.name);
      // Minted in the background by the server's chain worker: the item turns from minting to held.
      await expect
        .poll(async () => page.getByTestId('my-collectible').getAttribute('data-status'), { timeout: 60_000, interval: 500 })
        .toBe('held');

      // In my home, with the rest of my collectibles.
      await go(page, base, '/pages/account/home/index');
      await page.locator(`[data-testid="home-collection"][data-collection-id="${open.collection.id}"]`).waitFor();

      // Back on the list the airdrop is finished for me.
      await go(page, base, '/pages/airdrop/index');
      await expect.poll(() => card.getAttribute('data-phase')).toBe('received');
      await page.context().close();
    },
  );

  it(
    "the detail needs login; without a real name the receive button answers with the server's message",
    { timeout: 60_000 },
    async () => {
      const visitor = await phonePage(browser, host);
      await go(visitor.page, visitor.base, '/pages/airdrop/index');
      const first = visitor.page.locator('[data-testid="airdrop-card"][data-phase="open"]').first();
      await first.waitFor();
      await first.click();
      await visitor.page.waitForURL((u) => u.hash.startsWith('#/pages/login/index'));
      expect(decodeURIComponent(visitor.page.url())).toContain('reUrl=/pages/detail/airdrop?id=');
      await visitor.page.context().close();

      const { page, base } = await phonePage(browser, host);
      const { token } = createUserSession(code);
      const offered = await call<{ items: AirdropItem[] }>(host, 'GET', '/mallapp/airdrop/list', token);
      const open = offered.items.find((a) => a.status === 'receivable')!;
      await openAs(page, base, token, `/pages/detail/airdrop?id=${open.id}`);
      await page.getByTestId('airdrop-receive').click();
      const refusal = page.getByTestId('airdrop-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe(errorMessage(ErrorCode.NOT_REAL_NAME, lang));
      await page.context().close();
    },
  );
});
