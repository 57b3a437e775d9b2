import { describe, it } from 'vitest';
import enTitles from '../../locales/en/social-titles';
import zhCNTitles from '../../locales/zh-CN/social-titles';
import zhTWTitles from '../../locales/zh-TW/social-titles';
import en from '../../locales/en/social';
import es from '../../locales/es/social';
import fr from '../../locales/fr/social';
import { socialTexts } from '../../features/social/texts';
import { expectRuntimeTexts, expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { routes } from './all';

describe('the social texts', () => {
  it('have every page title in zh-CN, zh-TW and en, and the social routes use them', () => {
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
  });

  it('es and fr carry the runtime texts (toasts, the unfollow dialog, refusals), only keys English has', () => {
    expectRuntimeTexts(en, { es, fr }, [
      'social.follow.unfollowConfirm',
      'social.follow.unfollow',
      'social.follow.keep',
      'social.follow.followed',
      'social.follow.unfollowed',
      'social.display.shown',
      'social.display.hidden',
      'social.display.frozen',
      'social.page.notFound',
    ]);
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await expectTextsLoad(socialTexts, [
      [
        'zh-TW',
        [
          ['social.follow.followBack', '回關'],
          ['nav.personal', '個人主頁'],
        ],
      ],
      [
        'fr',
        [
          ['social.follow.unfollowed', 'Désabonné'],
          ['social.follow.mutual', 'Mutual'],
        ],
      ],
    ]);
  });
});
