import { categoryTreeQueryOptions, homeDecorationQueryOptions } from '../../features/catalogue/api/first-queries';
import { CATALOGUE_PATHS } from '../../features/catalogue/paths';
import { catalogueTexts } from '../../features/catalogue/texts';
import { HOME_PATH, ROOT_PATH } from '../../lib/navigation';
import type { RouteDef, RouteLoadContext } from './route-def';

// The entry (spec section 2): the root and /pages/index/index are the home shell, /pages/home/index the home page.
const homePage = () => import('./home/home-page');

/**
 * The home's first queries: the decoration (banners, notices, sections) and the category tabs. When the
 * page came with them (boot data in the cache), nothing is fetched: they are fresh.
 */
const homeData = ({ queryClient, lang }: RouteLoadContext) =>
  Promise.all([
    queryClient.prefetchQuery(homeDecorationQueryOptions(lang)),
    queryClient.prefetchQuery(categoryTreeQueryOptions(lang)),
  ]);
const load = { texts: catalogueTexts.load, data: homeData };

export const homeRoutes: RouteDef[] = [
  { path: ROOT_PATH, page: homePage, pull: true, nav: 'none', title: 'nav.home', ...load },
  { path: HOME_PATH, page: homePage, nav: 'none', title: 'nav.home', ...load },
  { path: CATALOGUE_PATHS.home, page: homePage, pull: true, nav: 'none', title: 'nav.home', ...load },
];
