import { TeamOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { operatorTexts as T } from './texts';

const roles = ['owner', 'platformAdmin'] as const;

// op-auth: the console's operators (decision 036). Owners manage their tenant's; platform admins any.
export const operatorArea: ConsoleArea = {
  name: 'operator',
  host: 'any',
  routes: [{ path: 'operators', page: lazy(() => import('./operator-page')), roles }],
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
