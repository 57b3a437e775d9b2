import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  categoryTree,
  getCollection,
  getCurrentTime,
  getHomeDecoration,
  getTenantConfigEnable,
  getTenantInfoConfig,
  getTenantInternationalConfig,
  listCollections,
  queryMenuSettingInfo,
  themeMobile,
  type CallDefinition,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirstScreenPage } from '../src/plugins/first-screen-page';
import { largestScriptFirst } from '../src/plugins/web';
import { ROUTE_GATE_CSP_SOURCE, ROUTE_GATE_SCRIPT, ROUTE_GATE_STYLE, type RouteMap } from '../src/plugins/route-gate';
import { securityHeaders } from '../src/plugins/security-headers';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp, addTenantInMaintenance } from './helpers';

// A built web app as the page plugin reads it: the page, and the manifest that names the chunks.
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="description" content="Curio: digital collectibles." />
    <meta name="theme-color" content="#F8F8F8" />
    <link rel="icon" href="data:," />
    <title>Curio</title>
    <script type="module" crossorigin src="/assets/index-entry.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-entry.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-entry.js', isEntry: true, css: ['assets/index-entry.css'], imports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot-1.js' },
  'src/app/routes/catalogue/market-page.tsx': {
    file: 'assets/market-page-1.js',
    imports: ['_shared.js', '_catalogue.js', 'index.html'],
  },
  '_catalogue.js': { file: 'assets/catalogue-shared-1.js', css: ['assets/catalogue-1.css'], imports: ['_boot.js'] },
  'src/locales/zh-CN/catalogue.ts': { file: 'assets/catalogue-zh-CN-1.js' },
  'src/locales/en/catalogue.ts': { file: 'assets/catalogue-en-1.js' },
  'src/app/routes/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    css: ['assets/home-page-1.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css', 'assets/index-entry.css'] },
  'src/locales/zh-CN/index.ts': { file: 'assets/zh-CN-1.js' },
  'src/locales/en/index.ts': { file: 'assets/en-1.js' },
  'src/lib/deep-link.ts': { file: 'assets/deep-link-1.js' },
  // An area's route list the bundler put in a chunk with another module: the manifest keys it by its file only.
  '_sale.routes-1.js': { file: 'assets/sale.routes-1.js', imports: ['_boot.js'] },
  'src/app/routes/sale/my-home-page.tsx': { file: 'assets/my-home-page-1.js', imports: ['_shared.js'] },
  'src/app/routes/catalogue/collection-page.tsx': {
    file: 'assets/collection-page-1.js',
    imports: ['_shared.js', '_catalogue.js', 'index.html'],
  },
};
// The web build's list of the modules the manifest names only by their chunk (vite.config.ts's chunkSources).
const CHUNK_SOURCES = {
  'src/app/routes/sale.routes.ts': '_sale.routes-1.js',
  'src/features/sale/preload-image.ts': '_sale.routes-1.js',
};
// A stand-in for the web app's server entry: what matters here is how the server uses it.
const ENTRY = `
export function routeSources(lang) {
  return [
    { path: '/', sources: ['src/app/routes/home/home-page.tsx', 'src/locales/' + lang + '/catalogue.ts'] },
    { path: '/pages/market/index', sources: ['src/app/routes/catalogue/market-page.tsx', 'src/locales/' + lang + '/catalogue.ts'] },
    { path: '/pages/gone', sources: ['src/app/routes/gone-page.tsx'] },
    { path: '/pages/account/home/index', sources: ['src/app/routes/sale.routes.ts', 'src/app/routes/sale/my-home-page.tsx'] },
    { path: '/pages/detail/collection', sources: ['src/app/routes/catalogue/collection-page.tsx', 'src/locales/' + lang + '/catalogue.ts'] },
  ];
}
export let renders = 0;
export async function render(boot) {
  renders += 1;
  if (!boot.home) return null;
  const banner = boot.home.decoration.banners[0];
  return {
    html: '<link rel="preload" as="image" href="' + banner.imageUrl + '"/><header>' + boot.info.platformName + '</header><img src="' + banner.imageUrl + '" srcSet="' + banner.imageUrl + '?w=640 640w" sizes="calc(100vw - 32px)" fetchPriority="high"/>',
    htmlAttributes: { style: '--curio-theme:' + boot.theme.themeColor, 'data-theme': 'light' },
    title: 'Home · ' + boot.info.platformName,
  };
}
`;

// The same, with the first screens of decision 032: the market's in the page, a collection's fetched.
const SCREEN_ENTRY = `${ENTRY}
export const screenPaths = ['/pages/market/index'];
export const fetchedScreenPaths = ['/pages/detail/collection'];
export let screenRenders = 0;
export async function renderScreen(route, boot, data = {}) {
  screenRenders += 1;
  const [path, query] = route.split('?');
  if (!boot.home) return null;
  if (path === '/pages/market/index') {
    const card = boot.home.collections.items[0];
    return {
      html: '<link rel="preload" as="image" href="x"/><h1>' + boot.info.platformName + ' market</h1>' +
        '<img src="' + card.coverUrl + '?w=480" srcset="' + card.coverUrl + '?w=160 160w, ' + card.coverUrl + '?w=480 480w" sizes="50vw" fetchpriority="high"/>',
      title: 'Market',
    };
  }
  const c = data.collection;
  if (path !== '/pages/detail/collection' || !c || query !== 'id=' + c.id) return null;
  return { html: '<h2>' + c.name + '</h2><p>' + c.description + '|' + c.privileges.length + '</p><img src="' + c.media.url + '" fetchpriority="high"/>', title: c.name };
}
`;

let t: TestApp;
let webDist: string;
let ssrEntry: string;
let screenEntry: string;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-first-screen-'));
  webDist = path.join(web, 'dist');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(webDist, '.vite', 'chunk-sources.json'), JSON.stringify(CHUNK_SOURCES));
  ssrEntry = path.join(web, 'entry-server.mjs');
  fs.writeFileSync(ssrEntry, ENTRY);
  screenEntry = path.join(web, 'entry-server-screens.mjs');
  fs.writeFileSync(screenEntry, SCREEN_ENTRY);
  // No dist-ssr beside this dist: the app's own page goes without the rendered home.
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.dirname(webDist), { recursive: true, force: true });
});

interface Boot {
  language: string;
  time: { timestamp: number; timeZone: string };
  info: { tenantId: number; platformName: string; enable: number; imgUrl: string };
  theme: unknown;
  international: { language: string; languages: string[] };
  menu: { menuSettingInfoList: { name: string }[] };
  configEnable: unknown[];
  home: { decoration: { banners: { imageUrl: string }[] }; categoryTree: unknown; collections: unknown } | null;
}

async function page(app: FastifyInstance, host: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: '/', headers: { host, ...headers } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

function bootOf(html: string): Boot | null {
  const m = /<script id="curio-boot" type="application\/json">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Boot) : null;
}

async function answer(def: CallDefinition, host: string, lang: string, query?: Record<string, string | number>) {
  const res = body(await call(t.app, def, { host, lang, ...(query ? { query } : {}) }));
  expect(res.code).toBe(0);
  return res.data;
}

/** The decoration carries the server's clock when it was read: the page's may be up to the cache's 2 s older. */
function sameButClock(decoration: unknown) {
  const d = decoration as { serverTime: number };
  expect(d.serverTime).toEqual(expect.any(Number));
  return { ...d, serverTime: expect.any(Number) as unknown };
}

describe(`the first screen in the page (${DB_KIND})`, () => {
  it('carries exactly what the boot and home calls answer, for the tenant of the host', async () => {
    const before = Date.now();
    const html = await page(t.app, 'localhost');
    const after = Date.now();
    const boot = bootOf(html);
    expect(boot).not.toBeNull();
    const lang = boot!.language;
    expect(lang).toBe('zh-CN');
    expect(boot!.info).toEqual(await answer(getTenantInfoConfig, 'localhost', lang));
    expect(boot!.theme).toEqual(await answer(themeMobile, 'localhost', lang));
    expect(boot!.international).toEqual(await answer(getTenantInternationalConfig, 'localhost', lang));
    expect(boot!.menu).toEqual(await answer(queryMenuSettingInfo, 'localhost', lang));
    expect(boot!.configEnable).toEqual(await answer(getTenantConfigEnable, 'localhost', lang));
    expect(boot!.home!.decoration).toEqual(sameButClock(await answer(getHomeDecoration, 'localhost', lang)));
    expect(boot!.home!.categoryTree).toEqual(await answer(categoryTree, 'localhost', lang));
    expect(boot!.home!.collections).toEqual(await answer(listCollections, 'localhost', lang, { sortType: -1, pageSize: 10 }));
    const time = (await answer(getCurrentTime, 'localhost', lang)) as Boot['time'];
    expect(boot!.time.timeZone).toBe(time.timeZone);
    expect(boot!.time.timestamp).toBeGreaterThanOrEqual(before);
    expect(boot!.time.timestamp).toBeLessThanOrEqual(after);
  });

  it("each tenant's page carries only its own tenant's data, in its own default language", async () => {
    const demoHtml = await page(t.app, 'localhost');
    const auroraHtml = await page(t.app, 'aurora.localhost');
    const demo = bootOf(demoHtml)!;
    const aurora = bootOf(auroraHtml)!;
    expect(aurora.info.platformName).toBe('Aurora');
    expect(aurora.info.tenantId).not.toBe(demo.info.tenantId);
    expect(aurora.language).toBe('en');
    expect(aurora.menu).toEqual(await answer(queryMenuSettingInfo, 'aurora.localhost', 'en'));
    expect(aurora.home!.decoration).toEqual(sameButClock(await answer(getHomeDecoration, 'aurora.localhost', 'en')));
    expect(aurora.home!.collections).toEqual(
      await answer(listCollections, 'aurora.localhost', 'en', { sortType: -1, pageSize: 10 }),
    );
    // Nothing of one tenant in the other's page, asked in turn (the caches are per tenant).
    expect(auroraHtml).not.toContain('Curio Demo');
    expect(demoHtml).not.toContain('"platformName":"Aurora"');
    for (const b of aurora.home!.decoration.banners) expect(demoHtml).not.toContain(b.imageUrl);
    expect(await page(t.app, 'localhost')).not.toContain('Aurora');
  });

  it('is in the tenant default language whatever the request prefers, and the menu matches that language', async () => {
    const plain = bootOf(await page(t.app, 'localhost'))!;
    const english = bootOf(await page(t.app, 'localhost', { 'accept-language': 'en-US,en;q=0.9' }))!;
    expect(english.language).toBe('zh-CN');
    expect(english.menu).toEqual(plain.menu);
    // The language matters: the same menu in English differs from the boot language's.
    const menuEn = (await answer(queryMenuSettingInfo, 'localhost', 'en')) as Boot['menu'];
    expect(menuEn.menuSettingInfoList.map((m) => m.name)).not.toEqual(plain.menu.menuSettingInfoList.map((m) => m.name));
    const html = await page(t.app, 'localhost', { 'accept-language': 'en' });
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('<meta name="description" content="Curio Demo：');
    expect(await page(t.app, 'aurora.localhost')).toContain('<meta name="description" content="Aurora: digital collectibles');
  });

  it("gives a closed tenant its closure page's data only, and no home", async () => {
    const html = await page(t.app, 'closed.localhost');
    const boot = bootOf(html)!;
    expect(boot.info).toMatchObject({ enable: 0, platformName: 'Maple Arts' });
    expect(boot.info).toEqual(await answer(getTenantInfoConfig, 'closed.localhost', boot.language));
    expect(boot.menu).toEqual(await answer(queryMenuSettingInfo, 'closed.localhost', boot.language));
    expect(boot.home).toBeNull();
    expect(boot.configEnable).toEqual([]);
    expect(html).not.toContain('rel="preload"');
  });

  it('writes no data for an unknown host or a tenant in maintenance', async () => {
    expect(bootOf(await page(t.app, 'nobody.example.com'))).toBeNull();
    await addTenantInMaintenance(t, 'fs-maint');
    const html = await page(t.app, 'fs-maint.localhost');
    expect(bootOf(html)).toBeNull();
    expect(html).not.toContain('Under Works');
  });

  it("keeps the page's markup intact whatever the tenant's texts hold", async () => {
    const name = 'Evil </script><script>alert(1)</script> & "Co"';
    await t.db.kysely.updateTable('tenants').set({ platform_name: name }).where('code', '=', 'aurora').execute();
    t.app.tenant.tenants.invalidate();
    try {
      // The first-screen cache lasts 2 s: wait until the page reads the new name.
      let html = '';
      await expect
        .poll(
          async () => {
            html = await page(t.app, 'aurora.localhost');
            return bootOf(html)?.info.platformName;
          },
          { timeout: 5_000, interval: 100 },
        )
        .toBe(name);
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script\b/g)?.length);
      expect(html).toContain('content="Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;: digital');
    } finally {
      await t.db.kysely.updateTable('tenants').set({ platform_name: 'Aurora' }).where('code', '=', 'aurora').execute();
      t.app.tenant.tenants.invalidate();
      await expect
        .poll(async () => bootOf(await page(t.app, 'aurora.localhost'))?.info.platformName, { timeout: 5_000, interval: 100 })
        .toBe('Aurora');
    }
  });

  it('links the banner as the first image to load, and the boot language texts chunk', async () => {
    const demo = await page(t.app, 'localhost');
    const banner = bootOf(demo)!.home!.decoration.banners[0]!.imageUrl;
    expect(demo).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banner}">`);
    expect(demo).toContain('<link rel="modulepreload" crossorigin href="/assets/zh-CN-1.js">');
    // The tenant's icon is in the page (the browser fetches it after the load, not among the first requests).
    expect(demo).toContain(`<link rel="icon" href="${bootOf(demo)!.info.imgUrl}">`);
    expect(bootOf(demo)!.info.imgUrl).toMatch(/^\/api\/file\/download\//);
    expect(demo).not.toContain('/assets/en-1.js');
    expect(await page(t.app, 'aurora.localhost')).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
    // Without the server entry built, the page has the data but no rendered home.
    expect(demo).toContain('<div id="root"></div>');
    expect(demo).not.toContain('home-page-1.css');
  });
});

function routeMapOf(html: string): RouteMap | null {
  const m = /<script id="curio-routes" type="application\/json">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as RouteMap) : null;
}

/**
 * The route gate run against a page's route map at an address: what it marks on `<html>`, the links it adds,
 * the first screen it puts before the root and what it asks the server for (`fetched` answers with `answer`).
 */
function runGate(
  html: string,
  hash: string,
  opts: { search?: string; stored?: boolean; answer?: string; imageLoaded?: boolean; homeImage?: boolean } = {},
) {
  const block = /<script id="curio-routes" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const bootFiles = new Set<string>(block ? ((JSON.parse(block) as RouteMap).b ?? []) : []);
  const links: Record<string, string>[] = [];
  /** The app's boot as the gate starts it: its module preloads, and the entry script. */
  const boot: string[] = [];
  const scripts: { type?: string; src?: string }[] = [];
  /** Every file the gate asks for, in the order it asks (a phone's six connections fetch in that order). */
  const order: string[] = [];
  /** The first screen's image, as the gate finds it in the rendered home or in the screen it put in. */
  const listeners: (() => void)[] = [];
  const image = {
    complete: opts.imageLoaded ?? false,
    addEventListener: (_type: string, f: () => void) => listeners.push(f),
  };
  const marks = new Map<string, string>();
  const inserted: { attrs: Record<string, string>; innerHTML?: string; child?: unknown }[] = [];
  const fetched: string[] = [];
  const templates = [...html.matchAll(/<template class="curio-screen" data-path="([^"]*)">(.*?)<\/template>/g)].map((m) => ({
    getAttribute: () => m[1],
    content: { markup: m[2] },
    remove: () => undefined,
  }));
  const element = () => {
    const attrs: Record<string, string> = {};
    const el = {
      attrs,
      src: undefined as string | undefined,
      className: '',
      innerHTML: undefined as string | undefined,
      child: undefined as unknown,
      setAttribute: (k: string, v: string) => (attrs[k] = v),
      appendChild: (c: unknown) => (el.child = c),
    };
    return el;
  };
  /** The app's root: server markup (`data-ssr`) until the app takes over; `curioTap` what the gate kept of a tap. */
  const root = {
    parentNode: { insertBefore: (c: ReturnType<typeof element>) => inserted.push(c) },
    ssr: true,
    curioTap: undefined as unknown,
    hasAttribute: (k: string) => k === 'data-ssr' && root.ssr,
    contains: (t: { inRoot?: boolean }) => t.inRoot === true,
  };
  /** What the gate listens for on the document (touches, keys, taps), by event type. */
  const on = new Map<string, ((event: { target?: unknown }) => void)[]>();
  let rootLookups = 0;
  const document = {
    readyState: 'complete',
    addEventListener: (type: string, f: (event: { target?: unknown }) => void) => on.set(type, [...(on.get(type) ?? []), f]),
    removeEventListener: (type: string, f: unknown) =>
      on.set(
        type,
        (on.get(type) ?? []).filter((g) => g !== f),
      ),
    getElementById: (id: string) => {
      if (id === 'root') rootLookups += 1;
      return id === 'curio-routes' && block !== undefined ? { textContent: block } : id === 'root' ? root : null;
    },
    createElement: element,
    head: {
      appendChild: (l: { attrs: Record<string, string>; src?: string; type?: string }) => {
        order.push(l.src ?? l.attrs.href ?? l.attrs.imagesrcset ?? '');
        if (l.src) scripts.push({ type: l.type, src: l.src });
        else if (l.attrs.rel === 'modulepreload' && bootFiles.has(l.attrs.href!)) boot.push(l.attrs.href!);
        else links.push(l.attrs);
      },
    },
    documentElement: {
      setAttribute: (k: string, v: string) => marks.set(k, v),
      removeAttribute: (k: string) => marks.delete(k),
      hasAttribute: (k: string) => marks.has(k),
    },
    querySelectorAll: () => templates,
    // The rendered home's banner is in #root; a screen's image is in the screen the gate put in.
    querySelector: (selector: string) => {
      if (selector.startsWith('#root')) return opts.homeImage === false ? null : image;
      if (inserted.length === 0) return null;
      return selector.includes('img') ? image : inserted[0];
    },
  };
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve(
      opts.answer === undefined
        ? { status: 204, text: () => Promise.resolve('') }
        : { status: 200, text: () => Promise.resolve(opts.answer) },
    );
  };
  const localStorage = { getItem: (k: string) => (opts.stored && k === 'curio:session' ? '{}' : null) };
  new Function('document', 'location', 'window', 'localStorage', 'fetch', ROUTE_GATE_SCRIPT)(
    document,
    { hash, search: opts.search ?? '' },
    { fetch },
    localStorage,
    fetch,
  );
  return {
    links,
    order,
    deepLink: marks.has('data-deep-link'),
    screen: () => marks.get('data-screen') ?? null,
    /** The app has taken over (lib/server-markup's releaseServerScreens). */
    appTookOver: () => {
      marks.set('data-app', '');
      marks.delete('data-screen');
    },
    inserted,
    fetched,
    boot,
    scripts,
    /** The first screen's image (the home's banner, a screen's image) has loaded. */
    loadImage: () => listeners.splice(0).forEach((f) => f()),
    /** How often the gate looked for the root to put a screen before (whether it then did or not). */
    rootLookups: () => rootLookups,
    /** The visitor touches the page, or taps `target` (its pointerdown, then its click). */
    fire: (type: string, target: unknown = {}) => [...(on.get(type) ?? [])].forEach((f) => f({ target })),
    root,
  };
}

/** What the gate did at an address, without what only the screen tests look at. */
function gateLinks(html: string, hash: string) {
  const { links, deepLink } = runGate(html, hash);
  return { links, deepLink };
}

describe(`the server-rendered home (${DB_KIND})`, () => {
  it('puts the markup in #root, the theme on <html> and the home CSS in the head, per tenant, reusing it briefly', async () => {
    const writer = new FirstScreenPage(t.app, webDist, ssrEntry);
    const entry = (await import(ssrEntry)) as { renders: number };
    const tenant = (await t.app.tenant.tenants.resolveHost('localhost'))!;
    const aurora = (await t.app.tenant.tenants.resolveHost('aurora.localhost'))!;
    const base = INDEX_HTML;
    const rendersBefore = entry.renders;
    const demo = await writer.write(base, tenant);
    const banner = bootOf(demo)!.home!.decoration.banners[0]!.imageUrl;
    expect(demo).toContain(
      `<div id="root" data-ssr="home"><header>Curio Demo</header><img src="${banner}" srcSet="${banner}?w=640 640w" sizes="calc(100vw - 32px)" fetchPriority="high"/></div>`,
    );
    // React's own preload of the image would sit inside #root; the route gate preloads it, on the home only, as
    // the image asks for it (its srcset and sizes: the same file).
    expect(demo).not.toContain('rel="preload"');
    expect(routeMapOf(demo)?.i).toEqual({ h: banner, ss: `${banner}?w=640 640w`, sz: 'calc(100vw - 32px)' });
    expect(demo).toMatch(/<html lang="zh-CN" style="--curio-theme:#[0-9A-F]{6}" data-theme="light">/i);
    expect(demo).toContain('<title>Home · Curio Demo</title>');
    expect(demo).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-1.css">');
    expect(demo).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    expect(demo.match(/index-entry\.css/g)).toHaveLength(1);

    await writer.write(base, tenant);
    await writer.write(base, tenant);
    expect(entry.renders - rendersBefore).toBe(1);
    const other = await writer.write(base, aurora);
    expect(entry.renders - rendersBefore).toBe(2);
    expect(other).toContain('<header>Aurora</header>');
    expect(other).not.toContain('Curio Demo');

    const closed = (await t.app.tenant.tenants.resolveHost('closed.localhost'))!;
    expect(await writer.write(base, closed)).toContain('<div id="root"></div>');
  });

  it('carries the route gate before the body (a link to another page hides the home), allowed by the policy by its hash alone', async () => {
    const writer = new FirstScreenPage(t.app, webDist, ssrEntry);
    const html = await writer.write(INDEX_HTML, (await t.app.tenant.tenants.resolveHost('localhost'))!);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${ROUTE_GATE_SCRIPT}</script>`);
    expect(head).toContain(`<style>${ROUTE_GATE_STYLE}</style>`);
    expect(ROUTE_GATE_STYLE).toContain('html[data-deep-link] #root[data-ssr]');
    expect(html.match(/<script>/g)).toHaveLength(1);
    const hash = createHash('sha256').update(ROUTE_GATE_SCRIPT).digest('base64');
    expect(ROUTE_GATE_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(securityHeaders()['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${hash}'`]);
    // Without a rendered home there is nothing to hide: no inline script at all.
    const closed = await writer.write(INDEX_HTML, (await t.app.tenant.tenants.resolveHost('closed.localhost'))!);
    expect(closed).not.toContain('<script>');
  });

  it("writes the route map the gate starts a linked page's files from, per language, without what the page loads anyway", async () => {
    const writer = new FirstScreenPage(t.app, webDist, ssrEntry);
    const demo = await writer.write(INDEX_HTML, (await t.app.tenant.tenants.resolveHost('localhost'))!);
    const map = routeMapOf(demo)!;
    // The home's files are the page's own; a route whose module the manifest does not know lists nothing.
    expect(Object.keys(map.r)).toEqual(['/pages/market/index', '/pages/account/home/index', '/pages/detail/collection']);
    // A module in a chunk it is not the face of (the manifest keys that chunk by its file) is found through the
    // build's chunk-sources list: the area's route list loads with the page, not after the boot asks for it.
    // (shared-1.css is the home's, in the page already.)
    expect(map.r['/pages/account/home/index']!.map((i) => map.f[i])).toEqual([
      'sale.routes-1.js',
      'my-home-page-1.js',
      'shared-1.js',
    ]);
    // The page's chunk, the chunks it imports and their CSS, its texts: not the entry, its boot, or the home's CSS.
    const market = ['market-page-1.js', 'shared-1.js', 'catalogue-shared-1.js', 'catalogue-1.css', 'catalogue-zh-CN-1.js'];
    expect(map.r['/pages/market/index']!.map((i) => map.f[i])).toEqual(market);
    // The map stands before the gate, and both before the first stylesheet (an inline script waits for those).
    const at = (needle: string) => demo.indexOf(needle);
    expect(at('<script id="curio-routes"')).toBeGreaterThan(at('<meta charset="UTF-8" />'));
    // After the viewport's meta: the gate's image preloads pick their size from it.
    expect(at('<script id="curio-routes"')).toBeGreaterThan(at('<meta name="viewport"'));
    expect(at('<script id="curio-routes"')).toBeLessThan(at(`<script>${ROUTE_GATE_SCRIPT}`));
    expect(at(`<script>${ROUTE_GATE_SCRIPT}`)).toBeLessThan(at('<link rel="stylesheet"'));

    // The gate, at a link to the market: marks the deep link and starts exactly the market's files.
    const toMarket = gateLinks(demo, '#/pages/market/index?tab=b2c');
    expect(toMarket.deepLink).toBe(true);
    expect(toMarket.links).toEqual(
      market.map((f) =>
        f.endsWith('.css')
          ? { rel: 'preload', as: 'style', crossorigin: '', href: `/assets/${f}` }
          : { rel: 'modulepreload', crossorigin: '', href: `/assets/${f}` },
      ),
    );
    // At the home: the first banner's preload only; at a page the map does not know: nothing but the mark.
    const banner = bootOf(demo)!.home!.decoration.banners[0]!.imageUrl;
    for (const hash of ['', '#', '#/'])
      expect(gateLinks(demo, hash)).toEqual({
        deepLink: false,
        links: [
          {
            rel: 'preload',
            as: 'image',
            fetchpriority: 'high',
            href: banner,
            imagesrcset: `${banner}?w=640 640w`,
            imagesizes: 'calc(100vw - 32px)',
          },
        ],
      });
    expect(gateLinks(demo, '#/pages/account/index/index')).toEqual({ deepLink: true, links: [] });

    // A tenant in English gets the English texts in its map.
    const aurora = routeMapOf(await writer.write(INDEX_HTML, (await t.app.tenant.tenants.resolveHost('aurora.localhost'))!))!;
    expect(aurora.r['/pages/market/index']!.map((i) => aurora.f[i])).toContain('catalogue-en-1.js');
    expect(aurora.f).not.toContain('catalogue-zh-CN-1.js');
  });

  it("hands the page's module scripts to the gate, which holds them until the home's banner is painted, and starts them at once where the app paints the page", async () => {
    const writer = new FirstScreenPage(t.app, webDist, ssrEntry);
    const localhost = (await t.app.tenant.tenants.resolveHost('localhost'))!;
    // Out of the page, into the route map: the entry (and its module preloads), then the boot language's texts.
    const other = await writer.write(INDEX_HTML, localhost);
    expect(other).not.toContain('<script type="module"');
    expect(other).not.toContain('rel="modulepreload"');
    const plainMap = routeMapOf(other)!;
    // Without a DID link, no link parser.
    expect(plainMap.b).toEqual(['/assets/index-entry.js', '/assets/zh-CN-1.js']);
    expect(plainMap.e).toBe(0);
    // The home (decision 087): the boot waits until the banner has been painted, then starts.
    for (const hash of ['', '#/']) {
      const home = runGate(other, hash);
      expect(home.boot).toEqual([]);
      expect(home.scripts).toEqual([]);
      home.loadImage();
      expect(home.boot).toEqual(plainMap.b);
      expect(home.scripts).toEqual([{ type: 'module', src: '/assets/index-entry.js' }]);
      // The banner is asked for before any script.
      expect(home.order[0]).toBe(plainMap.i!.h ?? plainMap.i!.ss);
    }
    // Decision 088: the visitor's first touch starts the boot at once, without waiting for the banner, and a tap on
    // one of the home's buttons is kept for the app to send again; a tap on a link (it works without the app), or
    // once the app has taken over the markup, is not.
    const touched = runGate(other, '');
    touched.fire('pointerdown');
    expect(touched.boot).toEqual(plainMap.b);
    expect(touched.scripts).toEqual([{ type: 'module', src: '/assets/index-entry.js' }]);
    const tab = { inRoot: true, closest: () => null };
    touched.fire('click', tab);
    expect(touched.root.curioTap).toBe(tab);
    touched.fire('click', { inRoot: true, closest: (sel: string) => (sel === 'a[href]' ? {} : null) });
    touched.fire('click', { inRoot: false, closest: () => null });
    expect(touched.root.curioTap).toBe(tab);
    touched.root.ssr = false;
    touched.fire('click', { inRoot: true, closest: () => null });
    expect(touched.root.curioTap).toBe(tab);
    // A key does as a touch does, and the boot starts once whatever comes after.
    const keyed = runGate(other, '');
    keyed.fire('keydown');
    keyed.fire('pointerdown');
    keyed.loadImage();
    expect(keyed.scripts).toHaveLength(1);
    expect(keyed.boot).toEqual(plainMap.b);
    // Where the app paints the page at once (a link to another page), no tap is kept.
    const linked = runGate(other, '#/pages/mine/index');
    expect(linked.scripts).toHaveLength(1);
    linked.fire('click', tab);
    expect(linked.root.curioTap).toBeUndefined();
    // A home without a picture: the boot starts a frame after the body is parsed (here, at once).
    expect(runGate(other, '', { homeImage: false }).scripts).toEqual([{ type: 'module', src: '/assets/index-entry.js' }]);
    // A banner already painted (from the cache): the boot starts at once.
    expect(runGate(other, '', { imageLoaded: true }).boot).toEqual(plainMap.b);

    const demo = await writer.write(INDEX_HTML, localhost, { deepLink: true });
    const map = routeMapOf(demo)!;
    // A DID link's parser last: the boot's first step on such a page.
    expect(map.b).toEqual(['/assets/index-entry.js', '/assets/zh-CN-1.js', '/assets/deep-link-1.js']);
    expect(map.e).toBe(0);
    // Where the app paints the page (no first screen shown), the gate starts the boot at once.
    for (const hash of ['#/pages/market/index?tab=c2c', '#/pages/account/index/index']) {
      const g = runGate(demo, hash);
      expect(g.boot).toEqual(map.b);
      expect(g.scripts).toEqual([{ type: 'module', src: '/assets/index-entry.js' }]);
    }
    // At a link to another page, the boot's files are asked for before that page's: the boot runs first.
    const toMarketTab = runGate(demo, '#/pages/market/index?tab=c2c');
    const market = ['market-page-1.js', 'shared-1.js', 'catalogue-shared-1.js', 'catalogue-1.css', 'catalogue-zh-CN-1.js'];
    expect(toMarketTab.order.filter((f) => f.startsWith('/assets/') && !f.endsWith('index-entry.js'))).toEqual([
      ...map.b!.filter((f) => f !== '/assets/index-entry.js'),
      ...market.map((f) => `/assets/${f}`),
    ]);
    // The entry's index is the page's order's: Vite's module preloads before or after it stay in place.
    const preloads = INDEX_HTML.replace(
      /( *)<script type="module"[^\n]*\n/,
      (tag, indent: string) =>
        `${indent}<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n${tag}${indent}<link rel="modulepreload" crossorigin href="/assets/endpoints-1.js">\n`,
    );
    const ordered = routeMapOf(await writer.write(preloads, localhost, { deepLink: true }))!;
    expect(ordered.b).toEqual([
      '/assets/boot-1.js',
      '/assets/index-entry.js',
      '/assets/endpoints-1.js',
      '/assets/zh-CN-1.js',
      '/assets/deep-link-1.js',
    ]);
    expect(ordered.e).toBe(1);
    // Without the gate (a page without the rendered home) the page keeps its own tags and the texts' preload.
    const plain = await new FirstScreenPage(t.app, webDist, path.join(os.tmpdir(), 'no-such-entry.js')).write(
      INDEX_HTML,
      localhost,
      { deepLink: true },
    );
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-entry.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/zh-CN-1.js">');
    expect(routeMapOf(plain)).toBeNull();
  });

  it('serves the page with its data when the server entry cannot load', async () => {
    const broken = path.join(path.dirname(ssrEntry), 'broken-entry.mjs');
    fs.writeFileSync(broken, 'export const render = ;');
    const writer = new FirstScreenPage(t.app, webDist, broken);
    const html = await writer.write(INDEX_HTML, (await t.app.tenant.tenants.resolveHost('localhost'))!);
    expect(bootOf(html)?.info.platformName).toBe('Curio Demo');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe(`the first screens beyond the home (decision 032, ${DB_KIND})`, () => {
  const MARKET = '/pages/market/index';
  const DETAIL = '/pages/detail/collection';
  const resolve = async (host: string) => (await t.app.tenant.tenants.resolveHost(host))!;
  const templateOf = (html: string, p: string) =>
    new RegExp(`<template class="curio-screen" data-path="${p}">(.*?)</template>`).exec(html)?.[1] ?? null;

  it("writes the market's first screen in an inert template per tenant and language, shown by the gate at the market's address only", async () => {
    const writer = new FirstScreenPage(t.app, webDist, screenEntry);
    const entry = (await import(screenEntry)) as { screenRenders: number };
    const demo = await writer.write(INDEX_HTML, await resolve('localhost'));
    const cover = (bootOf(demo)!.home!.collections as { items: { coverUrl: string }[] }).items[0]!.coverUrl;
    const market = templateOf(demo, MARKET);
    // React's hoisted preload is out: the gate preloads the screen's image, and only at the market.
    expect(market).toBe(
      `<h1>Curio Demo market</h1><img src="${cover}?w=480" srcset="${cover}?w=160 160w, ${cover}?w=480 480w" sizes="50vw" fetchpriority="high"/>`,
    );
    expect(demo.indexOf('<template class="curio-screen"')).toBeGreaterThan(demo.indexOf('<div id="root" data-ssr="home">'));
    const map = routeMapOf(demo)!;
    expect(map.s).toEqual({ [MARKET]: { h: `${cover}?w=480`, ss: `${cover}?w=160 160w, ${cover}?w=480 480w`, sz: '50vw' } });
    expect(map.q).toEqual([DETAIL]);

    // Another tenant: its own screen, from its own data, in its own language; nothing of the other's.
    const aurora = await writer.write(INDEX_HTML, await resolve('aurora.localhost'));
    const auroraCover = (bootOf(aurora)!.home!.collections as { items: { coverUrl: string }[] }).items[0]!.coverUrl;
    expect(templateOf(aurora, MARKET)).toContain(`<h1>Aurora market</h1><img src="${auroraCover}?w=480"`);
    expect(auroraCover).not.toBe(cover);
    expect(aurora).not.toContain(cover);
    expect(routeMapOf(aurora)!.s![MARKET]).toMatchObject({ h: `${auroraCover}?w=480` });
    // Rendered once per tenant, language and data while it lasts.
    const renders = entry.screenRenders;
    await writer.write(INDEX_HTML, await resolve('localhost'));
    expect(entry.screenRenders).toBe(renders);
    // A closed tenant has no home, and no other screen either.
    expect(await writer.write(INDEX_HTML, await resolve('closed.localhost'))).not.toContain('<template');

    // The gate at the market: the screen shown from its template, its image first, its CSS applied
    // (blocking the render until loaded), and none of its scripts before the app's own boot.
    const g = runGate(demo, `#${MARKET}`);
    expect(g.deepLink).toBe(true);
    expect(g.screen()).toBe(MARKET);
    expect(g.links).toEqual([
      {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        href: `${cover}?w=480`,
        imagesrcset: map.s![MARKET]!.ss,
        imagesizes: '50vw',
      },
      { rel: 'stylesheet', crossorigin: '', blocking: 'render', href: '/assets/catalogue-1.css' },
    ]);
    expect(g.inserted).toHaveLength(1);
    expect(g.inserted[0]).toMatchObject({ className: 'curio-screen', attrs: { 'data-path': MARKET }, child: { markup: market } });
    expect(g.fetched).toEqual([]);
    // The app's boot waits until the screen's image has been painted (decision 087), then starts.
    expect(g.boot).toEqual([]);
    expect(g.scripts).toEqual([]);
    g.loadImage();
    expect(g.boot).toEqual(map.b);
    expect(g.scripts).toHaveLength(1);
    // ... or at the visitor's first touch, whichever comes first (decision 088).
    const touched = runGate(demo, `#${MARKET}`);
    touched.fire('pointerdown');
    expect(touched.boot).toEqual(map.b);
    expect(touched.scripts).toHaveLength(1);
    // With a query (another tab) the screen does not stand for the page: the gate starts its files as before.
    const c2c = runGate(demo, `#${MARKET}?tab=c2c`);
    expect(c2c.screen()).toBeNull();
    expect(c2c.inserted).toEqual([]);
    expect(c2c.links.some((l) => l.rel === 'modulepreload')).toBe(true);
    expect(c2c.boot).toEqual(map.b);
    // At the home: no screen.
    expect(runGate(demo, '#/').screen()).toBeNull();
  });

  it("reads a collection's public first screen for the host's tenant, in its default language, and nothing for another", async () => {
    const demo = await resolve('localhost');
    const aurora = await resolve('aurora.localhost');
    const rows = await t.db.kysely
      .selectFrom('collections')
      .select(['id', 'tenant_id'])
      .where('tenant_id', 'in', [demo.id, aurora.id])
      .where('listed', '=', 1)
      .orderBy('id')
      .execute();
    const mine = rows.find((r) => r.tenant_id === demo.id)!;
    const theirs = rows.find((r) => r.tenant_id === aurora.id)!;
    const { token } = await createUserWithSession(t, 'demo');
    const signed = body<Record<string, unknown>>(
      await call(t.app, getCollection, { token, params: { id: String(mine.id) }, lang: demo.defaultLanguage }),
    );
    expect(signed.code).toBe(0);
    const screen = await t.app.flows.firstScreen.collection(demo, mine.id);
    // What anyone may see of it (the list shows the same): the call's answer without the detail's own texts.
    expect(screen).toEqual({
      ...signed.data,
      description: '',
      privileges: [],
      copyright: null,
      mine: { taken: 0, allowance: signed.data.perUserLimit, unpaidOrderNo: null },
      serverTime: expect.any(Number),
    });
    // Another tenant's collection, an unknown one: nothing.
    expect(await t.app.flows.firstScreen.collection(demo, theirs.id)).toBeNull();
    expect(await t.app.flows.firstScreen.collection(demo, 987654321)).toBeNull();
    expect(await t.app.flows.firstScreen.collection(aurora, theirs.id)).toMatchObject({ id: theirs.id });

    // One that is not sold on its own (only in blind boxes, or by airdrop) has no public first screen.
    const other = rows.filter((r) => r.tenant_id === demo.id)[1]!;
    await t.db.kysely.updateTable('collections').set({ listed: 0 }).where('id', '=', other.id).execute();
    try {
      expect(await t.app.flows.firstScreen.collection(demo, other.id)).toBeNull();
    } finally {
      await t.db.kysely.updateTable('collections').set({ listed: 1 }).where('id', '=', other.id).execute();
    }
  });

  it("renders the collection's screen for the gate to fetch, per tenant, and answers nothing for anything else", async () => {
    const writer = new FirstScreenPage(t.app, webDist, screenEntry);
    const demo = await resolve('localhost');
    const id = (
      await t.db.kysely
        .selectFrom('collections')
        .select('id')
        .where('tenant_id', '=', demo.id)
        .where('listed', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const c = (await t.app.flows.firstScreen.collection(demo, id))!;
    const fragment = await writer.fragment(demo, `${DETAIL}?id=${id}&from=share`);
    expect(fragment).toBe(`<h2>${c.name}</h2><p>|0</p><img src="${c.media.url}" fetchpriority="high"/>`);
    expect(await writer.fragment(await resolve('aurora.localhost'), `${DETAIL}?id=${id}`)).toBeNull();
    for (const route of [`${DETAIL}?id=abc`, `${DETAIL}`, `${MARKET}`, `/pages/detail/blindBox?id=${id}`])
      expect(await writer.fragment(demo, route)).toBeNull();

    // Over HTTP, without a built server entry (as in this test app): no content, never cached for another.
    for (const r of [`${DETAIL}?id=${id}`, 'https://evil.example/', ''] as const) {
      const res = await t.app.inject({ url: `/first-screen?r=${encodeURIComponent(r)}`, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(204);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it("fetches the collection's screen from the gate for a signed-in link only, and shows it unless the app came first", async () => {
    const writer = new FirstScreenPage(t.app, webDist, screenEntry);
    // A DID link's page: the gate starts the app's scripts (decision 032).
    const demo = await writer.write(INDEX_HTML, await resolve('localhost'), { deepLink: true });
    const hash = `#${DETAIL}?id=7`;
    const url = `/first-screen?r=${encodeURIComponent(`${DETAIL}?id=7`)}`;
    const map = routeMapOf(demo)!;
    const boot = map.b!;
    expect(boot.length).toBeGreaterThan(0);
    // The detail's own scripts, from the route map: they start with the boot, after its files (decision 086).
    const routeScripts = map.r[DETAIL]!.map((i) => `/assets/${map.f[i]}`).filter((f) => !f.endsWith('.css'));
    expect(routeScripts.length).toBeGreaterThan(0);
    // No token in the link and no stored session: the app will go to login; nothing is asked, the app starts.
    const visitor = runGate(demo, hash);
    expect(visitor.fetched).toEqual([]);
    expect(visitor.screen()).toBeNull();
    expect(visitor.boot).toEqual(boot);
    expect(visitor.scripts).toHaveLength(1);
    // A DID link (token in the query) or a stored session: asked at once, the root hidden meanwhile.
    for (const opts of [{ search: '?token=abc&from=did' }, { stored: true }]) {
      const g = runGate(demo, hash, { ...opts, answer: '<h2>Spring</h2>' });
      expect(g.fetched).toEqual([url]);
      expect(g.screen()).toBe(DETAIL);
      expect(g.links.filter((l) => l.rel === 'modulepreload')).toEqual([]);
      await expect.poll(() => g.inserted.length).toBe(1);
      expect(g.inserted[0]).toMatchObject({
        className: 'curio-screen',
        attrs: { 'data-path': DETAIL },
        innerHTML: '<h2>Spring</h2>',
      });
      // The app's boot waits for the screen's image (it would share the link with it), then starts.
      expect(g.boot).toEqual([]);
      expect(g.scripts).toEqual([]);
      g.loadImage();
      await expect.poll(() => g.scripts.length).toBe(1);
      expect(g.boot).toEqual(boot);
      expect(g.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href)).toEqual(routeScripts);
      const asked = g.order.filter((f) => f.endsWith('.js'));
      expect(asked.slice(0, boot.length)).toEqual(boot);
    }
    // A touch while the screen's image loads starts the boot at once (decision 088); no tap is kept off the home.
    const touched = runGate(demo, hash, { search: '?token=abc', answer: '<h2>Spring</h2>' });
    await expect.poll(() => touched.inserted.length).toBe(1);
    expect(touched.scripts).toEqual([]);
    touched.fire('pointerdown');
    expect(touched.scripts).toHaveLength(1);
    expect(touched.boot).toEqual(boot);
    touched.fire('click', { inRoot: true, closest: () => null });
    expect(touched.root.curioTap).toBeUndefined();
    // An image already loaded (from the cache): the boot starts once the screen is in.
    const cached = runGate(demo, hash, { search: '?token=abc', answer: '<h2>Spring</h2>', imageLoaded: true });
    await expect.poll(() => cached.scripts.length).toBe(1);
    expect(cached.inserted).toHaveLength(1);
    // The app rendered the page before the screen came: the screen is not put in.
    const late = runGate(demo, hash, { search: '?token=abc', answer: '<h2>Spring</h2>' });
    late.appTookOver();
    await expect.poll(() => late.rootLookups()).toBe(1);
    expect(late.inserted).toEqual([]);
    // No screen to show (204): the root shows again.
    const none = runGate(demo, hash, { search: '?token=abc' });
    await expect.poll(() => none.screen()).toBeNull();
    expect(none.inserted).toEqual([]);
    // ... and the app starts at once.
    await expect.poll(() => none.scripts.length).toBe(1);
    expect(none.boot).toEqual(boot);
  });
});

describe('the page lists its largest boot script first (decision 029)', () => {
  it('orders the entry script and its module preloads by file size, and leaves a page of another shape as it is', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-order-'));
    try {
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'assets/index-1.js'), 'x'.repeat(10));
      fs.writeFileSync(path.join(dist, 'assets/endpoints-1.js'), 'x'.repeat(500));
      fs.writeFileSync(path.join(dist, 'assets/boot-1.js'), 'x'.repeat(9000));
      const head = (lines: string[]) =>
        `<head>\n    <title>Curio</title>\n${lines.map((l) => `    ${l}\n`).join('')}    <link rel="stylesheet" crossorigin href="/assets/boot.css">\n  </head>`;
      const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
      const endpoints = '<link rel="modulepreload" crossorigin href="/assets/endpoints-1.js">';
      const boot = '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">';
      expect(largestScriptFirst(head([entry, endpoints, boot]), dist)).toBe(head([boot, endpoints, entry]));
      // Something else between the tags: the page is not touched.
      const mixed = head([entry, '<meta name="x" content="y">', boot]);
      expect(largestScriptFirst(mixed, dist)).toBe(mixed);
      expect(largestScriptFirst(head([entry]), dist)).toBe(head([entry]));
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
