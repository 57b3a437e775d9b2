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
