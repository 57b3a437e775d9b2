import { ErrorCode, errorMessage, LANGUAGES } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorText } from '../../components/form/error-text';
import { loginByCodeForm, loginByPasswordForm, registerForm, resetPasswordForm } from './auth-schemas';

/** Field → the code of its first issue (what the form shows). */
function errors(schema: z.ZodType, value: unknown): Record<string, number> {
  const result = schema.safeParse(value);
  const out: Record<string, number> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!(field in out)) out[field] = Number(issue.message);
  }
  return out;
}

const valid = {
  areaCode: '+86',
  phone: '13800138000',
  code: '123456',
  password: 'secret1',
  confirmPassword: 'secret1',
  inviteCode: '',
  agree: true,
};

describe('login flow forms (spec §5)', () => {
  it('register: every rule on its field, all at once', () => {
    expect(
      errors(registerForm, { areaCode: '+86', phone: '', code: '', password: '', confirmPassword: '', inviteCode: '' }),
    ).toEqual({
      phone: ErrorCode.FIELD_REQUIRED,
      code: ErrorCode.FIELD_REQUIRED,
      password: ErrorCode.FIELD_REQUIRED,
      confirmPassword: ErrorCode.FIELD_REQUIRED,
      agree: ErrorCode.AGREEMENT_REQUIRED,
    });
    expect(
      errors(registerForm, {
        ...valid,
        phone: '12800138000',
        code: '12345',
        password: 'abc',
        confirmPassword: 'abd',
        inviteCode: 'AB1',
      }),
    ).toEqual({
      phone: ErrorCode.PHONE_INVALID,
      code: ErrorCode.CODE_INVALID,
      password: ErrorCode.PASSWORD_LENGTH,
      confirmPassword: ErrorCode.PASSWORDS_MISMATCH,
      inviteCode: ErrorCode.INVITE_CODE_INVALID,
    });
    // The mismatch shows even before the agreement is ticked (zod skips object rules otherwise).
    expect(errors(registerForm, { ...valid, confirmPassword: 'secret2', agree: undefined })).toEqual({
      confirmPassword: ErrorCode.PASSWORDS_MISMATCH,
      agree: ErrorCode.AGREEMENT_REQUIRED,
    });
  });

  it('register: the invitation code is optional, 7 characters, and upper-cased', () => {
    expect(registerForm.parse(valid).inviteCode).toBeUndefined();
    expect(registerForm.parse({ ...valid, inviteCode: ' abcdefg ' }).inviteCode).toBe('ABCDEFG');
    expect(errors(registerForm, { ...valid, inviteCode: 'ABCDEFGH' })).toEqual({ inviteCode: ErrorCode.INVITE_CODE_INVALID });
    expect(errors(registerForm, { ...valid, inviteCode: 'ABCDEF0' })).toEqual({ inviteCode: ErrorCode.INVITE_CODE_INVALID });
  });

  it('phones follow their area code: +86 11 digits 1[3-9]…, +852 8 digits', () => {
    expect(errors(loginByCodeForm, { areaCode: '+86', phone: '13800138000', code: '123456' })).toEqual({});
    expect(errors(loginByCodeForm, { areaCode: '+852', phone: '13800138000', code: '123456' })).toEqual({
      phone: ErrorCode.PHONE_INVALID,
    });
    expect(errors(loginByCodeForm, { areaCode: '+852', phone: '91234567', code: '123456' })).toEqual({});
    expect(errors(loginByCodeForm, { areaCode: '+1', phone: '2025550100', code: '123456' })).toEqual({
      areaCode: ErrorCode.PHONE_INVALID,
    });
  });

  it('password login and reset use the 6-20 rule and the match rule', () => {
    expect(errors(loginByPasswordForm, { areaCode: '+86', phone: '13800138000', password: '12345' })).toEqual({
      password: ErrorCode.PASSWORD_LENGTH,
    });
    expect(errors(loginByPasswordForm, { areaCode: '+86', phone: '13800138000', password: 'x'.repeat(21) })).toEqual({
      password: ErrorCode.PASSWORD_LENGTH,
    });
    expect(errors(resetPasswordForm, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ErrorCode.PASSWORDS_MISMATCH,
    });
  });

  it.each(LANGUAGES)('the messages read in %s as the catalogue says', (lang) => {
    const found = errors(registerForm, { ...valid, phone: '1380013', password: 'abc', agree: false });
    for (const code of Object.values(found)) {
      expect(fieldErrorText(String(code), lang)).toBe(errorMessage(code, lang));
    }
    expect(Object.values(found).sort()).toEqual(
      [ErrorCode.PHONE_INVALID, ErrorCode.PASSWORD_LENGTH, ErrorCode.PASSWORDS_MISMATCH, ErrorCode.AGREEMENT_REQUIRED].sort(),
    );
  });
});
