import { PictureOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { albumTexts as tx } from './texts';

// Project albums and their posts with the storefront's live preview (issue 20, decision 047). The contract
// lets support and finance read; the page is an editor's tool, shown to those who write, like the notices'.
const EDITORS = ['platformAdmin', 'owner', 'editor'] as const;

export const albumArea: ConsoleArea = {
  name: 'album',
  routes: [{ path: 'albums', page: lazy(() => import('./album-page')), roles: EDITORS }],
  menu: [
    {
      key: 'albums',
      order: 33,
      icon: createElement(PictureOutlined),
      roles: EDITORS,
      label: { en: tx.en.menu, 'zh-CN': tx['zh-CN'].menu, 'zh-TW': tx['zh-TW'].menu },
    },
  ],
};
