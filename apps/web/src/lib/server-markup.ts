import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * True while React renders the server's markup (decision 024): in the server's render and in the browser's
 * hydration of it; false in any render of the browser's own, and right after the hydration.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}

/**
 * The `loading` of an image in the server's home (decision 029): lazy in the server's markup, so that a link
 * to another page, which hides that markup, fetches none of its images; eager (the default) in the browser's
 * renders. An eager image is asked for by the script that renders it, right away; a lazy one only once laid
 * out, and Lighthouse's model then counts it as asked for by the page itself, before the page's scripts.
 */
export function useServerLazy(): 'lazy' | undefined {
  return useServerMarkup() ? 'lazy' : undefined;
}

/** The class of the first screens the server writes beside the home (decision 032; plugins/first-screen-page.ts). */
const SCREEN_SELECTOR = '.curio-screen';

/**
 * The route whose first screen the server wrote and the route gate shows (`<html data-screen>`, decision
 * 032), or null: the app's root is hidden meanwhile, until the app's own page is in it.
 */
export function shownServerScreen(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-screen');
}

/**
 * The server's first screens go, and the app's root shows: the app's page has taken over (or never will).
 * `<html data-app>` tells the route gate that a screen still on its way must not be put in any more.
 */
export function releaseServerScreens(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-app', '');
  document.documentElement.removeAttribute('data-screen');
  for (const el of document.querySelectorAll(SCREEN_SELECTOR)) el.remove();
}

/**
 * A tap on one of the server home's buttons before the app took over (decision 088): the route gate kept its
 * target on the root (`curioTap`). Called once React listens on the root (hydrateRoot has run), it sends the tap
 * again: React hydrates at once the markup the tap lands on (a click on markup not yet hydrated) and runs its
 * handler. A tap whose target is gone (the app rendered over the markup) is dropped.
 */
export function replayEarlyTap(root: HTMLElement): void {
  const kept = root as HTMLElement & { curioTap?: Element };
  const tap = kept.curioTap;
  delete kept.curioTap;
  if (tap?.isConnected && root.contains(tap)) tap.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
