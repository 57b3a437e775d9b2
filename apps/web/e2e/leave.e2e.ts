import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { catalogueIds, grantItem } from './db';
import { verifiedUser } from './people';

// Issue 20 end to end (decision 046), against the real built server: export my data from the safety page
// (request, the server's job prepares it, download the JSON from the sheet); delete an account that holds
// nothing (pay password + SMS code from the sandbox outbox) → signed out, home, its token refused;
// the refusal shown for a user who holds a collectible. Screenshots at 390x844: the demo tenant (light), aurora (dark, English).

const PAY = '135790';
const SAFETY = '/pages/account/safety/index';
const SHOTS = '/work/notes/shots/leave';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function shot(page: Page, name: string) {
  const file = await screenshot(page, `leave-${name}`);
  if (fs.existsSync(path.dirname(SHOTS))) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
  }
}

async function latestCode(page: Page, phone: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const rows = await page.evaluate(async (p) => {
          const res = await fetch(`/api/dev/sms-outbox?phone=${p}`);
          return ((await res.json()) as { data: { code: string; purpose: string }[] | null }).data ?? [];
        }, phone);
        code = rows.find((r) => r.purpose === purpose)?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

describe('data export and account deletion', () => {
  it(
    'exports my data: request, the job prepares it, the inbox links to the sheet, the JSON downloads',
    { timeout: 90_000 },
    async () => {
      const me = await verifiedUser('localhost', 'demo', { payPassword: PAY });
      const { page, base } = await phonePage(browser);
      await openAs(page, base, me.token, SAFETY);
      await page.getByTestId('safety-export').click();
      await page.getByTestId('export-request').click();
      // The server's job runs every second; the sheet asks again every 3 seconds while preparing.
      await page.locator('[data-testid="export-state"][data-status="ready"]').waitFor({ timeout: 30_000 });
      await shot(page, 'export-ready-light');
      // The inbox says so; its event opens the safety page with the sheet, where it downloads.
      await go(page, base, '/pages/account/inbox/index');
      await page.locator('[data-testid="inbox-event"][data-kind="data_export_ready"]').click();
      await page.waitForURL((u) => u.hash.includes('safety') && u.hash.includes('export='));
      await page.locator('[data-testid="export-state"][data-status="ready"]').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
      const chunks: Buffer[] = [];
      for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
      const doc = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        profile: { userId: number; phone: string };
        realName: { verified: boolean; name: string };
        orders: unknown[];
      };
      expect(doc.profile).toMatchObject({ userId: me.userId, phone: me.phone });
      expect(doc.realName.verified).toBe(true);
      expect(doc.realName.name).toContain('*');
      expect(Array.isArray(doc.orders)).toBe(true);
      await page.context().close();
    },
  );

  it(
    'shows why a holder cannot delete; deletes an empty account, signs out, the old token is refused',
    { timeout: 120_000 },
    async () => {
      // A user holding a collectible, on the dark tenant (English): the refusal, with its count.
      const holder = await verifiedUser('aurora.localhost', 'aurora', { payPassword: PAY });
      grantItem('aurora', holder.userId, catalogueIds('aurora').image);
      const a = await phonePage(browser, 'aurora.localhost');
      await openAs(a.page, a.base, holder.token, SAFETY);
      await a.page.getByTestId('safety-delete').click();
      await a.page.getByTestId('delete-blocker-collectibles').waitFor();
      expect(await a.page.getByTestId('delete-blocker-collectibles').textContent()).toMatch(/1/);
      expect(await a.page.getByTestId('delete-submit').count()).toBe(0);
      expect(await a.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await shot(a.page, 'delete-refused-dark');
      // The export sheet there too (dark), before any request.
      await a.page.getByTestId('delete-sheet').getByRole('button').click();
      await a.page.getByTestId('safety-export').click();
      await a.page.getByTestId('export-request').waitFor();
      await shot(a.page, 'export-dark');
      await a.page.context().close();

      // A user holding nothing.
      const me = await verifiedUser('localhost', 'demo', { payPassword: PAY });
      const { page, base } = await phonePage(browser);
      await openAs(page, base, me.token, SAFETY);
      await page.getByTestId('safety-delete').click();
      await page.getByTestId('delete-submit').waitFor();
      await page.getByTestId('delete-pay-password').click();
      await page.keyboard.type(PAY);
      await page.getByTestId('sms-send').click();
      const code = await latestCode(page, me.phone, 'deleteAccount');
      await page.getByTestId('delete-code').fill(code);
      await shot(page, 'delete-form-light');
      await page.getByTestId('delete-submit').click();
      // The last confirmation (antd-mobile's dialog), then signed out at home.
      await page
        .locator('.adm-dialog-button-bold, .adm-dialog-button')
        .filter({ hasText: /Delete|注销|Eliminar|Supprimer|註銷/ })
        .first()
        .click();
      await page.waitForURL((u) => !u.hash.includes('safety'), { timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage)).then((s) => s.includes(me.token))).toBe(false);

      // The old token is refused (the server test checks that the phone registers again: the SMS gap of
      // a minute would make this file wait).
      const old = await apiCall('localhost', 'POST', '/memberapi/user/getUserInfo', me.token).then(
        () => 'accepted',
        (e: unknown) => String(e),
      );
      expect(old).not.toBe('accepted');
      await page.context().close();
    },
  );
});
