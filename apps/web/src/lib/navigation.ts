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

/** The home shell: where the app lands (spec section 2), also at the root. */
export const HOME_PATH = '/pages/index/index';
export const ROOT_PATH = '/';
/** The links that open the home shell. */
export const HOME_LINKS: ReadonlySet<string> = new Set([ROOT_PATH, HOME_PATH]);
