import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_OPTIONS } from './chromium';
import { watchBrowser } from './failure-notes';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../../../test-results/e2e');

/**
 * The suite's browser: a connection to the one Chromium the global setup started for the whole run
 * (decision 045), or a Chromium of its own when there is none. A test file makes its own contexts in it,
 * so its cookies and storage are its own; `close()` drops the file's contexts and the connection, and
 * leaves the shared Chromium running for the other files.
 */
export async function launch(): Promise<Browser> {
  const shared = inject('e2eBrowser');
  return watchBrowser(shared ? await chromium.connect(shared) : await chromium.launch(CHROMIUM_OPTIONS));
}

/** A phone-sized page (390x844) on the given host name of the test server. */
export async function phonePage(browser: Browser, host = 'localhost'): Promise<{ page: Page; base: string }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  return { page, base: `http://${host}:${inject('e2ePort')}` };
}

/**
 * Opens the home and waits until the app has taken over the server's markup (decision 024): before that
 * the page is the server's HTML, whose buttons do nothing yet, so a tap there would be lost (it was, once,
 * on a busy machine).
 */
export async function openHome(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await appTookOver(page);
}

/** Resolves once the app has taken over the server's markup of the page (`#root` loses `data-ssr`). */
export async function appTookOver(page: Page, timeout?: number): Promise<void> {
  await page.locator('#root:not([data-ssr])').waitFor({ state: 'attached', timeout });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await inFront(page);
  await page.screenshot({ path: file });
  return file;
}

/**
 * Brings the page in front and resolves once it draws frames again. A shot must be of the page in front: with
 * several pages open (a second device, a second tab), Chromium draws no frame for one behind, and the capture
 * fails ("Unable to capture screenshot") or waits. `bringToFront` answers before the page has been told it is
 * shown: on a busy machine a capture at once could still find it hidden (seen once in CI). The page is shown
 * once it says it is visible and an animation frame has run.
 */
export async function inFront(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(
    () =>
      new Promise<void>((drawn) => {
        const frame = () => requestAnimationFrame(() => drawn());
        if (document.visibilityState === 'visible') frame();
        else document.addEventListener('visibilitychange', frame, { once: true });
      }),
  );
}

/** The page's stored session entry (encrypted, `curio:session`), null where there is none or no storage (about:blank). */
const storedSession = (page: Page) =>
  page.evaluate(() => localStorage.getItem('curio:session')).catch(() => null as string | null);

/**
 * Opens `route` signed in with `token` (the DID deep link stores it, as a partner app would), and waits
 * until the app has taken over from a first screen the server wrote (decision 032): tap the app's page only;
 * and until the session is kept on the device. The app writes it encrypted, a moment after it took the token:
 * a page opened before that (a `goto`, a reload) would find the user signed out.
 */
export async function openAs(page: Page, base: string, token: string, route: string): Promise<void> {
  // What the context held before, if anything: the link's write is another entry (each has a fresh IV).
  const before = await storedSession(page);
  await page.goto(`${base}/?token=${encodeURIComponent(token)}&from=did#${route}`);
  await page.waitForURL((u) => !u.search.includes('token'));
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.waitForFunction((old) => {
    const entry = localStorage.getItem('curio:session');
    return entry !== null && entry !== old;
  }, before);
}

/** Goes to `route` and waits until its page is in (the app's, not the server's first screen). */
export async function go(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}/#${route}`);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.locator('.curio-page').first().waitFor();
  await page.locator('.curio-page-loading').waitFor({ state: 'detached' });
}

/**
 * Switches the signed-in user's language the way a user does (Profile → Language, PRODUCT.md §10), and
 * waits until the app speaks it; it is kept for the rest of the page's context.
 */
export async function switchLanguage(page: Page, base: string, lang: string): Promise<void> {
  await go(page, base, '/pages/account/about/index');
  await page.getByTestId('profile-language').click();
  await page.getByTestId(`profile-language-${lang}`).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
  await page.getByTestId('profile-language').locator('.cf-spinner').waitFor({ state: 'detached' });
}

/**
 * Waits until no toast covers the page (before a screenshot, or a tap the toast's mask would take). Two may be on
 * screen at once (antd-mobile keeps one that is closing while the next shows): none must be left, so this
 * counts them rather than waiting for "the" toast.
 */
export async function toastsGone(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.adm-toast-mask').length === 0, undefined, { timeout });
}
