import { lazy } from 'react';
import { growthMenuGroup } from '../../components/menu-groups';
import type { ConsoleArea } from '../../lib/area';
import { synthesisTexts as tx } from './texts';

// Synthesis (issue 18, decision 041): the recipes, for owners and editors (and a platform admin signed in
// on the tenant's host, as the server's calls allow). In the menu under Growth, beside the activities; the
// URL stays /growth/recipes.
const EDITORS = ['owner', 'editor', 'platformAdmin'] as const;

export const synthesisArea: ConsoleArea = {
  name: 'synthesis',
  routes: [{ path: 'growth/recipes', page: lazy(() => import('./recipes-page')), roles: EDITORS }],
  menu: [
    {
      key: 'growth/recipes',
      order: 1,
      group: growthMenuGroup,
      roles: EDITORS,
      label: { en: tx.en.menuRecipes, 'zh-CN': tx['zh-CN'].menuRecipes, 'zh-TW': tx['zh-TW'].menuRecipes },
    },
  ],
};
