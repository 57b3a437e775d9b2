import { pageTexts } from '../../lib/page-texts';

/** The addresses' and shipping's texts, one chunk per language, loaded with the pages that show them. */
export const addressTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/address'),
  'zh-TW': () => import('../../locales/zh-TW/address'),
  en: () => import('../../locales/en/address'),
  es: () => import('../../locales/es/address'),
  fr: () => import('../../locales/fr/address'),
});

export const useAddressTexts = addressTexts.useTexts;
