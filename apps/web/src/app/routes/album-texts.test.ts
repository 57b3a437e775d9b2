import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/album-titles';
import zhCNTitles from '../../locales/zh-CN/album-titles';
import zhTWTitles from '../../locales/zh-TW/album-titles';
import en from '../../locales/en/album';
import es from '../../locales/es/album';
import fr from '../../locales/fr/album';
import zhCN from '../../locales/zh-CN/album';
import zhTW from '../../locales/zh-TW/album';
import { albumTexts } from '../../features/album/texts';
import { ALBUM_PATHS } from '../../features/album/paths';
import {
  expectRuntimeTexts,
  expectSameKeys,
  expectTextsLoad,
  expectTitles,
  expectWellFormed,
  leaves,
} from '../../test/texts-coverage';
import { routes } from './all';

describe('the album texts and routes', () => {
  it('zh-CN and zh-TW have every English key and the page titles; the four routes are open to visitors', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    for (const texts of [zhCN, zhTW, es, fr]) expectWellFormed(leaves(en), texts);
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
    for (const path of Object.values(ALBUM_PATHS)) {
      const route = routes.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect(route?.auth, path).toBeFalsy();
    }
  });

  it('es and fr carry the runtime texts (not found, the expired preview), only keys English has', () => {
    expectRuntimeTexts(en, { es, fr }, [
      'album.notFound.album',
      'album.notFound.trend',
      'album.notFound.hint',
      'album.preview.invalid',
      'album.preview.invalidHint',
    ]);
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await expectTextsLoad(albumTexts, [
      [
        'zh-TW',
        [
          ['album.trends', '動態'],
          ['nav.albumTrend', '動態詳情'],
        ],
      ],
      [
        'fr',
        [
          ['album.notFound.album', 'Album introuvable'],
          ['album.trends', 'Posts'],
        ],
      ],
    ]);
  });
});
