import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMPLETE_LANGUAGES } from '../locales/complete-languages';

type Resources = Record<string, unknown>;

/** Each language is its own chunk, loaded when needed (only the one in use, and English when it is partial). */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  'zh-CN': () => import('../locales/zh-CN/index'),
  'zh-TW': () => import('../locales/zh-TW/index'),
  en: () => import('../locales/en/index'),
  es: () => import('../locales/es/index'),
  fr: () => import('../locales/fr/index'),
};

/** The languages whose texts a page in `lang` needs: `lang`, and English when `lang` is partial. */
export function textLanguages(lang: Language): Language[] {
  return COMPLETE_LANGUAGES.has(lang) ? [lang] : [FALLBACK_LANGUAGE, lang];
}

export const i18n = i18next.createInstance();
let current: Language = FALLBACK_LANGUAGE;

async function ensureLoaded(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: res } = await loaders[lang]();
  i18n.addResourceBundle(lang, 'translation', res, true, true);
}

/** Starts i18next in `lang` (English is the fallback of the partial languages) and makes `<html lang>` follow it. */
export async function setupI18n(requested: string | undefined): Promise<Language> {
  const lang = normalizeLanguage(requested) ?? FALLBACK_LANGUAGE;
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: FALLBACK_LANGUAGE,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
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
