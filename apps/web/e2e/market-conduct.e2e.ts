import http from 'node:http';
import { endpoints } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api';
import { launch, openAs, phonePage, screenshot, switchLanguage } from './browser';
import { createUserSession, listedItem, onSaleDrop, ownOwner } from './db';

// Issue 32 items 6 and 15 on the storefront (decision 067), against the built server: an operator takes a
// seller's listing down and suspends them (console calls, as the console makes them); the seller reads both in
// the inbox, with the reason and the collectible; ordering is refused with 5000280 and the reason. On both demo
// tenants (Curio Demo light, Aurora dark), in Chinese and English, with users of this file only.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const HOSTS = { demo: 'localhost', aurora: 'aurora.localhost' } as const;

/** A console call as an owner of the tenant makes it (session cookie and CSRF token). */
async function consoleSession(host: string, owner: { email: string; password: string }) {
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ json: { code: number; msg: string; data: { csrfToken?: string } | null }; cookie?: string }>(
      (resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = http.request(
          {
            host: '127.0.0.1',
            port: inject('e2ePort'),
            method: 'POST',
            path: `/api${path}`,
            headers: { host: `${host}:${inject('e2ePort')}`, 'content-type': 'application/json', ...headers },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => {
              const raw = res.headers['set-cookie'] ?? [];
              const cookie = raw.find((c) => c.startsWith('curio_console='))?.split(';')[0];
              resolve({ json: JSON.parse(text) as never, cookie });
            });
          },
        );
        req.on('error', reject);
        req.write(payload);
        req.end();
      },
    );
  const login = await send('/console/auth/login', owner);
  expect(login.json.code, login.json.msg).toBe(0);
  const headers = { cookie: login.cookie!, 'x-csrf-token': login.json.data!.csrfToken! };
  return async (path: string, body: unknown) => {
    const r = await send(path, body, headers);
    expect(r.json.code, r.json.msg).toBe(0);
  };
}

async function inboxShot(page: Page, name: string) {
  await page.locator('[data-testid="inbox-event"][data-kind="listing_taken_down"]').first().waitFor({ timeout: 15_000 });
  await screenshot(page, name);
}

describe('a take-down and a suspension, as the seller sees them', () => {
  for (const code of ['demo', 'aurora'] as const) {
    it(`${code}: the inbox tells the reason and the collectible; ordering is refused with the reason`, async () => {
      const host = HOSTS[code];
      const seller = createUserSession(code);
      const { listingId } = listedItem(code, seller.userId, 2_600);
      const consoleCall = await consoleSession(host, ownOwner(code, 'conduct'));
      await consoleCall(endpoints.consoleTakeDownListing.path.replace('{id}', String(listingId)), {
        reason: code === 'demo' ? '描述与实物不符' : 'Misleading description',
      });
      await consoleCall(endpoints.consoleSuspendUser.path.replace('{id}', String(seller.userId)), {
        reason: code === 'demo' ? '多次恶意退款' : 'Repeated chargebacks',
      });

      // Refused, with the code and the reason (before anything else is checked: no order written).
      const drop = onSaleDrop(code, 'collection', { minRemaining: 1 }).id;
      await expect(
        apiCall(host, 'POST', endpoints.placeOrder.path, seller.token, { businessType: 4, itemId: drop, quantity: 1 }),
      ).rejects.toThrow(/5000280 .*(多次恶意退款|Repeated chargebacks)/);

      const { page, base } = await phonePage(browser, host);
      await openAs(page, base, seller.token, '/pages/account/inbox/index');
      const events = page.getByTestId('inbox-event');
      await expect.poll(() => events.count(), { timeout: 15_000 }).toBe(2);
      expect(await events.nth(0).getAttribute('data-kind')).toBe('account_suspended');
      const takenDown = page.locator('[data-testid="inbox-event"][data-kind="listing_taken_down"]');
      const lang = await page.locator('html').getAttribute('lang');
      if (code === 'demo') {
        expect(lang).toBe('zh-CN');
        expect(await takenDown.innerText()).toContain('描述与实物不符');
        expect(await takenDown.innerText()).toContain('¥26.00');
        expect(await events.nth(0).innerText()).toContain('多次恶意退款');
      } else {
        expect(await takenDown.innerText()).toContain('Misleading description');
        expect(await events.nth(0).innerText()).toContain('Repeated chargebacks');
      }
      await inboxShot(page, `conduct-inbox-${code}-${lang}`);
      // The other language.
      const other = lang === 'zh-CN' ? 'en' : 'zh-CN';
      await switchLanguage(page, base, other);
      await page.goto(`${base}/#/pages/account/inbox/index`);
      await inboxShot(page, `conduct-inbox-${code}-${other}`);
      await page.context().close();
    });
  }
});
