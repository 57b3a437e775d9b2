// The server's render of the home's first screen (decision 024). Built by `vite build --config
// vite.ssr.config.ts` into apps/web/dist-ssr/ (outside the served dist); the server imports it at run
// time and writes `render`'s markup into `#root`, which the app then hydrates (main.tsx).
import { FALLBACK_LANGUAGE, type Language } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { App } from './app/app';
import { preloadPage } from './app/route-frame';
import { routes } from './app/routes/index';
import type { SourcedLoader } from './app/build/lazy-sources';
import type { BootData } from './app/tenant/boot-data';
import { seedHomeQueries } from './features/catalogue/home/home-first-page';
import { createI18n, loadTexts, textLanguages, type I18n } from './lib/i18n';
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

/** The router of the server's render: fixed at the home (`/`), the only route the server sees. */
function HomeRouter({ children }: { children: ReactNode }) {
  return (
    <Router location={ROOT_PATH} navigator={hashNavigator} static>
      {children}
    </Router>
  );
}

const homeDef = routes.find((r) => r.path === ROOT_PATH);
let homeReady: Promise<void> | null = null;
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

  // From here to the end the render is synchronous: the tenant store (one per process) holds this
  // tenant only while its markup is made.
  const queryClient = createQueryClient();
  queryClient.setQueryData(tenantInfoQueryOptions().queryKey, boot.info);
  queryClient.setQueryData(themeQueryOptions().queryKey, boot.theme);
  queryClient.setQueryData(internationalQueryOptions().queryKey, boot.international);
  queryClient.setQueryData(menuQueryOptions(boot.language).queryKey, boot.menu);
  queryClient.setQueryData(configEnableQueryOptions().queryKey, boot.configEnable);
  seedHomeQueries(queryClient, boot.language, boot.home);
  const store = useTenant.getState();
  store.set({
    status: 'open',
    info: boot.info,
    theme: toTheme(boot.theme, boot.menu.menuColorVO),
    menu: boot.menu,
    configEnable: boot.configEnable,
    international: boot.international,
  });
  try {
    const html = renderToString(<App queryClient={queryClient} i18n={i18n} Router={HomeRouter} />);
    const title = [homeDef.title ? i18n.t(homeDef.title) : '', boot.info.platformName].filter(Boolean).join(' · ');
    return { html, htmlAttributes: htmlAttributesOf(boot), title };
  } finally {
    store.set({ status: 'loading', info: null, menu: null, configEnable: [], international: null });
    queryClient.clear();
  }
}

/** A route of the table and the source modules (the browser manifest's keys) it loads first. */
export interface RouteSources {
  path: string;
  /** The page's module, then its texts in each language a page in `lang` loads. */
  sources: string[];
}

/**
 * For each route: its page's module and its texts' modules for a page in `lang` (and English's beside a
 * partial language), as this build's lazy imports name them (app/build/lazy-sources.ts). The server turns
 * them into the built files a link to the route needs and writes them into the page for the route gate
 * (decision 029). A route whose loaders carry no source (a build without the tagging) lists none.
 */
export function routeSources(lang: Language): RouteSources[] {
  return routes.map((def) => {
    const page = (def.page as SourcedLoader).source;
    const loaders = (def.texts as { loaders?: Partial<Record<Language, SourcedLoader>> } | undefined)?.loaders;
    const texts = textLanguages(lang).map((l) => loaders?.[l]?.source);
    return { path: def.path, sources: [page, ...texts].filter((s): s is string => !!s) };
  });
}
