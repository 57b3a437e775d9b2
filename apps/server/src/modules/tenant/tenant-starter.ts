import { DEFAULT_THEME_COLOR, tabIconSvg, tabIconUrl, type LocalizedText } from '@curio/contract';
import type { TenantDocument } from './tenant-admin.service';
import { contentsFor } from './tenant-contents';

// What a tenant made in the console starts with (issue 17; the create-tenant flow writes it): the documents
// its sign-up and real-name pages link to, and a tab bar of home, market and mine with the platform's
// icons (the contract's tab-icons.ts: they follow the tab bar's colours when the brand is published; the
// brand editor keeps 2 to 5 entries). The operator changes all of it in the console; the demo seed makes
// its own from the same parts (`iconSvg`, `contentsFor`).

const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export interface StarterMenuEntry {
  name: LocalizedText;
  /** The platform's icon in the tab bar's text colour, and in its selected colour (data URLs). */
  icon: string;
  selectedIcon: string;
  link: string;
  linkType: 1 | 2 | 3;
}

export interface TenantStarter {
  documents: TenantDocument[];
  menu: StarterMenuEntry[];
}

const MENU: { name: LocalizedText; icon: string; link: string; linkType: 1 | 2 }[] = [
  { name: t('首页', '首頁', 'Home'), icon: 'home', link: '/pages/index/index', linkType: 1 },
  { name: t('市场', '市場', 'Market'), icon: 'market', link: '/pages/market/index', linkType: 2 },
  { name: t('我的', '我的', 'Mine'), icon: 'mine', link: '/pages/account/index/index', linkType: 1 },
];

/** A new tenant's starting documents and tab bar; `menuText` and `menuSelect` are its tab bar's colours (the theme's). */
export function tenantStarter(platformName: string, menuText = '#999999', menuSelect = DEFAULT_THEME_COLOR): TenantStarter {
  return {
    documents: contentsFor(platformName),
    menu: MENU.map((m) => ({
      name: m.name,
      icon: tabIconUrl(m.icon, menuText),
      selectedIcon: tabIconUrl(m.icon, menuSelect),
      link: m.link,
      linkType: m.linkType,
    })),
  };
}

/** A platform tab icon (home, market, synthesis, airdrop, mine) as SVG in one colour (the demo seed stores them as files). */
export function iconSvg(name: string, color: string): string {
  return tabIconSvg(name, color);
}
