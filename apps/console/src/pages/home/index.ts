import { AppstoreOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { homeTexts as T } from './texts';

const roles = ['platformAdmin', 'owner', 'editor'] as const;

/**
 * The storefront home's decoration (decision 040): banners, sections, hot search words, the notice ticker,
 * previewed and published. The URL stays /decoration (operators' bookmarks).
 */
export const homeArea: ConsoleArea = {
  name: 'home',
  routes: [{ path: 'decoration', page: lazy(() => import('./home-page')), roles }],
  menu: [
    {
      key: 'decoration',
      order: 21,
      icon: createElement(AppstoreOutlined),
      roles,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
