import { isLanguage, type Language } from '@curio/contract/client';

/** Each language named in itself, as language pickers do. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

/** The languages a user of this tenant may choose (its international config), the current one first if missing. */
export function choosableLanguages(tenantLanguages: readonly string[] | undefined, current: Language): Language[] {
  const list = (tenantLanguages ?? []).filter(isLanguage);
  return list.length > 0 ? [...new Set(list)] : [current];
}
