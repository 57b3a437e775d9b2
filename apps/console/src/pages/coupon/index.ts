import { TagsOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { READERS } from './roles';
import { couponTexts as tx } from './texts';

// Coupons (issue 19, decision 043): coupons (the claimable ones are the storefront's coupon campaigns) and
// batches of redemption codes, under the menu's Marketing group. Owners and editors create; finance reads
// the lists; support sees nothing.
const label = (k: keyof (typeof tx)['en']) => ({ en: tx.en[k], 'zh-CN': tx['zh-CN'][k], 'zh-TW': tx['zh-TW'][k] });

export const couponArea: ConsoleArea = {
  name: 'coupon',
  // The URLs and the menu keys stay /marketing/… (operators' bookmarks); only the code is named coupon.
  routes: [
    { path: 'marketing/coupons', page: lazy(() => import('./coupons-page')), roles: READERS },
    { path: 'marketing/redeem-codes', page: lazy(() => import('./redeem-page')), roles: READERS },
  ],
  menu: [
    {
      key: 'marketing',
      order: 35,
      icon: createElement(TagsOutlined),
      roles: READERS,
      label: label('menu'),
      children: [
        { key: 'marketing/coupons', order: 1, roles: READERS, label: label('menuCoupons') },
        { key: 'marketing/redeem-codes', order: 2, roles: READERS, label: label('menuRedeem') },
      ],
    },
  ],
};
