import { ErrorCode, errorMessage, LANGUAGES } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { createIdentityI18n } from './test-utils';
import { fieldErrorText } from './error-text';
import en from '../../locales/en/field-errors';

// The form's copy of the catalogue texts must say exactly what the contract's catalogue says.
const codes = Object.keys(en).map(Number);

describe('field error texts', () => {
  it('cover every code the contract rules raise in the forms', () => {
    expect(codes.sort()).toEqual(
      [
        ErrorCode.FIELD_REQUIRED,
        ErrorCode.VALIDATION_FAILED,
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
        ErrorCode.FILE_TYPE_NOT_ALLOWED,
      ].sort(),
    );
  });

  it.each(LANGUAGES)('are the catalogue texts in %s', (lang) => {
    const { t } = createIdentityI18n(lang);
    for (const code of codes) {
      expect(fieldErrorText(String(code), t, { size: 5 }), `${code} ${lang}`).toBe(errorMessage(code, lang, { size: 5 }));
    }
  });

  it('shows a non-code message (a server refusal) as it is, and an unknown code as VALIDATION_FAILED', () => {
    const { t } = createIdentityI18n('zh-CN');
    expect(fieldErrorText('该手机号已注册', t)).toBe('该手机号已注册');
    expect(fieldErrorText('4000999', t)).toBe(errorMessage(ErrorCode.VALIDATION_FAILED, 'zh-CN'));
    expect(fieldErrorText(undefined, t)).toBe('');
  });
});
