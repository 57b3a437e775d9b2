import { AppstoreOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { catalogueTexts as tx } from './texts';

// The catalogue (decision 038): collections, blind boxes, series, creators, categories; export and import.
const EDITORS = ['owner', 'editor'] as const;
const label = (k: keyof (typeof tx)['en']) => ({ en: tx.en[k], 'zh-CN': tx['zh-CN'][k], 'zh-TW': tx['zh-TW'][k] });

export const catalogueArea: ConsoleArea = {
  name: 'catalogue',
  routes: [
    { path: 'catalogue/categories', page: lazy(() => import('./categories-page')), roles: EDITORS },
    { path: 'catalogue/:kind', page: lazy(() => import('./catalogue-page')), roles: EDITORS },
  ],
  menu: [
    {
      key: 'catalogue',
      order: 30,
      icon: createElement(AppstoreOutlined),
      roles: EDITORS,
      label: label('menu'),
      children: [
        { key: 'catalogue/collections', order: 1, roles: EDITORS, label: label('menuCollections') },
        { key: 'catalogue/blindBoxes', order: 2, roles: EDITORS, label: label('menuBlindBoxes') },
        { key: 'catalogue/series', order: 3, roles: EDITORS, label: label('menuSeries') },
        { key: 'catalogue/creators', order: 4, roles: EDITORS, label: label('menuCreators') },
        { key: 'catalogue/categories', order: 5, roles: EDITORS, label: label('menuCategories') },
      ],
    },
  ],
};
