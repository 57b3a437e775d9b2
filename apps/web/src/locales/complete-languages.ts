import type { Language } from '@curio/contract/client';

/**
 * The languages that have every text English has (complete-languages.test.ts holds them to it):
 * `t()` never falls back from them, so lib/i18n loads English only beside the partial ones (es, fr).
 */
export const COMPLETE_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['zh-CN', 'zh-TW', 'en']);
