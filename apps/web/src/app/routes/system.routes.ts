import type { RouteDef } from './route-def';

/** The system pages (spec section 2): no tenant, closure, maintenance. They belong to the app, not to a feature. */
export const SYSTEM_PATHS = {
  noTenant: '/pages/nonetenant/index',
  closure: '/pages/nonetenant/closure',
  maintain: '/pages/maintain/index',
} as const;

export const systemRoutes: RouteDef[] = [
  {
    path: SYSTEM_PATHS.noTenant,
    page: () => import('./system/no-tenant-page'),
    nav: 'none',
    system: true,
    title: 'nav.noTenant',
  },
  { path: SYSTEM_PATHS.closure, page: () => import('./system/closure-page'), nav: 'none', system: true, title: 'nav.closure' },
  { path: SYSTEM_PATHS.maintain, page: () => import('./system/maintain-page'), nav: 'none', system: true, title: 'nav.maintain' },
];

export const notFoundRoute: RouteDef = {
  path: '*',
  page: () => import('./system/not-found-page'),
  title: 'nav.notFound',
  system: true,
};
