import type { ComponentType } from 'react';
import type { PageProps } from './page';
import type { RouteDef } from './routes/route-def';

/** Pages whose chunk is already in (preloadPage): the route frame renders them as they are, without suspending. */
const loadedPages = new Map<RouteDef['page'], ComponentType<PageProps>>();

/**
 * Loads a page's chunk before the first render, so that it renders at once: the server-rendered home is
 * hydrated with its page in place (decision 024), and the server renders it the same way; the route loader
 * starts every route's chunk this way, so that a page whose chunk is in by its first render does not suspend
 * once and wait out React's reveal throttle (300 ms) behind its loading view.
 */
export async function preloadPage(def: RouteDef): Promise<void> {
  const { default: page } = await def.page();
  loadedPages.set(def.page, page);
}

/** The page of `def` if its chunk is in. */
export const loadedPage = (def: RouteDef): ComponentType<PageProps> | undefined => loadedPages.get(def.page);
