import { SOCIAL_PATHS as P } from '../../features/social/route-paths';
import { socialTexts } from '../../features/social/texts';
import type { RouteDef } from './route-def';

// Display and follows (issue 14): a user's public page, their fans and whom they follow. Login needed
// (spec section 2: collectibles need login).
export const socialRoutes: RouteDef[] = [
  { path: P.personal, page: () => import('./social/personal-page'), auth: true, title: 'nav.personal', texts: socialTexts.load },
  { path: P.fans, page: () => import('./social/fans-page'), auth: true, title: 'nav.fans', texts: socialTexts.load },
  { path: P.concern, page: () => import('./social/concern-page'), auth: true, title: 'nav.concern', texts: socialTexts.load },
];
