import { pageTexts } from '../../lib/page-texts';

/**
 * The catalogue's texts (cards, sale states, sorts, and the catalogue pages: detail, market, search,
 * notices, blind boxes, series, creators), one chunk per language loaded with the pages that show them.
 */
export const catalogueTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/catalogue'),
  'zh-TW': () => import('../../locales/zh-TW/catalogue'),
  en: () => import('../../locales/en/catalogue'),
  es: () => import('../../locales/es/catalogue'),
  fr: () => import('../../locales/fr/catalogue'),
});

export const useCatalogueTexts = catalogueTexts.useTexts;
