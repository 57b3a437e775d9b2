import { TAB_ACTIVE_COLOR, type LocalizedText } from '@curio/contract';
import type { TenantDocument } from '../modules/tenant/index';
import { iconSvg } from './art';
import { contentsFor } from './contents';

// What a tenant made in the console starts with (issue 17): the documents its sign-up and real-name pages
// link to, and a tab bar of home, market and mine with their icons (the brand editor keeps 2 to 5
// entries). The operator changes all of it in the console; the demo seed makes its own.

const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export interface StarterMenuEntry {
  name: LocalizedText;
  /** The icon's file name and SVG, in the tab bar's text colour and in its selected colour. */
  icon: { name: string; svg: string; selectedSvg: string };
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

/** A new tenant's starting documents and tab bar; `menuText` is its tab bar's text colour. */
export function tenantStarter(platformName: string, menuText = '#999999', menuSelect = TAB_ACTIVE_COLOR): TenantStarter {
  return {
    documents: contentsFor(platformName),
    menu: MENU.map((m) => ({
      name: m.name,
      icon: { name: m.icon, svg: iconSvg(m.icon, menuText), selectedSvg: iconSvg(m.icon, menuSelect) },
      link: m.link,
      linkType: m.linkType,
    })),
  };
}
