import { SHARE_PATHS as P } from '../../features/share/paths';
import { shareTexts } from '../../features/share/texts';
import type { RouteDef } from './route-def';

// Sharing (issue 32 item 12, beyond the spec's route table; decision 070): a held item someone shared,
// read-only, for anyone with its link (no login: the link is the permission, and it shows no personal data).
export const shareRoutes: RouteDef[] = [
  { path: P.item, page: () => import('./share/shared-item-page'), title: 'nav.sharedItem', texts: shareTexts.load },
];
