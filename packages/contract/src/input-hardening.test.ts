import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorListChainJobs, operatorRetryChainJob } from './calls/operator/schemas';
import { createPayment, listMyBoxes, placeOrder } from './calls/sale/schemas';
import { search, dropListQuery, catalogueIdSchema } from './calls/catalogue/schemas';
import { shorten } from './calls/share-url/schemas';
import { approveAuth, submitRealName, updateIntro, updateNickname } from './calls/identity/schemas';
import { ErrorCode, errorMessage, type ErrorCodeValue } from './errors';
import { LANGUAGES } from './languages';
import { codeFromZodError, hasForbiddenCharacters, inputNumber, textSchema } from './validation';

// Decision 022: bad input gets a code of the catalogue and nothing else; these are the contract's rules.

function codeOf(schema: z.ZodType, value: unknown): ErrorCodeValue | 'ok' {
  const r = schema.safeParse(value);
  return r.success ? 'ok' : codeFromZodError(r.error);
}

/** Every control character a text refuses, by name. */
const CONTROLS: Record<string, string> = {
  NUL: '\u0000',
  'U+0001': '\u0001',
  BEL: '\u0007',
  BS: '\u0008',
  VT: '\u000B',
  FF: '\u000C',
  CR: '\r',
  ESC: '\u001B',
  'U+001F': '\u001F',
  DEL: '\u007F',
  'C1 U+0080': '\u0080',
  'C1 NEL U+0085': '\u0085',
  'C1 U+009F': '\u009F',
  'LINE SEPARATOR U+2028': '\u2028',
  'PARAGRAPH SEPARATOR U+2029': '\u2029',
  'lone high surrogate': '\uD83D',
  'lone low surrogate': '\uDE00',
};

describe('text fields refuse control characters (TEXT_CHARACTERS_INVALID)', () => {
  it('the code has a text in every language, distinct from the generic validation text', () => {
    for (const lang of LANGUAGES) {
      const text = errorMessage(ErrorCode.TEXT_CHARACTERS_INVALID, lang);
      expect(text, lang).not.toBe('');
      expect(text, lang).not.toBe(errorMessage(ErrorCode.VALIDATION_FAILED, lang));
    }
  });

  it.each(Object.entries(CONTROLS))('%s, anywhere in the text, in every text field', (_name, c) => {
    const fields: [string, z.ZodType][] = [
      ['search keyword', search.query!.shape.keyword],
      ['nickname', updateNickname.body!.shape.nickname],
      ['intro', updateIntro.body!.shape.intro],
      ['real name', submitRealName.body!.shape.name],
      ['short link', shorten.body!.shape.url],
      ['DID token', approveAuth.query!.shape.didToken],
    ];
    for (const [field, schema] of fields) {
      for (const value of [`${c}ab`, `ab${c}cd`, `abc${c}`]) {
        expect(codeOf(schema, value), `${field} ${JSON.stringify(value)}`).toBe(ErrorCode.TEXT_CHARACTERS_INVALID);
      }
    }
  });

  it('newline and tab: only in a multi-line field (the intro); a one-line field refuses them', () => {
    const intro = updateIntro.body!.shape.intro;
    expect(intro.parse('line one\nline two\twith a tab')).toBe('line one\nline two\twith a tab');
    for (const schema of [updateNickname.body!.shape.nickname, search.query!.shape.keyword, shorten.body!.shape.url]) {
      expect(codeOf(schema, 'a\nb')).toBe(ErrorCode.TEXT_CHARACTERS_INVALID);
      expect(codeOf(schema, 'a\tb')).toBe(ErrorCode.TEXT_CHARACTERS_INVALID);
    }
    // A CRLF is refused too: a browser's text area gives \n.
    expect(codeOf(intro, 'a\r\nb')).toBe(ErrorCode.TEXT_CHARACTERS_INVALID);
  });

  it('text is otherwise free: every script, emoji (a surrogate pair), joiners, no-break space', () => {
    const nickname = updateNickname.body!.shape.nickname;
    for (const ok of ['收藏家小王', '收藏家', 'Zoë', 'José', '👩‍🎨 artist', 'a\u00A0b', 'Ελένη', 'محمد']) {
      expect(codeOf(nickname, ok), ok).toBe('ok');
    }
    expect(hasForbiddenCharacters('🎨')).toBe(false);
  });

  it('the order of the checks: missing, then characters, then length', () => {
    const s = textSchema({ max: 5 });
    expect(codeOf(s, undefined)).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(s, null)).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(s, '  ')).toBe(ErrorCode.FIELD_REQUIRED);
    expect(codeOf(s, 42)).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOf(s, ['a'])).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOf(s, 'toolong\u0000')).toBe(ErrorCode.TEXT_CHARACTERS_INVALID);
    expect(codeOf(s, 'toolong')).toBe(ErrorCode.TEXT_TOO_LONG);
    expect(s.parse('  ok  ')).toBe('ok');
    expect(codeOf(submitRealName.body!.shape.name, '王')).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOf(submitRealName.body!.shape.name, '王'.repeat(31))).toBe(ErrorCode.TEXT_TOO_LONG);
  });
});

describe('numbers are numbers (inputNumber)', () => {
  const n = inputNumber(z.number().int().min(0));

  it('a JSON number, or the canonical decimal text of an integer (urlencoded bodies, query strings, paths)', () => {
    expect(n.parse(12)).toBe(12);
    expect(n.parse('12')).toBe(12);
    expect(n.parse('0')).toBe(0);
    expect(inputNumber(z.number()).parse('-3')).toBe(-3);
  });

  it.each([
    ['[1]', [1]],
    ['true', true],
    ['false', false],
    ['{}', {}],
    ['" 1"', ' 1'],
    ['"1 "', '1 '],
    ['"01"', '01'],
    ['"+1"', '+1'],
    ['"1.0"', '1.0'],
    ['"1e0"', '1e0'],
    ['"0x1"', '0x1'],
    ['"-0"', '-0'],
    ['"0b1"', '0b1'],
    ['"Infinity"', 'Infinity'],
    ['"NaN"', 'NaN'],
    ['"1_000"', '1_000'],
    ['"١"', '١'],
    ['"99999999999999999"', '99999999999999999'],
  ])('refuses %s with VALIDATION_FAILED (z.coerce.number took [1] and true for 1)', (_label, value) => {
    expect(codeOf(n, value)).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('missing, null and "" are left to the schema: its default, its optional, or its own required code', () => {
    expect(codeOf(n, undefined)).toBe(ErrorCode.VALIDATION_FAILED);
    expect(inputNumber(z.number().default(7)).parse('')).toBe(7);
    expect(inputNumber(z.number().optional()).parse(null)).toBeUndefined();
  });

  it('quantity: [1], true, {}, "1e0" are VALIDATION_FAILED; null, "" or missing SELECT_REQUIRED; 0 too; over the limit ORDER_LIMIT', () => {
    const body = (quantity: unknown) => ({ businessType: 4, itemId: 1, quantity });
    const code = (q: unknown) => codeOf(placeOrder.body!, body(q));
    for (const bad of [[1], true, {}, ' 1', '1e0', '0x1', 1.5]) {
      expect(code(bad), JSON.stringify(bad)).toBe(bad === 1.5 ? ErrorCode.SELECT_REQUIRED : ErrorCode.VALIDATION_FAILED);
    }
    for (const missing of [null, '', undefined, 0]) expect(code(missing), String(missing)).toBe(ErrorCode.SELECT_REQUIRED);
    expect(code(99)).toBe(ErrorCode.ORDER_LIMIT);
    expect(placeOrder.body!.parse(body('2')).quantity).toBe(2);
    expect(placeOrder.body!.parse(body(2)).quantity).toBe(2);
    // businessType was strict already: a JSON 3 or 4.
    expect(codeOf(placeOrder.body!, { businessType: [4], itemId: 1, quantity: 1 })).toBe(ErrorCode.SELECT_REQUIRED);
    expect(codeOf(placeOrder.body!, { businessType: true, itemId: 1, quantity: 1 })).toBe(ErrorCode.SELECT_REQUIRED);
  });

  it('payment method: [1], true, null, {}, "" and " 1" are refused; 1 and "1" are the method 1', () => {
    const code = (method: unknown) => codeOf(createPayment.body!, { orderNo: 'ABCDEFGH12', method });
    for (const bad of [[1], true, null, {}, '', ' 1', '1.0', undefined]) {
      expect(code(bad), JSON.stringify(bad)).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const one = createPayment.body!.parse({ orderNo: 'ABCDEFGH12', method: 1 }).method;
    expect(createPayment.body!.parse({ orderNo: 'ABCDEFGH12', method: '1' }).method).toBe(one);
  });

  it('every other number of the input follows the same rule', () => {
    expect(codeOf(catalogueIdSchema, [3])).toBe(ErrorCode.NOT_FOUND);
    expect(codeOf(catalogueIdSchema, true)).toBe(ErrorCode.NOT_FOUND);
    expect(codeOf(catalogueIdSchema, ' 3')).toBe(ErrorCode.NOT_FOUND);
    expect(codeOf(dropListQuery, { pageSize: ['5'] })).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOf(dropListQuery, { priceMin: '1e3' })).toBe(ErrorCode.PRICE_RANGE_INVALID);
    expect(codeOf(dropListQuery, { priceMin: true })).toBe(ErrorCode.PRICE_RANGE_INVALID);
    expect(codeOf(listMyBoxes.query!, { pageSize: '0x10' })).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOf(operatorListChainJobs.query!, { limit: '1e2' })).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOf(operatorRetryChainJob.params!, { id: ['1'] })).toBe(ErrorCode.VALIDATION_FAILED);
    expect(operatorRetryChainJob.params!.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
