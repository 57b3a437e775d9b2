import { FAVOURITE_PATHS as P } from '../../features/favourite/paths';
import { favouriteTexts } from '../../features/favourite/texts';
import type { RouteDef } from './route-def';

// Favourites (issue 16, beyond the spec's route table; decision 034): my kept collections and listings.
export const favouriteRoutes: RouteDef[] = [
  {
    path: P.list,
    page: () => import('./favourite/favourites-page'),
    auth: true,
    pull: true,
    title: 'nav.favourites',
    texts: favouriteTexts.load,
  },
];
