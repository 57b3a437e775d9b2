import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/address-titles';
import zhCNTitles from '../../locales/zh-CN/address-titles';
import zhTWTitles from '../../locales/zh-TW/address-titles';
import { addressTexts } from '../../features/address/texts';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { findRoute, routes } from './all';

describe('the address pages', () => {
  it('are in the route table (login), titled in three languages', () => {
    expect(findRoute('/pages/activity/address/index')).toMatchObject({ auth: true, title: 'nav.addresses' });
    expect(findRoute('/pages/activity/address/add')).toMatchObject({ auth: true, title: 'nav.addressEdit' });
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('load their texts with the pages; es and fr have the runtime texts and take the rest from English', async () => {
    await setupI18n('zh-CN');
    await addressTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('address.shipping.confirm')).toBe('確認收貨');
    expect(i18n.t('nav.addresses')).toBe('收貨地址');
    await addressTexts.load('es');
    await changeLanguage('es');
    expect(i18n.t('address.deleteConfirm.ok')).toBe('Eliminar');
    expect(i18n.t('address.form.receiver')).toBe('Receiver');
    await addressTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('address.shipping.confirmed')).toBe('Réception confirmée');
  });
});
