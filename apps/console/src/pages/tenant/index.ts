import { ApartmentOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { tenantTexts as T } from './texts';

const roles = ['platformAdmin'] as const;

// op-auth: tenants and their domains (platform admins, on the platform host; decision 036).
export const tenantArea: ConsoleArea = {
  name: 'tenant',
  host: 'platform',
  routes: [{ path: 'tenants', page: lazy(() => import('./tenant-page')), roles }],
  menu: [
    {
      key: 'tenants',
      order: 51,
      icon: createElement(ApartmentOutlined),
      roles,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
