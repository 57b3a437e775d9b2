import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { HashRouter, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { RouteFrame } from './route-frame';
import { loadRoutesOnIntent } from './route-loaders';
import { notFoundRoute, routes } from './routes/index';

// Declarative mode of react-router (decision 019): every page is a lazy component inside RouteFrame and no
// route has a loader or action, so the data router (createHashRouter + RouterProvider, about 18 KB gzipped
// more) would carry code the app never runs. HashRouter renders navigations in a transition, like
// RouterProvider.
const routeObjects: RouteObject[] = [
  ...routes.map((def) => ({ path: def.path, element: <RouteFrame def={def} /> })),
  { path: '*', element: <RouteFrame def={notFoundRoute} /> },
];

function AppRoutes() {
  return useRoutes(routeObjects);
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
      <NavigatorBridge />
      <RouteIntent />
      <AppRoutes />
    </Router>
  );
}
