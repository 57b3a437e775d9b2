import { Button, Result } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { ConsoleLayout, PageLoading } from '../components/console-layout';
import { shellTexts } from '../components/shell-texts';
import { joinMenu, type ConsoleArea, type ConsoleRoute } from '../lib/area';
import { useTexts } from '../lib/i18n';
import { hasRole, useOperator } from '../lib/session';
import { AREAS } from './areas';

export const CONSOLE_BASE = '/console';
/** Where the shell starts after a sign-in. */
export const HOME_PATH = '/dashboard';

function Page({ route }: { route: ConsoleRoute }) {
  const { data: operator } = useOperator();
  const t = useTexts(shellTexts);
  const Component = route.page as ComponentType;
  if (route.frame !== 'bare' && !hasRole(operator, route.roles)) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={t('forbidden')}
        extra={<Button href={`${CONSOLE_BASE}${HOME_PATH}`}>{t('backHome')}</Button>}
      />
    );
  }
  return <Component />;
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
  return <ConsoleLayout operator={operator} menu={joinMenu(areas.flatMap((a) => a.menu))} />;
}

function NotFound() {
  const t = useTexts(shellTexts);
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound')}
      extra={<Button href={`${CONSOLE_BASE}${HOME_PATH}`}>{t('backHome')}</Button>}
    />
  );
}

export function consoleRoutes(areas: ConsoleArea[] = AREAS): RouteObject[] {
  const all = areas.flatMap((a) => a.routes);
  const toRoute = (r: ConsoleRoute): RouteObject => ({ path: r.path, element: <Page route={r} /> });
  return [
    {
      element: (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ),
      children: [
        ...all.filter((r) => r.frame === 'bare').map(toRoute),
        {
          element: <Shell areas={areas} />,
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...all.filter((r) => r.frame !== 'bare').map(toRoute),
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
