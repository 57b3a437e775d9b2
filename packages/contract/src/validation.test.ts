import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorCode } from './errors';
import type { ErrorCodeValue } from './errors';
import {
  INVITE_CODE_ALPHABET,
  PHONE_AREAS,
  ageOn,
  agreementSchema,
  areaCodeSchema,
  codeFromZodError,
  idCardBirthDate,
  idCardCheckChar,
  idCardSchema,
  imageSizeOk,
  inviteCodeSchema,
  isAdultIdCard,
  isValidIdCardNumber,
  isValidInviteCode,
  isValidPhone,
  nicknameSchema,
  optionalInviteCodeSchema,
  passwordPairSchema,
  passwordSchema,
  payPasswordSchema,
  phoneWithAreaSchema,
  priceRangeSchema,
  redeemCodeSchema,
  textInputSchema,
  verificationCodeSchema,
} from './validation';

/** The catalogue code a schema fails with, or 'ok'. */
function codeOf(schema: z.ZodType, value: unknown): ErrorCodeValue | 'ok' {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : codeFromZodError(result.error);
}

// A fixed "now": 2024-06-15 20:00 in Shanghai.
const NOW = new Date('2024-06-15T12:00:00Z');

describe('phone numbers', () => {
  it('has the two area codes of spec §9', () => {
    expect(Object.keys(PHONE_AREAS)).toEqual(['+86', '+852']);
    expect(areaCodeSchema.safeParse('+86').success).toBe(true);
    expect(areaCodeSchema.safeParse('+852').success).toBe(true);
    expect(areaCodeSchema.safeParse('+1').success).toBe(false);
    expect(areaCodeSchema.safeParse('86').success).toBe(false);
  });
  it.each([
    ['+86', '13800138000', true],
    ['+86', '19912345678', true],
    ['+86', '1380013800', false], // 10 digits
    ['+86', '138001380001', false], // 12 digits
    ['+86', '12800138000', false], // 1[3-9] only
    ['+86', '10800138000', false],
    ['+86', '23800138000', false],
    ['+86', '1380013800a', false],
    ['+86', '１３８００１３８０００', false], // full-width digits
    ['+852', '91234567', true],
    ['+852', '51234567', true],
    ['+852', '21234567', true],
    ['+852', '9123456', false], // 7 digits
    ['+852', '912345678', false], // 9 digits
    ['+852', '11234567', false],
    ['+852', '01234567', false],
    ['+852', '13800138000', false],
    ['+1', '2025550100', false],
    ['__proto__', '13800138000', false],
  ])('%s %s → %s', (area, phone, ok) => {
    expect(isValidPhone(area, phone)).toBe(ok);
  });
  it('phoneWithAreaSchema trims and reports PHONE_INVALID', () => {
    expect(phoneWithAreaSchema.parse({ areaCode: '+86', phone: ' 13800138000 ' })).toEqual({
      areaCode: '+86',
      phone: '13800138000',
    });
    expect(codeOf(phoneWithAreaSchema, { areaCode: '+852', phone: '91234567' })).toBe('ok');
    expect(codeOf(phoneWithAreaSchema, { areaCode: '+852', phone: '13800138000' })).toBe(ErrorCode.PHONE_INVALID);
    expect(codeOf(phoneWithAreaSchema, { areaCode: '+86', phone: '91234567' })).toBe(ErrorCode.PHONE_INVALID);
    expect(codeOf(phoneWithAreaSchema, { areaCode: '+44', phone: '13800138000' })).toBe(ErrorCode.PHONE_INVALID);
    expect(codeOf(phoneWithAreaSchema, { areaCode: '+86', phone: '' })).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(phoneWithAreaSchema, { areaCode: '+86' })).toBe(ErrorCode.FIELD_REQUIRED);
    const failed = phoneWithAreaSchema.safeParse({ areaCode: '+86', phone: '123' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.path).toEqual(['phone']);
    expect(failed.error?.issues[0]?.message).toBe(String(ErrorCode.PHONE_INVALID));
  });
});

describe('passwords and codes', () => {
  it('password 6-20 characters', () => {
    expect(codeOf(passwordSchema, 'a'.repeat(5))).toBe(ErrorCode.PASSWORD_LENGTH);
    expect(codeOf(passwordSchema, 'a'.repeat(6))).toBe('ok');
    expect(codeOf(passwordSchema, 'a'.repeat(20))).toBe('ok');
    expect(codeOf(passwordSchema, 'a'.repeat(21))).toBe(ErrorCode.PASSWORD_LENGTH);
    expect(codeOf(passwordSchema, '')).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(passwordSchema, undefined)).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(passwordSchema, 123456)).toBe(ErrorCode.PASSWORD_LENGTH);
    expect(codeOf(passwordSchema, '密码密码密码')).toBe('ok');
    expect(codeOf(passwordSchema, '🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑')).toBe('ok'); // 12 characters, 24 units
  });
  it('a password is not trimmed', () => {
    expect(passwordSchema.parse(' abcdef ')).toBe(' abcdef ');
  });
  it('pay password: exactly 6 digits', () => {
    expect(codeOf(payPasswordSchema, '12345')).toBe(ErrorCode.PAY_PASSWORD_FORMAT);
    expect(codeOf(payPasswordSchema, '123456')).toBe('ok');
    expect(codeOf(payPasswordSchema, '12345a')).toBe(ErrorCode.PAY_PASSWORD_FORMAT);
    expect(codeOf(payPasswordSchema, '1234567')).toBe(ErrorCode.PAY_PASSWORD_FORMAT);
    expect(codeOf(payPasswordSchema, '')).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(payPasswordSchema, 123456)).toBe(ErrorCode.PAY_PASSWORD_FORMAT);
  });
  it('two passwords must match', () => {
    expect(codeOf(passwordPairSchema, { password: 'abcdef', confirmPassword: 'abcdef' })).toBe('ok');
    const r = passwordPairSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(r.success).toBe(false);
    expect(r.error && codeFromZodError(r.error)).toBe(ErrorCode.PASSWORDS_MISMATCH);
    expect(r.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
  it('verification code: 6 digits', () => {
    expect(codeOf(verificationCodeSchema, '123456')).toBe('ok');
    expect(verificationCodeSchema.parse(' 012345 ')).toBe('012345');
    expect(codeOf(verificationCodeSchema, '12345')).toBe(ErrorCode.CODE_INVALID);
    expect(codeOf(verificationCodeSchema, '1234567')).toBe(ErrorCode.CODE_INVALID);
    expect(codeOf(verificationCodeSchema, '12a456')).toBe(ErrorCode.CODE_INVALID);
    expect(codeOf(verificationCodeSchema, '')).toBe(ErrorCode.FIELD_REQUIRED);
  });
});

describe('invite codes', () => {
  it('alphabet: digits and uppercase letters without 0, O, 1, I, L', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(31);
    for (const c of '0O1IL') expect(INVITE_CODE_ALPHABET).not.toContain(c);
    for (const c of '23456789ABCDEFGHJKMNPQRSTUVWXYZ') expect(INVITE_CODE_ALPHABET).toContain(c);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(31);
  });
  it('exactly 7 characters of the alphabet', () => {
    expect(isValidInviteCode('ABC2345')).toBe(true);
    expect(isValidInviteCode('ZZZZZZZ')).toBe(true);
    expect(isValidInviteCode('ABC234')).toBe(false);
    expect(isValidInviteCode('ABC23456')).toBe(false);
    for (const bad of ['ABC234O', 'ABC2340', 'ABC2341', 'ABC234I', 'ABC234L', 'ABC-234']) {
      expect(isValidInviteCode(bad), bad).toBe(false);
    }
  });
  it('inviteCodeSchema trims and upper-cases', () => {
    expect(inviteCodeSchema.parse(' abc2345 ')).toBe('ABC2345');
    expect(codeOf(inviteCodeSchema, 'abc234o')).toBe(ErrorCode.INVITE_CODE_INVALID);
    expect(codeOf(inviteCodeSchema, 'ABC234')).toBe(ErrorCode.INVITE_CODE_INVALID);
    expect(codeOf(inviteCodeSchema, '')).toBe(ErrorCode.FIELD_REQUIRED);
  });
  it('optionalInviteCodeSchema accepts empty and undefined', () => {
    expect(optionalInviteCodeSchema.parse(undefined)).toBeUndefined();
    expect(optionalInviteCodeSchema.parse('')).toBeUndefined();
    expect(optionalInviteCodeSchema.parse('  ')).toBeUndefined();
    expect(optionalInviteCodeSchema.parse('xyz9876')).toBe('XYZ9876');
    expect(codeOf(optionalInviteCodeSchema, 'XYZ98')).toBe(ErrorCode.INVITE_CODE_INVALID);
    expect(codeOf(optionalInviteCodeSchema, 1234567)).toBe(ErrorCode.INVITE_CODE_INVALID);
  });
});

describe('texts', () => {
  it('nickname: trimmed, 1-20 characters', () => {
    expect(nicknameSchema.parse('  小明  ')).toBe('小明');
    expect(codeOf(nicknameSchema, 'a'.repeat(20))).toBe('ok');
    expect(codeOf(nicknameSchema, '好'.repeat(20))).toBe('ok');
    expect(codeOf(nicknameSchema, 'a'.repeat(21))).toBe(ErrorCode.TEXT_TOO_LONG);
    expect(codeOf(nicknameSchema, '   ')).toBe(ErrorCode.FIELD_REQUIRED);
  });
  it('text input: at most 140 characters', () => {
    expect(codeOf(textInputSchema, '')).toBe('ok');
    expect(codeOf(textInputSchema, 'x'.repeat(140))).toBe('ok');
    expect(codeOf(textInputSchema, 'x'.repeat(141))).toBe(ErrorCode.TEXT_TOO_LONG);
  });
  it('redemption code must be filled in; agreement must be ticked', () => {
    expect(redeemCodeSchema.parse(' CODE1 ')).toBe('CODE1');
    expect(codeOf(redeemCodeSchema, ' ')).toBe(ErrorCode.REDEEM_CODE_REQUIRED);
    expect(codeOf(redeemCodeSchema, undefined)).toBe(ErrorCode.REDEEM_CODE_REQUIRED);
    expect(codeOf(agreementSchema, true)).toBe('ok');
    expect(codeOf(agreementSchema, false)).toBe(ErrorCode.AGREEMENT_REQUIRED);
    expect(codeOf(agreementSchema, undefined)).toBe(ErrorCode.AGREEMENT_REQUIRED);
  });
});

describe('ID card numbers (GB 11643-1999)', () => {
  it('computes check characters', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('11010119900307803')).toBe('X');
    expect(idCardCheckChar('44030620060615123')).toBe('7');
    expect(idCardCheckChar('1101051949123100')).toBeUndefined();
  });
  it.each([
    '11010519491231002X',
    '11010119900307803X',
    '110105198506152351',
    '310115198002290021', // 1980-02-29, a leap day
    '110105200002291235', // 2000-02-29 (2000 is a leap year)
    '320106190001010015', // 1900-01-01, the earliest accepted
    '440306200606151237',
    '513436198711234565',
    '653024199207183971',
    '429004197810297859',
    '372928199909098719',
  ])('valid: %s', (id) => {
    expect(isValidIdCardNumber(id, NOW)).toBe(true);
  });
  it('detects every single-character change (all 17 weights matter)', () => {
    for (const id of ['513436198711234565', '653024199207183971', '11010519491231002X']) {
      for (let i = 0; i < 18; i++) {
        for (const c of '0123456789X') {
          if (c === id[i]) continue;
          const changed = id.slice(0, i) + c + id.slice(i + 1);
          expect(isValidIdCardNumber(changed, NOW), changed).toBe(false);
        }
      }
    }
  });
  it('accepts a lowercase x', () => {
    expect(isValidIdCardNumber('11010519491231002x', NOW)).toBe(true);
    expect(idCardSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
  });
  it.each([
    ['wrong check digit', '110105194912310021'],
    ['wrong check digit (X expected)', '110105194912310020'],
    ['X where a digit is expected', '11010519850615235X'],
    ['Feb 30', '110105200102301234'],
    ['Feb 29 of a common year', '110105200102291232'],
    ['Feb 29 1900 (not a leap year)', '110105190002291239'],
    ['month 13', '11010519901301123X'],
    ['day 0', '110105199001001237'],
    ['born before 1900', '440524188001010014'],
    ['born 1899-12-31', '320106189912310010'],
    ['born in the future (2099)', '110105209901011234'],
    ['region code starting with 0', '010105199001011239'],
    ['17 characters', '11010519491231002'],
    ['19 characters', '11010519491231002X0'],
    ['letters inside', '1101051949123100AX'],
    ['spaces', ' 11010519491231002X'],
    ['empty', ''],
  ])('invalid: %s', (_why, id) => {
    expect(isValidIdCardNumber(id, NOW)).toBe(false);
  });
  it('rejects a birth date after today, accepts today', () => {
    // Born 2024-06-16, the day after NOW; born on NOW's day. Check characters from Python.
    expect(idCardBirthDate('440306202406161237')).toEqual({ year: 2024, month: 6, day: 16 });
    expect(isValidIdCardNumber('440306202406161237', NOW)).toBe(false);
    expect(isValidIdCardNumber('440306202406151231', NOW)).toBe(true);
    expect(ageOn('440306202406161237', NOW)).toBeUndefined();
    expect(ageOn('440306202406151231', NOW)).toBe(0);
  });
  it('idCardBirthDate', () => {
    expect(idCardBirthDate('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idCardBirthDate('110105200102301234')).toBeUndefined();
    expect(idCardBirthDate('110105194912310021')).toBeUndefined();
  });
  it('minor vs adult on a fixed date', () => {
    // Born 2006-06-15: 18 on 2024-06-15. Born 2006-06-16: still 17.
    expect(ageOn('440306200606151237', NOW)).toBe(18);
    expect(isAdultIdCard('440306200606151237', NOW)).toBe(true);
    expect(ageOn('440306200606161232', NOW)).toBe(17);
    expect(isAdultIdCard('440306200606161232', NOW)).toBe(false);
    expect(ageOn('11010519491231002X', NOW)).toBe(74);
    expect(ageOn('110105194912310021', NOW)).toBeUndefined();
    expect(isAdultIdCard('110105194912310021', NOW)).toBe(false);
  });
  it('counts the birthday in the tenant time zone (Asia/Shanghai by default)', () => {
    // 2024-06-14 16:30 UTC is already 2024-06-15 00:30 in Shanghai.
    const edge = new Date('2024-06-14T16:30:00Z');
    expect(ageOn('440306200606151237', edge)).toBe(18);
    expect(ageOn('440306200606151237', edge, 'UTC')).toBe(17);
  });
  it('a leap-day birthday turns a year older on 1 March in common years', () => {
    expect(ageOn('310115198002290021', new Date('2023-02-28T12:00:00Z'))).toBe(42);
    expect(ageOn('310115198002290021', new Date('2023-03-01T12:00:00Z'))).toBe(43);
  });
  it('idCardSchema reports ID_CARD_INVALID', () => {
    expect(codeOf(idCardSchema, '110105194912310021')).toBe(ErrorCode.ID_CARD_INVALID);
    expect(codeOf(idCardSchema, '')).toBe(ErrorCode.FIELD_REQUIRED);
  });
});

describe('imageSizeOk', () => {
  it('compares with maxMb MiB', () => {
    expect(imageSizeOk(5 * 1024 * 1024, 5)).toBe(true);
    expect(imageSizeOk(5 * 1024 * 1024 + 1, 5)).toBe(false);
    expect(imageSizeOk(0, 1)).toBe(true);
    expect(imageSizeOk(-1, 1)).toBe(false);
    expect(imageSizeOk(Number.NaN, 1)).toBe(false);
    expect(imageSizeOk(1.5 * 1024 * 1024, 1.5)).toBe(true);
  });
});

describe('priceRangeSchema', () => {
  it('accepts empty, one-sided and ordered ranges in fen', () => {
    expect(priceRangeSchema.parse({})).toEqual({});
    expect(priceRangeSchema.parse({ min: 100 })).toEqual({ min: 100 });
    expect(priceRangeSchema.parse({ max: 0 })).toEqual({ max: 0 });
    expect(priceRangeSchema.parse({ min: 100, max: 100 })).toEqual({ min: 100, max: 100 });
    expect(priceRangeSchema.parse({ min: 0, max: 9999 })).toEqual({ min: 0, max: 9999 });
  });
  it('accepts query-string values', () => {
    expect(priceRangeSchema.parse({ min: '100', max: '' })).toEqual({ min: 100 });
  });
  it('rejects min > max, negatives, fractions and junk with PRICE_RANGE_INVALID', () => {
    for (const bad of [
      { min: 200, max: 100 },
      { min: -1 },
      { max: 1.5 },
      { min: 'abc' },
      { min: '10.5' },
      { max: Number.POSITIVE_INFINITY },
      { min: true },
    ]) {
      expect(codeOf(priceRangeSchema, bad), JSON.stringify(bad)).toBe(ErrorCode.PRICE_RANGE_INVALID);
    }
  });
});

describe('codeFromZodError', () => {
  it('falls back to VALIDATION_FAILED for foreign issues', () => {
    const r = priceRangeSchema.safeParse('not an object');
    expect(r.success).toBe(false);
    expect(r.error && codeFromZodError(r.error)).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
