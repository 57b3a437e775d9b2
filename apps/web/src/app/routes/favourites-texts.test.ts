import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/favourites-titles';
import zhCNTitles from '../../locales/zh-CN/favourites-titles';
import zhTWTitles from '../../locales/zh-TW/favourites-titles';
import en from '../../locales/en/favourites';
import es from '../../locales/es/favourites';
import fr from '../../locales/fr/favourites';
import zhCN from '../../locales/zh-CN/favourites';
import zhTW from '../../locales/zh-TW/favourites';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { favouritesTexts } from '../../features/favourites/texts';
import { FAVOURITES_PATHS } from '../../features/favourites/paths';
import { routes } from './index';

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));

describe('the favourites texts', () => {
  it('zh-CN and zh-TW have every English key and the page title; the route uses it and needs login', () => {
    const all = leaves(en as unknown as Tree).sort();
    expect(leaves(zhCN as unknown as Tree).sort()).toEqual(all);
    expect(leaves(zhTW as unknown as Tree).sort()).toEqual(all);
    expect(Object.keys(zhCNTitles)).toEqual(Object.keys(enTitles));
    expect(Object.keys(zhTWTitles)).toEqual(Object.keys(enTitles));
    const route = routes.find((r) => r.path === FAVOURITES_PATHS.list);
    expect(route).toMatchObject({ title: 'nav.favourites', auth: true });
  });

  it('es and fr carry the runtime texts (the heart, its toasts), only keys English has', () => {
    const english = new Set(leaves(en as unknown as Tree));
    const runtime = ['favourites.heart.label', 'favourites.heart.added', 'favourites.heart.removed'];
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
    await favouritesTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('favourites.state.ended')).toBe('已結束');
    expect(i18n.t('nav.favourites')).toBe('我的收藏');
    await favouritesTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('favourites.heart.added')).toBe('Ajouté aux favoris');
    expect(i18n.t('favourites.filter.listing')).toBe('Listings');
  });
});
