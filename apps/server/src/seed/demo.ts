import type { LocalizedText } from '@curio/contract';
import type { Db } from '../db/database';
import { moduleServices } from '../module-services';
import { contentsFor, DEFAULT_CHAIN_CHANNEL, iconSvg, type TenantTheme } from '../modules/tenant/index';
import type { FileStorage } from '../providers/index';
import { logoSvg } from './art';
import { seedDemoAirdrops } from './demo-airdrops';
import { seedDemoCatalogues } from './demo-catalogues';
import { seedDemoOperators } from './demo-operators';

interface DemoTenant {
  code: string;
  hosts: string[];
  platformName: string;
  appId: string;
  enable: number;
  defaultLanguage: string;
  languages: string[];
  logo: { letter: string; from: string; to: string };
  theme: TenantTheme;
  menus: { name: LocalizedText; icon: string; link: string; linkType: number }[];
  categories: { name: LocalizedText; children?: LocalizedText[] }[];
  disabled: { chainInfo: string[]; accountMenu: string[] };
  /** settings.chainChannels: the chains the tenant's collectibles live on. */
  chainChannels: string[];
}

const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

const PHONE_AREAS = [
  { code: '+86', name: t('中国大陆', '中國大陸', 'Mainland China') },
  { code: '+852', name: t('中国香港', '中國香港', 'Hong Kong, China') },
];

/** The specification's default colours: theme #2FB8E6, tab active #E63D3D, page #F8F8F8. */
const LIGHT_THEME: DemoTenant['theme'] = {
  themeColor: '#2FB8E6',
  background: '#F8F8F8',
  text: '#1A1A1A',
  textSub: '#8C8C8C',
  card: '#FFFFFF',
  minor: '#F2F3F5',
  divider: '#EBEDF0',
  menuText: '#999999',
  menuSelect: '#E63D3D',
};

const HOME_MENU: DemoTenant['menus'][number] = {
  name: t('首页', '首頁', 'Home'),
  icon: 'home',
  link: '/pages/index/index',
  linkType: 1,
};
/** Link type 2 marks the market page (spec section 2). */
const MARKET_MENU: DemoTenant['menus'][number] = {
  name: t('市场', '市場', 'Market'),
  icon: 'market',
  link: '/pages/market/index',
  linkType: 2,
};

export const DEMO_TENANTS: DemoTenant[] = [
  {
    code: 'demo',
    hosts: ['localhost', '127.0.0.1'],
    platformName: 'Curio Demo',
    appId: 'curio-demo',
    enable: 1,
    defaultLanguage: 'zh-CN',
    languages: ['zh-CN', 'zh-TW', 'en'],
    logo: { letter: 'C', from: '#2FB8E6', to: '#1E6FD9' },
    theme: LIGHT_THEME,
    menus: [
      HOME_MENU,
      MARKET_MENU,
      { name: t('合成', '合成', 'Synthesis'), icon: 'synthesis', link: '/pages/synthesis/index', linkType: 1 },
      { name: t('我的', '我的', 'Mine'), icon: 'mine', link: '/pages/account/index/index', linkType: 1 },
    ],
    categories: [
      { name: t('艺术', '藝術', 'Art'), children: [t('绘画', '繪畫', 'Painting'), t('摄影', '攝影', 'Photography')] },
      { name: t('潮玩', '潮玩', 'Designer toys') },
      { name: t('音乐', '音樂', 'Music') },
      { name: t('文博', '文博', 'Heritage') },
    ],
    disabled: { chainInfo: [], accountMenu: ['coupons'] },
    chainChannels: [DEFAULT_CHAIN_CHANNEL],
  },
  {
    code: 'aurora',
    hosts: ['aurora.localhost'],
    platformName: 'Aurora',
    appId: 'aurora',
    enable: 1,
    defaultLanguage: 'en',
    languages: ['en', 'zh-CN', 'zh-TW'],
    logo: { letter: 'A', from: '#8B5CF6', to: '#EC4899' },
    theme: {
      themeColor: '#8B5CF6',
      background: '#0E1020',
      text: '#F2F3FF',
      textSub: '#8A8FB5',
      card: '#1A1D33',
      minor: '#232744',
      divider: '#2C3050',
      menuText: '#6B7096',
      menuSelect: '#A78BFA',
    },
    menus: [
      HOME_MENU,
      { name: t('首发', '首發', 'Drops'), icon: 'market', link: '/pages/market/index', linkType: 2 },
      { name: t('空投', '空投', 'Airdrops'), icon: 'airdrop', link: '/pages/airdrop/index', linkType: 1 },
      { name: t('我', '我', 'Me'), icon: 'mine', link: '/pages/account/index/index', linkType: 1 },
    ],
    categories: [
      { name: t('生成艺术', '生成藝術', 'Generative') },
      { name: t('音乐', '音樂', 'Music'), children: [t('电子', '電子', 'Electronic')] },
      { name: t('体育', '體育', 'Sports') },
    ],
    disabled: { chainInfo: ['tokenId'], accountMenu: ['albums', 'coupons'] },
    chainChannels: [DEFAULT_CHAIN_CHANNEL],
  },
  {
    code: 'closed',
    hosts: ['closed.localhost'],
    platformName: 'Maple Arts',
    appId: 'maple-arts',
    enable: 0,
    defaultLanguage: 'zh-CN',
    languages: ['zh-CN', 'zh-TW', 'en'],
    logo: { letter: 'M', from: '#9CA3AF', to: '#4B5563' },
    theme: LIGHT_THEME,
    menus: [HOME_MENU, MARKET_MENU],
    categories: [{ name: t('艺术', '藝術', 'Art') }],
    disabled: { chainInfo: [], accountMenu: [] },
    chainChannels: [DEFAULT_CHAIN_CHANNEL],
  },
];

const svg = (s: string) => Buffer.from(s, 'utf8');

/**
 * Seeds the demo tenants through the modules' services (the tenant's row and settings, its files, its
 * categories, then its catalogue). Idempotent: a tenant that exists already (by code) is left as it
 * is, so running it again, or after an operator changed something, changes nothing. Then fills what
 * later migrations added and any tenant still lacks (`fillMissing`).
 */
export async function seedDemo(db: Db, storage: FileStorage, tenants: DemoTenant[] = DEMO_TENANTS): Promise<string[]> {
  const s = moduleServices(db, storage);
  const created: string[] = [];
  for (const d of tenants) {
    if (await s.tenantAdmin.byCode(d.code)) continue;
    const now = Date.now();
    // One transaction for the tenant and what the other modules add to it: a half-made tenant is never seen.
    await db.kysely.transaction().execute(async (trx) => {
      const tenantId = await s.tenantAdmin.create(
        trx,
        {
          code: d.code,
          platformName: d.platformName,
          appId: d.appId,
          enable: d.enable,
          defaultLanguage: d.defaultLanguage,
          languages: d.languages,
          timeZone: 'Asia/Shanghai',
          chainChannels: d.chainChannels,
        },
        now,
      );
      const file = (content: string, name: string) => s.files.saveIn(trx, tenantId, null, svg(content), 'image/svg+xml', name);
      const logo = await file(logoSvg(d.logo.letter, d.logo.from, d.logo.to), 'logo.svg');
      await s.tenantAdmin.setLogo(trx, tenantId, logo.url);
      await s.tenantAdmin.addHosts(trx, tenantId, d.hosts);
      await s.tenantAdmin.setTheme(trx, tenantId, d.theme, now);
      for (const [sort, m] of d.menus.entries()) {
        const icon = await file(iconSvg(m.icon, d.theme.menuText), `${m.icon}.svg`);
        const active = await file(iconSvg(m.icon, d.theme.menuSelect), `${m.icon}-active.svg`);
        await s.tenantAdmin.addMenu(trx, tenantId, sort, {
          name: m.name,
          icon: icon.url,
          selectedIcon: active.url,
          link: m.link,
          linkType: m.linkType,
        });
      }
      await s.tenantAdmin.setPhoneAreas(trx, tenantId, PHONE_AREAS);
      await s.tenantAdmin.setHidden(trx, tenantId, d.disabled);
      await s.categories.addTree(trx, tenantId, d.categories, now);
    });
    created.push(d.code);
  }
  await s.tenantAdmin.fillMissing(contentsFor, Date.now());
  await seedDemoCatalogues(s);
  await seedDemoAirdrops(s);
  const seeded = await Promise.all(tenants.map(async (d) => ({ code: d.code, row: await s.tenantAdmin.byCode(d.code) })));
  await seedDemoOperators(
    s,
    seeded.flatMap((t) => (t.row ? [{ id: t.row.id, code: t.code }] : [])),
  );
  return created;
}
