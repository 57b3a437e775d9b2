import { describe, expect, it } from 'vitest';
import { concernPath, fansPath, personalPath, userIdParam } from './paths';
import { displayName, followLabel } from './rules';

describe('social rules', () => {
  it('names the follow button by where I stand with the user', () => {
    expect(followLabel({ followed: false, followsMe: false })).toBe('follow');
    expect(followLabel({ followed: false, followsMe: true })).toBe('followBack');
    expect(followLabel({ followed: true, followsMe: false })).toBe('following');
    expect(followLabel({ followed: true, followsMe: true })).toBe('mutual');
  });

  it('shows the nickname, or "Collector <id>" when it is blank', () => {
    const t = (key: string, o?: Record<string, unknown>) => `${key}:${String(o?.id)}`;
    expect(displayName({ id: 7, nickname: 'Lin' }, t)).toBe('Lin');
    expect(displayName({ id: 7, nickname: '  ' }, t)).toBe('social.page.unnamed:7');
  });

  it('links to a user’s pages, mine without an id; reads only a valid id from the query', () => {
    expect(personalPath()).toBe('/pages/account/personal/index');
    expect(personalPath(12)).toBe('/pages/account/personal/index?id=12');
    expect(fansPath(3)).toBe('/pages/account/personal/fans?id=3');
    expect(concernPath(null)).toBe('/pages/account/personal/concern');
    expect(userIdParam('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1e3', 'abc', '99999999999']) expect(userIdParam(bad), String(bad)).toBeNull();
  });
});
