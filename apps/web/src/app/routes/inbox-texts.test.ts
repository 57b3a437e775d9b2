import { describe, expect, it } from 'vitest';
import en from '../../locales/en/inbox';
import enTitles from '../../locales/en/inbox-titles';
import zhCN from '../../locales/zh-CN/inbox';
import zhCNTitles from '../../locales/zh-CN/inbox-titles';
import zhTW from '../../locales/zh-TW/inbox';
import zhTWTitles from '../../locales/zh-TW/inbox-titles';
import { INBOX_KINDS } from '@curio/contract/client';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { inboxTexts } from '../../features/inbox/texts';
import { routes } from './index';

type Tree = { readonly [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('the inbox texts', () => {
  it('zh-CN and zh-TW have every English key; every kind has a title and a text; the route uses the titles', () => {
    const all = keys(en).sort();
    expect(keys(zhCN).sort()).toEqual(all);
    expect(keys(zhTW).sort()).toEqual(all);
    for (const kind of INBOX_KINDS) {
      expect(all).toContain(`inbox.kinds.${kind}.title`);
      expect(all).toContain(`inbox.kinds.${kind}.text`);
    }
    expect(Object.keys(zhCNTitles)).toEqual(Object.keys(enTitles));
    expect(Object.keys(zhTWTitles)).toEqual(Object.keys(enTitles));
    expect(routes.find((r) => r.path === '/pages/account/inbox/index')?.title).toBe('nav.inbox');
  });

  it('load with their pages in each language; es and fr are translated, English beside them', async () => {
    await setupI18n('zh-CN');
    await inboxTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('inbox.kinds.order_closed.title')).toBe('訂單已關閉');
    expect(i18n.t('nav.inbox')).toBe('訊息中心');
    await inboxTexts.load('es');
    await changeLanguage('es');
    expect(i18n.t('inbox.markAll')).toBe('Marcar todo como leído');
    await inboxTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('inbox.unreadCount', { count: 2 })).toBe('2 non lus');
    expect(i18n.t('inbox.provenance.chainPending')).toBe('Sur la chaîne : en attente');
  });
});
