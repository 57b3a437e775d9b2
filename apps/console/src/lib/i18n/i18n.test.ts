import { describe, expect, it } from 'vitest';
import { browserLanguage, format } from './i18n';

describe('console i18n', () => {
  it('maps the browser languages to the three the console speaks', () => {
    expect(browserLanguage(['zh-TW', 'en'])).toBe('zh-TW');
    expect(browserLanguage(['zh-Hant-HK'])).toBe('zh-TW');
    expect(browserLanguage(['zh-HK'])).toBe('zh-TW');
    expect(browserLanguage(['zh'])).toBe('zh-CN');
    expect(browserLanguage(['zh-CN', 'en'])).toBe('zh-CN');
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLanguage(['de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('fills {name} placeholders and leaves unknown ones as they are', () => {
    expect(format('{n} orders in {days} days', { n: 3, days: 7 })).toBe('3 orders in 7 days');
    expect(format('{missing}', {})).toBe('{missing}');
  });
});
