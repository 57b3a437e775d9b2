import { describe, expect, it } from 'vitest';
import en from '../../locales/en/wallet';
import zhCN from '../../locales/zh-CN/wallet';
import zhTW from '../../locales/zh-TW/wallet';
import enTitles from '../../locales/en/wallet-titles';
import zhCNTitles from '../../locales/zh-CN/wallet-titles';
import zhTWTitles from '../../locales/zh-TW/wallet-titles';
import { routes } from './all';
import { expectSameKeys, expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { WALLET_PATHS } from '../../features/wallet/paths';
import { walletTexts } from '../../features/wallet/texts';

describe('the wallet pages', () => {
  it('are the 20 routes of the spec, each behind login, each with a title in zh-CN, zh-TW and en', () => {
    const paths = Object.values(WALLET_PATHS);
    expect(paths).toHaveLength(20);
    for (const p of paths) {
      const r = routes.find((x) => x.path === p);
      expect(r, p).toBeDefined();
      expect(r?.auth, p).toBe(true);
      expect(r?.texts, p).toBeDefined();
    }
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
  });

  it('have every text in zh-CN and zh-TW', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
  });

  it('load with their pages; es and fr take what they lack from English', async () => {
    await expectTextsLoad(walletTexts, [
      [
        'zh-TW',
        [
          ['wallet.hints.withdrawal', '提領預計 1-2 天到帳。', { min: 1, max: 2 }],
          ['nav.walletBills', '帳單明細'],
        ],
      ],
      [
        'es',
        [
          ['wallet.pay.done', 'Pagado con tu monedero'],
          ['wallet.bills.title', 'Bills'],
        ],
      ],
      ['fr', [['wallet.result.withdrawing.title', 'Retrait envoyé']]],
    ]);
  });
});
