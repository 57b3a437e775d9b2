import { AppstoreOutlined, FileTextOutlined, UserOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { decorationTexts as T } from './texts';

const roles = ['platformAdmin', 'owner', 'editor'] as const;

/** The home decoration (decision 040): banners, sections, hot search words, previewed and published. */
export const decorationArea: ConsoleArea = {
  name: 'decoration',
  routes: [
    { path: 'decoration', page: lazy(() => import('./decoration-page')), roles },
    { path: 'decoration/documents', page: lazy(() => import('./documents-page')), roles },
    { path: 'decoration/creator', page: lazy(() => import('./creator-page')), roles },
  ],
  menu: [
    {
      key: 'decoration',
      order: 21,
      icon: createElement(AppstoreOutlined),
      roles,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
    {
      key: 'decoration/creator',
      order: 22,
      icon: createElement(UserOutlined),
      roles,
      label: { en: T.en.creatorMenu, 'zh-CN': T['zh-CN'].creatorMenu, 'zh-TW': T['zh-TW'].creatorMenu },
    },
    {
      key: 'decoration/documents',
      order: 23,
      icon: createElement(FileTextOutlined),
      roles,
      label: { en: T.en.docsMenu, 'zh-CN': T['zh-CN'].docsMenu, 'zh-TW': T['zh-TW'].docsMenu },
    },
  ],
};
