import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/favourite-titles';
import zhCNTitles from '../../locales/zh-CN/favourite-titles';
import zhTWTitles from '../../locales/zh-TW/favourite-titles';
import en from '../../locales/en/favourite';
import es from '../../locales/es/favourite';
import fr from '../../locales/fr/favourite';
import zhCN from '../../locales/zh-CN/favourite';
import zhTW from '../../locales/zh-TW/favourite';
import { favouriteTexts } from '../../features/favourite/texts';
import { FAVOURITE_PATHS } from '../../features/favourite/paths';
import { expectRuntimeTexts, expectSameKeys, expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { routes } from './all';

describe('the favourites texts', () => {
  it('zh-CN and zh-TW have every English key and the page title; the route uses it and needs login', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
    const route = routes.find((r) => r.path === FAVOURITE_PATHS.list);
    expect(route).toMatchObject({ title: 'nav.favourites', auth: true });
  });

  it('es and fr carry the runtime texts (the heart, its toasts), only keys English has', () => {
    expectRuntimeTexts(en, { es, fr }, [
      'favourites.heart.label',
      'favourites.heart.labelCount',
      'favourites.heart.added',
      'favourites.heart.removed',
    ]);
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await expectTextsLoad(favouriteTexts, [
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
