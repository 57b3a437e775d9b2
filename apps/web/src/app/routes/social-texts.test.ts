import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/social-titles';
import zhCNTitles from '../../locales/zh-CN/social-titles';
import zhTWTitles from '../../locales/zh-TW/social-titles';
import en from '../../locales/en/social';
import es from '../../locales/es/social';
import fr from '../../locales/fr/social';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { socialTexts } from '../../features/social/texts';
import { routes } from './index';

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));

describe('the social texts', () => {
  it('have every page title in zh-CN, zh-TW and en, and the social routes use them', () => {
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('es and fr carry the runtime texts (toasts, the unfollow dialog, refusals), only keys English has', () => {
    const english = new Set(leaves(en as unknown as Tree));
    const runtime = [
      'social.follow.unfollowConfirm',
      'social.follow.unfollow',
      'social.follow.keep',
      'social.follow.followed',
      'social.follow.unfollowed',
      'social.display.shown',
      'social.display.hidden',
      'social.display.frozen',
      'social.page.notFound',
    ];
    for (const [lang, texts] of [
      ['es', es],
      ['fr', fr],
    ] as const) {
      const keys = leaves(texts as unknown as Tree);
      for (const k of keys) expect(english.has(k), `${lang}: ${k}`).toBe(true);
      for (const k of runtime) expect(keys, `${lang}: ${k}`).toContain(k);
    }
  });

  it('load with their pages; fr takes what it lacks from English', async () => {
    await setupI18n('zh-CN');
    await socialTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('social.follow.followBack')).toBe('回關');
    expect(i18n.t('nav.personal')).toBe('個人主頁');
    await socialTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('social.follow.unfollowed')).toBe('Désabonné');
    expect(i18n.t('social.follow.mutual')).toBe('Mutual');
  });
});
