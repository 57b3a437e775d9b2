import { LISTING_STATUSES } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/market';
import zhCN from '../../locales/zh-CN/market';
import zhTW from '../../locales/zh-TW/market';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { marketTexts } from '../../features/market/texts';

type Tree = { readonly [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('the resale market texts', () => {
  it('zh-CN and zh-TW have every English key; every listing state has a name', () => {
    const all = keys(en).sort();
    expect(keys(zhCN).sort()).toEqual(all);
    expect(keys(zhTW).sort()).toEqual(all);
    for (const status of LISTING_STATUSES) expect(all).toContain(`resale.status.${status}`);
  });

  it('load with their pages in each language; es and fr have the runtime texts, English beside them', async () => {
    await setupI18n('zh-CN');
    await marketTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('resale.status.locked')).toBe('交易中');
    await marketTexts.load('es');
    await changeLanguage('es');
    expect(i18n.t('resale.consign.done')).toBe('Ya está en el mercado');
    expect(i18n.t('resale.consign.title')).toBe('Consign on the market');
    await marketTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('resale.status.sold')).toBe('Vendu');
    expect(i18n.t('resale.history.summary', { count: 2, low: '¥1.00', high: '¥2.00', last: '¥2.00' })).toBe(
      '2 sales from ¥1.00 to ¥2.00, the last at ¥2.00',
    );
  });
});
