/**
 * Languages of the product (PRODUCT.md §10): zh-CN, zh-TW and en are complete, en is the
 * fallback; es and fr cover the runtime texts (errors, toasts, dialogs).
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages with a complete UI. */
export const FULL_LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type FullLanguage = (typeof FULL_LANGUAGES)[number];

export const FALLBACK_LANGUAGE = 'en' satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isFullLanguage(lang: Language): lang is FullLanguage {
  return (FULL_LANGUAGES as readonly string[]).includes(lang);
}

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * Maps a BCP 47-ish language tag (case-insensitive, '_' accepted for '-') to a supported
 * language: zh, zh-CN, zh-SG, zh-Hans(-*) → zh-CN; zh-TW, zh-HK, zh-MO, zh-Hant(-*) → zh-TW;
 * en(-*) → en; es(-*) → es; fr(-*) → fr. Anything else → undefined.
 */
export function normalizeLanguage(input: string | null | undefined): Language | undefined {
  if (typeof input !== 'string') return undefined;
  const tag = input.trim().toLowerCase().replace(/_/g, '-');
  if (tag === '') return undefined;
  const subtags = tag.split('-');
  const primary = subtags[0] ?? '';
  const rest = subtags.slice(1);
  if (rest.some((s) => s === '' || !/^[a-z0-9]{1,8}$/.test(s))) return undefined;
  switch (primary) {
    case 'zh': {
      // An explicit script wins over the region: zh-Hant-CN is Traditional, zh-Hans-HK Simplified.
      if (rest.includes('hant')) return 'zh-TW';
      if (rest.includes('hans')) return 'zh-CN';
      if (rest.some((s) => TRADITIONAL_REGIONS.has(s))) return 'zh-TW';
      return 'zh-CN';
    }
    case 'en':
      return 'en';
    case 'es':
      return 'es';
    case 'fr':
      return 'fr';
    default:
      return undefined;
  }
}

/**
 * Parses an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5") and returns the
 * supported language with the highest q-value (ties: the earlier entry). Entries with q=0,
 * malformed q-values and the wildcard are ignored. Returns undefined when nothing matches.
 */
export function pickLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (typeof acceptLanguage !== 'string' || acceptLanguage.trim() === '') return undefined;
  const candidates: { lang: Language; q: number; index: number }[] = [];
  acceptLanguage.split(',').forEach((part, index) => {
    const [rawTag, ...paramParts] = part.split(';');
    const tag = (rawTag ?? '').trim();
    if (tag === '' || tag === '*') return;
    let q = 1;
    for (const param of paramParts) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() !== 'q') continue;
      if (value === undefined || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return;
      q = Number(value);
    }
    if (q <= 0) return;
    const lang = normalizeLanguage(tag);
    if (lang !== undefined) candidates.push({ lang, q, index });
  });
  candidates.sort((a, b) => b.q - a.q || a.index - b.index);
  return candidates[0]?.lang;
}

/** A text in several languages; any of them may be missing. */
export type LocalizedText = Partial<Record<Language, string>>;

/**
 * Picks the text for `lang`; else English; else Simplified Chinese; else the first non-empty
 * value; else ''. Empty strings count as missing.
 */
export function localize(text: LocalizedText, lang: Language): string {
  const order: string[] = [lang, FALLBACK_LANGUAGE, 'zh-CN'];
  const record = text as Record<string, string | undefined>;
  for (const key of order) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  for (const value of Object.values(record)) {
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}
