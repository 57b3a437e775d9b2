import { describe, expect, it } from 'vitest';
import { registerLink, spacedCode } from './poster';

describe('the invite poster', () => {
  it('links the register page with my code (hash route, encoded)', () => {
    expect(registerLink('/pages/register/index', 'ABCDEFG')).toBe('/#/pages/register/index?inviteCode=ABCDEFG');
    expect(registerLink('/pages/register/index', 'A B')).toBe('/#/pages/register/index?inviteCode=A%20B');
  });

  it('spaces the code for reading', () => {
    expect(spacedCode('ABC2345')).toBe('A B C 2 3 4 5');
  });
});
