import type { ComponentType } from 'react';

/** Every page receives its query string as parameters (spec section 2). */
export interface PageProps {
  query: Record<string, string>;
}

export interface RouteDef {
  path: string;
  page: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Needs a signed-in user: without a token the app goes to login with `reUrl`. */
  auth?: boolean;
  /** The page supports pull-to-refresh (spec: "pull"). */
  pull?: boolean;
  /** Navigation bar: the default bar, a transparent one over the page, or none (pages with their own bar). */
  nav?: 'default' | 'transparent' | 'none';
  /** i18n key of the title. */
  title?: string;
  /** Maximum page width in px (default from the app: 750). */
  maxWidth?: number;
  /** Shown even when the platform is closed or missing. */
  system?: boolean;
}

/**
 * The one route table. It holds only pages that exist; each is its own lazy chunk.
 * Paths are the specification's (section 2).
 */
export const routes: RouteDef[] = [
  { path: '/', page: () => import('../features/home/pages/index-page'), pull: true, nav: 'none', title: 'nav.home' },
  { path: '/pages/index/index', page: () => import('../features/home/pages/index-page'), nav: 'none', title: 'nav.home' },
  {
    path: '/pages/account/index/index',
    page: () => import('../features/account/pages/mine-page'),
    auth: true,
    nav: 'none',
    title: 'nav.mine',
  },
  {
    path: '/pages/nonetenant/index',
    page: () => import('../features/system/pages/no-tenant-page'),
    nav: 'none',
    system: true,
    title: 'nav.noTenant',
  },
  {
    path: '/pages/nonetenant/closure',
    page: () => import('../features/system/pages/closure-page'),
    nav: 'none',
    system: true,
    title: 'nav.closure',
  },
  {
    path: '/pages/maintain/index',
    page: () => import('../features/system/pages/maintain-page'),
    nav: 'none',
    system: true,
    title: 'nav.maintain',
  },
];

export const notFoundRoute: RouteDef = {
  path: '*',
  page: () => import('../features/system/pages/not-found-page'),
  title: 'nav.notFound',
  system: true,
};

export const SYSTEM_PATHS = {
  noTenant: '/pages/nonetenant/index',
  closure: '/pages/nonetenant/closure',
  maintain: '/pages/maintain/index',
} as const;

export function findRoute(path: string): RouteDef | undefined {
  return routes.find((r) => r.path === path);
}
