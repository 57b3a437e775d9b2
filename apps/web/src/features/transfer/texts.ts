import { pageTexts } from '../../lib/page-texts';

/** The ownership moves' texts (gift, circulation records, claims), one chunk per language. */
export const transferTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/transfer'),
  'zh-TW': () => import('../../locales/zh-TW/transfer'),
  en: () => import('../../locales/en/transfer'),
  es: () => import('../../locales/es/transfer'),
  fr: () => import('../../locales/fr/transfer'),
});

export const useTransferTexts = transferTexts.useTexts;
