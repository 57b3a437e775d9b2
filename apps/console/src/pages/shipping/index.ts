import { CarOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { SHIPPING_READERS } from './roles';
import { shippingTexts as tx } from './texts';

// The shipping queue (issue 19, decision 044): physical-reward orders awaiting shipment, shipping and
// completed; owners and support ship them, the other roles of the tenant read.
export const shippingArea: ConsoleArea = {
  name: 'shipping',
  routes: [{ path: 'shipping', page: lazy(() => import('./shipping-page')), roles: SHIPPING_READERS }],
  menu: [
    {
      key: 'shipping',
      order: 43,
      icon: createElement(CarOutlined),
      roles: SHIPPING_READERS,
      label: { en: tx.en.menu, 'zh-CN': tx['zh-CN'].menu, 'zh-TW': tx['zh-TW'].menu },
    },
  ],
};
