import { ShoppingOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { orderTexts as T } from './texts';

const READ = ['owner', 'support', 'finance'] as const;

export const orderArea: ConsoleArea = {
  name: 'order',
  routes: [
    { path: 'orders', page: lazy(() => import('./order-list-page')), roles: READ },
    { path: 'orders/:orderNo', page: lazy(() => import('./order-page')), roles: READ },
  ],
  menu: [
    {
      key: 'orders',
      order: 42,
      icon: createElement(ShoppingOutlined),
      roles: READ,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
