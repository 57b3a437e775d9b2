import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n, setupI18n, textLanguages } from './index';

// The app's instance: a language's texts load with it (English beside the partial es and fr only),
// and <html lang> follows the language.

describe('lib/i18n', () => {
  it('loads English only beside a partial language', () => {
    expect(textLanguages('zh-CN')).toEqual(['zh-CN']);
    expect(textLanguages('en')).toEqual(['en']);
    expect(textLanguages('fr')).toEqual(['en', 'fr']);
    expect(textLanguages('es')).toEqual(['en', 'es']);
  });

  it('switches language, texts and <html lang>', async () => {
    await setupI18n('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(currentLanguage()).toBe('zh-TW');
    expect(i18n.hasResources('en')).toBe(false);
    const zhTW = i18n.t('app.ok');
    await changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.language).toBe('es');
    expect(i18n.hasResources('en')).toBe(true);
    expect(i18n.t('app.ok')).not.toBe(zhTW);
    expect(i18n.t('app.ok')).not.toBe('app.ok');
  });

  it('starts in English for an unknown language', async () => {
    expect(await setupI18n('xx')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
