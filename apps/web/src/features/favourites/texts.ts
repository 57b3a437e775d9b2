import { pageTexts } from '../../lib/page-texts';

/** The favourites' texts (the heart, the mine page's entry, the favourites page), one chunk per language. */
export const favouritesTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/favourites'),
  'zh-TW': () => import('../../locales/zh-TW/favourites'),
  en: () => import('../../locales/en/favourites'),
  es: () => import('../../locales/es/favourites'),
  fr: () => import('../../locales/fr/favourites'),
});

export const useFavouritesTexts = favouritesTexts.useTexts;
