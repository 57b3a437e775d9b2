import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The route a hash names (`#/pages/x?id=1` → `/pages/x?id=1`; empty → `/`). */
export const routeOfHash = (hash: string): string => (hash.startsWith('#') ? hash.slice(1) : hash) || '/';

/**
 * Catches the hash router up with a hash change it missed. HashRouter reads the address when it first renders
 * and listens for changes only from its commit; the app's first render runs in a transition, in slices that
 * yield to the browser (main.tsx), so on a busy machine a navigation in between (a link's hash set by a parent
 * frame, a test's `goto`) changed the address and never the route: the page stayed on the route it started
 * with. Once mounted (after the router's listener is on), the route follows the address, replacing the entry.
 */
export function HashCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const shown = `${location.pathname}${location.search}`;
    const addressed = routeOfHash(window.location.hash);
    if (addressed !== shown) void navigate(addressed, { replace: true });
    // Once (no dependencies): after the first commit the router's own listener sees every change.
  }, []);
  return null;
}
