import { DEFAULT_TIME_ZONE, FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract/client';
import type { TFunction } from './i18n';

// Money and time for display (PRODUCT.md §3): amounts are integer fen, shown as ¥1,234.50 with the
// language's digit grouping; times are shown in the tenant's time zone (default Asia/Shanghai).

function languageOf(lang: string | undefined): Language {
  return normalizeLanguage(lang) ?? FALLBACK_LANGUAGE;
}

/** Integer fen from anything numeric: non-integers are rounded, NaN and ±Infinity count as 0. */
function toFen(fen: number): number {
  if (!Number.isFinite(fen)) return 0;
  const rounded = Math.round(fen);
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Each language's digit grouping and decimal separator for prices, as its locale data (CLDR, what
 * `Intl.NumberFormat(lang, { useGrouping: true })` prints) has them: groups of three, the separators
 * below. Written out rather than asked of `Intl`: the first `Intl.NumberFormat` of a page loads the
 * locale's data, one long step on a slow phone (25 ms here, about 100 ms at Lighthouse's 4x CPU) in
 * the middle of the first load; format.test.ts holds the table to `Intl`'s own answers.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  'zh-CN': { group: ',', decimal: '.' },
  'zh-TW': { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
  // U+202F NARROW NO-BREAK SPACE: the French group separator, which never breaks a price over two lines.
  fr: { group: '\u202f', decimal: ',' },
};

/** Whole yuan with the language's grouping: 1234567 → '1,234,567' (a non-negative integer). */
function groupDigits(whole: number, group: string): string {
  // String() writes 1e21 and above with an exponent; such prices are not real, but stay whole digits.
  const digits = whole < 1e21 ? String(whole) : BigInt(whole).toString();
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += group + digits.slice(i, i + 3);
  return out;
}

export interface PriceParts {
  /** '-' for a negative amount, otherwise ''. */
  sign: '' | '-';
  /** Whole yuan with the language's grouping: '1,234'. */
  yuan: string;
  /** Always two digits: '50'. */
  fen: string;
  /** The language's decimal separator: '.' (',' in es and fr). */
  decimal: string;
}

/** Splits an amount in fen for big-yuan / small-fen display: 123450 → { yuan: '1,234', fen: '50' }. */
export function priceParts(fen: number, lang?: string): PriceParts {
  const value = toFen(fen);
  const abs = Math.abs(value);
  const { group, decimal } = SEPARATORS[languageOf(lang)];
  return {
    sign: value < 0 ? '-' : '',
    yuan: groupDigits(Math.floor(abs / 100), group),
    fen: String(abs % 100).padStart(2, '0'),
    decimal,
  };
}

/**
 * An amount in integer fen as a price: 123450 → '¥1,234.50', -100 → '-¥1.00'. Always the ¥ sign
 * and two decimals; grouping and decimal separator follow the language (fr: '¥1 234,50').
 */
export function formatPrice(fen: number, lang?: string): string {
  const p = priceParts(fen, lang);
  return `${p.sign}¥${p.yuan}${p.decimal}${p.fen}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left in `ms` (floored; never negative). */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A countdown as text: 'HH:MM:SS' below a day, otherwise the language's day form with the time,
 * from `ui.countdown.withDays` ('2天 03:04:05', '2d 03:04:05').
 */
export function formatCountdown(ms: number, t: TFunction): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const time = `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
  if (days === 0) return time;
  return t('ui.countdown.withDays', { days, time });
}

type DateStyle = 'date' | 'dateTime';
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Language, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${style}`;
  let f = dateFormats.get(key);
  if (!f) {
    const chinese = lang === 'zh-CN' || lang === 'zh-TW';
    const date: Intl.DateTimeFormatOptions = chinese
      ? { year: 'numeric', month: '2-digit', day: '2-digit' }
      : { year: 'numeric', month: 'short', day: 'numeric' };
    const time: Intl.DateTimeFormatOptions =
      style === 'dateTime' ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {};
    f = new Intl.DateTimeFormat(lang, { timeZone, ...date, ...time });
    dateFormats.set(key, f);
  }
  return f;
}

function format(ms: number, lang: string | undefined, timeZone: string, style: DateStyle): string {
  if (!Number.isFinite(ms)) return '';
  const language = languageOf(lang);
  const f = dateFormat(language, timeZone, style);
  if (language !== 'zh-CN' && language !== 'zh-TW') return f.format(ms);
  // Chinese apps write dates as 2024-01-02 15:04:05: build it from the parts so that the separators
  // do not depend on the ICU version.
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of f.formatToParts(ms)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return style === 'date' ? date : `${date} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Date and time in the tenant's time zone: '2024-01-02 15:04:05' in Chinese, 'Jan 2, 2024, 15:04:05'
 * in English (es and fr in their own words). Empty for an invalid time.
 */
export function formatDateTime(ms: number, lang?: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return format(ms, lang, timeZone, 'dateTime');
}

/** The date alone: '2024-01-02' in Chinese, 'Jan 2, 2024' in English. */
export function formatDate(ms: number, lang?: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return format(ms, lang, timeZone, 'date');
}
