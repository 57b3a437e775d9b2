import { AuditOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';
import { auditTexts as T } from './texts';

const roles = ['owner', 'platformAdmin'] as const;

// op-auth: the audit log search (decision 036).
export const auditArea: ConsoleArea = {
  name: 'audit',
  host: 'any',
  routes: [{ path: 'audit', page: lazy(() => import('./audit-page')), roles }],
  menu: [
    {
      key: 'audit',
      order: 53,
      icon: createElement(AuditOutlined),
      roles,
      label: { en: T.en.menu, 'zh-CN': T['zh-CN'].menu, 'zh-TW': T['zh-TW'].menu },
    },
  ],
};
