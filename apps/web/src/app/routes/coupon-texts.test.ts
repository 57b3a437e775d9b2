import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/coupon-titles';
import zhCNTitles from '../../locales/zh-CN/coupon-titles';
import zhTWTitles from '../../locales/zh-TW/coupon-titles';
import { couponTexts } from '../../features/coupon/texts';
import { ACCOUNT_MENU } from '../../features/identity/menu';
import { expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { findRoute, routes } from './all';

describe('the coupon pages', () => {
  it('are in the route table: my coupons (login, pull), the campaigns (pull, open to visitors), the exchange centre (login)', () => {
    expect(findRoute('/pages/coupons/index')).toMatchObject({ auth: true, pull: true, title: 'nav.coupons' });
    expect(findRoute('/pages/activity/index/couponIndex')).toMatchObject({ pull: true, title: 'nav.couponCampaigns' });
    expect(findRoute('/pages/activity/index/couponIndex')?.auth).toBeFalsy();
    expect(findRoute('/pages/home/swap/index')).toMatchObject({ auth: true, title: 'nav.exchange' });
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
  });

  it('are reachable from the mine page: the account menu lists my coupons and the exchange centre', () => {
    expect(ACCOUNT_MENU.find((m) => m.key === 'coupons')?.route).toBe('/pages/coupons/index');
    expect(ACCOUNT_MENU.find((m) => m.key === 'exchange')?.route).toBe('/pages/home/swap/index');
  });

  it('load their texts with the pages; es and fr have the runtime texts and take the rest from English', async () => {
    await expectTextsLoad(couponTexts, [
      [
        'zh-TW',
        [
          ['coupon.noMinimum', '無門檻'],
          ['nav.exchange', '兌換中心'],
        ],
      ],
      [
        'es',
        [
          ['coupon.exchange.failed', 'No se pudo canjear el código. Inténtalo de nuevo.'],
          ['coupon.tabs.usable', 'Usable'],
        ],
      ],
      [
        'fr',
        [
          ['coupon.picker.unavailable', 'Non utilisable sur cette commande'],
          ['coupon.noMinimum', 'No minimum spend'],
        ],
      ],
    ]);
  });
});
