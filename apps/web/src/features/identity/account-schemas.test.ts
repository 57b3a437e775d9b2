import { ErrorCode } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  introForm,
  nicknameForm,
  realNameForm,
  resetPayPasswordForm,
  setPayPasswordForm,
  updatePasswordForm,
  updatePayPasswordForm,
} from './account-schemas';

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

// A valid GB 11643 number (check digit X), born 1990.
const ID = '11010519900307005X';

describe('account forms (spec §5)', () => {
  it('pay password: exactly 6 digits, the full password entered, twice the same', () => {
    expect(errors(setPayPasswordForm, { payPassword: '123456', confirmPayPassword: '123456' })).toEqual({});
    expect(errors(setPayPasswordForm, { payPassword: '12345', confirmPayPassword: '' })).toEqual({
      payPassword: ErrorCode.PAY_PASSWORD_FORMAT,
      confirmPayPassword: ErrorCode.FIELD_REQUIRED,
    });
    expect(errors(setPayPasswordForm, { payPassword: '12345a', confirmPayPassword: '1234' })).toEqual({
      payPassword: ErrorCode.PAY_PASSWORD_FORMAT,
      confirmPayPassword: ErrorCode.PAY_PASSWORD_FORMAT,
    });
    expect(errors(setPayPasswordForm, { payPassword: '123456', confirmPayPassword: '654321' })).toEqual({
      confirmPayPassword: ErrorCode.PASSWORDS_MISMATCH,
    });
    expect(errors(updatePayPasswordForm, { oldPayPassword: '', payPassword: '123456', confirmPayPassword: '123457' })).toEqual({
      oldPayPassword: ErrorCode.FIELD_REQUIRED,
      confirmPayPassword: ErrorCode.PASSWORDS_MISMATCH,
    });
    expect(errors(resetPayPasswordForm, { code: '1', payPassword: '123456', confirmPayPassword: '123456' })).toEqual({
      code: ErrorCode.CODE_INVALID,
    });
  });

  it('login password change: the old one unless none is set, the new one 6-20 and twice the same', () => {
    expect(errors(updatePasswordForm(true), { oldPassword: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      oldPassword: ErrorCode.FIELD_REQUIRED,
    });
    expect(errors(updatePasswordForm(false), { password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
    expect(updatePasswordForm(false).parse({ password: 'secret1', confirmPassword: 'secret1' }).oldPassword).toBe('');
    expect(errors(updatePasswordForm(true), { oldPassword: 'old', password: 'short', confirmPassword: 'other1' })).toEqual({
      password: ErrorCode.PASSWORD_LENGTH,
      confirmPassword: ErrorCode.PASSWORDS_MISMATCH,
    });
  });

  it('real name: a name, a valid ID number and the service agreement ticked', () => {
    expect(errors(realNameForm, { name: '张三', idCard: ID.toLowerCase(), agree: true })).toEqual({});
    expect(realNameForm.parse({ name: ' 张三 ', idCard: ID.toLowerCase(), agree: true })).toEqual({
      name: '张三',
      idCard: ID,
      agree: true,
    });
    expect(errors(realNameForm, { name: '', idCard: '', agree: false })).toEqual({
      name: ErrorCode.FIELD_REQUIRED,
      idCard: ErrorCode.FIELD_REQUIRED,
      agree: ErrorCode.AGREEMENT_REQUIRED,
    });
    expect(errors(realNameForm, { name: '张', idCard: '110105199003070051', agree: true })).toEqual({
      name: ErrorCode.VALIDATION_FAILED,
      idCard: ErrorCode.ID_CARD_INVALID,
    });
  });

  it('nickname 1-20 characters; introduction at most 140 (an emoji counts once), may be empty', () => {
    expect(errors(nicknameForm, { nickname: '  ' })).toEqual({ nickname: ErrorCode.FIELD_REQUIRED });
    expect(errors(nicknameForm, { nickname: 'x'.repeat(21) })).toEqual({ nickname: ErrorCode.TEXT_TOO_LONG });
    expect(errors(introForm, { intro: '' })).toEqual({});
    expect(errors(introForm, { intro: '🎨'.repeat(140) })).toEqual({});
    expect(errors(introForm, { intro: 'x'.repeat(141) })).toEqual({ intro: ErrorCode.TEXT_TOO_LONG });
  });
});
