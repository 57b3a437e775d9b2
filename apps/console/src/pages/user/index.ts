import { TeamOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { usersTexts as T } from './texts';

const READ = ['owner', 'support', 'finance'] as const;

export const usersArea: ConsoleArea = {
  name: 'users',
  routes: [
    { path: 'users', page: lazy(() => import('./users-page')), roles: READ },
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
