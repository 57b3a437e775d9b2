import { UserOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { creatorSpaceTexts as T } from './texts';

const roles = ['platformAdmin', 'owner', 'editor'] as const;

/**
 * A creator space's look (decision 040): cover, avatar and introduction, one draft at a time, previewed and
 * published. The creators themselves are catalogue entries (pages/catalogue). The URL stays
 * /decoration/creator (operators' bookmarks).
 */
export const creatorSpaceArea: ConsoleArea = {
  name: 'creator-space',
  routes: [{ path: 'decoration/creator', page: lazy(() => import('./creator-space-page')), roles }],
  menu: [
    {
      key: 'decoration/creator',
      order: 22,
      icon: createElement(UserOutlined),
      roles,
      label: { en: T.en.creatorMenu, 'zh-CN': T['zh-CN'].creatorMenu, 'zh-TW': T['zh-TW'].creatorMenu },
    },
  ],
};
