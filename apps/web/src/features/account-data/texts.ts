import { pageTexts } from '../../lib/page-texts';

/** The data export's and account deletion's texts (decision 046), one chunk per language. */
export const accountDataTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/account-data'),
  'zh-TW': () => import('../../locales/zh-TW/account-data'),
  en: () => import('../../locales/en/account-data'),
  es: () => import('../../locales/es/account-data'),
  fr: () => import('../../locales/fr/account-data'),
});

export const useAccountDataTexts = accountDataTexts.useTexts;
