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
import { expectRuntimeTexts, expectSameKeys, expectWellFormed, leaves } from '../test/texts-coverage';

const english = leaves(en);

describe('catalogue texts (PRODUCT.md §10)', () => {
  it.each([
    ['zh-CN', zhCN, zhCNApp, zhCNTitles],
    ['zh-TW', zhTW, zhTWApp, zhTWTitles],
  ] as const)('%s is complete: page texts, home texts and titles', (lang, texts, app, titles) => {
    expectSameKeys(en, { [lang]: texts });
    expect(Object.keys(app.home).sort()).toEqual(Object.keys(enApp.home).sort());
    expect(Object.keys(titles).sort()).toEqual(Object.keys(enTitles).sort());
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['es', es],
    ['fr', fr],
  ] as const)('%s has no unknown keys, no empty texts and the same placeholders', (_, texts) => {
    expectWellFormed(english, texts, { tags: false });
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s has the runtime texts (toasts)', (lang, texts) => {
    expectRuntimeTexts(english, { [lang]: texts }, ['catalogue.copied', 'search.keywordRequired']);
  });
});
