import { SHARE_PAGES } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU } from '../../features/identity/menu';
import { findRoute } from './all';

// Decision 070: the pages a share link opens and the help page are in the route table.
describe('sharing and help routes', () => {
  it('has every page a share link opens; a shared item needs no login', () => {
    for (const path of Object.values(SHARE_PAGES)) expect(findRoute(path), path).toBeDefined();
    expect(findRoute(SHARE_PAGES.item)?.auth).toBeFalsy();
  });

  it('has the help page, open to visitors, as the account menu entry "help"', () => {
    const entry = ACCOUNT_MENU.find((m) => m.key === 'help');
    expect(entry?.route).toBe('/pages/account/help/index');
    expect(findRoute(entry!.route)?.auth).toBeFalsy();
  });
});
