import { ShopOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { marketTexts as T } from './texts';

// The resale market's operator view (issue 32 item 6, decision 067): a tenant's host only (the default).
const READ = ['owner', 'support', 'finance'] as const;

export const marketArea: ConsoleArea = {
  name: 'market',
  routes: [{ path: 'market', page: lazy(() => import('./listing-list-page')), roles: READ }],
  menu: [
    {
      key: 'market',
      order: 43,
      icon: createElement(ShopOutlined),
      roles: READ,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
