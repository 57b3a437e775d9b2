import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract/client';
import { COMPLETE_LANGUAGES } from '../../locales/complete-languages';
import { i18n } from './instance';
import type { Resources } from './runtime';

export { i18n } from './instance';
export { createI18n, type I18n, type Resources, type TFunction, type TOptions } from './runtime';
export { I18nProvider, Trans, useTranslation } from './react';

/** Each language is its own chunk, loaded when needed (only the one in use, and English when it is partial). */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  'zh-CN': () => import('../../locales/zh-CN/index'),
  'zh-TW': () => import('../../locales/zh-TW/index'),
  en: () => import('../../locales/en/index'),
  es: () => import('../../locales/es/index'),
  fr: () => import('../../locales/fr/index'),
};

/** The languages whose texts a page in `lang` needs: `lang`, and English when `lang` is partial. */
export function textLanguages(lang: Language): Language[] {
  return COMPLETE_LANGUAGES.has(lang) ? [lang] : [FALLBACK_LANGUAGE, lang];
}

let current: Language = FALLBACK_LANGUAGE;

/** One language's app texts (its chunk). */
export async function loadTexts(lang: Language): Promise<Resources> {
  const { default: res } = await loaders[lang]();
  return res;
}

async function ensureLoaded(lang: Language): Promise<void> {
  if (i18n.hasResources(lang)) return;
  i18n.addResources(lang, await loadTexts(lang), true);
}

/** Loads `lang`'s texts (and English's beside a partial language), switches to it and makes `<html lang>` follow it. */
export async function setupI18n(requested: string | undefined): Promise<Language> {
  const lang = normalizeLanguage(requested) ?? FALLBACK_LANGUAGE;
  await Promise.all(textLanguages(lang).map(ensureLoaded));
  await i18n.changeLanguage(lang);
  current = lang;
  document.documentElement.lang = lang;
  return lang;
}

export async function changeLanguage(lang: Language): Promise<void> {
  await setupI18n(lang);
}

export function currentLanguage(): Language {
  return current;
}
