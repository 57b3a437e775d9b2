import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { runtimeText, runtimeTexts } from './texts';

describe('runtimeTexts', () => {
  it('has every key in all five languages, non-empty', () => {
    for (const [key, texts] of Object.entries(runtimeTexts)) {
      for (const lang of LANGUAGES) expect(texts[lang].trim(), `${key} ${lang}`).not.toBe('');
    }
  });
  it('uses the spec wording in English', () => {
    expect(runtimeTexts.http404.en).toBe('Interface request error, please check the mobile network');
    expect(runtimeTexts.http502.en).toBe('Server maintenance, please come back later');
    expect(runtimeTexts.http503.en).toBe('server is currently unavailable');
    expect(runtimeTexts.networkError.en).toBe('Network Error');
    expect(runtimeTexts.transportError.en).toBe('Interface request error:');
    expect(runtimeTexts.timeout.en).toBe('timeout');
    expect(runtimeTexts.abort.en).toBe('abort');
    expect(runtimeTexts.fileError.en).toBe('file error');
    expect(runtimeTexts.platformClosed.en).toBe('The platform is closed');
  });
  it('runtimeText picks the language', () => {
    expect(runtimeText('networkError', 'zh-CN')).toBe('网络异常');
    expect(runtimeText('copyFailed', 'fr')).toBe('Échec de la copie');
    expect(runtimeText('hint', 'en')).toBe('Hint');
  });
  it('has the required keys', () => {
    expect(Object.keys(runtimeTexts)).toEqual(
      expect.arrayContaining([
        'hint',
        'http404',
        'http502',
        'http503',
        'networkError',
        'transportError',
        'timeout',
        'abort',
        'fileError',
        'uploadFailed',
        'downloadFailed',
        'saveImageFailed',
        'copyFailed',
        'pageNotFound',
        'lazyLoadFailed',
        'chatAppPaymentWarning',
        'platformClosed',
        'loading',
      ]),
    );
  });
});
