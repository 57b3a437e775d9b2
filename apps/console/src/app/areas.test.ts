import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinMenu, worksOn } from '../lib/area';
import { AREAS } from './areas';

// The areas as the shell joins them: one area per page folder, named as its folder (decision 056: the noun
// of what it manages); the URLs and the menu are presentation, so several areas may share a menu heading.

describe('the console areas', () => {
  it('every page folder is one area named as its folder, listed once', () => {
    const folders = fs
      .readdirSync(path.join(import.meta.dirname, '../pages'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(AREAS.map((a) => a.name).sort()).toEqual(folders);
  });

  it('no two areas claim one URL or one menu key', () => {
    const paths = AREAS.flatMap((a) => a.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
    const keys = joinMenu(AREAS.flatMap((a) => a.menu)).flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the Growth heading holds the synthesis recipes and the activities, open to whoever may open one', () => {
    const growth = joinMenu(AREAS.flatMap((a) => a.menu)).find((e) => e.key === 'growth');
    expect(growth).toMatchObject({ order: 34, label: { en: 'Growth' } });
    expect(growth?.children?.map((c) => c.key).sort()).toEqual(['growth/activities', 'growth/recipes']);
    expect([...(growth?.roles ?? [])].sort()).toEqual(['editor', 'owner', 'platformAdmin']);
  });

  it('the platform host offers the tenants, the operators and the audit log only; a tenant host all but the tenants', () => {
    const keys = (platform: boolean) =>
      joinMenu(AREAS.filter((a) => worksOn(a.host, platform)).flatMap((a) => a.menu))
        .map((e) => e.key)
        .sort();
    expect(keys(true)).toEqual(['audit', 'operators', 'tenants']);
    expect(keys(false)).not.toContain('tenants');
    expect(keys(false)).toEqual(expect.arrayContaining(['dashboard', 'operators', 'audit', 'orders']));
  });

  it('joins entries of one group under one heading; an entry open to all opens the heading to all', () => {
    const group = { key: 'g', order: 5, label: { en: 'G', 'zh-CN': 'G', 'zh-TW': 'G' } };
    const label = { en: 'x', 'zh-CN': 'x', 'zh-TW': 'x' };
    const joined = joinMenu([
      { key: 'a', order: 1, label },
      { key: 'g/one', order: 2, label, group, roles: ['owner'] },
      { key: 'g/two', order: 1, label, group },
    ]);
    expect(joined.map((e) => e.key)).toEqual(['a', 'g']);
    expect(joined[1]).toMatchObject({ order: 5, children: [{ key: 'g/one' }, { key: 'g/two' }] });
    expect(joined[1]!.roles).toBeUndefined();
    expect(joined[1]!.children![0]).not.toHaveProperty('group');
  });
});
