import { useEffect, type ReactNode } from 'react';
import { createPath, HashRouter, Router, useNavigate, useRoutes, type Navigator, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { RouteFrame } from './route-frame';
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

/**
 * The server's render of one hash route (decision 024): a router fixed at `location` whose links are
 * written as HashRouter writes them (`#/path`), so the markup is what the app hydrates.
 */
function HashLocationRouter({ location, children }: { location: string; children: ReactNode }) {
  const navigator: Navigator = {
    createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
    go: () => undefined,
    push: () => undefined,
    replace: () => undefined,
  };
  return (
    <Router location={location} navigator={navigator} static>
      {children}
    </Router>
  );
}

/** The app's routes in the hash router; with `location`, fixed there (the server's render). */
export function AppRouter({ location }: { location?: string }) {
  const content = (
    <>
      <NavigatorBridge />
      <AppRoutes />
    </>
  );
  return location === undefined ? (
    <HashRouter>{content}</HashRouter>
  ) : (
    <HashLocationRouter location={location}>{content}</HashLocationRouter>
  );
}
