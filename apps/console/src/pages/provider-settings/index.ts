import { ApiOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { providerSettingsTexts as T } from './texts';

/** The server's roles of the console-provider-settings calls: the tenant's owner, and a platform admin on its host. */
const roles = ['owner', 'platformAdmin'] as const;

// Providers (issue 28, decision 050): the tenant's payment, SMS, real-name, wallet and DID providers and
// its own merchant credentials.
export const providerSettingsArea: ConsoleArea = {
  name: 'provider-settings',
  routes: [{ path: 'providers', page: lazy(() => import('./provider-settings-page')), roles }],
  menu: [
    {
      key: 'providers',
      order: 50,
      icon: createElement(ApiOutlined),
      roles,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
