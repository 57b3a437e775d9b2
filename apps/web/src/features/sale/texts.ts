import { pageTexts } from '../../lib/page-texts';

/**
 * The primary sale's texts (buy sheet, cashier, orders, my home, my collectibles, blind-box openings),
 * one chunk per language loaded with the pages and the sheet that show them, not with the boot.
 */
export const saleTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/sale'),
  'zh-TW': () => import('../../locales/zh-TW/sale'),
  en: () => import('../../locales/en/sale'),
  es: () => import('../../locales/es/sale'),
  fr: () => import('../../locales/fr/sale'),
});

export const useSaleTexts = saleTexts.useTexts;
