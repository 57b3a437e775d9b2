import { describe, expect, it } from 'vitest';
import {
  addMonths,
  amountProblem,
  amountTyping,
  bankOf,
  cardDigits,
  clampMonth,
  fenToYuanInput,
  formatCardNumber,
  isCardNumber,
  lastFour,
  luhnCheckDigit,
  luhnValid,
  MAX_AMOUNT_FEN,
  monthBounds,
  monthOf,
  monthParam,
  monthRange,
  yuanToFen,
} from './rules';

describe('card numbers', () => {
  it('pass the Luhn check only with the right check digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
    const partial = '622202000012345678';
    const full = partial + luhnCheckDigit(partial);
    expect(luhnValid(full)).toBe(true);
    for (let d = 0; d <= 9; d++) if (`${d}` !== full.slice(-1)) expect(luhnValid(partial + d)).toBe(false);
  });

  it('are 12 to 19 digits that pass Luhn; spaces as printed are fine, other characters are not', () => {
    const ok = '622202000012345678' + luhnCheckDigit('622202000012345678');
    expect(isCardNumber(ok)).toBe(true);
    expect(isCardNumber(formatCardNumber(ok))).toBe(true);
    expect(isCardNumber('79927398713')).toBe(false); // 11 digits
    expect(isCardNumber(`${ok.slice(0, -1)}${(Number(ok.slice(-1)) + 1) % 10}`)).toBe(false);
    expect(isCardNumber('6222-0200-0012-3456')).toBe(false);
  });

  it('keep digits only, group them by four and show the last four', () => {
    expect(cardDigits('6222 0200-12ab34')).toBe('622202001234');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
    expect(formatCardNumber('6222020012345678')).toBe('6222 0200 1234 5678');
    expect(lastFour('6222 0200 1234 5678')).toBe('5678');
  });

  it('name the bank from the longest known prefix', () => {
    expect(bankOf('6222020012345678')).toBe('ICBC');
    expect(bankOf('6225880012345678')).toBe('CMB');
    expect(bankOf('6227000012345678')).toBe('CCB');
    expect(bankOf('6228480012345678')).toBe('ABC');
    expect(bankOf('9999990012345678')).toBeNull();
    expect(bankOf('62')).toBeNull();
  });
});

describe('amounts', () => {
  it('turn yuan typed into integer fen without floating point', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(yuanToFen('¥1,234.50')).toBe(123450);
    expect(yuanToFen('12.')).toBe(1200);
    expect(yuanToFen('12.345')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
    expect(yuanToFen('')).toBeNull();
  });

  it('go back to the input text', () => {
    expect(fenToYuanInput(1200)).toBe('12');
    expect(fenToYuanInput(1230)).toBe('12.3');
    expect(fenToYuanInput(1234)).toBe('12.34');
    expect(fenToYuanInput(5)).toBe('0.05');
  });

  it('keep only what may become an amount while typing', () => {
    expect(amountTyping('12.345')).toBe('12.34');
    expect(amountTyping('1a2')).toBe('12');
    expect(amountTyping('.5')).toBe('0.5');
    expect(amountTyping('007')).toBe('7');
    expect(amountTyping('1.2.3')).toBe('1.23');
  });

  it('are refused when empty, malformed, zero, above the limit or above the balance', () => {
    expect(amountProblem('')).toBe('required');
    expect(amountProblem('abc')).toBe('format');
    expect(amountProblem('0')).toBe('min');
    expect(amountProblem('0.00')).toBe('min');
    expect(amountProblem('0.01')).toBeNull();
    expect(amountProblem(fenToYuanInput(MAX_AMOUNT_FEN))).toBeNull();
    expect(amountProblem(fenToYuanInput(MAX_AMOUNT_FEN + 1))).toBe('max');
    expect(amountProblem('10.01', { balance: 1000 })).toBe('balance');
    expect(amountProblem('10', { balance: 1000 })).toBeNull();
  });
});

describe('the bill months', () => {
  const now = { year: 2026, month: 11 };
  it('are bounded 150 years either side of the current year (spec §5)', () => {
    expect(monthBounds(now)).toEqual({ min: { year: 1876, month: 1 }, max: { year: 2176, month: 12 } });
    expect(clampMonth({ year: 1800, month: 5 }, now)).toEqual({ year: 1876, month: 1 });
    expect(clampMonth({ year: 2300, month: 5 }, now)).toEqual({ year: 2176, month: 12 });
    expect(clampMonth({ year: 2020, month: 5 }, now)).toEqual({ year: 2020, month: 5 });
  });

  it('step across years and read from the query', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthParam('2025-03', now)).toEqual({ year: 2025, month: 3 });
    expect(monthParam('2025-13', now)).toEqual(now);
    expect(monthParam('junk', now)).toEqual(now);
    expect(monthParam('1000-01', now)).toEqual({ year: 1876, month: 1 });
  });

  it('cover the month in China time', () => {
    const { from, to } = monthRange({ year: 2026, month: 11 });
    expect(new Date(from).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(new Date(to + 1).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(monthOf(from)).toEqual({ year: 2026, month: 11 });
    expect(monthOf(from - 1)).toEqual({ year: 2026, month: 10 });
  });
});

describe('the request id of a money-moving form', async () => {
  const { requestIdKeeper } = await import('./request-id');
  it('stays the same for the same values and changes with other values or after a success', () => {
    let n = 0;
    const keeper = requestIdKeeper(() => `id-${++n}-xxxxxx`);
    const a = keeper.idFor({ cardId: 1, amount: 100 });
    expect(keeper.idFor({ cardId: 1, amount: 100 })).toBe(a);
    const b = keeper.idFor({ cardId: 1, amount: 200 });
    expect(b).not.toBe(a);
    keeper.done();
    expect(keeper.idFor({ cardId: 1, amount: 200 })).not.toBe(b);
  });
  it('look like what the contract accepts (8-64 of A-Z a-z 0-9 - _)', async () => {
    const { newRequestId } = await import('./rules');
    for (let i = 0; i < 20; i++) expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
