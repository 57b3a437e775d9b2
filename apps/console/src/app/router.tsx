import { Button, Result } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { ConsoleLayout, PageLoading } from '../components/console-layout';
import { shellTexts } from '../components/shell-texts';
import { joinMenu, worksOn, type ConsoleArea, type ConsoleHost, type ConsoleRoute } from '../lib/area';
import { useTexts } from '../lib/i18n';
import { hasRole, useOperator, type ConsoleOperator } from '../lib/session';
import { AREAS } from './areas';

export const CONSOLE_BASE = '/console';
/** Where the shell starts on a tenant's host (its dashboard). */
export const HOME_PATH = '/dashboard';
/** Where it starts on the platform host, which has no tenant: the tenants. */
export const PLATFORM_HOME_PATH = '/tenants';

/** The console's host is the platform's (no tenant resolved). */
const onPlatformHost = (operator: ConsoleOperator | null | undefined) => operator?.hostTenantId === null;

function homeOf(operator: ConsoleOperator | null | undefined) {
  return onPlatformHost(operator) ? PLATFORM_HOME_PATH : HOME_PATH;
}

function BackHome() {
  const { data: operator } = useOperator();
  const t = useTexts(shellTexts);
  return (
    <Button href={`${CONSOLE_BASE}${homeOf(operator)}`}>{onPlatformHost(operator) ? t('backTenants') : t('backHome')}</Button>
  );
}

function Page({ route, host }: { route: ConsoleRoute; host: ConsoleHost | undefined }) {
  const { data: operator } = useOperator();
  const t = useTexts(shellTexts);
  const Component = route.page as ComponentType;
  if (route.frame === 'bare') return <Component />;
  if (!worksOn(host, onPlatformHost(operator))) {
    // The page's calls would all be refused on this host: say where it works instead.
    return (
      <Result
        status="info"
        title={onPlatformHost(operator) ? t('tenantHostOnly') : t('platformHostOnly')}
        subTitle={onPlatformHost(operator) ? t('tenantHostOnlyHint') : t('platformHostOnlyHint')}
        extra={<BackHome />}
      />
    );
  }
  if (!hasRole(operator, route.roles)) {
    return <Result status="403" title="403" subTitle={t('forbidden')} extra={<BackHome />} />;
  }
  return <Component />;
}

/** The console's root: the dashboard on a tenant's host, the tenants on the platform host. */
function Home() {
  const { data: operator } = useOperator();
  return <Navigate to={homeOf(operator)} replace />;
}

/** The shell for a signed-in operator; a signed-out visitor goes to /login?next=<where they were going>. */
function Shell({ areas }: { areas: ConsoleArea[] }) {
  const { data: operator, isPending, isError, refetch } = useOperator();
  const location = useLocation();
  const t = useTexts(shellTexts);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (!operator) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  // The menu offers only what works on this host (the platform host has no tenant to act on).
  const here = areas.filter((a) => worksOn(a.host, onPlatformHost(operator)));
  return <ConsoleLayout operator={operator} menu={joinMenu(here.flatMap((a) => a.menu))} />;
}

function NotFound() {
  const t = useTexts(shellTexts);
  return <Result status="404" title="404" subTitle={t('notFound')} extra={<BackHome />} />;
}

export function consoleRoutes(areas: ConsoleArea[] = AREAS): RouteObject[] {
  const all = areas.flatMap((a) => a.routes.map((route) => ({ route, host: a.host })));
  const toRoute = ({ route, host }: { route: ConsoleRoute; host: ConsoleHost | undefined }): RouteObject => ({
    path: route.path,
    element: <Page route={route} host={host} />,
  });
  return [
    {
      element: (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ),
      children: [
        ...all.filter((r) => r.route.frame === 'bare').map(toRoute),
        {
          element: <Shell areas={areas} />,
          children: [
            { index: true, element: <Home /> },
            ...all.filter((r) => r.route.frame !== 'bare').map(toRoute),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes(), { basename: CONSOLE_BASE });
}
