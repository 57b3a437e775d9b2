import { lazy } from 'react';
import { growthMenuGroup } from '../../components/menu-groups';
import type { ConsoleArea } from '../../lib/area';
import { activityTexts as tx } from './texts';

// Activities (issue 18, decision 042): casting, coupon and physical reward activities, for owners and
// editors (and a platform admin signed in on the tenant's host, as the server's calls allow). In the menu
// under Growth, beside the synthesis recipes; the URL stays /growth/activities.
const EDITORS = ['owner', 'editor', 'platformAdmin'] as const;

export const activityArea: ConsoleArea = {
  name: 'activity',
  routes: [{ path: 'growth/activities', page: lazy(() => import('./activities-page')), roles: EDITORS }],
  menu: [
    {
      key: 'growth/activities',
      order: 2,
      group: growthMenuGroup,
      roles: EDITORS,
      label: { en: tx.en.menuActivities, 'zh-CN': tx['zh-CN'].menuActivities, 'zh-TW': tx['zh-TW'].menuActivities },
    },
  ],
};
