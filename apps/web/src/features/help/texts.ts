import { pageTexts } from '../../lib/page-texts';

/** The help page's own texts (the contact card), one chunk per language. */
export const helpTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/help'),
  'zh-TW': () => import('../../locales/zh-TW/help'),
  en: () => import('../../locales/en/help'),
  es: () => import('../../locales/es/help'),
  fr: () => import('../../locales/fr/help'),
});

export const useHelpTexts = helpTexts.useTexts;
