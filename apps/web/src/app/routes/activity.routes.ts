import { ACTIVITY_PATHS as P } from '../../features/activity/route-paths';
import { activityTexts } from '../../features/activity/texts';
import type { RouteDef } from './route-def';

// Activities (issues 18, 19): the list (and my casts), one activity, choosing the items (login), the
// qualifying items (login), a coupon activity's selection and an activity order's confirmation (login).
// The addresses are address.routes.ts.
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
  {
    path: P.couponSelect,
    page: () => import('./activity/activity-coupon-select-page'),
    auth: true,
    title: 'nav.couponSelect',
    texts: activityTexts.load,
  },
  {
    path: P.confirm,
    page: () => import('./activity/activity-confirm-page'),
    auth: true,
    title: 'nav.activityOrder',
    texts: activityTexts.load,
  },
];
