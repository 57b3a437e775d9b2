import { describe, expect, it } from 'vitest';
import en from '../../locales/en/inbox';
import enTitles from '../../locales/en/inbox-titles';
import zhCN from '../../locales/zh-CN/inbox';
import zhCNTitles from '../../locales/zh-CN/inbox-titles';
import zhTW from '../../locales/zh-TW/inbox';
import zhTWTitles from '../../locales/zh-TW/inbox-titles';
import { INBOX_KINDS } from '@curio/contract/client';
import { expectSameKeys, expectTextsLoad, expectTitles, keysOf } from '../../test/texts-coverage';
import { inboxTexts } from '../../features/inbox/texts';
import { routes } from './all';

describe('the inbox texts', () => {
  it('zh-CN and zh-TW have every English key; every kind has a title and a text; the route uses the titles', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    const all = keysOf(en);
    for (const kind of INBOX_KINDS) {
      expect(all).toContain(`inbox.kinds.${kind}.title`);
      expect(all).toContain(`inbox.kinds.${kind}.text`);
    }
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
    expect(routes.find((r) => r.path === '/pages/account/inbox/index')?.title).toBe('nav.inbox');
  });

  it('load with their pages in each language; es and fr are translated, English beside them', async () => {
    await expectTextsLoad(inboxTexts, [
      [
        'zh-TW',
        [
          ['inbox.kinds.order_closed.title', '訂單已關閉'],
          ['nav.inbox', '訊息中心'],
        ],
      ],
      ['es', [['inbox.markAll', 'Marcar todo como leído']]],
      [
        'fr',
        [
          ['inbox.unreadCount', '2 non lus', { count: 2 }],
          ['inbox.provenance.chainPending', 'Sur la chaîne : en attente'],
        ],
      ],
    ]);
  });
});
