import { ErrorCode, errorMessage, LANGUAGES } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './error-text';

// The codes the contract's rules raise in the forms.
const codes = [
  ErrorCode.FIELD_REQUIRED,
  ErrorCode.PHONE_INVALID,
  ErrorCode.PASSWORD_LENGTH,
  ErrorCode.CODE_INVALID,
  ErrorCode.ID_CARD_INVALID,
  ErrorCode.PAY_PASSWORD_FORMAT,
  ErrorCode.PASSWORDS_MISMATCH,
  ErrorCode.INVITE_CODE_INVALID,
  ErrorCode.AGREEMENT_REQUIRED,
  ErrorCode.TEXT_TOO_LONG,
  ErrorCode.FILE_TOO_LARGE,
];

describe('field error texts', () => {
  it.each(LANGUAGES)('show the catalogue text of a rule code in %s', (lang) => {
    for (const code of codes) {
      const text = fieldErrorText(String(code), lang, { size: 5 });
      expect(text, `${code} ${lang}`).toBe(errorMessage(code, lang, { size: 5 }));
      expect(text).not.toMatch(/^\d+$/);
    }
  });

  it('follow the language tag the app uses, English when unknown', () => {
    expect(fieldErrorText(String(ErrorCode.PHONE_INVALID), 'zh')).toBe(errorMessage(ErrorCode.PHONE_INVALID, 'zh-CN'));
    expect(fieldErrorText(String(ErrorCode.PHONE_INVALID), 'zh-HK')).toBe(errorMessage(ErrorCode.PHONE_INVALID, 'zh-TW'));
    expect(fieldErrorText(String(ErrorCode.PHONE_INVALID), 'de')).toBe(errorMessage(ErrorCode.PHONE_INVALID, 'en'));
    expect(fieldErrorText(String(ErrorCode.FILE_TOO_LARGE), 'en', { size: 5 })).toContain('5');
  });

  it('show a server refusal as it is, and an unknown code as the validation text', () => {
    expect(fieldErrorText('该手机号已注册', 'zh-CN')).toBe('该手机号已注册');
    expect(fieldErrorText('4000999', 'zh-CN')).toBe(errorMessage(ErrorCode.VALIDATION_FAILED, 'zh-CN'));
    expect(fieldErrorText(undefined, 'en')).toBe('');
  });
});
