import { describe, expect, it } from 'vitest';
import { inkOn, registerLink, spacedCode } from './poster';

describe('the invite poster', () => {
  it('links the register page with my code (hash route, encoded)', () => {
    expect(registerLink('/pages/register/index', 'ABCDEFG')).toBe('/#/pages/register/index?inviteCode=ABCDEFG');
    expect(registerLink('/pages/register/index', 'A B')).toBe('/#/pages/register/index?inviteCode=A%20B');
  });

  it('writes dark text on a light brand colour and white on a dark one', () => {
    expect(inkOn('#ffd54f')).toBe('#1a1a1a');
    expect(inkOn('#ffffff')).toBe('#1a1a1a');
    expect(inkOn('#1e3a8a')).toBe('#ffffff');
    // A mid blue (the demo's): dark text has the higher contrast there.
    expect(inkOn('#2fb7e6')).toBe('#1a1a1a');
    expect(inkOn('not a colour')).toBe('#ffffff');
  });

  it('spaces the code for reading', () => {
    expect(spacedCode('ABC2345')).toBe('A B C 2 3 4 5');
  });
});
