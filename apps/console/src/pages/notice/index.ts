import { NotificationOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { noticeTexts as tx } from './texts';

// Notices with the rich-text editor (decision 038): the catalogue's `notices` entries.
const EDITORS = ['owner', 'editor'] as const;

export const noticeArea: ConsoleArea = {
  name: 'notice',
  routes: [{ path: 'notices', page: lazy(() => import('./notice-page')), roles: EDITORS }],
  menu: [
    {
      key: 'notices',
      order: 31,
      icon: createElement(NotificationOutlined),
      roles: EDITORS,
      label: { en: tx.en.menu, 'zh-CN': tx['zh-CN'].menu, 'zh-TW': tx['zh-TW'].menu },
    },
  ],
};
