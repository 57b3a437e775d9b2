import { pageTexts } from '../../lib/page-texts';

/** The preview pages' texts, one chunk per language, loaded with those pages only. */
export const brandPreviewTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/brand-preview'),
  'zh-TW': () => import('../../locales/zh-TW/brand-preview'),
  en: () => import('../../locales/en/brand-preview'),
  es: () => import('../../locales/es/brand-preview'),
  fr: () => import('../../locales/fr/brand-preview'),
});

export const useBrandPreviewTexts = brandPreviewTexts.useTexts;
