import { CATALOGUE_PATHS } from '../../features/catalogue/paths';
import { HOME_PATH, ROOT_PATH } from '../../lib/navigation';
import type { RouteDef } from './route-def';

// The entry (spec section 2): the root and /pages/index/index are the home shell, /pages/home/index the home page.
const homePage = () => import('./home/home-page');

export const homeRoutes: RouteDef[] = [
  { path: ROOT_PATH, page: homePage, pull: true, nav: 'none', title: 'nav.home' },
  { path: HOME_PATH, page: homePage, nav: 'none', title: 'nav.home' },
  { path: CATALOGUE_PATHS.home, page: homePage, pull: true, nav: 'none', title: 'nav.home' },
];
