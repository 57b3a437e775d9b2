import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, FULL_LANGUAGES, LANGUAGES, localize, normalizeLanguage, pickLanguage } from './languages';
import { languageSchema, localizedTextSchema } from './language-schemas';

describe('languages', () => {
  it('lists the five languages, three full, en fallback', () => {
    expect(LANGUAGES).toEqual(['zh-CN', 'zh-TW', 'en', 'es', 'fr']);
    expect(FULL_LANGUAGES).toEqual(['zh-CN', 'zh-TW', 'en']);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(languageSchema.safeParse('fr').success).toBe(true);
    expect(languageSchema.safeParse('de').success).toBe(false);
    expect(languageSchema.safeParse('zh').success).toBe(false);
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ZH', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-hans-cn', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    [' fr-FR ', 'fr'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
  it.each([['de'], ['de-DE'], ['english'], ['e'], [''], ['*'], ['ja-JP'], ['zh--CN'], ['en-']])('%j → undefined', (input) => {
    expect(normalizeLanguage(input)).toBeUndefined();
  });
  it('null and undefined → undefined', () => {
    expect(normalizeLanguage(null)).toBeUndefined();
    expect(normalizeLanguage(undefined)).toBeUndefined();
  });
});

describe('pickLanguage', () => {
  it('takes the highest q-value that is supported', () => {
    expect(pickLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(pickLanguage('en;q=0.5, zh-TW;q=0.9')).toBe('zh-TW');
    expect(pickLanguage('zh-HK')).toBe('zh-TW');
    expect(pickLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
  });
  it('keeps header order between equal q-values', () => {
    expect(pickLanguage('es, en')).toBe('es');
    expect(pickLanguage('en;q=0.8, es;q=0.8')).toBe('en');
  });
  it('ignores q=0, malformed q and wildcards', () => {
    expect(pickLanguage('en;q=0, fr;q=0.1')).toBe('fr');
    expect(pickLanguage('en;q=abc, es;q=0.2')).toBe('es');
    expect(pickLanguage('en;q=1.5, es;q=0.2')).toBe('es');
    expect(pickLanguage('*')).toBeUndefined();
    expect(pickLanguage('de, ja')).toBeUndefined();
    expect(pickLanguage('')).toBeUndefined();
    expect(pickLanguage(undefined)).toBeUndefined();
  });
});

describe('localize', () => {
  it('prefers the language, then en, then zh-CN, then the first non-empty value', () => {
    const all = { 'zh-CN': '你好', 'zh-TW': '妳好', en: 'Hello', fr: 'Bonjour' };
    expect(localize(all, 'fr')).toBe('Bonjour');
    expect(localize(all, 'es')).toBe('Hello');
    expect(localize({ 'zh-CN': '你好', 'zh-TW': '妳好' }, 'es')).toBe('你好');
    expect(localize({ fr: 'Bonjour', 'zh-TW': '妳好' }, 'en')).toBe('Bonjour');
    expect(localize({ en: '', 'zh-CN': '', es: 'Hola' }, 'fr')).toBe('Hola');
    expect(localize({}, 'en')).toBe('');
    expect(localize({ en: '' }, 'en')).toBe('');
  });
});

describe('localizedTextSchema', () => {
  it('needs at least one known language', () => {
    expect(localizedTextSchema.safeParse({ en: 'x' }).success).toBe(true);
    expect(localizedTextSchema.safeParse({ 'zh-CN': 'x', fr: 'y' }).success).toBe(true);
    expect(localizedTextSchema.safeParse({}).success).toBe(false);
    expect(localizedTextSchema.safeParse({ de: 'x' }).success).toBe(false);
    expect(localizedTextSchema.safeParse({ en: 1 }).success).toBe(false);
  });
});
