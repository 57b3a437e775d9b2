import { BgColorsOutlined, FileTextOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { brandTexts as T } from './texts';

const label = (key: 'group' | 'menuBrand' | 'menuTabBar' | 'docsMenu') => ({
  en: T.en[key],
  'zh-CN': T['zh-CN'][key],
  'zh-TW': T['zh-TW'][key],
});
const roles = ['platformAdmin', 'owner', 'editor'] as const;

export const brandArea: ConsoleArea = {
  name: 'brand',
  routes: [
    { path: 'brand', page: lazy(() => import('./brand-page')), roles },
    { path: 'brand/tab-bar', page: lazy(() => import('./tab-bar-page')), roles },
    // The storefront's languages and documents (console-brand's /console/brand/documents); the URL stays
    // /decoration/documents (operators' bookmarks).
    { path: 'decoration/documents', page: lazy(() => import('./documents-page')), roles },
  ],
  menu: [
    {
      key: 'brand-group',
      order: 20,
      icon: createElement(BgColorsOutlined),
      label: label('group'),
      roles,
      children: [
        { key: 'brand', order: 1, label: label('menuBrand'), roles },
        { key: 'brand/tab-bar', order: 2, label: label('menuTabBar'), roles },
      ],
    },
    { key: 'decoration/documents', order: 23, icon: createElement(FileTextOutlined), roles, label: label('docsMenu') },
  ],
};
