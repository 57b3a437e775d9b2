import { GiftOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { airdropTexts as tx } from './texts';

// Airdrops (decision 038, on decision 027's writer): create, target, window, limits, progress.
const EDITORS = ['owner', 'editor'] as const;

export const airdropArea: ConsoleArea = {
  name: 'airdrop',
  routes: [{ path: 'airdrops', page: lazy(() => import('./airdrop-page')), roles: EDITORS }],
  menu: [
    {
      key: 'airdrops',
      order: 32,
      icon: createElement(GiftOutlined),
      roles: EDITORS,
      label: { en: tx.en.menu, 'zh-CN': tx['zh-CN'].menu, 'zh-TW': tx['zh-TW'].menu },
    },
  ],
};
