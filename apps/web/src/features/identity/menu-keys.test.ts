import { ACCOUNT_MENU_KEYS } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU } from './menu';

// The console offers the contract's names for the tenant's hidden account-menu entries (decision 064): they
// are exactly the mine page's entries, so every entry can be hidden and no hidden name is one it lacks.
describe('the account menu and the names operators hide it by', () => {
  it('are the same names', () => {
    expect([...ACCOUNT_MENU.map((i) => i.key)].sort()).toEqual([...ACCOUNT_MENU_KEYS].sort());
  });
});
