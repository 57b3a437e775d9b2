// The server's render of the home's first screen (decision 024). Built by `vite build --config
// vite.ssr.config.ts` into apps/web/dist-ssr/ (outside the served dist); the server imports it at run
// time and writes `render`'s markup into `#root`, which the app then hydrates (main.tsx).
import { FALLBACK_LANGUAGE, type Language } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { App } from './app/app';
import { preloadPage } from './app/route-frame';
import { splitRoute } from './app/route-loaders';
import type { RouterFrame } from './app/router';
import { routes } from './app/routes/index';
import { laterAreaOf, routes as allRoutes } from './app/routes/all';
import type { RouteDef } from './app/routes/route-def';
import type { SourcedLoader } from './app/build/lazy-sources';
import { requestModule } from './lib/request/client';
import type { BootData } from './app/tenant/boot-data';
import { seedHomeQueries } from './features/catalogue/home/home-first-page';
import { collectionQueryOptions, type CollectionDetail } from './features/catalogue/api/first-queries';
import { CATALOGUE_PATHS, idParam } from './features/catalogue/paths';
import { createI18n, loadTexts, textLanguages, type I18n, type Resources } from './lib/i18n';
import { createQueryClient } from './lib/query/query-client';
import {
  configEnableQueryOptions,
  internationalQueryOptions,
  menuQueryOptions,
  tenantInfoQueryOptions,
  themeQueryOptions,
} from './lib/tenant/tenant-calls';
import { useTenant } from './lib/tenant/tenant-store';
import { themeVariables, toTheme } from './lib/theme';
import { ROOT_PATH } from './lib/navigation';

/**
 * What the server writes: the markup of `#root`, the attributes `<html>` gets (the theme, as applyTheme
 * sets them) and the page's title (as the route frame sets it).
 */
export interface RenderedFirstScreen {
  html: string;
  htmlAttributes: Record<string, string>;
  title: string;
}

/** Links as HashRouter writes them (`#/path`): the markup is what the app hydrates. */
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The router of the server's render: fixed at the route it renders (the home, or a screen below). */
function fixedRouter(location: string) {
  return function FixedRouter({ children }: { children: ReactNode }) {
    return (
      <Router location={location} navigator={hashNavigator} static>
        {children}
      </Router>
    );
  };
}
const HomeRouter = fixedRouter(ROOT_PATH);

const homeDef = routes.find((r) => r.path === ROOT_PATH);
let homeReady: Promise<void> | null = null;

/**
 * The routes whose first screen the server also writes into the page, in an inert template, for the route
 * gate to show when the address names them (decision 032): the market, whose first screen is the home's own
 * data (the category tree and the first page of drops, the same query). Only at the bare path (no query).
 */
export const screenPaths: readonly string[] = [CATALOGUE_PATHS.market];
/**
 * The routes whose first screen the route gate asks the server for (`GET /first-screen`, decision 032): their
 * data depends on the address's query, which only the browser sees: a collection's public first screen. Its
 * page renders here without a browser: nothing in its render may read `window` (an error there shows the
 * page's skeleton instead, silently: renderToString reports nothing), and the gate holds the app's boot
 * until the screen's image has loaded (decision 032).
 */
export const fetchedScreenPaths: readonly string[] = [CATALOGUE_PATHS.collection];

/** What a fetched screen shows beyond the boot data: the collection of the address (its public part). */
export interface ScreenData {
  collection?: CollectionDetail | null;
}
const screenReady = new Map<string, Promise<void>>();

/**
 * A route's page chunk and its texts in `lang`, loaded once; the texts' promise is then marked fulfilled the
 * way React's `use` reads it, so that the synchronous render finds them instead of suspending.
 */
function loadScreen(def: RouteDef, lang: Language, i18n: I18n): Promise<void> {
  const key = `${def.path}:${lang}`;
  let pending = screenReady.get(key);
  if (!pending) {
    pending = (async () => {
      await preloadPage(def);
      // The page's texts go into this language's instance (the render's), as `load` puts them into the app's.
      const loaders = (def.texts as { loaders?: Partial<Record<Language, () => Promise<{ default: Resources }>>> } | undefined)
        ?.loaders;
      for (const l of textLanguages(lang)) {
        const loader = loaders?.[l];
        if (loader) i18n.addResources(l, (await loader()).default, true);
      }
      if (def.texts) {
        const texts = def.texts(lang) as Promise<void> & { status?: string; value?: unknown };
        await texts;
        texts.status = 'fulfilled';
        texts.value = undefined;
      }
    })();
    pending.catch(() => screenReady.delete(key));
    screenReady.set(key, pending);
  }
  return pending;
}
const texts = new Map<Language, Promise<I18n>>();

/** One texts instance per language, made once: the app's own texts, as the browser loads them. */
function textsOf(lang: Language): Promise<I18n> {
  let pending = texts.get(lang);
  if (!pending) {
    pending = (async () => {
      const i18n = createI18n({ lng: lang, fallbackLng: FALLBACK_LANGUAGE });
      for (const l of textLanguages(lang)) i18n.addResources(l, await loadTexts(l), true);
      await i18n.changeLanguage(lang);
      return i18n;
    })();
    pending.catch(() => texts.delete(lang));
    texts.set(lang, pending);
  }
  return pending;
}

function htmlAttributesOf(boot: BootData): Record<string, string> {
  const theme = toTheme(boot.theme, boot.menu.menuColorVO);
  const style = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .concat(`color-scheme:${theme.mode}`)
    .join(';');
  const attrs: Record<string, string> = { style, 'data-theme': theme.mode };
  if (theme.mode === 'dark') attrs['data-prefers-color-scheme'] = 'dark';
  if (theme.grayMode) attrs.class = 'curio-gray';
  return attrs;
}

/**
 * The home's first screen for an open tenant's boot data: the same components the app renders at `/`
 * (header, search entry, the first banner standing still, the content's placeholder, the tab bar), fed
 * from the same query cache the app seeds from the page. Null when there is no home to render.
 */
export async function render(boot: BootData): Promise<RenderedFirstScreen | null> {
  if (!boot.home || boot.info.enable !== 1 || !homeDef) return null;
  homeReady ??= preloadPage(homeDef);
  const [i18n] = await Promise.all([textsOf(boot.language), homeReady]);
  return renderAt(boot, i18n, homeDef, HomeRouter);
}

/**
 * The first screen of a route of `screenPaths` or `fetchedScreenPaths` (decision 032; `route` is the path
 * with its query) from the same boot data and `data`, with the route's page and texts as the browser renders
 * them: the markup the page shows until the app has rendered the route. Null for another route, when there is
 * no open tenant, or no data for it (a collection that is not `data.collection`).
 */
export async function renderScreen(route: string, boot: BootData, data: ScreenData = {}): Promise<RenderedFirstScreen | null> {
  const { path, query } = splitRoute(route);
  const def = [...screenPaths, ...fetchedScreenPaths].includes(path) ? routes.find((r) => r.path === path) : undefined;
  if (!def || !boot.home || boot.info.enable !== 1) return null;
  let seed: ((queryClient: QueryClient) => void) | undefined;
  if (path === CATALOGUE_PATHS.collection) {
    const id = idParam(query.id);
    const collection = data.collection;
    if (id === null || !collection || collection.id !== id) return null;
    seed = (queryClient) => queryClient.setQueryData(collectionQueryOptions(id, boot.language).queryKey, collection);
  }
  const i18n = await textsOf(boot.language);
  await loadScreen(def, boot.language, i18n);
  return renderAt(boot, i18n, def, fixedRouter(route), seed);
}

/**
 * Loads what the fetched screens render with in `lang` (their page chunks and texts), so that the first
 * `GET /first-screen` after a start renders at once: the gate is waiting on it.
 */
export async function prepareScreens(lang: Language): Promise<void> {
  const i18n = await textsOf(lang);
  await Promise.all(
    fetchedScreenPaths.map((path) => {
      const def = routes.find((r) => r.path === path);
      return def ? loadScreen(def, lang, i18n) : undefined;
    }),
  );
}

function renderAt(
  boot: BootData,
  i18n: I18n,
  def: RouteDef,
  Router: RouterFrame,
  seed?: (queryClient: QueryClient) => void,
): RenderedFirstScreen {
  // From here to the end the render is synchronous: the tenant store (one per process) holds this
  // tenant only while its markup is made.
  const queryClient = createQueryClient();
  queryClient.setQueryData(tenantInfoQueryOptions().queryKey, boot.info);
  queryClient.setQueryData(themeQueryOptions().queryKey, boot.theme);
  queryClient.setQueryData(internationalQueryOptions().queryKey, boot.international);
  queryClient.setQueryData(menuQueryOptions(boot.language).queryKey, boot.menu);
  queryClient.setQueryData(configEnableQueryOptions().queryKey, boot.configEnable);
  if (boot.home) seedHomeQueries(queryClient, boot.language, boot.home);
  seed?.(queryClient);
  const store = useTenant.getState();
  store.set({
    status: 'open',
    info: boot.info,
    theme: toTheme(boot.theme, boot.menu.menuColorVO),
    menu: boot.menu,
    configEnable: boot.configEnable,
    international: boot.international,
  });
  // A page for signed-in users renders its public first screen: no user is signed in on the server, so its
  // route's login guard is off for this synchronous render (the browser's app signs in or goes to login).
  const auth = def.auth;
  def.auth = false;
  try {
    const html = renderToString(<App queryClient={queryClient} i18n={i18n} Router={Router} />);
    const title = [def.title ? i18n.t(def.title) : '', boot.info.platformName].filter(Boolean).join(' · ');
    return { html, htmlAttributes: htmlAttributesOf(boot), title };
  } finally {
    def.auth = auth;
    store.set({ status: 'loading', info: null, menu: null, configEnable: [], international: null });
    queryClient.clear();
  }
}

/** A route of the table and the source modules (the browser manifest's keys) it loads first. */
export interface RouteSources {
  path: string;
  /**
   * Its area's route list (decision 073), the request client (every page but the home calls at once), the
   * page's module, then its texts in each language a page in `lang` loads.
   */
  sources: string[];
}

/**
 * For each route: its page's module and its texts' modules for a page in `lang` (and English's beside a
 * partial language), as this build's lazy imports name them (app/build/lazy-sources.ts). The server turns
 * them into the built files a link to the route needs and writes them into the page for the route gate
 * (decision 029). A route whose loaders carry no source (a build without the tagging) lists none.
 */
export function routeSources(lang: Language): RouteSources[] {
  return allRoutes.map((def) => {
    // A page of an area whose list loads with it (decision 073): that list's module first.
    const list = (laterAreaOf(def.path)?.module as SourcedLoader | undefined)?.source;
    const page = (def.page as SourcedLoader).source;
    // A page made of several features' parts lists their texts' loaders too (`also`).
    type Loaders = Partial<Record<Language, SourcedLoader>>;
    const declared = def.texts as { loaders?: Loaders; also?: Loaders[] } | undefined;
    const sets = [declared?.loaders, ...(declared?.also ?? [])];
    const texts = sets.flatMap((loaders) => textLanguages(lang).map((l) => loaders?.[l]?.source));
    // The request client early: the page's first call needs it, and so does keeping a DID link's session
    // (its encrypted storage comes with it), which at the end of forty files came after the page had shown.
    const client = (requestModule as SourcedLoader).source;
    return { path: def.path, sources: [list, client, page, ...texts].filter((s): s is string => !!s) };
  });
}
