import { AccountBookOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { financeTexts as T } from './texts';

const FINANCE = ['owner', 'finance'] as const;

export const financeArea: ConsoleArea = {
  name: 'finance',
  routes: [{ path: 'finance', page: lazy(() => import('./finance-page')), roles: FINANCE }],
  menu: [
    {
      key: 'finance',
      order: 44,
      icon: createElement(AccountBookOutlined),
      roles: FINANCE,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
