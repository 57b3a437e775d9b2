import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract/client';
import { use } from 'react';
import { i18n, textLanguages, useTranslation, type Resources } from './i18n';

export type TextLoaders = Record<Language, () => Promise<{ default: Resources }>>;

// The app's own texts of a language. lib/i18n loads them on a language change only when the language
// has no texts yet, so a page's texts must never be the first texts of a language: they come with them.
const appLoaders: TextLoaders = {
  'zh-CN': () => import('../locales/zh-CN/index'),
  'zh-TW': () => import('../locales/zh-TW/index'),
  en: () => import('../locales/en/index'),
  es: () => import('../locales/es/index'),
  fr: () => import('../locales/fr/index'),
};

/**
 * Texts that load with the pages that show them, one chunk per language (decision 006: the first load
 * carries only the boot's texts). `load(lang)` adds them (and English's beside a partial language) once; a failed
 * load is tried again next time. `useTexts()` suspends the page until they are in.
 */
export function pageTexts(loaders: TextLoaders) {
  const one = new Map<Language, Promise<void>>();
  const loadOne = (lang: Language): Promise<void> => {
    let p = one.get(lang);
    if (!p) {
      p = Promise.all([appLoaders[lang](), loaders[lang]()]).then(
        ([{ default: app }, { default: res }]) => {
          i18n.addResources(lang, app);
          i18n.addResources(lang, res);
        },
        (error: unknown) => {
          one.delete(lang);
          throw error;
        },
      );
      one.set(lang, p);
    }
    return p;
  };
  const both = new Map<Language, Promise<void>>();
  const loadBoth = (lang: Language): Promise<void> => {
    let p = both.get(lang);
    if (!p) {
      p = Promise.all(textLanguages(lang).map(loadOne)).then(
        () => undefined,
        (error: unknown) => {
          both.delete(lang);
          throw error;
        },
      );
      both.set(lang, p);
      // Marked fulfilled the way React's `use` reads a promise: a page whose texts a route loader has already
      // brought in renders at once, instead of suspending, retrying and waiting out Suspense's reveal throttle.
      const read = p as Promise<void> & { status?: string; value?: unknown };
      p.then(
        () => Object.assign(read, { status: 'fulfilled', value: undefined }),
        () => undefined,
      );
    }
    return p;
  };
  // The loaders ride along with `load` (what a route declares as its texts): the server's build reads the
  // chunk of each language off them (decision 029).
  const load = Object.assign(loadBoth, { loaders });
  const useTexts = () => {
    const { t, i18n: instance } = useTranslation();
    const lang = normalizeLanguage(instance.language) ?? FALLBACK_LANGUAGE;
    use(load(lang));
    return { t, lang };
  };
  return { load, useTexts };
}
