import { pageTexts } from '../../lib/page-texts';

/** The synthesis pages' texts, one chunk per language, loaded with the synthesis pages (not with the boot). */
export const synthesisTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/synthesis'),
  'zh-TW': () => import('../../locales/zh-TW/synthesis'),
  en: () => import('../../locales/en/synthesis'),
  es: () => import('../../locales/es/synthesis'),
  fr: () => import('../../locales/fr/synthesis'),
});

export const useSynthesisTexts = synthesisTexts.useTexts;
