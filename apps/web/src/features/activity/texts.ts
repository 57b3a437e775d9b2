import { pageTexts } from '../../lib/page-texts';

/** The activities' texts, one chunk per language, loaded with the activity pages (not with the boot). */
export const activityTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/activity'),
  'zh-TW': () => import('../../locales/zh-TW/activity'),
  en: () => import('../../locales/en/activity'),
  es: () => import('../../locales/es/activity'),
  fr: () => import('../../locales/fr/activity'),
});

export const useActivityTexts = activityTexts.useTexts;
