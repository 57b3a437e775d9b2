import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  type ComponentType,
  type CSSProperties,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from '../lib/i18n';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChunkBoundary } from '../components/shell/chunk-boundary';
import { NavBar } from '../components/shell/nav-bar';
import { PrimaryButton, StatusView } from '../components/shell/status-view';
import { TabBar } from '../components/shell/tab-bar';
import { WideOffer } from '../components/shell/wide-offer';
import { UTILITY_PATHS } from '../features/utility/route-paths';
import { useTenant } from '../lib/tenant/tenant-store';
import { useSession } from '../lib/session';
import { loginUrl } from '../features/identity/paths';
import { CATALOGUE_PATHS } from '../features/catalogue/paths';
import { HOME_LINKS } from '../lib/navigation';
import { HasRouteContext, type PageProps } from './page';
import { hasRoute, SYSTEM_PATHS, type RouteDef } from './routes/index';
import { startRouteLoad } from './route-loaders';
import { loadedPage } from './loaded-pages';
import { releaseServerScreens } from '../lib/server-markup';

const lazyPages = new Map<RouteDef['page'], LazyExoticComponent<ComponentType<PageProps>>>();
// Pages whose chunk is already in render as they are (loaded-pages.ts).
export { preloadPage } from './loaded-pages';

function pageOf(def: RouteDef) {
  // A page once rendered lazily stays the lazy one (another component type would mount it anew).
  const known = lazyPages.get(def.page);
  if (known) return known;
  const loaded = loadedPage(def);
  if (loaded) return loaded;
  const page = lazy(def.page);
  lazyPages.set(def.page, page);
  return page;
}

/**
 * Rendered beside a page, inside its Suspense boundary: when the page itself (not its loading view) is
 * committed, the first screen the server wrote for it (decision 032) goes in the same frame, before paint.
 */
export function ServerScreenDone() {
  useLayoutEffect(releaseServerScreens, []);
  return null;
}

export function PageLoading() {
  return (
    <div className="curio-page-loading" aria-busy="true">
      <span className="curio-spinner" />
    </div>
  );
}

/** Wraps every page: tenant state, login guard, title, navigation bar, tab bar, lazy loading. */
export function RouteFrame({ def }: { def: RouteDef }) {
  const location = useLocation();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const status = useTenant((s) => s.status);
  const platformName = useTenant((s) => s.info?.platformName);
  const menu = useTenant((s) => s.menu);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const queryClient = useQueryClient();
  // The route loader for a navigation no link announced (back, forward, navigateTo): the page's texts and
  // first query start with its chunk, during this render (as TanStack's usePrefetchQuery does), not after
  // the page has rendered and suspended. Idempotent: what is loaded or in flight is not asked again.
  useMemo(
    () => startRouteLoad(`${location.pathname}${location.search}`, queryClient),
    [location.pathname, location.search, queryClient],
  );
  const title = def.title ? t(def.title) : '';

  useEffect(() => {
    document.title = [title, platformName].filter(Boolean).join(' · ') || 'Curio';
  }, [title, platformName]);

  if (!def.system) {
    if (status === 'no-tenant') return <Navigate to={SYSTEM_PATHS.noTenant} replace />;
    if (status === 'closed') return <Navigate to={SYSTEM_PATHS.closure} replace />;
    if (status === 'maintenance') return <Navigate to={SYSTEM_PATHS.maintain} replace />;
    if (status === 'unreachable') {
      return (
        <div className="curio-page">
          <StatusView
            art="error"
            title={t('system.bootFailed')}
            action={<PrimaryButton onClick={() => window.location.reload()}>{t('app.retry')}</PrimaryButton>}
          />
        </div>
      );
    }
  }
  if (def.auth && !token) return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;

  const Page = pageOf(def);
  const isHome = HOME_LINKS.has(def.path);
  const tabbed = !def.system && (isHome || (menu?.menuSettingInfoList.some((m) => m.link === def.path) ?? false));
  const style = def.maxWidth ? ({ '--curio-max-width': `${def.maxWidth}px` } as CSSProperties) : undefined;
  return (
    <div className={`curio-page${tabbed ? ' curio-page--tabbed' : ''}`} style={style}>
      {def.nav === 'none' ? null : <NavBar title={title} transparent={def.nav === 'transparent'} />}
      <ChunkBoundary>
        <Suspense fallback={<PageLoading />}>
          <HasRouteContext.Provider value={hasRoute}>
            <Page query={query} />
          </HasRouteContext.Provider>
          <ServerScreenDone />
        </Suspense>
      </ChunkBoundary>
      {tabbed ? <TabBar hasRoute={hasRoute} marketPath={CATALOGUE_PATHS.market} /> : null}
      {def.system ? null : <WideOffer to={UTILITY_PATHS.presentation} label={t('system.presentationOffer')} />}
    </div>
  );
}
