import { FAVOURITES_PATHS as P } from '../../features/favourites/paths';
import { favouritesTexts } from '../../features/favourites/texts';
import type { RouteDef } from './route-def';

// Favourites (issue 16, beyond the spec's route table; decision 034): my kept collections and listings.
export const favouritesRoutes: RouteDef[] = [
  {
    path: P.list,
    page: () => import('./favourites/favourites-page'),
    auth: true,
    pull: true,
    title: 'nav.favourites',
    texts: favouritesTexts.load,
  },
];
