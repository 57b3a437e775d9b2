import { INBOX_PATHS as P } from '../../features/inbox/paths';
import { inboxTexts } from '../../features/inbox/texts';
import type { RouteDef } from './route-def';

// The notification inbox (issue 14, PRODUCT.md 11; beyond the spec's route table, decision 026).
export const inboxRoutes: RouteDef[] = [
  { path: P.inbox, page: () => import('./inbox/inbox-page'), auth: true, pull: true, title: 'nav.inbox', texts: inboxTexts.load },
];
