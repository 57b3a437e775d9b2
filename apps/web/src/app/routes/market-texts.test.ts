import { LISTING_STATUSES } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/market';
import zhCN from '../../locales/zh-CN/market';
import zhTW from '../../locales/zh-TW/market';
import { expectSameKeys, expectTextsLoad, keysOf } from '../../test/texts-coverage';
import { marketTexts } from '../../features/market/texts';

describe('the resale market texts', () => {
  it('zh-CN and zh-TW have every English key; every listing state has a name', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    const all = keysOf(en);
    for (const status of LISTING_STATUSES) expect(all).toContain(`resale.status.${status}`);
  });

  it('load with their pages in each language; es and fr have the runtime texts, English beside them', async () => {
    await expectTextsLoad(marketTexts, [
      ['zh-TW', [['resale.status.locked', '交易中']]],
      [
        'es',
        [
          ['resale.consign.done', 'Ya está en el mercado'],
          ['resale.consign.title', 'Consign on the market'],
        ],
      ],
      [
        'fr',
        [
          ['resale.status.sold', 'Vendu'],
          [
            'resale.history.summary',
            '2 sales from ¥1.00 to ¥2.00, the last at ¥2.00',
            { count: 2, low: '¥1.00', high: '¥2.00', last: '¥2.00' },
          ],
        ],
      ],
    ]);
  });
});
