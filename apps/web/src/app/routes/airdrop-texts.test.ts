import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/airdrop-titles';
import zhCNTitles from '../../locales/zh-CN/airdrop-titles';
import zhTWTitles from '../../locales/zh-TW/airdrop-titles';
import { airdropTexts } from '../../features/airdrop/texts';
import { ACCOUNT_MENU } from '../../features/identity/menu';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { findRoute, routes } from './index';

describe('the airdrop pages', () => {
  it('are in the route table: the list (pull) and the detail (pull, login), titled in zh-CN, zh-TW and en', () => {
    expect(findRoute('/pages/airdrop/index')).toMatchObject({ pull: true, title: 'nav.airdrops' });
    expect(findRoute('/pages/airdrop/index')?.auth).toBeFalsy();
    expect(findRoute('/pages/detail/airdrop')).toMatchObject({ pull: true, auth: true, title: 'nav.airdropDetail' });
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('are reachable from the mine page: the account menu lists the airdrops', () => {
    expect(ACCOUNT_MENU.find((m) => m.key === 'airdrops')?.route).toBe('/pages/airdrop/index');
  });

  it('load their texts with the pages; es and fr take what they lack from English', async () => {
    await setupI18n('zh-CN');
    await airdropTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('airdrop.phase.open')).toBe('可領取');
    expect(i18n.t('nav.airdrops')).toBe('空投');
    await airdropTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('airdrop.failed')).toBe('Impossible de le recevoir. Veuillez réessayer.');
    expect(i18n.t('airdrop.receive')).toBe('Receive for free');
  });
});
