import { TeamOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { userTexts as T } from './texts';

const READ = ['owner', 'support', 'finance'] as const;

export const userArea: ConsoleArea = {
  name: 'user',
  routes: [
    { path: 'users', page: lazy(() => import('./user-list-page')), roles: READ },
    { path: 'users/:id', page: lazy(() => import('./user-page')), roles: READ },
  ],
  menu: [
    {
      key: 'users',
      order: 41,
      icon: createElement(TeamOutlined),
      roles: READ,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
