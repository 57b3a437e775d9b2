import { ACTIVITY_PATHS as P } from '../../features/activity/paths';
import { activityTexts } from '../../features/activity/texts';
import type { RouteDef } from './route-def';

// Casting activities (issue 18): the list (and my casts), one activity, choosing the items (login) and the
// qualifying items (login). Coupon activities, the order confirmation and the addresses are issue 19's.
export const activityRoutes: RouteDef[] = [
  {
    path: P.list,
    page: () => import('./activity/activity-list-page'),
    pull: true,
    title: 'nav.activities',
    texts: activityTexts.load,
  },
  {
    path: P.detail,
    page: () => import('./activity/activity-detail-page'),
    pull: true,
    title: 'nav.activityDetail',
    texts: activityTexts.load,
  },
  {
    path: P.select,
    page: () => import('./activity/activity-select-page'),
    auth: true,
    title: 'nav.activitySelect',
    texts: activityTexts.load,
  },
  {
    path: P.items,
    page: () => import('./activity/activity-items-page'),
    auth: true,
    pull: true,
    title: 'nav.activityItems',
    texts: activityTexts.load,
  },
];
