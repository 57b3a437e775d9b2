import { SYNTHESIS_PATHS as P } from '../../features/synthesis/route-paths';
import { synthesisTexts } from '../../features/synthesis/texts';
import type { RouteDef } from './route-def';

// Synthesis (issue 18): the recipes (open to visitors), one recipe, picking my fragments, my records
// (login needed for the last three).
export const synthesisRoutes: RouteDef[] = [
  {
    path: P.list,
    page: () => import('./synthesis/recipe-list-page'),
    pull: true,
    title: 'nav.synthesis',
    texts: synthesisTexts.load,
  },
  {
    path: P.detail,
    page: () => import('./synthesis/recipe-detail-page'),
    auth: true,
    pull: true,
    title: 'nav.synthesisDetail',
    texts: synthesisTexts.load,
  },
  {
    path: P.debrisList,
    page: () => import('./synthesis/debris-list-page'),
    auth: true,
    title: 'nav.synthesisPick',
    texts: synthesisTexts.load,
  },
  {
    path: P.hostlist,
    page: () => import('./synthesis/records-page'),
    auth: true,
    pull: true,
    title: 'nav.synthesisRecords',
    texts: synthesisTexts.load,
  },
];
