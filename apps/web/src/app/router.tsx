import { useQueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { HashRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { HashCatchUp } from './hash-catch-up';
import { ChunkBoundary } from '../components/shell/chunk-boundary';
import { PageLoading, RouteFrame } from './route-frame';
import { loadRoutesOnIntent } from './route-loaders';
import { findRoute, laterAreas, loadRoute, notFoundRoute, routes } from './routes/index';

// Declarative mode of react-router (decision 019): every page is a lazy component inside RouteFrame and no
// route has a loader or action, so the data router (createHashRouter + RouterProvider, about 18 KB gzipped
// more) would carry code the app never runs. HashRouter renders navigations in a transition, like
// RouterProvider.
const routeObjects: RouteObject[] = [
  ...routes.map((def) => ({ path: def.path, element: <RouteFrame def={def} /> })),
  ...laterAreas.flatMap((area) =>
    area.paths.map((path) => ({
      path,
      element: (
        <ChunkBoundary>
          <Suspense fallback={<PageLoading />}>
            <LaterRoute path={path} />
          </Suspense>
        </ChunkBoundary>
      ),
    })),
  ),
  { path: '*', element: <RouteFrame def={notFoundRoute} /> },
];

/** A route of an area whose list loads with its first page (decision 073): its frame once the list is in. */
function LaterRoute({ path }: { path: string }) {
  const def = findRoute(path) ?? use(loadRoute(path));
  return <RouteFrame def={def ?? notFoundRoute} />;
}

/** A path as react-router matches a static pattern: any case, any trailing slashes. */
const routeKey = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/** Each route alone, by its key: every path of the table is static, but for the not-found `*`. */
const routeByKey = new Map(routeObjects.filter((r) => r.path !== '*').map((r) => [routeKey(r.path!), [r]]));

/**
 * The routes useRoutes is given for a path: the one route of that path when there is one, else the whole
 * table. useRoutes flattens, ranks and compiles a pattern of every route it is given each time it matches
 * (over a hundred regular expressions on the first screen's render, about 10 ms of the main thread on a
 * phone), and every route here is a static path: found by a lookup, matched by react-router itself (its
 * params, its context) among one. A path written otherwise (escaped, unknown) goes through the whole table.
 */
export function routesFor(pathname: string): RouteObject[] {
  return routeByKey.get(routeKey(pathname)) ?? routeObjects;
}

function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}

/** Navigation from outside React (lib/navigation) goes through the router's navigate. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, opts) => void navigate(to, { replace: opts?.replace ?? false }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** A link's route (chunk, texts, first query) starts loading when the user reaches for it. */
function RouteIntent() {
  const queryClient = useQueryClient();
  useEffect(() => loadRoutesOnIntent(queryClient), [queryClient]);
  return null;
}

/** Where the routes live: the hash router in the browser; the server's render gives its own (decision 024). */
export type RouterFrame = ComponentType<{ children: ReactNode }>;

export function AppRouter({ Router = HashRouter }: { Router?: RouterFrame }) {
  return (
    <Router>
      {/* The browser's hash router only: a hash change before it listened (hash-catch-up.tsx). */}
      {Router === HashRouter ? <HashCatchUp /> : null}
      <NavigatorBridge />
      <RouteIntent />
      <AppRoutes />
    </Router>
  );
}
