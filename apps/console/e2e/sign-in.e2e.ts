import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage, consoleShot, launch } from './console-browser';
import { ownOwner } from '../../web/e2e/db';
import { DEMO_ADMIN, signInConsolePage, totpCode } from './console-sign-in';

// Console sign-in in Chromium at 1440x900 (op-auth, decision 036): password, enrolling an authenticator
// (QR code + recovery codes), the two-factor step, the signed-out redirect.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('console sign-in', () => {
  it('a wrong password is refused with the catalogue text; the owner enrols two-factor, then signs in with a code', async () => {
    const { page, base } = await consolePage(browser, 'aurora.localhost');
    await page.goto(`${base}/login`);
    // An owner of this file's own: enrolling the seeded owner would send every file that signs in as it by
    // password to the code step.
    const owner = ownOwner('aurora', 'sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.locator('button[type="submit"]').click();
    await page.getByText('Wrong email or password').waitFor();
    await consoleShot(page, 'login');

    await page.getByLabel('Password').fill(owner.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/console/login/enrol');
    await page.getByTestId('totp-secret').waitFor();
    await page.locator('canvas, svg').first().waitFor();
    await consoleShot(page, 'login-enrol');
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codes = (await page.getByTestId('recovery-codes').innerText()).split(/\s+/).filter(Boolean);
    expect(codes).toHaveLength(10);
    await page.getByLabel('Verification code').fill(totpCode(secret));
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/console/dashboard');

    // A new browser: the code step now.
    const second = await consolePage(browser, 'aurora.localhost');
    await second.page.goto(`${second.base}/login`);
    await second.page.getByLabel('Email').fill(owner.email);
    await second.page.getByLabel('Password').fill(owner.password);
    await second.page.locator('button[type="submit"]').click();
    await second.page.waitForURL((u) => u.pathname === '/console/login/2fa');
    await consoleShot(second.page, 'login-2fa');
    // A recovery code works too (once).
    await second.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await second.page.getByLabel('Recovery code').fill(codes[0]!);
    await second.page.locator('button[type="submit"]').click();
    await second.page.waitForURL((u) => u.pathname === '/console/dashboard');
    await page.context().close();
    await second.page.context().close();
  });

  it('the platform admin signs in on the platform host and lands on the tenants page; the next page is kept', async () => {
    const { page, base } = await consolePage(browser, 'admin.localhost');
    await page.goto(`${base}/operators`);
    await page.waitForURL((u) => u.pathname === '/console/login');
    await signInConsolePage(page, base, DEMO_ADMIN);
    expect(new URL(page.url()).pathname).toBe('/console/operators');
    await page.context().close();
  });
});
