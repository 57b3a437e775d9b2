import { pageTexts } from '../../lib/page-texts';

/** The inbox's and the provenance timeline's texts, one chunk per language, loaded with what shows them. */
export const inboxTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/inbox'),
  'zh-TW': () => import('../../locales/zh-TW/inbox'),
  en: () => import('../../locales/en/inbox'),
  es: () => import('../../locales/es/inbox'),
  fr: () => import('../../locales/fr/inbox'),
});

export const useInboxTexts = inboxTexts.useTexts;
