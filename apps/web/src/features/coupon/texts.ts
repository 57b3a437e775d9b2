import { pageTexts } from '../../lib/page-texts';

/**
 * The coupons' texts (my coupons, the campaigns, the exchange centre, the coupon row of the buy sheet,
 * the cashier and the order), one chunk per language loaded with the pages and the rows that show them.
 */
export const couponTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/coupon'),
  'zh-TW': () => import('../../locales/zh-TW/coupon'),
  en: () => import('../../locales/en/coupon'),
  es: () => import('../../locales/es/coupon'),
  fr: () => import('../../locales/fr/coupon'),
});

export const useCouponTexts = couponTexts.useTexts;
