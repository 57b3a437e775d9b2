import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/sale-titles';
import zhCNTitles from '../../locales/zh-CN/sale-titles';
import zhTWTitles from '../../locales/zh-TW/sale-titles';
import { routes } from './index';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { saleTexts } from '../../features/sale/texts';

describe('the sale texts', () => {
  it('have every page title in zh-CN, zh-TW and en, and the routes use them', () => {
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('load with their pages; es and fr take what they lack from English', async () => {
    await setupI18n('zh-CN');
    await saleTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('sale.order.status.pending_payment')).toBe('待付款');
    expect(i18n.t('nav.cashier')).toBe('收銀台');
    await saleTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('sale.order.cancelled')).toBe('Commande annulée');
    expect(i18n.t('sale.home.title')).toBe('My home');
  });
});
