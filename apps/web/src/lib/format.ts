import { DEFAULT_TIME_ZONE, FALLBACK_LANGUAGE, normalizeLanguage, type Language, type WallClock } from '@curio/contract/client';
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

/** The formatter of a language other than Chinese ('Jan 2, 2024, 15:04:05'). */
function dateFormat(lang: Language, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${style}`;
  let f = dateFormats.get(key);
  if (!f) {
    const time: Intl.DateTimeFormatOptions =
      style === 'dateTime' ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {};
    f = new Intl.DateTimeFormat(lang, { timeZone, year: 'numeric', month: 'short', day: 'numeric', ...time });
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * Time zones whose offset from UTC (minutes) has not changed since 1992 and has no daylight saving time in
 * the IANA database (China's last ended in 1991, Korea's in 1988, Hong Kong's, Macau's and Taiwan's in 1979).
 * Between `FIXED_FROM` and `FIXED_UNTIL` their wall clock is UTC plus the offset, which the Chinese form
 * below is built from without `Intl`: a page's first `Intl.DateTimeFormat` loads the ICU's calendar and zone
 * data, one long step (about 20 ms here, 80 ms at Lighthouse's 4x CPU) in the middle of a page's first render
 * (decision 085). format.test.ts holds this table to `Intl`'s own answers over that span.
 */
const FIXED_OFFSETS = new Map<string, number>([
  ['Asia/Shanghai', 480],
  ['Asia/Hong_Kong', 480],
  ['Asia/Macau', 480],
  ['Asia/Taipei', 480],
  ['Asia/Singapore', 480],
  ['Asia/Seoul', 540],
  ['Asia/Tokyo', 540],
  ['UTC', 0],
  ['Etc/UTC', 0],
]);
export const FIXED_FROM = Date.UTC(1992, 0, 1);
export const FIXED_UNTIL = Date.UTC(2100, 0, 1);

// The storefront's own copy of the contract's `zonedWallClock` (wall-clock.ts, which the server and the console
// use): imported from the contract, it came as a chunk of its own on the home's first load (+0.3 KB and a request).
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date and time `ms` shows in the time zone (the tenant's, default Asia/Shanghai): from the offset for a
 * zone of `FIXED_OFFSETS` within the span, else from `Intl` (daylight saving time included).
 */
export function wallClock(ms: number, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const offset = FIXED_OFFSETS.get(timeZone);
  if (offset !== undefined && ms >= FIXED_FROM && ms < FIXED_UNTIL) {
    const d = new Date(ms + offset * 60_000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  let f = wallFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, f);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of f.formatToParts(ms)) parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some ICU versions write midnight as 24 even in the 23-hour cycle (as the contract's copy says).
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function format(ms: number, lang: string | undefined, timeZone: string, style: DateStyle): string {
  if (!Number.isFinite(ms)) return '';
  const language = languageOf(lang);
  if (language !== 'zh-CN' && language !== 'zh-TW') return dateFormat(language, timeZone, style).format(ms);
  // Chinese apps write dates as 2024-01-02 15:04:05, whatever the ICU version's separators.
  const c = wallClock(ms, timeZone);
  const date = `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
  return style === 'date' ? date : `${date} ${pad2(c.hour)}:${pad2(c.minute)}:${pad2(c.second)}`;
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
