import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/airdrop-titles';
import zhCNTitles from '../../locales/zh-CN/airdrop-titles';
import zhTWTitles from '../../locales/zh-TW/airdrop-titles';
import { airdropTexts } from '../../features/airdrop/texts';
import { ACCOUNT_MENU } from '../../features/identity/menu';
import { expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { findRoute, routes } from './all';

describe('the airdrop pages', () => {
  it('are in the route table: the list (pull) and the detail (pull, login), titled in zh-CN, zh-TW and en', () => {
    expect(findRoute('/pages/airdrop/index')).toMatchObject({ pull: true, title: 'nav.airdrops' });
    expect(findRoute('/pages/airdrop/index')?.auth).toBeFalsy();
    expect(findRoute('/pages/detail/airdrop')).toMatchObject({ pull: true, auth: true, title: 'nav.airdropDetail' });
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
  });

  it('are reachable from the mine page: the account menu lists the airdrops', () => {
    expect(ACCOUNT_MENU.find((m) => m.key === 'airdrops')?.route).toBe('/pages/airdrop/index');
  });

  it('load their texts with the pages; es and fr take what they lack from English', async () => {
    await expectTextsLoad(airdropTexts, [
      [
        'zh-TW',
        [
          ['airdrop.phase.open', '可領取'],
          ['nav.airdrops', '空投'],
        ],
      ],
      [
        'fr',
        [
          ['airdrop.failed', 'Impossible de le recevoir. Veuillez réessayer.'],
          ['airdrop.receive', 'Receive for free'],
        ],
      ],
    ]);
  });
});
