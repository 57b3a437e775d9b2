import { RocketOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { ConsoleMenuGroup } from '../lib/area';

// Headings of the side menu that hold several areas' entries (lib/area.ts `group`). Presentation only:
// the areas and their code are named for what they manage.

/** Growth: the synthesis recipes (pages/synthesis) and the activities (pages/activity), for editors. */
export const growthMenuGroup: ConsoleMenuGroup = {
  key: 'growth',
  order: 34,
  icon: createElement(RocketOutlined),
  label: { en: 'Growth', 'zh-CN': '增长/活动', 'zh-TW': '增長/活動' },
};
