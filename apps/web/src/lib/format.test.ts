import { createI18n, type TFunction } from './i18n';
import { describe, expect, it, vi } from 'vitest';
import enUi from '../locales/en/ui';
import zhCnUi from '../locales/zh-CN/ui';
import { LANGUAGES } from '@curio/contract/client';
import {
  countdownParts,
  FIXED_FROM,
  FIXED_UNTIL,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatPrice,
  priceParts,
} from './format';

function tFor(lng: 'en' | 'zh-CN'): TFunction {
  return createI18n({ lng, resources: { en: { ui: enUi }, 'zh-CN': { ui: zhCnUi } } }).t;
}

describe('formatPrice', () => {
  it.each([
    [0, '¥0.00'],
    [1, '¥0.01'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [123450, '¥1,234.50'],
    [123456789, '¥1,234,567.89'],
    [-100, '-¥1.00'],
    [-1, '-¥0.01'],
  ])('%i fen → %s', (fen, text) => {
    expect(formatPrice(fen)).toBe(text);
  });

  it('groups by the language but keeps ¥ and two decimals', () => {
    expect(formatPrice(123456789, 'zh-CN')).toBe('¥1,234,567.89');
    expect(formatPrice(123456789, 'zh-TW')).toBe('¥1,234,567.89');
    expect(formatPrice(123456789, 'en')).toBe('¥1,234,567.89');
    expect(formatPrice(123456789, 'es')).toBe('¥1.234.567,89');
    expect(formatPrice(123456789, 'fr')).toMatch(/^¥1\s234\s567,89$/u);
    expect(formatPrice(5, 'fr')).toBe('¥0,05');
  });

  it('is exact for large amounts (no floating point drift)', () => {
    expect(formatPrice(999999999999)).toBe('¥9,999,999,999.99');
    expect(formatPrice(1000000000010)).toBe('¥10,000,000,000.10');
  });

  it('rounds stray non-integers and treats non-finite as zero', () => {
    expect(formatPrice(99.6)).toBe('¥1.00');
    expect(formatPrice(Number.NaN)).toBe('¥0.00');
    expect(formatPrice(-0.4)).toBe('¥0.00');
  });
});

describe('priceParts', () => {
  it('splits yuan and fen', () => {
    expect(priceParts(123450)).toEqual({ sign: '', yuan: '1,234', fen: '50', decimal: '.' });
    expect(priceParts(5)).toEqual({ sign: '', yuan: '0', fen: '05', decimal: '.' });
    expect(priceParts(-123456789)).toEqual({ sign: '-', yuan: '1,234,567', fen: '89', decimal: '.' });
    expect(priceParts(100, 'es')).toEqual({ sign: '', yuan: '1', fen: '00', decimal: ',' });
  });
});

describe('countdownParts', () => {
  it('floors into days, hours, minutes, seconds', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(59_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(86_399_999)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('is never negative', () => {
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('formatCountdown', () => {
  const en = tFor('en');
  const zh = tFor('zh-CN');
  const twoDays = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;

  it('shows HH:MM:SS below a day', () => {
    expect(formatCountdown(0, en)).toBe('00:00:00');
    expect(formatCountdown(59_000, en)).toBe('00:00:59');
    expect(formatCountdown(86_399_000, en)).toBe('23:59:59');
    expect(formatCountdown(-1000, en)).toBe('00:00:00');
  });

  it('adds days from ui.countdown.withDays', () => {
    expect(formatCountdown(86_400_000, en)).toBe('1d 00:00:00');
    expect(formatCountdown(twoDays, en)).toBe('2d 03:04:05');
    expect(formatCountdown(twoDays, zh)).toBe('2天 03:04:05');
  });
});

describe('formatDateTime / formatDate', () => {
  // 2024-01-02 03:04:05 in Asia/Shanghai (UTC+8) is 2024-01-01 19:04:05 UTC.
  const at = Date.UTC(2024, 0, 1, 19, 4, 5);

  it('formats in Asia/Shanghai by default', () => {
    expect(formatDateTime(at, 'zh-CN')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(at, 'zh-TW')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(at, 'en')).toBe('Jan 2, 2024, 03:04:05');
    expect(formatDate(at, 'zh-CN')).toBe('2024-01-02');
    expect(formatDate(at, 'en')).toBe('Jan 2, 2024');
  });

  it('uses a 24-hour clock', () => {
    const afternoon = Date.UTC(2024, 5, 30, 7, 30, 0); // 15:30 in Shanghai
    expect(formatDateTime(afternoon, 'zh-CN')).toBe('2024-06-30 15:30:00');
    expect(formatDateTime(afternoon, 'en')).toBe('Jun 30, 2024, 15:30:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 16, 0, 0), 'zh-CN')).toBe('2024-01-02 00:00:00');
  });

  it('honours another time zone and falls back to English', () => {
    expect(formatDateTime(at, 'zh-CN', 'UTC')).toBe('2024-01-01 19:04:05');
    expect(formatDate(at, 'zh-CN', 'America/New_York')).toBe('2024-01-01');
    expect(formatDate(at, 'de')).toBe('Jan 2, 2024');
    expect(formatDate(at)).toBe('Jan 2, 2024');
  });

  it('localizes es and fr', () => {
    expect(formatDate(at, 'es')).toBe('2 ene 2024');
    expect(formatDate(at, 'fr')).toBe('2 janv. 2024');
  });

  it('returns an empty string for an invalid time', () => {
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
  });

  // Decision 085: the Chinese form of a zone without daylight saving time since 1992 is built without Intl.
  it.each([
    'Asia/Shanghai',
    'Asia/Hong_Kong',
    'Asia/Macau',
    'Asia/Taipei',
    'Asia/Singapore',
    'Asia/Seoul',
    'Asia/Tokyo',
    'UTC',
    'Etc/UTC',
  ])(
    '%s: the Chinese form is the one Intl gives from 1992 to 2100 (the ends, each new year, 3,000 instants between)',
    (timeZone) => {
      const intl = new Intl.DateTimeFormat('zh-CN', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      const expected = (ms: number) => {
        const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
        return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
      };
      // The span's ends, each new year's midnight in the zone, and instants spread over the span.
      const instants = [FIXED_FROM, FIXED_UNTIL - 1];
      for (let year = 1992; year < 2100; year++) instants.push(Date.UTC(year, 0, 1) - 9 * 3_600_000, Date.UTC(year, 6, 1, 12));
      let seed = 7;
      for (let i = 0; i < 3000; i++) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        instants.push(FIXED_FROM + Math.floor((seed / 2_147_483_648) * (FIXED_UNTIL - FIXED_FROM)));
      }
      for (const ms of instants) {
        expect(formatDateTime(ms, 'zh-CN', timeZone)).toBe(expected(ms));
        expect(formatDateTime(ms, 'zh-TW', timeZone)).toBe(expected(ms));
        expect(formatDate(ms, 'zh-CN', timeZone)).toBe(expected(ms).slice(0, 10));
      }
    },
  );

  it('asks Intl outside that span and for other zones, daylight saving time included', () => {
    // Shanghai kept daylight saving time from 1986 to 1991: 1990-07-01 12:00 UTC was 21:00 there.
    expect(formatDateTime(Date.UTC(1990, 6, 1, 12), 'zh-CN')).toBe('1990-07-01 21:00:00');
    expect(formatDateTime(Date.UTC(2024, 6, 1, 12), 'zh-CN', 'America/New_York')).toBe('2024-07-01 08:00:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 12), 'zh-CN', 'America/New_York')).toBe('2024-01-01 07:00:00');
  });
});

describe('price separators', () => {
  const amounts = [0, 7, 99, 100, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 999_999, 1_000_000, 1_234_567, 12_345_678_901];
  it.each(LANGUAGES)("%s: groups and separates as the language's locale data does", (lang) => {
    const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, useGrouping: true });
    const decimal = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
    for (const yuan of amounts) {
      expect(formatPrice(yuan * 100 + 5, lang)).toBe(`¥${whole.format(yuan)}${decimal}05`);
    }
  });

  it('builds no Intl.NumberFormat, whose first construction is a long step of the first load', async () => {
    vi.resetModules();
    const { formatPrice: fresh } = await import('./format');
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(fresh(123450, 'zh-TW')).toBe('¥1,234.50');
      expect(fresh(123450, 'fr')).toBe('¥1\u202f234,50');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('writes an amount too large to be real in digits, never with an exponent', () => {
    expect(formatPrice(1e23)).toMatch(/^¥\d{3}(,\d{3}){6}\.\d{2}$/);
  });
});
