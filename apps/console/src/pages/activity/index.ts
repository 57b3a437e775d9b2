import { RocketOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { growthTexts as tx } from './texts';

// Growth (issue 18): synthesis recipes and casting activities, for owners and editors (and a platform
// admin signed in on the tenant's host, as the server's calls allow).
const EDITORS = ['owner', 'editor', 'platformAdmin'] as const;
const label = (k: keyof (typeof tx)['en']) => ({ en: tx.en[k], 'zh-CN': tx['zh-CN'][k], 'zh-TW': tx['zh-TW'][k] });

export const growthArea: ConsoleArea = {
  name: 'growth',
  routes: [
    { path: 'growth/recipes', page: lazy(() => import('./recipes-page')), roles: EDITORS },
    { path: 'growth/activities', page: lazy(() => import('./activities-page')), roles: EDITORS },
  ],
  menu: [
    {
      key: 'growth',
      order: 34,
      icon: createElement(RocketOutlined),
      roles: EDITORS,
      label: label('menu'),
      children: [
        { key: 'growth/recipes', order: 1, roles: EDITORS, label: label('menuRecipes') },
        { key: 'growth/activities', order: 2, roles: EDITORS, label: label('menuActivities') },
      ],
    },
  ],
};
