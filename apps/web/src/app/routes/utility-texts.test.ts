import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/utility-titles';
import zhCNTitles from '../../locales/zh-CN/utility-titles';
import zhTWTitles from '../../locales/zh-TW/utility-titles';
import en from '../../locales/en/utility';
import es from '../../locales/es/utility';
import fr from '../../locales/fr/utility';
import zhCN from '../../locales/zh-CN/utility';
import zhTW from '../../locales/zh-TW/utility';
import { utilityTexts } from '../../features/utility/texts';
import { UTILITY_PATHS } from '../../features/utility/paths';
import { expectRuntimeTexts, expectSameKeys, expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { routes } from './all';

describe('the utility pages texts (issue 20)', () => {
  it('zh-CN and zh-TW have every English key and the titles; the routes need no login', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
    for (const path of Object.values(UTILITY_PATHS)) expect(routes.find((r) => r.path === path)?.auth).toBeUndefined();
    expect(routes.find((r) => r.path === UTILITY_PATHS.presentation)).toMatchObject({ system: true, nav: 'none' });
    expect(routes.find((r) => r.path === UTILITY_PATHS.webview)).toMatchObject({ nav: 'none' });
    expect(routes.find((r) => r.path === UTILITY_PATHS.webviewWithHeader)?.nav).toBeUndefined();
  });

  it('es and fr carry the runtime texts (refusals, confirmations, toasts)', () => {
    expectRuntimeTexts(en, { es, fr }, [
      'utility.webview.refusedTitle',
      'utility.webview.scheme',
      'utility.webview.host',
      'utility.extsview.title',
      'utility.extsview.open',
      'utility.extsview.cancel',
      'utility.extsview.scheme',
      'utility.crypto.clearAllConfirm',
      'utility.crypto.clearSessionConfirm',
      'utility.crypto.decryptFailed',
      'utility.crypto.copied',
    ]);
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await expectTextsLoad(utilityTexts, [
      [
        'zh-TW',
        [
          ['utility.extsview.title', '離開應用？'],
          ['nav.crypto', '裝置診斷'],
        ],
      ],
      [
        'fr',
        [
          ['utility.extsview.open', 'Ouvrir'],
          ['utility.presentation.qrTitle', 'Open it on your phone'],
        ],
      ],
    ]);
  });
});
