import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract/client';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';

type Resources = Record<string, unknown>;

// The texts of the identity pages (auth, account, form) are one chunk per language that loads with
// those pages, not with the boot (decision 006: the home route's budget).
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  'zh-CN': () => import('../../locales/zh-CN/identity'),
  'zh-TW': () => import('../../locales/zh-TW/identity'),
  en: () => import('../../locales/en/identity'),
  es: () => import('../../locales/es/identity'),
  fr: () => import('../../locales/fr/identity'),
};

// The app's own texts of a language (lib/i18n loads them on a language change, but only when the
// language has no texts yet: adding ours first must not make it skip them).
const appLoaders: Record<Language, () => Promise<{ default: Resources }>> = {
  'zh-CN': () => import('../../locales/zh-CN/index'),
  'zh-TW': () => import('../../locales/zh-TW/index'),
  en: () => import('../../locales/en/index'),
  es: () => import('../../locales/es/index'),
  fr: () => import('../../locales/fr/index'),
};

const loading = new Map<Language, Promise<void>>();

function loadOne(lang: Language): Promise<void> {
  let p = loading.get(lang);
  if (!p) {
    p = Promise.all([appLoaders[lang](), loaders[lang]()]).then(
      ([{ default: app }, { default: res }]) => {
        i18n.addResourceBundle(lang, 'translation', app, true, false);
        i18n.addResourceBundle(lang, 'translation', res, true, false);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, p);
  }
  return p;
}

const both = new Map<Language, Promise<void>>();

/** Loads the identity texts of `lang` and of the fallback language (once; a failed load is retried). */
export function loadIdentityTexts(lang: Language): Promise<void> {
  let p = both.get(lang);
  if (!p) {
    p = Promise.all([loadOne(FALLBACK_LANGUAGE), loadOne(lang)]).then(
      () => undefined,
      (error: unknown) => {
        both.delete(lang);
        throw error;
      },
    );
    both.set(lang, p);
  }
  return p;
}

/**
 * The identity pages' `t`, suspending (the page's loading view) until their texts for the current
 * language are in. Also gives the language, for the contract's error texts.
 */
export function useIdentityTexts() {
  const { t, i18n: instance } = useTranslation();
  const lang = normalizeLanguage(instance.language) ?? FALLBACK_LANGUAGE;
  use(loadIdentityTexts(lang));
  return { t, lang };
}
