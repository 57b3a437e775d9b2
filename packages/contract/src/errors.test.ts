import { describe, expect, it } from 'vitest';
import { errorDescriptions } from './error-descriptions';
import { ERROR_CODE_NAMES, ErrorCode, errorCatalogue, errorCodeName, errorMessage, interpolate, isErrorCode } from './errors';
import { LANGUAGES } from './languages';

describe('ErrorCode', () => {
  it('keeps the numbers of spec §8', () => {
    expect(ErrorCode).toMatchObject({
      OK: 0,
      SESSION_EXPIRED: 2062000,
      MAINTENANCE: 9999,
      NO_TENANT: 2060025,
      QUIET: 8020217,
      SOLD_OUT: 7020064,
      INVENTORY_SHORTAGE: 7020065,
      ORDER_EXISTS: 7020072,
      LOCKED: 7020073,
      ORDER_LIMIT: 7020074,
      VERIFIED_INFO_FAILED: 7020075,
      NOT_REAL_NAME: 7020076,
      CHAIN_ACCOUNT_INFO_FAILED: 7020077,
      NO_CHAIN_ACCOUNT: 7020078,
      VERIFIED_NO_CHAIN: 2010010,
      CHAIN_NOT_OPENED: 7020100,
      PLATFORM_CLOSED: 2060026,
      LOGIN_REQUIRED: 2062001,
    });
  });

  it('has unique numbers', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
  });

  it('puts every new code in 40000xx or 50000xx-50002xx (or beside its spec neighbour)', () => {
    const spec = new Set<number>([
      0, 9999, 2010010, 2060025, 2060026, 2062000, 2062001, 7020064, 7020065, 7020072, 7020073, 7020074, 7020075, 7020076,
      7020077, 7020078, 7020100, 8020217,
    ]);
    for (const value of Object.values(ErrorCode)) {
      if (spec.has(value)) continue;
      const inRange = (value >= 4000000 && value <= 4000099) || (value >= 5000000 && value <= 5000299);
      expect(inRange, `code ${value}`).toBe(true);
    }
  });

  it('has every code the brief names', () => {
    const required = [
      'VALIDATION_FAILED',
      'SIGNATURE_MISSING',
      'SIGNATURE_INVALID',
      'REQUEST_EXPIRED',
      'NONCE_REPLAYED',
      'NOT_FOUND',
      'RATE_LIMITED',
      'FILE_TOO_LARGE',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_UPLOAD_FAILED',
      'PLATFORM_CLOSED',
      'LOGIN_REQUIRED',
      'INTERNAL_ERROR',
      'AUTH_FAILED',
      'IDENTITY_PHONE_MISMATCH',
      'PAYMENT_FAILED',
      'ORDER_EXCEPTION',
      'PAY_METHOD_UNAVAILABLE',
      'NO_PAY_CHANNEL',
      'NO_PLATFORM_PAY_METHOD',
      'CHAT_APP_PAYMENT',
      'ACTIVITY_NOT_FOUND',
      'INSUFFICIENT_MATERIALS',
      'CLAIMS_EXHAUSTED',
      'REAL_NAME_DAILY_LIMIT',
      'PHONE_INVALID',
      'PASSWORD_LENGTH',
      'CODE_INVALID',
      'ID_CARD_INVALID',
      'PAY_PASSWORD_FORMAT',
      'PASSWORDS_MISMATCH',
      'FIELD_REQUIRED',
      'INVITE_CODE_INVALID',
      'PRICE_RANGE_INVALID',
      'GIFT_TO_SELF',
      'RECIPIENT_INVALID',
      'CAST_ONCE',
      'AGREEMENT_REQUIRED',
      'REDEEM_CODE_REQUIRED',
      'SELECT_REQUIRED',
    ];
    for (const name of required) expect(ERROR_CODE_NAMES, name).toContain(name);
  });
});

describe('errorCatalogue', () => {
  it('has one entry per code, named after it', () => {
    expect(Object.keys(errorCatalogue)).toHaveLength(ERROR_CODE_NAMES.length);
    for (const name of ERROR_CODE_NAMES) {
      const entry = errorCatalogue[ErrorCode[name]];
      expect(entry.name).toBe(name);
      expect(errorDescriptions[name].length).toBeGreaterThan(10);
    }
  });

  it('has a non-empty message in all five languages for every code', () => {
    for (const entry of Object.values(errorCatalogue)) {
      expect(Object.keys(entry.messages).sort()).toEqual([...LANGUAGES].sort());
      for (const lang of LANGUAGES) {
        expect(entry.messages[lang].trim(), `${entry.name} ${lang}`).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const entry of Object.values(errorCatalogue)) {
      const en = placeholders(entry.messages.en);
      for (const lang of LANGUAGES) {
        expect(placeholders(entry.messages[lang]), `${entry.name} ${lang}`).toEqual(en);
      }
    }
  });

  it('writes Chinese in Chinese (no Latin words) and keeps zh-TW distinct where it should', () => {
    for (const entry of Object.values(errorCatalogue)) {
      const zh = entry.messages['zh-CN'].replace(/\{\w+\}|MB/g, '');
      expect(/[A-Za-z]{2,}/.test(zh), entry.name).toBe(false);
    }
    expect(errorCatalogue[ErrorCode.SESSION_EXPIRED].messages['zh-CN']).toBe('会话已过期，请重新登录');
    expect(errorCatalogue[ErrorCode.SESSION_EXPIRED].messages['zh-TW']).toBe('會話已過期，請重新登入');
  });

  it('keeps the spec wording in English', () => {
    expect(errorCatalogue[ErrorCode.FILE_TOO_LARGE].messages.en).toBe('Image must not exceed {size} MB');
    expect(errorCatalogue[ErrorCode.PLATFORM_CLOSED].messages.en).toBe('The platform is closed');
    expect(errorCatalogue[ErrorCode.LOGIN_REQUIRED].messages.en).toBe('Please log in first');
    expect(errorCatalogue[ErrorCode.IDENTITY_PHONE_MISMATCH].messages.en).toBe(
      'Identity information and mobile number do not match, please re-authenticate',
    );
  });
});

describe('errorMessage', () => {
  it('interpolates {size}', () => {
    expect(errorMessage(ErrorCode.FILE_TOO_LARGE, 'en', { size: 5 })).toBe('Image must not exceed 5 MB');
    expect(errorMessage(ErrorCode.FILE_TOO_LARGE, 'zh-CN', { size: '2' })).toBe('图片大小不能超过2MB');
    expect(errorMessage(ErrorCode.FILE_TOO_LARGE, 'fr', { size: 10 })).toBe("L'image ne doit pas dépasser 10 Mo");
  });
  it('leaves placeholders without a value', () => {
    expect(errorMessage(ErrorCode.FILE_TOO_LARGE, 'en')).toBe('Image must not exceed {size} MB');
    expect(errorMessage(ErrorCode.FILE_TOO_LARGE, 'en', { other: 1 })).toBe('Image must not exceed {size} MB');
  });
  it('returns the language asked for', () => {
    expect(errorMessage(ErrorCode.SOLD_OUT, 'zh-CN')).toBe('已售罄');
    expect(errorMessage(ErrorCode.SOLD_OUT, 'es')).toBe('Agotado');
    expect(errorMessage(2062000, 'zh-TW')).toBe('會話已過期，請重新登入');
  });
  it('gives the INTERNAL_ERROR text for an unknown code', () => {
    expect(errorMessage(123456, 'en')).toBe(errorMessage(ErrorCode.INTERNAL_ERROR, 'en'));
    expect(errorMessage(-1, 'zh-CN')).toBe('系统繁忙，请稍后再试');
  });
  it('interpolate does not read inherited properties', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
    expect(interpolate('{a}{b}{a}', { a: 1, b: 'x' })).toBe('1x1');
  });
});

describe('isErrorCode / errorCodeName', () => {
  it('knows catalogue codes only', () => {
    expect(isErrorCode(0)).toBe(true);
    expect(isErrorCode(7020077)).toBe(true);
    expect(isErrorCode(4000008)).toBe(true);
    expect(isErrorCode(7020066)).toBe(false);
    expect(isErrorCode(Number.NaN)).toBe(false);
    expect(errorCodeName(9999)).toBe('MAINTENANCE');
    expect(errorCodeName(1)).toBeUndefined();
  });
});
