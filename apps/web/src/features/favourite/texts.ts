import { pageTexts } from '../../lib/page-texts';

/** The favourites' texts (the heart, the mine page's entry, the favourites page), one chunk per language. */
export const favouriteTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/favourite'),
  'zh-TW': () => import('../../locales/zh-TW/favourite'),
  en: () => import('../../locales/en/favourite'),
  es: () => import('../../locales/es/favourite'),
  fr: () => import('../../locales/fr/favourite'),
});

export const useFavouriteTexts = favouriteTexts.useTexts;
