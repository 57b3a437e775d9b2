import { describe, expect, it } from 'vitest';
import { createI18n } from './runtime';

// The runtime reads the locale files' format (nested objects, `{{name}}`, `_one`/`_other` ...) as
// i18next 26 did (decision 020).

const en = {
  greet: 'Hello {{name}}',
  attempts_one: '{{count}} attempt left',
  attempts_other: '{{count}} attempts left',
  items_zero: 'No items',
  items_one: 'One item',
  items_other: '{{count}} items',
  nested: { deeper: { text: 'Deep' } },
  onlyEn: 'English only',
  markup: '<b>{{name}}</b> & co',
};
const fr = { attempts_one: '{{count}} essai restant', attempts_other: '{{count}} essais restants' };
const zhCN = { attempts_other: '还剩 {{count}} 次', greet: '你好 {{name}}' };

const make = (lng: string) => createI18n({ lng, fallbackLng: 'en', resources: { en, fr, 'zh-CN': zhCN } });

describe('t', () => {
  it('reads nested keys and fills {{name}} without escaping (React escapes)', () => {
    const { t } = make('en');
    expect(t('nested.deeper.text')).toBe('Deep');
    expect(t('greet', { name: 'Lin' })).toBe('Hello Lin');
    expect(t('markup', { name: '<i>x</i>' })).toBe('<b><i>x</i></b> & co');
    expect(t('greet', { name: 7 })).toBe('Hello 7');
  });

  it('fills a missing value with nothing, as i18next does', () => {
    expect(make('en').t('greet')).toBe('Hello ');
  });

  it('chooses English plurals by Intl.PluralRules, _zero first for 0', () => {
    const { t } = make('en');
    expect(t('attempts', { count: 1 })).toBe('1 attempt left');
    expect(t('attempts', { count: 0 })).toBe('0 attempts left');
    expect(t('attempts', { count: 5 })).toBe('5 attempts left');
    expect(t('items', { count: 0 })).toBe('No items');
    expect(t('items', { count: 1 })).toBe('One item');
    expect(t('items', { count: 2 })).toBe('2 items');
  });

  it('uses French plurals: 0 and 1 are one', () => {
    const { t } = make('fr');
    expect(t('attempts', { count: 0 })).toBe('0 essai restant');
    expect(t('attempts', { count: 1 })).toBe('1 essai restant');
    expect(t('attempts', { count: 2 })).toBe('2 essais restants');
  });

  it('uses Chinese plurals: always other', () => {
    const { t } = make('zh-CN');
    expect(t('attempts', { count: 1 })).toBe('还剩 1 次');
    expect(t('attempts', { count: 3 })).toBe('还剩 3 次');
  });

  it('falls back to English for a key the language lacks, with English plural rules', () => {
    const { t } = make('fr');
    expect(t('onlyEn')).toBe('English only');
    expect(t('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('items', { count: 0 })).toBe('No items');
    expect(t('items', { count: 1 })).toBe('One item');
  });

  it('returns the key when no language has it, or the defaultValue', () => {
    const { t } = make('zh-CN');
    expect(t('nope.missing')).toBe('nope.missing');
    expect(t('nested.deeper')).toBe('nested.deeper');
    expect(t('nope', { defaultValue: 'Hi {{name}}', name: 'Lin' })).toBe('Hi Lin');
  });

  it('adds bundles lazily: deep merge, existing texts kept unless overwritten', () => {
    const i18n = createI18n({ lng: 'es', fallbackLng: 'en' });
    expect(i18n.hasResources('es')).toBe(false);
    expect(i18n.t('page.title')).toBe('page.title');
    i18n.addResources('en', { page: { title: 'Title', body: 'Body' } });
    expect(i18n.t('page.body')).toBe('Body');
    i18n.addResources('es', { page: { title: 'Título' } });
    i18n.addResources('es', { page: { title: 'Otro', more: 'Más' } });
    expect(i18n.hasResources('es')).toBe(true);
    expect(i18n.t('page.title')).toBe('Título');
    expect(i18n.t('page.more')).toBe('Más');
    expect(i18n.t('page.body')).toBe('Body');
    i18n.addResources('es', { page: { title: 'Nuevo' } }, true);
    expect(i18n.t('page.title')).toBe('Nuevo');
  });

  it('changes language and tells its subscribers once per change', async () => {
    const i18n = make('en');
    const calls: string[] = [];
    const off = i18n.subscribe(() => calls.push(i18n.language));
    await i18n.changeLanguage('zh-CN');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('greet', { name: 'A' })).toBe('你好 A');
    off();
    await i18n.changeLanguage('fr');
    expect(calls).toEqual(['zh-CN']);
  });
});
