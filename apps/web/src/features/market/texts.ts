import { pageTexts } from '../../lib/page-texts';

/** The resale market's texts (the C2C tab, a listing, consigning), one chunk per language, loaded with what shows them. */
export const marketTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/market'),
  'zh-TW': () => import('../../locales/zh-TW/market'),
  en: () => import('../../locales/en/market'),
  es: () => import('../../locales/es/market'),
  fr: () => import('../../locales/fr/market'),
});

export const useMarketTexts = marketTexts.useTexts;
