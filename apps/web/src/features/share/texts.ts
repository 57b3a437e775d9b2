import { pageTexts } from '../../lib/page-texts';

/** Sharing's texts (the button, the sheet, the poster, a shared item's page), one chunk per language. */
export const shareTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/share'),
  'zh-TW': () => import('../../locales/zh-TW/share'),
  en: () => import('../../locales/en/share'),
  es: () => import('../../locales/es/share'),
  fr: () => import('../../locales/fr/share'),
});

export const useShareTexts = shareTexts.useTexts;
