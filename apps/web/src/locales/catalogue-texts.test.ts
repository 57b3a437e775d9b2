import { describe, expect, it } from 'vitest';
import en from './en/catalogue';
import enApp from './en/app';
import enTitles from './en/titles';
import es from './es/catalogue';
import fr from './fr/catalogue';
import zhCN from './zh-CN/catalogue';
import zhCNApp from './zh-CN/app';
import zhCNTitles from './zh-CN/titles';
import zhTW from './zh-TW/catalogue';
import zhTWApp from './zh-TW/app';
import zhTWTitles from './zh-TW/titles';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = leaves(en as unknown as Tree);

describe('catalogue texts (PRODUCT.md §10)', () => {
  it.each([
    ['zh-CN', zhCN, zhCNApp, zhCNTitles],
    ['zh-TW', zhTW, zhTWApp, zhTWTitles],
  ] as const)('%s is complete: page texts, home texts and titles', (_, texts, app, titles) => {
    expect([...leaves(texts as unknown as Tree).keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(app.home).sort()).toEqual(Object.keys(enApp.home).sort());
    expect(Object.keys(titles).sort()).toEqual(Object.keys(enTitles).sort());
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['es', es],
    ['fr', fr],
  ] as const)('%s has no unknown keys, no empty texts and the same placeholders', (_, texts) => {
    for (const [key, value] of leaves(texts as unknown as Tree)) {
      expect(english.has(key), key).toBe(true);
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s has the runtime texts (toasts)', (_, texts) => {
    const keys = leaves(texts as unknown as Tree);
    for (const key of ['catalogue.copied', 'search.keywordRequired']) expect(keys.has(key), key).toBe(true);
  });
});
