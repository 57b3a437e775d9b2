import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/favourites-titles';
import zhCNTitles from '../../locales/zh-CN/favourites-titles';
import zhTWTitles from '../../locales/zh-TW/favourites-titles';
import en from '../../locales/en/favourites';
import es from '../../locales/es/favourites';
import fr from '../../locales/fr/favourites';
import zhCN from '../../locales/zh-CN/favourites';
import zhTW from '../../locales/zh-TW/favourites';
import { favouritesTexts } from '../../features/favourites/texts';
import { FAVOURITES_PATHS } from '../../features/favourites/paths';
import { expectRuntimeTexts, expectSameKeys, expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { routes } from './index';

describe('the favourites texts', () => {
  it('zh-CN and zh-TW have every English key and the page title; the route uses it and needs login', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
    const route = routes.find((r) => r.path === FAVOURITES_PATHS.list);
    expect(route).toMatchObject({ title: 'nav.favourites', auth: true });
  });

  it('es and fr carry the runtime texts (the heart, its toasts), only keys English has', () => {
    expectRuntimeTexts(en, { es, fr }, ['favourites.heart.label', 'favourites.heart.added', 'favourites.heart.removed']);
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await expectTextsLoad(favouritesTexts, [
      [
        'zh-TW',
        [
          ['favourites.state.ended', '已結束'],
          ['nav.favourites', '我的收藏'],
        ],
      ],
      [
        'fr',
        [
          ['favourites.heart.added', 'Ajouté aux favoris'],
          ['favourites.filter.listing', 'Listings'],
        ],
      ],
    ]);
  });
});
