import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The console's own i18n (decision 037): three complete languages, texts kept beside the page that shows
// them (`pages/<area>/texts.ts`, made with defineTexts), so that the areas never edit one shared file.

export const CONSOLE_LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

const STORAGE_KEY = 'curio-console-language';

/** The browser's language, mapped to one of the three (Chinese scripts by region, anything else English). */
export function browserLanguage(tags: readonly string[] = globalThis.navigator?.languages ?? []): ConsoleLanguage {
  for (const raw of tags) {
    const tag = raw.toLowerCase();
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

export function initialLanguage(): ConsoleLanguage {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && (CONSOLE_LANGUAGES as readonly string[]).includes(saved)) return saved as ConsoleLanguage;
  } catch {
    // No storage: the browser's language.
  }
  return browserLanguage();
}

/** One area's texts: English is the reference; zh-CN and zh-TW must have the same keys (tsc checks). */
export type Texts<K extends string> = Record<ConsoleLanguage, Record<K, string>>;
export function defineTexts<K extends string>(texts: {
  en: Record<K, string>;
  'zh-CN': Record<K, string>;
  'zh-TW': Record<K, string>;
}): Texts<K> {
  return texts;
}

/** `{name}` placeholders filled from vars. */
export function format(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

interface LanguageState {
  language: ConsoleLanguage;
  setLanguage: (lang: ConsoleLanguage) => void;
}
const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export function LanguageProvider({ children, onChange }: { children: ReactNode; onChange?: (lang: ConsoleLanguage) => void }) {
  const [language, setState] = useState<ConsoleLanguage>(initialLanguage);
  const setLanguage = useCallback(
    (lang: ConsoleLanguage) => {
      setState(lang);
      try {
        localStorage.setItem(STORAGE_KEY, lang);
      } catch {
        // Not remembered: still switched for this visit.
      }
      onChange?.(lang);
    },
    [onChange],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** `t('key', { n: 3 })` in the current language, for one area's texts. */
export function useTexts<K extends string>(texts: Texts<K>): (key: K, vars?: Record<string, string | number>) => string {
  const { language } = useLanguage();
  return useCallback((key: K, vars?: Record<string, string | number>) => format(texts[language][key], vars), [texts, language]);
}
