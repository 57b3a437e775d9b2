import { HELP_PATHS as P } from '../../features/help/paths';
import { helpTexts } from '../../features/help/texts';
import type { RouteDef } from './route-def';

// Help (issue 32 item 14, beyond the spec's route table; decision 070): the operator's FAQ and contact,
// linked from the mine page's menu; open to visitors.
export const helpRoutes: RouteDef[] = [
  { path: P.index, page: () => import('./help/help-page'), title: 'nav.help', texts: helpTexts.load },
];
