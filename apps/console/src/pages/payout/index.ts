import { WalletOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { payoutTexts as T } from './texts';

// The creators' payouts (issue 32, decision 065): what each creator is owed in royalties, the payouts
// recorded, the CSV to pay from. Read by owners, finance and a platform admin; recorded by owners and finance.
const READ = ['owner', 'finance', 'platformAdmin'] as const;

export const payoutArea: ConsoleArea = {
  name: 'payout',
  routes: [{ path: 'creator-payouts', page: lazy(() => import('./payout-page')), roles: READ }],
  menu: [
    {
      key: 'creator-payouts',
      order: 45,
      icon: createElement(WalletOutlined),
      roles: READ,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
