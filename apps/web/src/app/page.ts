import { createContext, useContext } from 'react';

/** Every page receives its query string as parameters (spec section 2). */
export interface PageProps {
  query: Record<string, string>;
}

/**
 * "Is this route built?", given to pages by the route frame: a page (the mine page's menu) shows a link
 * only when its route exists, without importing the route table (which lazily imports every page).
 */
export const HasRouteContext = createContext<(path: string) => boolean>(() => false);

export const useHasRoute = () => useContext(HasRouteContext);
