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
    path: '/pages/home/index',
    page: () => import('../features/home/pages/index-page'),
    pull: true,
    nav: 'none',
    title: 'nav.home',
  },
  // Catalogue and browsing (issue 6). Lists are open to visitors; opening a collectible needs login.
  {
    path: '/pages/home/globalSreach/index',
    page: () => import('../features/search/pages/search-pages'),
    nav: 'none',
    title: 'nav.search',
  },
  {
    path: '/pages/home/globalSreach/lists',
    page: () => import('../features/search/pages/search-pages'),
    nav: 'none',
    title: 'nav.searchResults',
  },
  {
    path: '/pages/home/notice/list',
    page: () => import('../features/notice/pages/notice-pages'),
    pull: true,
    title: 'nav.noticeList',
  },
  {
    path: '/pages/home/notice/index',
    page: () => import('../features/notice/pages/notice-pages'),
    pull: true,
    title: 'nav.notice',
  },
  {
    path: '/pages/market/index',
    page: () => import('../features/market/pages/market-page'),
    pull: true,
    nav: 'none',
    title: 'nav.market',
  },
  {
    path: '/pages/series/index',
    page: () => import('../features/catalogue/pages/catalogue-pages'),
    pull: true,
    title: 'nav.seriesList',
  },
  {
    path: '/pages/detail/series',
    page: () => import('../features/catalogue/pages/catalogue-pages'),
    auth: true,
    pull: true,
    title: 'nav.series',
  },
  {
    path: '/pages/detail/collection',
    page: () => import('../features/catalogue/pages/catalogue-pages'),
    auth: true,
    pull: true,
    title: 'nav.collection',
  },
  {
    path: '/pages/blindbox/index',
    page: () => import('../features/catalogue/pages/catalogue-pages'),
    title: 'nav.blindBoxList',
  },
  {
    path: '/pages/detail/blindbox',
    page: () => import('../features/catalogue/pages/catalogue-pages'),
    auth: true,
    pull: true,
    title: 'nav.blindBox',
  },
  {
    path: '/creativePages/index/index',
    page: () => import('../features/creator/pages/creator-pages'),
    title: 'nav.creator',
  },
  {
    path: '/creativePages/market/index',
    page: () => import('../features/creator/pages/creator-pages'),
    title: 'nav.creatorMarket',
  },
  {
    path: '/creativePages/index/lists',
    page: () => import('../features/creator/pages/creator-pages'),
    title: 'nav.creatorList',
  },
  {
    path: '/pages/account/index/index',
    page: () => import('../features/account/pages/mine-page'),
    auth: true,
    nav: 'none',
    title: 'nav.mine',
  },
  // Primary sale (issue 7): the cashier, orders, my home, my collectibles, opened boxes.
  {
    path: '/pages/iframe/index',
    page: () => import('../features/sale/pages/index'),
    auth: true,
    title: 'nav.cashier',
  },
  {
    path: '/pages/account/order/index',
    page: () => import('../features/sale/pages/index'),
    auth: true,
    pull: true,
    title: 'nav.orders',
  },
  {
    path: '/pages/account/order/detail',
    page: () => import('../features/sale/pages/index'),
    auth: true,
    title: 'nav.orderDetail',
  },
  {
    path: '/pages/account/home/index',
    page: () => import('../features/sale/pages/index'),
    auth: true,
    nav: 'transparent',
    title: 'nav.myHome',
  },
  {
    path: '/pages/account/detail/collection',
    page: () => import('../features/sale/pages/index'),
    auth: true,
    title: 'nav.collection',
  },
  {
    path: '/pages/account/openbox/index',
    page: () => import('../features/sale/pages/index'),
    auth: true,
    title: 'nav.openedBoxes',
  },
  // Login and register (spec section 2, Login).
  { path: '/pages/login/index', page: () => import('../features/auth/pages/login-page'), title: 'nav.login' },
  { path: '/pages/register/index', page: () => import('../features/auth/pages/register-page'), title: 'nav.register' },
  { path: '/pages/login/forget', page: () => import('../features/auth/pages/forget-page'), title: 'nav.forget' },
  { path: '/pages/login/agreement', page: () => import('../features/auth/pages/agreement-page'), title: 'nav.agreement' },
  { path: '/pages/login/policy', page: () => import('../features/auth/pages/policy-page'), title: 'nav.policy' },
  {
    path: '/pages/login/digitalIdentity',
    page: () => import('../features/auth/pages/digital-identity-page'),
    title: 'nav.digitalIdentity',
  },
  // Profile.
  {
    path: '/pages/account/about/index',
    page: () => import('../features/account/pages/profile-page'),
    auth: true,
    title: 'nav.profile',
  },
  {
    path: '/pages/account/about/update-nickname',
    page: () => import('../features/account/pages/update-nickname-page'),
    auth: true,
    title: 'nav.updateNickname',
  },
  {
    path: '/pages/account/about/update-intro',
    page: () => import('../features/account/pages/update-intro-page'),
    auth: true,
    title: 'nav.updateIntro',
  },
  // Safety.
  {
    path: '/pages/account/safety/index',
    page: () => import('../features/account/pages/safety-page'),
    auth: true,
    title: 'nav.safety',
  },
  {
    path: '/pages/account/safety/pwd-update',
    page: () => import('../features/account/pages/pwd-update-page'),
    auth: true,
    title: 'nav.pwdUpdate',
  },
  {
    path: '/pages/account/safety/pwd-forget',
    page: () => import('../features/account/pages/pwd-forget-page'),
    auth: true,
    title: 'nav.pwdForget',
  },
  {
    path: '/pages/account/safety/twopwd-set',
    page: () => import('../features/account/pages/twopwd-set-page'),
    auth: true,
    title: 'nav.twopwdSet',
  },
  {
    path: '/pages/account/safety/twopwd-update',
    page: () => import('../features/account/pages/twopwd-update-page'),
    auth: true,
    title: 'nav.twopwdUpdate',
  },
  {
    path: '/pages/account/safety/twopwd-forget',
    page: () => import('../features/account/pages/twopwd-forget-page'),
    auth: true,
    title: 'nav.twopwdForget',
  },
  {
    path: '/pages/account/safety/verify',
    page: () => import('../features/account/pages/verify-page'),
    auth: true,
    title: 'nav.verify',
  },
  {
    path: '/pages/account/safety/pass-verify',
    page: () => import('../features/account/pages/pass-verify-page'),
    auth: true,
    title: 'nav.passVerify',
  },
  {
    path: '/pages/account/safety/chain-verify',
    page: () => import('../features/account/pages/chain-verify-page'),
    auth: true,
    title: 'nav.chainVerify',
  },
  {
    path: '/pages/account/safety/opened',
    page: () => import('../features/account/pages/chain-opened-page'),
    auth: true,
    title: 'nav.chainOpened',
  },
  {
    path: '/pages/account/safety/not-opened',
    page: () => import('../features/account/pages/chain-not-opened-page'),
    auth: true,
    title: 'nav.chainNotOpened',
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
