import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@curio/contract';
import { launch, phonePage, screenshot } from './browser';
import { catalogueIds, createUserSession } from './db';

// Decision 024: the page carries the first screen's data and, at `/`, the home's first screen rendered
// by the server, which the app hydrates.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The calls the app makes to boot and to show the home when the page carries nothing. */
const BOOT_CALLS = [
  '/api/curtime/get',
  '/api/memberapi/user/getTenantInfoConfig',
  '/api/mallapp/themeMobile',
  '/api/memberapi/user/getTenantInternationalConfig',
  '/api/mallapp/cmenu/queryMenuSettingInfo',
  '/api/memberapi/user/getTenantConfigEnable',
  '/api/mallapp/home/decoration',
  '/api/mallapp/singularCategory/categoryTree',
  '/api/mallapp/collection/list',
];

interface Watched {
  page: Page;
  base: string;
  /** API paths asked for, in order (file downloads left out). */
  calls: string[];
  /** Console errors and warnings, and uncaught errors. */
  problems: string[];
}

/** A phone page that records its API calls and console problems, and keeps the header the server wrote. */
async function watchedPage(host: string): Promise<Watched> {
  const { page, base } = await phonePage(browser, host);
  const calls: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/file/download/')) calls.push(url.pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // The header element as the HTML parser inserts it (before any script runs): hydration keeps it,
  // a render from scratch replaces it.
  await page.addInitScript(() => {
    const w = window as unknown as { serverHeader?: Element; firstPaintName?: string };
    new MutationObserver((records, observer) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof Element && n.matches('header.home-header') && !w.serverHeader) {
            w.serverHeader = n;
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return { page, base, calls, problems };
}

const feedCards = (page: Page) => page.getByTestId('home-feed').locator('a[href^="#/"]');

describe('the first screen from the page', () => {
  it('the home paints from the page, hydrates without a boot call or a console warning, then works as before', async () => {
    const w = await watchedPage('localhost');
    const html = await (await w.page.request.get(`${w.base}/`)).text();
    // In the HTML itself: the header, the first banner's image and its preload, the theme on <html>.
    // At the size it is shown: a srcset of the server's widths (decision 084: a drawing comes back drawn).
    const [, banner, srcset, sizes] =
      /<img src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)" alt="[^"]*" fetchPriority="high"/.exec(html) ?? [];
    expect(banner).toBeTruthy();
    expect(srcset).toContain(`${banner}?w=640 640w`);
    // The banner's preload is the route gate's, from the page's route map: on the home only (decision 029),
    // with the image's srcset and sizes, so that the file preloaded is the one the image shows.
    expect(html).toContain(
      `<script id="curio-routes" type="application/json">{"i":${JSON.stringify({ h: banner, ss: srcset, sz: sizes })},`,
    );
    expect(html).toMatch(/<div id="root" data-ssr="home">.*data-testid="platform-name">Curio Demo<\/h1>/s);
    expect(html).toContain('class="curio-tabbar"');
    expect(html).toContain('<title>首页 · Curio Demo</title>');
    expect(html).toMatch(/<html lang="zh-CN" style="--curio-theme:#2FB8E6;[^"]*" data-theme="light">/);

    // The requests in the order the browser made them, and when the banner had come.
    const events: string[] = [];
    const started = Date.now();
    let firstScriptAt = -1;
    w.page.on('request', (r) => {
      if (!new URL(r.url()).pathname.endsWith('.js')) return;
      events.push('script');
      if (firstScriptAt < 0) firstScriptAt = Date.now() - started;
    });
    w.page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname === banner) events.push('banner');
    });
    await w.page.goto(`${w.base}/`);
    const preload = w.page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"][href="${banner}"]`);
    expect(await preload.count()).toBe(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(srcset);
    expect(await preload.getAttribute('imagesizes')).toBe(sizes);
    await feedCards(w.page).first().waitFor();
    // The app's boot waited for the banner (decision 087): no script was asked for before it had come, unless the
    // gate's 3 s limit came first.
    expect(events).toContain('banner');
    if (firstScriptAt < 2900) expect(events.indexOf('banner')).toBeLessThan(events.indexOf('script'));
    // The whole home, down to its first list page, without asking for anything the page carried.
    expect(w.calls.filter((c) => BOOT_CALLS.some((b) => c.startsWith(b)))).toEqual([]);
    // Hydrated: the header on screen is the element the HTML carried.
    expect(
      await w.page.evaluate(() => {
        const h = (window as unknown as { serverHeader?: Element }).serverHeader;
        return h !== undefined && h === document.querySelector('header.home-header') && h.isConnected;
      }),
    ).toBe(true);
    expect(await w.page.getByTestId('platform-name').textContent()).toBe('Curio Demo');
    expect(await w.page.locator('.curio-tabbar__label').allTextContents()).toEqual(['首页', '市场', '合成', '我的']);
    expect(await w.page.getByTestId('home-banners').count()).toBe(1);
    expect(await feedCards(w.page).count()).toBe(10);
    await screenshot(w.page, 'first-screen-demo-home');

    // Decision 085: a card far below the first screen is neither laid out nor painted until it comes near it
    // (its contents are skipped), and is whole once it does.
    const lastCard = feedCards(w.page).last();
    const cardShown = () => lastCard.evaluate((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await cardShown()).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(cardShown).toBe(true);
    const box = await lastCard.evaluate((card) => {
      const r = card.getBoundingClientRect();
      return { width: r.width, height: r.height, cover: card.firstElementChild!.getBoundingClientRect().height };
    });
    // The square cover and the text under it, not the placeholder height.
    expect(box.cover).toBeCloseTo(box.width, 0);
    expect(box.height).toBeGreaterThan(box.cover + 40);

    // Every picture it loaded on the way, its rails' too, came at the size it is shown: the smallest of the
    // server's widths that covers its width on screen in device pixels (a rail's series cover once came at
    // 960 for 480).
    await expect
      .poll(() =>
        w.page
          .locator('[data-testid="series-card"] img')
          .evaluateAll((imgs) => imgs.some((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const sized = await w.page.locator('img[srcset]').evaluateAll(
      (imgs, widths) =>
        (imgs as HTMLImageElement[]).flatMap((img) => {
          if (!img.complete || img.naturalWidth === 0 || img.clientWidth === 0) return [];
          const need = img.clientWidth * window.devicePixelRatio;
          const wanted = widths.find((x) => x >= need) ?? widths[widths.length - 1];
          const fetched = Number(new URL(img.currentSrc).searchParams.get('w'));
          return [{ src: img.currentSrc, shown: img.clientWidth, fetched, wanted }];
        }),
      [...IMAGE_WIDTHS],
    );
    expect(sized.length).toBeGreaterThan(10);
    expect(sized.filter((i) => i.fetched !== i.wanted)).toEqual([]);
    await w.page.evaluate(() => window.scrollTo(0, 0));

    // Then it works as before: the search entry, the tabs, more cards on scroll.
    await w.page.getByTestId('home-search').click();
    await w.page.waitForURL(/#\/pages\/home\/globalSreach\/index/);
    await w.page.goBack();
    await feedCards(w.page).first().waitFor();
    await w.page.locator('.curio-tabbar__item', { hasText: '市场' }).click();
    await w.page.waitForURL(/#\/pages\/market\/index/);
    expect(w.problems).toEqual([]);
  });

  it('another tenant gets its own first screen, dark and in English', async () => {
    const w = await watchedPage('aurora.localhost');
    await w.page.goto(`${w.base}/`);
    await feedCards(w.page).first().waitFor();
    expect(w.calls.filter((c) => BOOT_CALLS.some((b) => c.startsWith(b)))).toEqual([]);
    expect(await w.page.getByTestId('platform-name').textContent()).toBe('Aurora');
    expect(await w.page.locator('.curio-tabbar__label').allTextContents()).toEqual(['Home', 'Drops', 'Airdrops', 'Me']);
    expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(
      await w.page.evaluate(
        () => (window as unknown as { serverHeader?: Element }).serverHeader === document.querySelector('header.home-header'),
      ),
    ).toBe(true);
    expect(w.problems).toEqual([]);
  });

  it("a tap on the home's tab bar before the app has taken over starts the app at once and opens the market once it has", async () => {
    const w = await watchedPage('localhost');
    const html = await (await w.page.request.get(`${w.base}/`)).text();
    const map = JSON.parse(/<script id="curio-routes" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as {
      b: string[];
      e?: number;
    };
    const entry = map.b[map.e ?? 0]!;
    // The page's clock stands still (the gate's 3 s limit never comes) and its pictures do not come (the banner's
    // paint never comes): only the visitor's touch can start the boot. The entry is held until the tap is done.
    await w.page.clock.install();
    await w.page.clock.pauseAt(Date.now() + 1000);
    const heldImages: Route[] = [];
    await w.page.route(
      (url) => /\.(webp|avif|jpe?g|png)$/.test(url.pathname) || url.pathname.startsWith('/api/file/download/'),
      (route) => void heldImages.push(route),
    );
    let releaseEntry = () => undefined as void;
    const entryAsked = new Promise<void>((asked) => {
      void w.page.route(`**${entry}`, async (route) => {
        asked();
        await new Promise<void>((go) => (releaseEntry = go));
        await route.continue();
      });
    });
    await w.page.goto(`${w.base}/`, { waitUntil: 'domcontentloaded' });
    const marketTab = w.page.locator('#root[data-ssr] .curio-tabbar__item', { hasText: '市场' });
    await marketTab.waitFor();
    expect(await w.page.evaluate((src) => !!document.querySelector(`script[src="${src}"]`), entry)).toBe(false);
    await marketTab.click();
    // The touch started the boot (decision 088); the tap itself did nothing yet: no app listens.
    await entryAsked;
    expect(new URL(w.page.url()).hash).toBe('');
    await w.page.clock.resume();
    releaseEntry();
    // Once the app has taken over, the tap it kept opens the market.
    // (The page's load never comes: its pictures are held.)
    await w.page.waitForURL(/#\/pages\/market\/index/, { waitUntil: 'commit' });
    await w.page.locator('#root').getByTestId('market').waitFor();
    expect(await w.page.locator('#root .curio-tabbar__item--active').textContent()).toBe('市场');
    for (const route of heldImages.splice(0)) await route.continue().catch(() => undefined);
    await w.page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(w.problems).toEqual([]);
  });

  it('a link to another page shows that page over the server-rendered home', async () => {
    const w = await watchedPage('localhost');
    await w.page.goto(`${w.base}/#/pages/market/index`);
    // The server's market screen (decision 032) shows first: read the app's page once the app has taken over.
    await w.page.locator('html[data-app]').waitFor({ state: 'attached' });
    await w.page.locator('#root').getByTestId('market').waitFor();
    expect(await w.page.locator('#root .curio-tabbar__item--active').textContent()).toBe('市场');
    expect(await w.page.locator('header.home-header').count()).toBe(0);
    expect(w.calls.filter((c) => c.startsWith('/api/memberapi/user/getTenantInfoConfig'))).toEqual([]);
    expect(w.problems).toEqual([]);
  });

  for (const [name, rewrite] of [
    ['without boot data', (html: string) => html.replace(/<script id="curio-boot"[^>]*>[^<]*<\/script>/, '')],
    [
      'with unreadable boot data',
      (html: string) => html.replace(/(<script id="curio-boot"[^>]*>)[^<]*/, '$1{"language":"zh-CN",'),
    ],
  ] as const) {
    it(`a page ${name} boots by asking, as before`, async () => {
      const w = await watchedPage('localhost');
      await w.page.route(`${w.base}/`, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: rewrite(await res.text()) });
      });
      await w.page.goto(`${w.base}/`);
      await feedCards(w.page).first().waitFor();
      expect(await w.page.getByTestId('platform-name').textContent()).toBe('Curio Demo');
      for (const c of BOOT_CALLS) expect(w.calls.some((x) => x.startsWith(c))).toBe(true);
      expect(w.problems).toEqual([]);
    });
  }

  it('a closed platform gets no rendered home, and its closure page', async () => {
    const w = await watchedPage('closed.localhost');
    let html = '';
    w.page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/') void r.text().then((t) => (html = t));
    });
    await w.page.goto(`${w.base}/`);
    await w.page.getByTestId('closure').waitFor();
    expect(new URL(w.page.url()).hash).toBe('#/pages/nonetenant/closure');
    await expect.poll(() => html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="preload" as="image"');
    expect(w.calls.filter((c) => c.startsWith('/api/memberapi/user/getTenantInfoConfig'))).toEqual([]);
  });

  it('a link to another page never shows the server-rendered home, even before the app runs', async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    // The app's scripts never arrive: what shows is what the page alone shows. (The market's other tab: the
    // page carries no first screen for it, decision 032.)
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/#/pages/market/index?tab=c2c`);
    await expect.poll(() => page.locator('html').getAttribute('data-deep-link')).toBe('');
    // The market's own chunk (and what it imports) starts from the page, beside the entry (decision 029)...
    expect(await page.locator('head link[rel="modulepreload"][href^="/assets/market-page-"]').count()).toBe(1);
    expect(asked.some((p) => p.startsWith('/assets/market-page-'))).toBe(true);
    // ...and nothing of the hidden home loads: no banner (its preload is the home's only), logo or tab icon
    // (the tab's icon, which the page names, is the browser's own).
    expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(0);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^\/api\/file\/download\//);
    expect(asked.filter((p) => p.startsWith('/api/file/download/') && p !== icon)).toEqual([]);
    expect(await page.locator('#root[data-ssr="home"]').isHidden()).toBe(true);
    expect(await page.locator('header.home-header').isVisible()).toBe(false);
    // The same page at the home shows the rendered home (the inline script is allowed by the policy).
    await page.goto(`${base}/#/`);
    await page.reload();
    expect(await page.locator('html').getAttribute('data-deep-link')).toBeNull();
    expect(await page.locator('header.home-header').isVisible()).toBe(true);
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
    await page.close();
  });

  it("a link to a signed-in page of a later area starts, before the app runs, the area's route list, the page, its parts' texts and the request client", async () => {
    // What the build says those are (the route list is in a chunk the manifest names by its file only).
    const vite = path.resolve(import.meta.dirname, '../dist/.vite');
    const manifest = JSON.parse(fs.readFileSync(path.join(vite, 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunkOf = JSON.parse(fs.readFileSync(path.join(vite, 'chunk-sources.json'), 'utf8')) as Record<string, string>;
    const fileOf = (source: string) => `/${(manifest[source] ?? manifest[chunkOf[source]!])!.file}`;
    const wanted = [
      'src/app/routes/sale.routes.ts',
      'src/app/routes/sale/my-collectible-page.tsx',
      'src/lib/request/request.ts',
      'src/locales/zh-CN/sale.ts',
      'src/locales/zh-CN/transfer.ts',
      'src/locales/zh-CN/inbox.ts',
    ].map(fileOf);
    const { page, base } = await phonePage(browser, 'localhost');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/#/pages/account/detail/collection?cardNftId=1`);
    await expect.poll(() => page.locator('html').getAttribute('data-deep-link')).toBe('');
    const preloaded = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const file of wanted) expect(preloaded).toContain(file);
    await page.close();
  });

  it("the market paints its first screen from the page before the app runs, and the app's market then replaces it", async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/ERR_FAILED/.test(m.text())) problems.push(m.text());
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/#/pages/market/index`);
    const screen = page.locator('.curio-screen[data-path="/pages/market/index"]');
    await screen.getByTestId('market').waitFor();
    expect(await screen.getByTestId('collection-card').first().isVisible()).toBe(true);
    expect(await page.locator('#root').isHidden()).toBe(true);
    expect(await page.locator('header.home-header').isVisible()).toBe(false);
    await screenshot(page, 'first-screen-market-before-app');
    // Its largest image starts from the head; the market's scripts wait for the app's boot.
    expect(await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    expect(await page.locator('head link[rel="modulepreload"][href^="/assets/market-page-"]').count()).toBe(0);
    expect(problems).toEqual([]);

    // The home's page carries the market's screen inert: none of its images load there.
    const cover = /<template class="curio-screen"[^>]*>.*?<img[^>]*\ssrc="([^"?]+)/s.exec(
      await (await page.request.get(`${base}/`)).text(),
    )?.[1];
    expect(cover).toMatch(/^\/api\/file\/download\//);
    await page.goto(`${base}/#/`);
    asked.length = 0;
    await page.reload();
    await page.locator('header.home-header').waitFor();
    expect(asked.filter((p) => p.startsWith('/api/file/download/')).length).toBeGreaterThan(0);
    expect(asked).not.toContain(cover);
    await page.close();

    // With its scripts the app renders the market in the root and the screen goes, asking nothing to boot.
    const w = await watchedPage('localhost');
    await w.page.goto(`${w.base}/#/pages/market/index`);
    await w.page.locator('#root').getByTestId('market').waitFor();
    await expect.poll(() => w.page.locator('.curio-screen').count()).toBe(0);
    expect(await w.page.locator('html').getAttribute('data-screen')).toBeNull();
    expect(await w.page.locator('#root').getByTestId('collection-card').first().isVisible()).toBe(true);
    expect(
      w.calls.filter(
        (c) => c.startsWith('/api/memberapi/user/getTenantInfoConfig') || c.startsWith('/api/mallapp/collection/list'),
      ),
    ).toEqual([]);
    // And it works: a category chip filters the list.
    await w.page.getByTestId('market-categories').getByRole('tab').nth(1).click();
    await expect
      .poll(() => w.page.getByTestId('market-categories').getByRole('tab').nth(1).getAttribute('aria-selected'))
      .toBe('true');
    expect(w.problems).toEqual([]);
    await w.page.close();
  });

  it("a signed-in link to a collection shows its public first screen from the server, then the app's page", async () => {
    const { token } = createUserSession('demo');
    const id = catalogueIds('demo').image;
    const link = (base: string) => `${base}/?token=${encodeURIComponent(token)}&from=did#/pages/detail/collection?id=${id}`;
    const { page, base } = await phonePage(browser, 'localhost');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(link(base));
    const screen = page.locator('.curio-screen[data-path="/pages/detail/collection"]');
    // The collection itself, not the page's skeleton (its server render once read the window in its render).
    await screen.getByTestId('collection-name').waitFor();
    const name = await screen.getByTestId('collection-name').textContent();
    expect(name).toBeTruthy();
    expect(await screen.locator('.cat-skeleton').count()).toBe(0);
    expect(await screen.getByTestId('media-image').isVisible()).toBe(true);
    expect(await screen.getByTestId('favourite-heart').count()).toBe(0);
    expect(await page.locator('#root').isHidden()).toBe(true);
    // Public data only: the detail's own texts stay with the signed-in call.
    expect(await screen.getByTestId('collection-description').count()).toBe(0);
    // The app's boot starts once the screen's image is in (decision 032): its entry is asked for by then. The
    // page leaves the app's scripts to the gate (decision 087), with or without a DID link.
    await expect.poll(() => page.locator('head script[type="module"][src^="/assets/index-"]').count()).toBe(1);
    const served = async (url: string) => (await page.request.get(url)).text();
    for (const url of [`${base}/?token=${encodeURIComponent(token)}&from=did`, `${base}/`])
      expect(await served(url)).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    await screenshot(page, 'first-screen-collection-before-app');
    await page.close();

    const w = await watchedPage('localhost');
    await w.page.goto(link(w.base));
    await w.page.locator('#root').getByTestId('collection-detail').waitFor();
    await expect.poll(() => w.page.locator('.curio-screen').count()).toBe(0);
    expect(await w.page.locator('#root').getByTestId('collection-name').textContent()).toBe(name);
    // The app's page has the heart the screen left out (its texts load with it).
    await w.page.locator('#root').getByTestId('favourite-heart').waitFor();
    expect(w.problems).toEqual([]);
    await w.page.close();

    // A visitor's link asks for no screen and goes to login, as before.
    const v = await watchedPage('localhost');
    const asked: string[] = [];
    v.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await v.page.goto(`${v.base}/#/pages/detail/collection?id=${id}`);
    await expect.poll(() => new URL(v.page.url()).hash).toMatch(/^#\/pages\/login\//);
    expect(asked).not.toContain('/first-screen');
    await v.page.close();
  });
});
