import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { inFront } from '../../web/e2e/browser';

export { launch } from '../../web/e2e/browser';

// The console's end-to-end helpers (decision 037): its tests live here and run in the root `e2e` project,
// against the same built server as the storefront's (apps/web/e2e/global-setup.ts).

export const CONSOLE_ARTIFACTS = path.resolve(import.meta.dirname, '../../../test-results/e2e-console');

/**
 * A desktop page (1440x900) on the given host of the test server; `base` is the console's root URL. The
 * browser's colour scheme is light unless `colorScheme` says dark (the console follows it, decision 072).
 */
export async function consolePage(
  browser: Browser,
  host = 'localhost',
  { colorScheme = 'light' }: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ page: Page; base: string; origin: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme });
  const page = await context.newPage();
  const origin = `http://${host}:${inject('e2ePort')}`;
  return { page, base: `${origin}/console`, origin };
}

/**
 * Turns the browser's colour scheme to `scheme` and waits until the console has followed it (decision 072:
 * the page's CSS at once, antd's theme on React's next render), so a screenshot never catches it halfway.
 */
export async function colourScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const grounds = scheme === 'dark' ? ['rgb(0, 0, 0)', 'rgb(0, 0, 0)'] : ['rgb(245, 246, 248)', 'rgb(245, 245, 245)'];
  await page.waitForFunction(([body, layout]) => {
    const el = document.querySelector('.ant-layout');
    return getComputedStyle(document.body).backgroundColor === body && (!el || getComputedStyle(el).backgroundColor === layout);
  }, grounds);
}

/** A full-page screenshot under test-results/e2e-console/<name>.png (and SHOTS_DIR when set). */
export async function consoleShot(page: Page, name: string): Promise<string> {
  const dirs = [CONSOLE_ARTIFACTS, ...(process.env.SHOTS_DIR ? [process.env.SHOTS_DIR] : [])];
  // The page in front, drawing (apps/web/e2e/browser.ts inFront): a page behind another may draw no frame.
  await inFront(page);
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
 * Taps `trigger`, waits until the popconfirm it opens has finished appearing, then taps its `ok` button.
 * A click during the popup's zoom fails Playwright's stability check, and Playwright's retry scrolls the
 * button into view with a forced alignment. That scrolls the document (a drawer's scroll lock hides its
 * overflow, but a script can still scroll it). The popup moves back beside its trigger on the scroll
 * event, which comes after Playwright has aimed, so the click lands beside the button and is lost (seen
 * under load in the providers' e2e).
 */
export async function confirmPopup(page: Page, trigger: Locator, ok: string): Promise<void> {
  await trigger.click();
  const shown = '.ant-popconfirm:not(.ant-popover-hidden)';
  await antdSettled(page, shown);
  await page.locator(shown).getByRole('button', { name: ok, exact: true }).click();
}

/**
 * Waits until the first element `selector` finds is there and antd has finished showing it: a popup, dialog or
 * drawer fades, zooms or slides in under motion classes (`…-appear`, `…-enter`, `…-leave`, `ant-zoom…`,
 * `ant-fade…`, `…-motion…`) with its opacity below 1 until the motion ends. A tap before then can land where the
 * element is not yet, or move with it.
 */
export async function antdSettled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && getComputedStyle(el).opacity === '1' && !/-(appear|enter|leave)|zoom|fade|slide|motion/.test(el.className);
  }, selector);
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

/**
 * Every visible text under `roots` (by default the page's main area and a drawer) whose contrast on its
 * background is below WCAG AA (4.5:1; 3:1 for large text): the colours composed as the browser paints them
 * (alpha text on the first opaque background below it).
 */
export async function lowContrastTexts(page: Page, roots = 'main, .ant-drawer-content'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    type RGBA = [number, number, number, number];
    const parse = (c: string): RGBA => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
    };
    const over = (top: RGBA, under: RGBA): RGBA => {
      const a = top[3];
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
    };
    const background = (el: Element | null): RGBA => {
      const layers: RGBA[] = [];
      for (let e = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let out: RGBA = [255, 255, 255, 1];
      for (const layer of layers.reverse()) out = over(layer, out);
      return out;
    };
    const lum = ([r, g, b]: RGBA) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    const bad: string[] = [];
    const roots = Array.from(document.querySelectorAll(rootSelector));
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim();
        const el = n.parentElement;
        if (!text || !el || el.closest('[aria-hidden="true"], [disabled], .ant-select-selection-placeholder')) continue;
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const bg = background(el);
        const fg = over(parse(style.color), bg);
        const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a) as [number, number];
        const ratio = (l1 + 0.05) / (l2 + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) bad.push(`${text.slice(0, 40)} (${ratio.toFixed(2)}: ${style.color})`);
      }
    }
    return bad;
  }, roots);
}
