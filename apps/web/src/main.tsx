import { COOPERATION_CHANNEL_DID } from '@curio/contract/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRequestClient } from './app/request-env';
import { loadRequestClient } from './lib/request/index';
import { bootLanguage, splitRoute, startRouteChunk, startRouteLoad } from './app/route-loaders';
import { createQueryClient } from './lib/query/query-client';
import { routes, SYSTEM_PATHS } from './app/routes/index';
import { preloadPage } from './app/route-frame';
import { bootstrapTenant } from './app/tenant/bootstrap';
import { readBootData } from './app/tenant/boot-data';
import { seedHomeQueries } from './features/catalogue/home/home-first-page';
import { ROOT_PATH } from './lib/navigation';
import { releaseServerScreens, replayEarlyTap, shownServerScreen } from './lib/server-markup';
import { useTenant } from './lib/tenant/tenant-store';
import { hydrateSession, useSession } from './lib/session';
import './app/global.css';

/** The route the server renders into the page (decision 024): the home at `/`, without a query. */
const isServerRenderedRoute = () => window.location.hash === '' || window.location.hash === `#${ROOT_PATH}`;

async function boot(): Promise<void> {
  // The first screen's data the server wrote into the page (decision 024); null boots by asking.
  const bootData = readBootData();
  // The page's chunk and texts travel while the boot reads the session.
  startRouteChunk(window.location.hash, bootLanguage(null));
  // Spec section 2: a DID deep link brings a token. Its parser loads only for a link that carries one.
  const deepLink = /[?&#]token=/.test(window.location.href) ? import('./lib/deep-link') : null;
  const root = document.getElementById('root')!;
  const homeDef = routes.find((r) => r.path === ROOT_PATH);
  // The home's chunk starts at once when the page carries the home's first screen (it is hydrated with it).
  const homeChunk =
    bootData?.home && homeDef && isServerRenderedRoute()
      ? preloadPage(homeDef).then(
          () => true,
          () => false,
        )
      : null;
  // The boot's first task ends here (decision 087): the modules' evaluation and the route's files started,
  // the browser may paint or answer a tap before the rest of the boot (together, one long task).
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  // The device id (spec section 6) is read by the request client with its first call (decision 073, amended).
  await hydrateSession();
  connectRequestClient();
  // The request client's code (decision 073) loads now wherever a call comes soon: a page other than the
  // server's home (its first query), a boot without the page's data, a stored token (the user loads after
  // the first paint). The server's home of a signed-out visitor asks nothing until they act.
  if (!bootData?.home || !isServerRenderedRoute() || useSession.getState().token) loadRequestClient().catch(() => undefined);

  // A DID deep link's token: store it, mark the channel, strip it from the URL.
  const link = deepLink ? (await deepLink).parseDeepLink(window.location.href) : null;
  if (link?.token && link.replaceWith) {
    useSession.getState().setToken(link.token);
    useSession.getState().setCooperationChannel(COOPERATION_CHANNEL_DID);
    window.history.replaceState(null, '', link.replaceWith);
  }

  const queryClient = createQueryClient();
  // The home's first data from the page goes into the cache before anything can ask for it (keyed by the
  // page's language: unused if the app boots in another), then the current route's chunk, texts and
  // first query start while the tenant boots (its queries wait until the tenant is open).
  if (bootData?.home) seedHomeQueries(queryClient, bootData.language, bootData.home);
  startRouteLoad(window.location.hash, queryClient, bootLanguage(useSession.getState().language));
  const language = await bootstrapTenant(queryClient, useSession.getState().language, bootData);

  const status = useTenant.getState().status;
  const start: Record<string, string | undefined> = {
    'no-tenant': SYSTEM_PATHS.noTenant,
    closed: SYSTEM_PATHS.closure,
    maintenance: SYSTEM_PATHS.maintain,
  };
  const target = start[status];
  if (target) window.history.replaceState(null, '', `${window.location.pathname}#${target}`);

  // The server's markup of the home is hydrated when it is what this render shows: the home route, the
  // tenant open, in the language the server wrote it in. Otherwise the app renders over it.
  const serverMarkup = root.hasAttribute('data-ssr');
  const hydrate =
    serverMarkup &&
    status === 'open' &&
    bootData?.language === language &&
    isServerRenderedRoute() &&
    homeChunk !== null &&
    (await homeChunk);
  // In a transition, as the render below: React hydrates the server's markup in slices that yield to the
  // browser, instead of one long task (a default-priority hydration is not sliced).
  if (hydrate) startTransition(() => void hydrateRoot(root, <App queryClient={queryClient} />));
  else {
    // A first screen the server wrote for this route (decision 032) stays until the app's page replaces it
    // (route-frame.tsx), which then renders whole at once: its chunk, texts and first data are in before the
    // render. It goes now when the app renders something else (another language, a closed tenant, another
    // route by now, login).
    const screen = shownServerScreen();
    const screenDef = screen !== null ? routes.find((r) => r.path === screen) : undefined;
    const { path, query } = splitRoute(window.location.hash);
    if (
      screenDef &&
      status === 'open' &&
      bootData?.language === language &&
      path === screen &&
      (!screenDef.auth || useSession.getState().token)
    )
      await Promise.all([
        preloadPage(screenDef),
        screenDef.texts?.(language),
        screenDef.data?.({ queryClient, lang: language, query }),
      ]).catch(() => undefined);
    else releaseServerScreens();
    // Another page, or the home in another language: the server's home goes before the app paints
    // (hidden already on a link to another page, decision 024), so it never shows between the two.
    if (serverMarkup) root.replaceChildren();
    // In a transition, so React renders the page in slices that yield to the browser: with the route's
    // chunk, texts and data all in at once (decision 029) the page's first render is one long task otherwise.
    const app = createRoot(root);
    startTransition(() => app.render(<App queryClient={queryClient} />));
  }
  root.removeAttribute('data-ssr');
  // A tap on the server home's buttons while the app was on its way (decision 088).
  if (hydrate) replayEarlyTap(root);

  // After the first paint: load the user of a stored (or deep-linked) token — user info, then profile.
  if (status === 'open' && useSession.getState().token)
    void useSession
      .getState()
      .loadUser()
      .catch(() => undefined);
}

void boot();
