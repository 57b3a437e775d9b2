import { pageTexts } from '../../lib/page-texts';

/** The utility pages' texts (presentation, crypto, webview, leaving), one chunk per language. */
export const utilityTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/utility'),
  'zh-TW': () => import('../../locales/zh-TW/utility'),
  en: () => import('../../locales/en/utility'),
  es: () => import('../../locales/es/utility'),
  fr: () => import('../../locales/fr/utility'),
});

export const useUtilityTexts = utilityTexts.useTexts;
