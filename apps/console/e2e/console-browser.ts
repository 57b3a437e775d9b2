import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

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
