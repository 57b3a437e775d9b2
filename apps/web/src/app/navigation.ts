/**
 * Navigation from outside React (the request layer's reactions to 2062000, 9999, 2060025).
 * Before the router exists, a navigation just sets the hash the router will start on.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  if (navigateImpl) navigateImpl(to, opts);
  else window.location.hash = `#${to}`;
}

/** The current hash route with its query, e.g. `/pages/detail/collection?id=1`. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

export const LOGIN_PATH = '/pages/login/index';

export function loginUrl(reUrl: string = currentRoute()): string {
  return `${LOGIN_PATH}?reUrl=${encodeURIComponent(reUrl)}`;
}
