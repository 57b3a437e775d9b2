import { pageTexts } from '../../lib/page-texts';

/** The album pages' texts, one chunk per language, loaded with those pages only. */
export const albumTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/album'),
  'zh-TW': () => import('../../locales/zh-TW/album'),
  en: () => import('../../locales/en/album'),
  es: () => import('../../locales/es/album'),
  fr: () => import('../../locales/fr/album'),
});

export const useAlbumTexts = albumTexts.useTexts;
