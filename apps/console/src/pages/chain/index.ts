import { NodeIndexOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { chainTexts as T } from './texts';

const READ = ['owner', 'support', 'finance'] as const;

export const chainArea: ConsoleArea = {
  name: 'chain',
  routes: [{ path: 'chain', page: lazy(() => import('./chain-page')), roles: READ }],
  menu: [
    {
      key: 'chain',
      order: 43,
      icon: createElement(NodeIndexOutlined),
      roles: READ,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
