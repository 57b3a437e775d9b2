import { pageTexts } from '../../lib/page-texts';

/** The invite pages' texts, one chunk per language (es and fr: the toasts, the rest from English). */
export const inviteTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/invite'),
  'zh-TW': () => import('../../locales/zh-TW/invite'),
  en: () => import('../../locales/en/invite'),
  es: () => import('../../locales/es/invite'),
  fr: () => import('../../locales/fr/invite'),
});

export const useInviteTexts = inviteTexts.useTexts;
