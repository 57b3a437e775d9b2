import { pageTexts } from '../../lib/page-texts';

/**
 * The social pages' texts (personal page, fans, following, the display switch), one chunk per language
 * loaded with the pages that show them, not with the boot.
 */
export const socialTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/social'),
  'zh-TW': () => import('../../locales/zh-TW/social'),
  en: () => import('../../locales/en/social'),
  es: () => import('../../locales/es/social'),
  fr: () => import('../../locales/fr/social'),
});

export const useSocialTexts = socialTexts.useTexts;
