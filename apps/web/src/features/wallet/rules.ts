import { bankOfCard, DEFAULT_TIME_ZONE, RECHARGE_MAX, WALLET_AMOUNT_MIN } from '@curio/contract/client';
import { wallClock } from '../../lib/format';

// The wallet's rules on the client: card numbers (Luhn, the bank from the number's prefix), amounts typed
// in yuan and kept in fen (PRODUCT.md §3), the bill month picker's bounds (spec §5).

/** A bank card number: 12 to 19 digits (UnionPay debit cards are 16 to 19). */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

/** Only the digits of what was typed or pasted ("6222 0200 ..." → "62220200..."). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

/** Groups of four, as printed on the card. */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn (mod 10) check every bank card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The digit that makes `partial` + it pass Luhn (tests and the sandbox's card numbers). */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${partial}${d}`)) return String(d);
  return '0';
}

export function isCardNumber(value: string): boolean {
  const d = cardDigits(value);
  return d.length >= CARD_MIN_DIGITS && d.length === value.replace(/\s/g, '').length && luhnValid(d);
}

/**
 * The bank of a card number from its prefix (the contract's table of Chinese bank BINs, the one the
 * provider uses), or null when it does not know the prefix. Its name is a text: wallet.bank.<code>.
 */
export function bankOf(value: string): string | null {
  return bankOfCard(cardDigits(value))?.bankCode ?? null;
}

/** The last 4 digits, the only part of a card the storefront keeps. */
export function lastFour(value: string): string {
  return cardDigits(value).slice(-4);
}

// ---------------------------------------------------------------- amounts

/** Smallest amount moved at once: ¥0.01 (the contract's limit). */
export const MIN_AMOUNT_FEN = WALLET_AMOUNT_MIN;
/** Largest recharge at once (the contract's limit; withdrawals and payments pass their own). */
export const MAX_AMOUNT_FEN = RECHARGE_MAX;

/**
 * What the user typed in yuan ("12", "12.3", "12.34", "¥1,234.50") as integer fen, or null when it is not
 * an amount of at most two decimals. No floating point: the digits are joined.
 */
export function yuanToFen(input: string): number | null {
  const v = input.replace(/[¥￥,\s]/g, '');
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(v);
  if (!m) return null;
  const yuan = Number(m[1]);
  const fen = Number(((m[2] ?? '') + '00').slice(0, 2));
  return yuan * 100 + fen;
}

/** Fen as the yuan text of the amount input: 1234 → "12.34", 1200 → "12". */
export function fenToYuanInput(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const rest = fen % 100;
  return rest === 0 ? String(yuan) : `${yuan}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Keeps what may still become an amount while typing: digits, one point, two decimals. */
export function amountTyping(input: string): string {
  const v = input.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = v.split('.');
  const cleanWhole = whole.replace(/^0+(?=\d)/, '').slice(0, 9);
  if (rest.length === 0) return cleanWhole;
  return `${cleanWhole === '' ? '0' : cleanWhole}.${rest.join('').slice(0, 2)}`;
}

export type AmountProblem = 'required' | 'format' | 'min' | 'max' | 'balance';

/** Why an amount cannot be sent (null: it can). `balance` is the most one may take out, when it applies. */
export function amountProblem(
  input: string,
  { max = MAX_AMOUNT_FEN, balance }: { max?: number; balance?: number } = {},
): AmountProblem | null {
  if (input.trim() === '') return 'required';
  const fen = yuanToFen(input);
  if (fen === null) return 'format';
  if (fen < MIN_AMOUNT_FEN) return 'min';
  if (fen > max) return 'max';
  if (balance !== undefined && fen > balance) return 'balance';
  return null;
}

// ---------------------------------------------------------------- bill months

/** A month of bills: year and month 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Spec §5: the date picker's range is 150 years either side of the current year. */
export const PICKER_YEARS = 150;

export function monthBounds(now: YearMonth): { min: YearMonth; max: YearMonth } {
  return { min: { year: now.year - PICKER_YEARS, month: 1 }, max: { year: now.year + PICKER_YEARS, month: 12 } };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** `m` kept within the picker's bounds. */
export function clampMonth(m: YearMonth, now: YearMonth): YearMonth {
  const { min, max } = monthBounds(now);
  if (compareMonths(m, min) < 0) return min;
  if (compareMonths(m, max) > 0) return max;
  return m;
}

export function addMonths(m: YearMonth, n: number): YearMonth {
  const i = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** "2026-11" for queries and keys. */
export function monthKey(m: YearMonth): string {
  return `${m.year}-${String(m.month).padStart(2, '0')}`;
}

export function monthParam(value: string | undefined, now: YearMonth): YearMonth {
  const m = /^(\d{1,4})-(\d{2})$/.exec(value ?? '');
  if (!m) return now;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return now;
  return clampMonth({ year: Number(m[1]), month }, now);
}

/** The month of `ms` in the time zone (by default the platform's, `DEFAULT_TIME_ZONE`, as every date the app shows). */
export function monthOf(ms: number, timeZone: string = DEFAULT_TIME_ZONE): YearMonth {
  const { year, month } = wallClock(ms, timeZone);
  return { year, month };
}

/** The first and the last millisecond of a month in the time zone's offset (China has no summer time). */
export function monthRange(m: YearMonth, offsetMinutes = 8 * 60): { from: number; to: number } {
  const from = Date.UTC(m.year, m.month - 1, 1) - offsetMinutes * 60_000;
  const next = addMonths(m, 1);
  const to = Date.UTC(next.year, next.month - 1, 1) - offsetMinutes * 60_000 - 1;
  return { from, to };
}

/** A request id for one money-moving attempt: a double tap sends the same id, so money moves once. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;
}
