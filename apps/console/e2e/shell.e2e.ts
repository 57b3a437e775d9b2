import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage, consoleShot, launch, signInConsole } from './console-browser';

// The console's shell, served by the built server at /console/ (decision 037).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('console shell', () => {
  it('sends a signed-out visitor from a console page to /console/login with the page to come back to', async () => {
    const { page, base } = await consolePage(browser);
    await page.goto(`${base}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/console/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });

  it('shows a signed-in owner the shell: menu, tenant, operator; switches language; signs out', async () => {
    const { page, base, origin } = await consolePage(browser);
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin);
    await page.goto(`${base}/`);
    await page.waitForURL((url) => url.pathname === '/console/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('console-operator').textContent()).toBeTruthy();
    expect(await page.getByTestId('console-tenant').textContent()).toBe('demo');
    await consoleShot(page, 'console-shell-en');

    // The language switch: antd's Select, then the page's own texts follow.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByTitle('简体中文').click();
    await page.getByRole('heading', { level: 1, name: '概览' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/console/login');
    // Signed out on the server: the dashboard sends back to the sign-in.
    await page.goto(`${base}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/console/login');
    await page.context().close();
  });
});
