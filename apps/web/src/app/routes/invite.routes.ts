import { INVITE_PATHS as P } from '../../features/invite/paths';
import { inviteTexts } from '../../features/invite/texts';
import type { RouteDef } from './route-def';

// Invites (spec §2 "Social", issue 20, decision 049): my code and poster, my invitees, the ranking.
export const inviteRoutes: RouteDef[] = [
  { path: P.index, page: () => import('./invite/invite-page'), auth: true, title: 'nav.invite', texts: inviteTexts.load },
  {
    path: P.detail,
    page: () => import('./invite/invitee-page'),
    auth: true,
    pull: true,
    title: 'nav.inviteDetail',
    texts: inviteTexts.load,
  },
  {
    path: P.ranking,
    page: () => import('./invite/ranking-page'),
    auth: true,
    pull: true,
    title: 'nav.inviteRanking',
    texts: inviteTexts.load,
  },
];
