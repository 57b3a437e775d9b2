import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/invite-titles';
import zhCNTitles from '../../locales/zh-CN/invite-titles';
import zhTWTitles from '../../locales/zh-TW/invite-titles';
import en from '../../locales/en/invite';
import es from '../../locales/es/invite';
import fr from '../../locales/fr/invite';
import zhCN from '../../locales/zh-CN/invite';
import zhTW from '../../locales/zh-TW/invite';
import { inviteTexts } from '../../features/invite/texts';
import { INVITE_PATHS } from '../../features/invite/paths';
import { expectRuntimeTexts, expectSameKeys, expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { routes } from './all';

describe('the invite texts', () => {
  it('zh-CN and zh-TW have every English key and the titles; the three routes need login', () => {
    expectSameKeys(en, { 'zh-CN': zhCN, 'zh-TW': zhTW });
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
    for (const [path, title] of [
      [INVITE_PATHS.index, 'nav.invite'],
      [INVITE_PATHS.detail, 'nav.inviteDetail'],
      [INVITE_PATHS.ranking, 'nav.inviteRanking'],
    ] as const) {
      expect(routes.find((r) => r.path === path)).toMatchObject({ title, auth: true });
    }
  });

  it('es and fr carry the runtime texts (toasts, the poster failure), only keys English has', () => {
    expectRuntimeTexts(en, { es, fr }, [
      'invite.code.copied',
      'invite.link.copied',
      'invite.poster.saved',
      'invite.poster.failed',
      'invite.poster.retry',
    ]);
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await expectTextsLoad(inviteTexts, [
      [
        'zh-TW',
        [
          ['invite.standing.verified', '已實名'],
          ['nav.inviteRanking', '邀請排行榜'],
        ],
      ],
      [
        'fr',
        [
          ['invite.link.copied', 'Lien copié'],
          ['invite.stats.invited', 'Invited'],
        ],
      ],
    ]);
  });
});
