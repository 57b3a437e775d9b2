import { TeamOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { operatorsTexts as T } from './texts';

const roles = ['owner', 'platformAdmin'] as const;

// op-auth: the console's operators (decision 036). Owners manage their tenant's; platform admins any.
export const operatorsArea: ConsoleArea = {
  name: 'operators',
  routes: [{ path: 'operators', page: lazy(() => import('./operators-page')), roles }],
  menu: [
    {
      key: 'operators',
      order: 52,
      icon: createElement(TeamOutlined),
      roles,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
