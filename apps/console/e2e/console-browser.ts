import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export { launch } from '../../web/e2e/browser';

// The console's end-to-end helpers (decision 037): its tests live here and run in the root `e2e` project,
// against the same built server as the storefront's (apps/web/e2e/global-setup.ts).

export const CONSOLE_ARTIFACTS = path.resolve(import.meta.dirname, '../../../test-results/e2e-console');

/** A desktop page (1440x900) on the given host of the test server; `base` is the console's root URL. */
export async function consolePage(browser: Browser, host = 'localhost'): Promise<{ page: Page; base: string; origin: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const origin = `http://${host}:${inject('e2ePort')}`;
  return { page, base: `${origin}/console`, origin };
}

/** A full-page screenshot under test-results/e2e-console/<name>.png (and SHOTS_DIR when set). */
export async function consoleShot(page: Page, name: string): Promise<string> {
  const dirs = [CONSOLE_ARTIFACTS, ...(process.env.SHOTS_DIR ? [process.env.SHOTS_DIR] : [])];
  let file = '';
  for (const dir of dirs) {
    fs.mkdirSync(dir, { recursive: true });
    file = path.join(dir, `${name}.png`);
    await page.screenshot({ path: file });
  }
  return file;
}

/** The seeded demo operators (development only, see README / op-auth's seed). */
export const DEMO_OWNER = { email: 'owner@demo.local', password: 'curio-owner-demo' } as const;
export const AURORA_OWNER = { email: 'owner@aurora.local', password: 'curio-owner-demo' } as const;
export const DEMO_ADMIN = { email: 'admin@curio.local', password: 'curio-admin-demo' } as const;

/**
 * Signs the page's browser context in through the API: opens the console's sign-in page on `origin` and
 * calls consoleLogin from it (in the browser, so that `*.localhost` hosts resolve and the session cookie
 * lands in the context). Two-factor is optional outside production, so the stage is 'done'. The sign-in
 * page itself is tested by its own e2e (op-auth).
 */
export async function signInConsole(
  page: Page,
  origin: string,
  who: { email: string; password: string } = DEMO_OWNER,
): Promise<void> {
  await page.goto(`${origin}/console/login`);
  const body = await page.evaluate(async (credentials) => {
    const res = await fetch('/api/console/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    return (await res.json()) as { code: number; msg?: string; data?: { stage: string } };
  }, who);
  if (body.code !== 0) throw new Error(`console sign-in failed: ${body.code} ${body.msg ?? ''}`);
  if (body.data?.stage !== 'done') throw new Error(`console sign-in stopped at stage ${body.data?.stage}`);
}

/** A console GET through the signed-in page's cookies; its answer's data (the call must succeed). */
export async function consoleApi<T>(page: Page, origin: string, apiPath: string): Promise<T> {
  const res = await page.request.get(`${origin}/api${apiPath}`);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/**
 * Picks the option of an antd Select (searchable) whose label contains `text`, and waits until the select
 * shows it. By keyboard: types into the select, waits for the matching option to be the active one, then
 * Enter. (A mouse click on an option can land while the opening dropdown is still moving and be lost; the
 * keyboard goes to the focused input.)
 */
export async function pick(page: Page, select: ReturnType<Page['getByLabel']>, text: string) {
  const root = select.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await select.click();
  await select.pressSequentially(text);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active')
    .filter({ hasText: text })
    .first()
    .waitFor();
  await select.press('Enter');
  await root.getByText(text).first().waitFor();
}

/**
 * After a dnd-kit keyboard pick-up: resolves once the sensor listens for the arrow keys. It attaches its
 * keydown listener in a `setTimeout(0)` after the pick-up, and Chromium runs input before timers, so an
 * arrow key sent as soon as the item shows picked up can arrive first and be lost. A `setTimeout(0)` of
 * the page's own, queued after the sensor's, has run only once the sensor's has.
 */
export async function dragSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
