import { AIRDROP_PATHS as P } from '../../features/airdrop/route-paths';
import { airdropTexts } from '../../features/airdrop/texts';
import type { RouteDef } from './route-def';

// Airdrops (issue 14): the airdrops offered to me, and one airdrop (login needed to open it).
export const airdropRoutes: RouteDef[] = [
  {
    path: P.list,
    page: () => import('./airdrop/airdrop-list-page'),
    pull: true,
    title: 'nav.airdrops',
    texts: airdropTexts.load,
  },
  {
    path: P.detail,
    page: () => import('./airdrop/airdrop-detail-page'),
    auth: true,
    pull: true,
    title: 'nav.airdropDetail',
    texts: airdropTexts.load,
  },
];
