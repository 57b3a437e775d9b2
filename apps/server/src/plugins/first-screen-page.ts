import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import type { TenantContext } from '../http/request-context';
import { TtlCache } from '../ttl-cache';
import { ROUTE_GATE_SCRIPT, ROUTE_GATE_STYLE, ROUTE_MAP_ID, type RouteMap, type ScreenImage } from './route-gate';

/** The boot data of a page, as the first-screen flow reads it (`app.flows.firstScreen`). */
type BootData = NonNullable<Awaited<ReturnType<FastifyInstance['flows']['firstScreen']['read']>>>;

/** A collection's public first screen, as the first-screen flow reads it. */
type CollectionData = NonNullable<Awaited<ReturnType<FastifyInstance['flows']['firstScreen']['collection']>>>;

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  render(boot: BootData): Promise<{ html: string; htmlAttributes: Record<string, string>; title?: string } | null>;
  /** The routes whose first screen is written into the page beside the home's, hidden (decision 032). */
  screenPaths?: readonly string[];
  /** The routes whose first screen the gate fetches (`GET /first-screen`, decision 032). */
  fetchedScreenPaths?: readonly string[];
  /** The first screen of a route of either list (its path and query) from the boot data and its own data (decision 032). */
  renderScreen?(
    route: string,
    boot: BootData,
    data?: { collection?: CollectionData | null },
  ): Promise<{ html: string; title?: string } | null>;
  /** Loads what the fetched screens render with in `lang`, ahead of their first request. */
  prepareScreens?(lang: Language): Promise<void>;
  /** Each route's page module and texts modules for a page in `lang` (manifest keys; decision 029). */
  routeSources?(lang: Language): { path: string; sources: string[] }[];
}

/** One chunk of the web build's manifest (Vite's `.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The web build's source files the page refers to by their built names. */
const HOME_PAGE_SOURCE = 'src/app/routes/home/home-page.tsx';
/** The DID link's parser, which the boot loads first on a page opened by one (main.tsx). */
const DEEP_LINK_SOURCE = 'src/lib/deep-link.ts';
/** Where the built files are (the route map leaves it out: the gate puts it back). */
const ASSETS_PREFIX = /^assets\//;
/** The home's route: the page itself loads its files (and renders it). */
const HOME_PATH = '/';
const localeSource = (lang: Language) => `src/locales/${lang}/index.ts`;
/** The languages whose texts a page in `lang` loads: English beside a partial language (lib/i18n's textLanguages). */
const textLanguages = (lang: Language): Language[] => (lang === 'es' || lang === 'fr' ? ['en', lang] : [lang]);

/** The page's description for search results and shared links, with the tenant's name. */
const DESCRIPTION: Record<Language, (name: string) => string> = {
  'zh-CN': (name) => `${name}：数字藏品的首发、盲盒与展示。`,
  'zh-TW': (name) => `${name}：數位藏品的首發、盲盒與展示。`,
  en: (name) => `${name}: digital collectibles — new drops, blind boxes and your collection on display.`,
  es: (name) => `${name}: coleccionables digitales — lanzamientos, cajas sorpresa y tu colección a la vista.`,
  fr: (name) => `${name} : objets de collection numériques — nouveautés, boîtes mystère et votre collection exposée.`,
};

/** How long a tenant's rendered first screen is reused for the same data: a rush of page loads renders it once. */
const MARKUP_TTL_MS = 5_000;

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a `<script type="application/json">`: no `<` may end it early. */
const jsonForScript = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Writes the first screen into the page (decision 024): the boot data (`#curio-boot`), the first
 * banner's preload, the boot language's texts chunk as a module preload, a description, and, where the
 * web app's server entry is built (apps/web/dist-ssr/entry-server.js beside the served dist), the home's
 * first screen rendered into `#root` with the theme on `<html>` and the home's CSS linked. Without that
 * entry (development, a build without it) the page carries the data only.
 */
export class FirstScreenPage {
  private entry: Promise<ServerEntry | null> | null = null;
  private readonly manifest: Manifest | null;
  private readonly markup = new TtlCache<Promise<RenderedHome | null>>(MARKUP_TTL_MS, 500);
  private readonly screenMarkup = new TtlCache<Promise<RenderedScreen | null>>(MARKUP_TTL_MS, 500);
  /** The languages the fetched screens are ready to render in (decision 032). */
  private readonly prepared = new Set<Language>();
  /** The route map's JSON per page language: the same for every tenant of a build (decision 029). */
  private readonly routeMaps = new Map<Language, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly dist: string,
    private readonly entryFile = path.resolve(dist, '..', 'dist-ssr', 'entry-server.js'),
  ) {
    this.manifest = readManifest(path.join(dist, '.vite'));
  }

  /** `page` (already carrying the tenant's first-paint colours and language) with `tenant`'s first screen. */
  async write(page: string, tenant: TenantContext, opts: { deepLink?: boolean } = {}): Promise<string> {
    const boot = await this.app.flows.firstScreen.read(tenant, true);
    if (!boot) return page;
    const head: string[] = [];
    const description = DESCRIPTION[boot.language](boot.info.platformName || 'Curio');
    head.push(`<meta name="description" content="${escapeAttr(description)}">`);
    const banner = boot.home?.decoration.banners[0]?.imageUrl;
    // The boot language's texts: module preloads beside the entry's (with the gate, the gate's to start).
    const texts = textLanguages(boot.language).flatMap((lang) => {
      const file = this.manifest?.[localeSource(lang)]?.file;
      return file ? [`/${file}`] : [];
    });

    let out = page.replace(/<meta name="description" content="[^"]*"\s*\/?>/, '');
    // The tenant's icon on the tab, in the page: the browser fetches it once the page has loaded, not among
    // the first screen's requests (set by the app, it took one of the connections its scripts need).
    if (boot.info.imgUrl)
      out = out.replace(/<link rel="icon" href="[^"]*"\s*\/?>/, () => `<link rel="icon" href="${escapeAttr(boot.info.imgUrl)}">`);
    const rendered = await this.render(tenant, boot);
    // Without the rendered home (and its gate) the head preloads the banner, as the app renders the home.
    if (banner && !rendered) head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(banner)}">`);
    // The app's scripts: the gate starts them when it is in the page (below, decision 087: once a first screen's
    // image has painted, at once where the app paints the page); without it the page's own tags do.
    const scripts = rendered ? takeModuleTags(out) : null;
    if (!scripts) for (const href of texts) head.push(`<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`);
    if (rendered) {
      // Before anything of the body: a link to another page must not show the rendered home, and starts
      // its own files from the route map (written just before the gate, which reads it). Before the
      // stylesheets too: an inline script runs only once the stylesheets above it have loaded.
      // The banner's preload is the gate's too: on the home only (a link to another page does not fetch it).
      const entry = await this.loadEntry();
      const routes = this.routeMap(entry, boot.language);
      this.prepare(entry, boot.language);
      // The other first screens (decision 032): hidden after the home, shown by the gate at their address.
      const screens = await this.screens(entry, tenant, boot);
      const parts: string[] = [];
      // The first banner as the rendered home asks for it (its srcset and sizes: the same file), else its src.
      const bannerImage = rendered.image ?? (banner ? { h: banner } : null);
      if (bannerImage) parts.push(`"i":${jsonForScript(bannerImage)}`);
      if (screens.length > 0)
        parts.push(`"s":${jsonForScript(Object.fromEntries(screens.map((sc) => [sc.path, sc.image ?? {}])))}`);
      if (entry?.fetchedScreenPaths?.length) parts.push(`"q":${jsonForScript(entry.fetchedScreenPaths)}`);
      if (scripts) {
        // The page's module scripts go to the gate (decisions 032, 087): it starts them at once where the app
        // paints the page, or once a first screen's image has been painted, so that the boot does not share the
        // link with it.
        out = scripts.html;
        // A DID link's parser too: the boot's first step on such a page, one round trip less before the first call.
        const deepLink = opts.deepLink ? this.manifest?.[DEEP_LINK_SOURCE]?.file : undefined;
        const files = [...scripts.files, ...texts, ...(deepLink ? [`/${deepLink}`] : [])];
        parts.push(`"b":${jsonForScript(files)}`, `"e":${scripts.entry}`);
      }
      if (routes !== '{}') parts.push(routes.slice(1, -1));
      const map = `{${parts.join(',')}}`;
      const gate = `<script id="${ROUTE_MAP_ID}" type="application/json">${map}</script><script>${ROUTE_GATE_SCRIPT}</script><style>${ROUTE_GATE_STYLE}</style>`;
      // After the viewport's meta if there is one (the gate's image preload picks its size from the viewport).
      const anchor = [/<meta name="viewport"[^>]*>/i, /<meta charset="[^"]*"\s*\/?>/i].find((re) => re.test(out));
      out = anchor ? out.replace(anchor, (meta) => `${meta}${gate}`) : out.replace('<head>', () => `<head>${gate}`);
      for (const href of this.homeCss()) head.push(`<link rel="stylesheet" crossorigin href="/${escapeAttr(href)}">`);
      const attrs = Object.entries(rendered.htmlAttributes)
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('');
      out = out
        .replace(/<html(?: lang="[^"]*")?/, (tag) => `${tag}${attrs}`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-ssr="home">${rendered.html}</div>` +
            screens
              .map((sc) => `<template class="${SCREEN_CLASS}" data-path="${escapeAttr(sc.path)}">${sc.html}</template>`)
              .join(''),
        );
      if (rendered.title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(rendered.title ?? '')}</title>`);
    }
    const script = `<script id="curio-boot" type="application/json">${jsonForScript(boot)}</script>`;
    return out.replace('</head>', () => `${head.join('')}</head>`).replace('</body>', () => `${script}</body>`);
  }

  /** The home's markup for this tenant, language and data; reused briefly, never across tenants. */
  private async render(tenant: TenantContext, boot: BootData): Promise<RenderedHome | null> {
    if (!boot.home) return null;
    const entry = await this.loadEntry();
    if (!entry) return null;
    const { time: _time, ...data } = boot;
    const digest = crypto.createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    const key = `${tenant.id}:${boot.language}:${digest}`;
    let pending = this.markup.get(key);
    if (!pending) {
      pending = entry.render(boot).then(renderedHome, (err: unknown) => {
        this.app.log.warn({ err, tenant: tenant.id }, 'first screen: the server render failed; the page goes without it');
        return null;
      });
      this.markup.set(key, pending);
    }
    return pending;
  }

  /**
   * The first screens of the entry's `screenPaths` for this tenant's page (decision 032), each with the image
   * its route gate preloads (the screen's high-priority image); reused briefly per tenant, language and data.
   */
  private async screens(entry: ServerEntry | null, tenant: TenantContext, boot: BootData): Promise<RenderedScreen[]> {
    const renderScreen = entry?.renderScreen;
    if (!renderScreen || !entry.screenPaths || !boot.home) return [];
    const { time: _time, ...data } = boot;
    const digest = crypto.createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    const found = await Promise.all(
      entry.screenPaths.map((path) => {
        const key = `${tenant.id}:${boot.language}:${digest}:${path}`;
        let pending = this.screenMarkup.get(key);
        if (!pending) {
          pending = renderScreen(path, boot).then(
            (r) => (r ? screenOf(path, r.html) : null),
            (err: unknown) => {
              this.app.log.warn(
                { err, tenant: tenant.id, path },
                'first screen: a screen render failed; the page goes without it',
              );
              return null;
            },
          );
          this.screenMarkup.set(key, pending);
        }
        return pending;
      }),
    );
    return found.filter((s): s is RenderedScreen => s !== null);
  }

  /**
   * The first screen of `route` (a hash route's path and query) for the route gate to show (decision 032,
   * `GET /first-screen`): markup only, for a route of the entry's `fetchedScreenPaths` with data to show.
   * Null otherwise. Reused briefly per tenant, language, data and route; never across tenants.
   */
  async fragment(tenant: TenantContext, route: string): Promise<string | null> {
    const entry = await this.loadEntry();
    const path = route.split('?')[0] ?? '';
    if (!entry?.renderScreen || !entry.fetchedScreenPaths?.includes(path)) return null;
    const boot = await this.app.flows.firstScreen.read(tenant, true);
    if (!boot?.home) return null;
    const id = Number(new URLSearchParams(route.slice(path.length + 1)).get('id'));
    const collection = Number.isSafeInteger(id) && id > 0 ? await this.app.flows.firstScreen.collection(tenant, id) : null;
    if (!collection) return null;
    const { time: _time, ...shell } = boot;
    const digest = crypto
      .createHash('sha256')
      .update(JSON.stringify([shell, collection]))
      .digest('base64url');
    // The route as the screen needs it (other query parameters change nothing in it).
    route = `${path}?id=${id}`;
    const key = `${tenant.id}:${boot.language}:${digest}:${route}`;
    let pending = this.screenMarkup.get(key);
    if (!pending) {
      const renderScreen = entry.renderScreen;
      pending = renderScreen(route, boot, { collection }).then(
        (r) => (r ? screenOf(path, r.html) : null),
        (err: unknown) => {
          this.app.log.warn({ err, tenant: tenant.id, route }, 'first screen: a screen render failed; the page goes without it');
          return null;
        },
      );
      this.screenMarkup.set(key, pending);
    }
    return (await pending)?.html ?? null;
  }

  /** Readies the fetched screens in `lang` once, in the background: a page's gate may ask for one next. */
  private prepare(entry: ServerEntry | null, lang: Language): void {
    if (!entry?.prepareScreens || this.prepared.has(lang)) return;
    this.prepared.add(lang);
    entry.prepareScreens(lang).catch((err: unknown) => {
      this.prepared.delete(lang);
      this.app.log.warn({ err, lang }, 'first screen: the fetched screens could not be prepared');
    });
  }

  private loadEntry(): Promise<ServerEntry | null> {
    if (!this.entry) {
      if (fs.existsSync(this.entryFile)) {
        this.entry = (import(pathToFileURL(this.entryFile).href) as Promise<ServerEntry>).catch((err: unknown) => {
          this.app.log.warn({ err }, 'first screen: the web app server entry did not load; pages go without the rendered home');
          return null;
        });
      } else {
        this.app.log.info(
          { file: this.entryFile },
          'first screen: no web app server entry built; pages go without the rendered home',
        );
        this.entry = Promise.resolve(null);
      }
    }
    return this.entry;
  }

  /**
   * The route map's JSON (`{}` without one) for a page in `lang` (decision 029): for each route but the home (whose
   * files the page itself loads), the built files a link to it loads first, found in the manifest from the
   * route's page and texts modules: each chunk with the chunks it imports and their CSS, less what the
   * page's entry already brings. `{}` when the build has no manifest or its server entry names no sources.
   */
  private routeMap(entry: ServerEntry | null, lang: Language): string {
    const known = this.routeMaps.get(lang);
    if (known !== undefined) return known;
    const manifest = this.manifest;
    let block = '{}';
    if (manifest && entry?.routeSources) {
      // What the page loads anyway: its entry's files, and the home's CSS it links beside the rendered home.
      const inPage = new Set<string>(this.homeCss());
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, inPage);
      const map: RouteMap = { f: [], r: {} };
      const index = new Map<string, number>();
      for (const { path: route, sources } of entry.routeSources(lang)) {
        if (route === HOME_PATH) continue;
        const files = new Set<string>();
        for (const source of sources) closure(manifest, source, files);
        const wanted = [...files].filter((f) => !inPage.has(f) && ASSETS_PREFIX.test(f));
        if (wanted.length === 0) continue;
        map.r[route] = wanted.map((f) => {
          let i = index.get(f);
          if (i === undefined) index.set(f, (i = map.f.push(f.replace(ASSETS_PREFIX, '')) - 1));
          return i;
        });
      }
      if (Object.keys(map.r).length > 0) block = jsonForScript(map);
    }
    this.routeMaps.set(lang, block);
    return block;
  }

  /** The CSS the home route's chunk and the chunks it imports bring (the entry's own CSS is in the page). */
  private homeCss(): string[] {
    const manifest = this.manifest;
    if (!manifest) return [];
    const css = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) walk(i);
    };
    walk(HOME_PAGE_SOURCE);
    const entryCss = new Set(Object.values(manifest).flatMap((c) => ((c as { isEntry?: boolean }).isEntry ? (c.css ?? []) : [])));
    return [...css].filter((c) => !entryCss.has(c));
  }
}

/** The home as rendered, with its high-priority image (the first banner) read once, as the markup is reused. */
type RenderedHome = NonNullable<Awaited<ReturnType<ServerEntry['render']>>> & { image: ScreenImage | null };

/**
 * React's server render writes a `<link rel="preload">` for an image with a high fetch priority where the
 * image is (here: inside `#root`), which the app's render does not have. The page's head carries the
 * banner's preload instead.
 */
function renderedHome(r: Awaited<ReturnType<ServerEntry['render']>>): RenderedHome | null {
  if (!r) return null;
  const html = r.html.replace(/<link rel="preload"[^>]*>/g, '');
  return { ...r, html, image: priorityImageOf(html) };
}

/**
 * The page's entry script and its module preloads as Vite writes them (one a line), taken out of `html`: their
 * paths in the page's order and the entry's index among them. Null when the page has no entry script of
 * that shape (it is then left as it is).
 */
export function takeModuleTags(html: string): { html: string; files: string[]; entry: number } | null {
  const tag =
    /^[ \t]*(?:<script type="module" crossorigin src="(\/[^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="(\/[^"]+)">)[ \t]*\r?\n?/gm;
  const files: string[] = [];
  let entry = -1;
  const rest = html.replace(tag, (all: string, script: string | undefined, preload: string | undefined) => {
    if (script !== undefined) {
      if (entry >= 0) return all;
      entry = files.length;
    }
    files.push((script ?? preload)!);
    return '';
  });
  return entry < 0 ? null : { html: rest, files, entry };
}

/** A route's first screen in the page (decision 032), and the image the gate preloads when it shows it. */
interface RenderedScreen {
  path: string;
  html: string;
  image: ScreenImage | null;
}

/**
 * The class of a first screen's `<template>` (inert: nothing of it loads or lays out on another page) and of
 * the element the gate moves its content into when the address names its route.
 */
const SCREEN_CLASS = 'curio-screen';

const attrOf = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m
    ? m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : undefined;
};

/** The screen's markup (React's hoisted preloads out) and its high-priority image, the page's largest. */
function screenOf(path: string, html: string): RenderedScreen {
  const clean = html.replace(/<link rel="preload"[^>]*>/g, '');
  return { path, html: clean, image: priorityImageOf(clean) };
}

/** The markup's high-priority image as the gate preloads it: its src, and its srcset and sizes when it has them. */
function priorityImageOf(html: string): ScreenImage | null {
  const img = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!img) return null;
  const href = attrOf(img, 'src');
  const srcset = attrOf(img, 'srcset') ?? attrOf(img, 'srcSet');
  const sizes = attrOf(img, 'sizes');
  if (!href && !srcset) return null;
  return { ...(href ? { h: href } : {}), ...(srcset ? { ss: srcset } : {}), ...(sizes ? { sz: sizes } : {}) };
}

/** Adds to `into` the files of a manifest chunk: its own, its CSS, and those of the chunks it imports statically. */
function closure(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  into.add(chunk.file);
  for (const c of chunk.css ?? []) into.add(c);
  for (const i of chunk.imports ?? []) closure(manifest, i, into, seen);
}

/**
 * The build's manifest (`manifest.json` in Vite's `.vite/` folder), with each source module the manifest
 * names only by its chunk also under its own path. Vite keys a chunk by its source only when that module
 * is the chunk's face; a module the bundler put into a chunk with others (most areas' route lists) is not
 * a key, and the route map would leave it out: the web build lists those in `chunk-sources.json` (source
 * path → manifest key; vite.config.ts).
 */
function readManifest(folder: string): Manifest | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  try {
    const sources = JSON.parse(fs.readFileSync(path.join(folder, 'chunk-sources.json'), 'utf8')) as Record<string, string>;
    for (const [source, key] of Object.entries(sources)) {
      const chunk = manifest[key];
      if (chunk && !manifest[source]) manifest[source] = chunk;
    }
  } catch {
    // An older build without the list: the sources the manifest keys are found, the others not.
  }
  return manifest;
}
