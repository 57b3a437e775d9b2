import { TAB_ACTIVE_COLOR, type LocalizedText } from '@curio/contract';
import type { TenantDocument } from './tenant-admin.service';
import { contentsFor } from './tenant-contents';

// What a tenant made in the console starts with (issue 17; the create-tenant flow writes it): the documents
// its sign-up and real-name pages link to, and a tab bar of home, market and mine with their icons (the
// brand editor keeps 2 to 5 entries). The operator changes all of it in the console; the demo seed makes
// its own from the same parts (`iconSvg`, `contentsFor`).

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

/** The tab bar's icons (home, market, synthesis, airdrop, mine), drawn as SVG in one colour. */
const ICON_PATHS: Record<string, string> = {
  home: '<path d="M4 11.5 12 4l8 7.5"/><path d="M6.5 9.5V20h11V9.5"/><path d="M10 20v-5.5h4V20"/>',
  market: '<path d="M4 8h16l-1.5 12h-13z"/><path d="M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8"/>',
  synthesis:
    '<circle cx="8" cy="8" r="3.5"/><circle cx="16" cy="8" r="3.5"/><path d="M12 13v7"/><path d="M8.5 16.5 12 20l3.5-3.5"/>',
  airdrop: '<path d="M4 11a8 8 0 0 1 16 0z"/><path d="M4 11l8 9 8-9"/><path d="M12 11v9"/>',
  mine: '<circle cx="12" cy="8.5" r="4"/><path d="M4.5 20a7.5 7.5 0 0 1 15 0"/>',
};

export function iconSvg(name: keyof typeof ICON_PATHS | string, color: string): string {
  const paths = ICON_PATHS[name] ?? ICON_PATHS.home;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
}
