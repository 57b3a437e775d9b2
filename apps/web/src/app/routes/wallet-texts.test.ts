import { describe, expect, it } from 'vitest';
import en from '../../locales/en/wallet';
import zhCN from '../../locales/zh-CN/wallet';
import zhTW from '../../locales/zh-TW/wallet';
import enTitles from '../../locales/en/wallet-titles';
import zhCNTitles from '../../locales/zh-CN/wallet-titles';
import zhTWTitles from '../../locales/zh-TW/wallet-titles';
import { routes } from './index';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { WALLET_PATHS } from '../../features/wallet/paths';
import { walletTexts } from '../../features/wallet/texts';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`)));

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
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('have every text in zh-CN and zh-TW', () => {
    const keys = keysOf(en).sort();
    expect(keysOf(zhCN).sort()).toEqual(keys);
    expect(keysOf(zhTW).sort()).toEqual(keys);
  });

  it('load with their pages; es and fr take what they lack from English', async () => {
    await setupI18n('zh-CN');
    await walletTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('wallet.hints.withdrawal', { min: 1, max: 2 })).toBe('提領預計 1-2 天到帳。');
    expect(i18n.t('nav.walletBills')).toBe('帳單明細');
    await walletTexts.load('es');
    await changeLanguage('es');
    expect(i18n.t('wallet.pay.done')).toBe('Pagado con tu monedero');
    expect(i18n.t('wallet.bills.title')).toBe('Bills');
    await walletTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('wallet.result.withdrawing.title')).toBe('Retrait envoyé');
  });
});
