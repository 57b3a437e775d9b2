import { DashboardOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { dashboardTexts } from './texts';

export const dashboardArea: ConsoleArea = {
  name: 'dashboard',
  routes: [{ path: 'dashboard', page: lazy(() => import('./dashboard-page')) }],
  menu: [
    {
      key: 'dashboard',
      order: 10,
      icon: createElement(DashboardOutlined),
      label: { en: dashboardTexts.en.menu, 'zh-CN': dashboardTexts['zh-CN'].menu, 'zh-TW': dashboardTexts['zh-TW'].menu },
    },
  ],
};
