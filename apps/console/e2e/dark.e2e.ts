import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleApi, consolePage, consoleShot, launch, lowContrastTexts, signInConsole } from './console-browser';

// The console in the operator's dark colour scheme (decision 072), in Chromium at 1440x900: the demo
// tenant's owner opens every main area with the browser's scheme dark, in English and in Chinese. On each
// page the body and the shell are dark, no text is below WCAG AA on what it is painted on, and nothing
// light is left standing on the dark ground (a white box); each page is pictured (`dark-<page>-<lang>.png`).
// Then two pages in the light scheme, as they were (`dark-light-<page>.png`).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = ['en', 'zh-CN'] as const;

/** Waits until the page has drawn its data: its title, no spinner, no skeleton, no motion still running. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-skeleton') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The body's background, and the shell's (antd's layout; none outside the shell), as the browser paints them. */
function grounds(page: Page): Promise<{ body: string; layout: string | null }> {
  return page.evaluate(() => {
    const layout = document.querySelector('.ant-layout');
    return {
      body: getComputedStyle(document.body).backgroundColor,
      layout: layout ? getComputedStyle(layout).backgroundColor : null,
    };
  });
}

/**
 * Boxes painted light (relative luminance above 0.4, mostly opaque, at least 24x16) in the console's own
 * frame: what a hard-coded white or light grey leaves on a dark page. What the operator's data colours (a
 * colour swatch, a theme preset's dot) and the storefront's own preview (the phone frame's page) are not
 * looked at: they show the tenant's colours, in any scheme.
 */
function lightBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parse = (c: string) => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
    };
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('iframe, [data-tenant-colour], .react-colorful') || el.querySelector(':scope > iframe')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width < 24 || rect.height < 16) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const bg = parse(style.backgroundColor);
      if (bg[3]! >= 0.5 && lum(bg) > 0.4)
        found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${style.backgroundColor}`);
    }
    return found;
  });
}

interface Paged<T> {
  items: T[];
}

describe('console: dark colour scheme', () => {
  it('every main area is dark and readable, in English and Chinese', { timeout: 300_000 }, async () => {
    for (const language of LANGUAGES) {
      const { page, base, origin } = await consolePage(browser, 'localhost', { colorScheme: 'dark' });
      await page.addInitScript((lang) => localStorage.setItem('curio-console-language', lang), language);
      // The sign-in page first (outside the shell: a card on the page itself).
      await page.goto(`${base}/login`);
      await settled(page);
      await consoleShot(page, `dark-login-${language}`);
      expect((await grounds(page)).body).toBe('rgb(0, 0, 0)');
      expect(await lowContrastTexts(page, 'body')).toEqual([]);
      expect(await lightBoxes(page)).toEqual([]);
      await signInConsole(page, origin);
      // The seeded demo market's sales: an order and its buyer to open.
      const orders = await consoleApi<Paged<{ orderNo: string }>>(page, origin, '/console/orders?limit=1');
      const users = await consoleApi<Paged<{ id: number }>>(page, origin, '/console/users?limit=1');
      expect(orders.items.length).toBe(1);
      expect(users.items.length).toBe(1);
      const pages: [name: string, path: string][] = [
        ['dashboard', 'dashboard'],
        ['brand', 'brand'],
        ['tab-bar', 'brand/tab-bar'],
        ['home-decoration', 'decoration'],
        ['documents', 'decoration/documents'],
        ['catalogue', 'catalogue/collections'],
        ['orders', 'orders'],
        ['order', `orders/${encodeURIComponent(orders.items[0]!.orderNo)}`],
        ['users', 'users'],
        ['user', `users/${users.items[0]!.id}`],
        ['market', 'market'],
        ['creator-payouts', 'creator-payouts'],
        ['finance', 'finance'],
        ['audit', 'audit'],
        ['chain', 'chain'],
        ['providers', 'providers'],
      ];
      for (const [name, path] of pages) {
        await page.goto(`${base}/${path}`);
        await settled(page);
        await consoleShot(page, `dark-${name}-${language}`);
        expect({ name, ...(await grounds(page)) }).toEqual({ name, body: 'rgb(0, 0, 0)', layout: 'rgb(0, 0, 0)' });
        expect({ name, low: await lowContrastTexts(page, 'body') }).toEqual({ name, low: [] });
        expect({ name, light: await lightBoxes(page) }).toEqual({ name, light: [] });
      }
      await page.context().close();
    }
  });

  it(
    'light keeps the grey page, white cards and the console blue, every text at AA, and follows the system live',
    { timeout: 120_000 },
    async () => {
      const { page, base, origin } = await consolePage(browser);
      await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
      await signInConsole(page, origin);
      for (const [name, path] of [
        ['dashboard', 'dashboard'],
        ['orders', 'orders'],
        ['users', 'users'],
        ['market', 'market'],
        ['finance', 'finance'],
        ['chain', 'chain'],
      ] as const) {
        await page.goto(`${base}/${path}`);
        await settled(page);
        expect(await grounds(page)).toEqual({ body: 'rgb(245, 246, 248)', layout: 'rgb(245, 245, 245)' });
        const selected = page.locator('.ant-menu-item-selected');
        expect(await selected.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(29, 95, 214)');
        // Every text at AA in light too: descriptions, hints, status tags (gold, lime, …), an empty table's "None".
        expect({ name, low: await lowContrastTexts(page, 'body') }).toEqual({ name, low: [] });
        await consoleShot(page, `dark-light-${name}`);
      }
      // The operator's system turns dark: the open page follows at once, without a reload.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor === 'rgb(0, 0, 0)',
      );
      expect(await grounds(page)).toEqual({ body: 'rgb(0, 0, 0)', layout: 'rgb(0, 0, 0)' });
      await page.context().close();
    },
  );
});
